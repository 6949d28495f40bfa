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
export function insertCalculatedActivities(
  db: Db | Tx,
  companyId: number,
  activities: CalculatedActivity[],
): Promise<number[]> {
  return insertActivitiesWithLines(
    db,
    companyId,
    activities.map(({ values, result }) => {
      const stored = storedEmissionsOf({ id: 0, company_id: companyId }, result);
      return {
        ...values,
        carbon_footprint: stored.carbon_footprint,
        carbon_footprint_avoided: stored.carbon_footprint_avoided,
        uncertainty: stored.uncertainty,
      };
    }),
    activities.map(({ result }) => result.lines),
  );
}

/**
 * Writes activities whose totals and lines are calculated already (`lines[i]` are those of
 * `rows[i]`). Answers their ids, -1 for a row its import had saved already (its lines are not
 * written again).
 */
export async function insertActivitiesWithLines(
  db: Db | Tx,
  companyId: number,
  rows: NewActivityRow[],
  lines: TEmissionLine[][],
): Promise<number[]> {
  const ids = await insertActivityRows(db, companyId, rows);
  await storeNewEmissions(
    db,
    companyId,
    ids.flatMap((id, index) =>
      id > 0 ? [{ activity_id: id, company_id: companyId, lines: lines[index]! }] : [],
    ),
  );
  return ids;
}
