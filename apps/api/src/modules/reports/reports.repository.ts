import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emission_factors, gas_emissions } from '../../db/schema/index.ts';

// What the inventory report reads beyond the dashboard's figures: which factors are marked
// renewable (row A5), and the validity of the gas values its lines applied (the factors' year).

type Conn = Db | Tx;

export async function listRenewableFactorIds(db: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: emission_factors.id, renewable: emission_factors.renewable })
    .from(emission_factors)
    .where(inArray(emission_factors.id, ids));
  return new Set(rows.filter((row) => row.renewable).map((row) => row.id));
}

export async function listGasValueDates(db: Conn, ids: number[]) {
  if (ids.length === 0) return new Map<number, { date_start: string; date_end: string }>();
  const rows = await db
    .select({ id: gas_emissions.id, date_start: gas_emissions.date_start, date_end: gas_emissions.date_end })
    .from(gas_emissions)
    .where(inArray(gas_emissions.id, ids));
  return new Map(rows.map(({ id, ...dates }) => [id, dates]));
}
