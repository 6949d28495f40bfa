import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/batch.ts';
import type { Db, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rollupSpans } from './rollup-spans.ts';

// The days of a month are in the roll-ups only once a reading needs them (migration 0031): a write
// of a month whose days are not kept adds its month and year rows alone. A reading whose filter
// cuts a month reads that month's days; where the days it reads hold activities and the month is
// not kept yet, it keeps the month (in a transaction of its own) and reads again. It asks which
// months in its own snapshot: the dashboards in their one statement (`cutDaysWantedColumn`), the
// working in its transaction (`withCutDaysKept`). A cut that holds no activity reads no day row and
// needs none (the default filter's end, today, is cut after the last activity). Keeping a month
// writes its days from its lines (about a second for a month of 29,000 activities, migration 0032),
// so the months the default period begins in are kept ahead by a background job (`findDaysAhead`).

type Conn = Db | Tx;
type Period = { date_from: string; date_to: string };

/** The spans of days a reading of the period reads (the days of the months it cuts). */
function cutDays(period: Period) {
  const spans = [
    ...rollupSpans(period.date_from, period.date_to),
    ...rollupSpans(period.date_from, period.date_to, ['m', 'd']),
  ];
  return spans.filter((span) => span.grain === 'd');
}

/** Keeps the days of the company's month (its first day), unless kept already. */
export async function keepDays(db: Conn, companyId: number, month: string): Promise<void> {
  await db.transaction((tx) => tx.execute(sql`select rollup_days_keep(${companyId}, ${month}::date)`));
}

/**
 * The months a reading of the period cuts where the days it reads hold activities, not kept (a
 * text array of their first days), as a column of the reading's own statement: asked in the
 * reading's snapshot, at no round trip of its own. A reading that finds some keeps them
 * (`keepDays`) and reads again.
 */
export function cutDaysWantedColumn(companyId: number, period: Period): SQL {
  const cuts = cutDays(period);
  if (cuts.length === 0) return sql`'{}'::text[]`;
  return sql`(select coalesce(array_agg(to_char(month, 'YYYY-MM-DD')), '{}')
    from rollup_days_wanted(${companyId}, ${arrayParam(cuts.map((cut) => cut.from))}::date[],
      ${arrayParam(cuts.map((cut) => cut.to))}::date[]) as month)`;
}

/** The same months, asked on their own (prepared: planning it cost more than running it). */
async function cutDaysWanted(db: Conn, companyId: number, period: Period): Promise<string[]> {
  if (cutDays(period).length === 0) return [];
  const [row] = await executePrepared<{ wanted: string[] }>(
    db,
    () => sql`select ${cutDaysWantedColumn(companyId, period)} as wanted`,
  );
  return row?.wanted ?? [];
}

/**
 * Runs `read` (a reading of the company's roll-ups over the period) with the days it cuts kept.
 * The question of which months to keep and the reading share one snapshot (repeatable read, read
 * only), so an activity saved between them cannot be read in part (in its month, not in its days);
 * where months are wanted, each is kept in a transaction of its own and the reading begins again.
 */
export async function withCutDaysKept<T>(
  db: Conn,
  companyId: number,
  period: Period,
  read: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (;;) {
    const outcome = await db.transaction(
      async (tx) => {
        const wanted = await cutDaysWanted(tx, companyId, period);
        return wanted.length > 0
          ? { wanted, read: false as const }
          : { value: await read(tx), read: true as const };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (outcome.read) return outcome.value;
    for (const month of outcome.wanted) await keepDays(db, companyId, month);
  }
}

/**
 * Every company's months from `month` on (it and the next) that hold activities and whose days are
 * not kept, company by company (a query about every company: a background job's).
 */
export async function findDaysAhead(
  db: Conn,
  month: string,
): Promise<{ company_id: number; month: string }[]> {
  const result = await db.execute(sql`
    select company_id, to_char(month, 'YYYY-MM-DD') as month from rollup_days_ahead(${month}::date)`);
  return (result as unknown as { rows: { company_id: number; month: string }[] }).rows;
}
