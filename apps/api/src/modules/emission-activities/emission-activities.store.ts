import type { TActivityCalculation, TEmissionLine } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import { storedEmissionsOf, storeNewEmissions } from '../emissions/emissions.service.ts';
import {
  insertActivityRows,
  type ActivityValues,
  type NewActivityRow,
} from './emission-activities.repository.ts';

// Writing new activities with their calculation: the rows with their totals, then their per-gas
// lines, each a batch at a time, in the caller's transaction. The form, the import, the retry and
// the demo all write through here.

export type CalculatedActivity = { values: ActivityValues; result: TActivityCalculation & { ok: true } };

export type { NewActivityRow };

/** Writes calculated activities; answers their ids, -1 for a row its import had saved already. */
export async function insertCalculatedActivities(
  db: Db | Tx,
  companyId: number,
  activities: CalculatedActivity[],
): Promise<number[]> {
  const stored = activities.map(({ result }) => storedEmissionsOf({ id: 0, company_id: companyId }, result));
  const ids = await insertActivityRows(
    db,
    companyId,
    activities.map(({ values }, index) => ({
      ...values,
      carbon_footprint: stored[index]!.carbon_footprint,
      carbon_footprint_avoided: stored[index]!.carbon_footprint_avoided,
      uncertainty: stored[index]!.uncertainty,
    })),
  );
  await storeNewEmissions(
    db,
    companyId,
    stored.flatMap((emissions, index) =>
      ids[index]! > 0 ? [{ ...emissions, activity_id: ids[index]! }] : [],
    ),
  );
  return ids;
}

/** Activities whose lines are calculated and written together (about two lines each). */
const LINES_CHUNK = 500;

/**
 * Writes activities whose totals are calculated already, then their lines, which `linesOf` (the
 * row's index) calculates again as they are written: a batch of an import holds its rows, not
 * their lines. Answers their ids, -1 for a row its import had saved already (its lines are not
 * written again).
 */
export async function insertActivitiesWithLines(
  db: Db | Tx,
  companyId: number,
  rows: NewActivityRow[],
  linesOf: (index: number) => TEmissionLine[],
): Promise<number[]> {
  const ids = await insertActivityRows(db, companyId, rows);
  for (let from = 0; from < rows.length; from += LINES_CHUNK) {
    const chunk = [];
    for (let index = from; index < Math.min(from + LINES_CHUNK, rows.length); index++) {
      const row = rows[index]!;
      if (ids[index]! > 0)
        chunk.push({
          activity_id: ids[index]!,
          company_id: companyId,
          lines: linesOf(index),
          carbon_footprint: row.carbon_footprint,
          carbon_footprint_avoided: row.carbon_footprint_avoided,
          uncertainty: row.uncertainty,
          flag_reason: null,
        });
    }
    if (chunk.length > 0) await storeNewEmissions(db, companyId, chunk);
  }
  return ids;
}
