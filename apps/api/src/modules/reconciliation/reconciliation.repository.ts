import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  activity_emissions,
  emission_activities,
  emission_factor_parts,
  emission_sources,
  gas_emissions,
} from '../../db/schema/index.ts';
import { acrossCompanies, tenant } from '../../db/tenant.ts';

// What reconciliation reads: every company's stored activities, a page at a time in id order, and
// their stored emission lines. It is about the whole platform at once (a check of the stored
// figures against the catalogue), hence `acrossCompanies`.

type Conn = Db | Tx;

/** A stored activity: what its calculation needs, and the figures stored for it. */
export type StoredActivityRow = {
  id: number;
  company_id: number;
  date: string;
  consumption: number;
  unit_measurement_id: number;
  emission_factor_id: number;
  /** Its emission source's activity-data uncertainty (0 when recorded by factor). */
  activity_uncertainty: number;
  carbon_footprint: number;
  carbon_footprint_avoided: number;
  uncertainty: number;
  flagged: boolean;
  flag_reason: string | null;
};

/**
 * The next `limit` activities of every company after `afterId`, in id order; with `lock`, locked
 * until the transaction ends (a fix rewrites them: nobody else may in between).
 */
export async function findStoredActivities(
  db: Conn,
  afterId: number,
  limit: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredActivityRow[]> {
  const query = acrossCompanies(db)
    .selectFrom(emission_activities, {
      id: emission_activities.id,
      company_id: emission_activities.company_id,
      date: emission_activities.date,
      consumption: emission_activities.consumption,
      unit_measurement_id: emission_activities.unit_measurement_id,
      emission_factor_id: emission_activities.emission_factor_id,
      activity_uncertainty: sql<number>`coalesce(${emission_sources.activity_uncertainty}, 0)::float8`,
      carbon_footprint: emission_activities.carbon_footprint,
      carbon_footprint_avoided: emission_activities.carbon_footprint_avoided,
      uncertainty: emission_activities.uncertainty,
      flagged: emission_activities.flagged,
      flag_reason: emission_activities.flag_reason,
    })
    .leftJoin(
      emission_sources,
      and(
        eq(emission_sources.company_id, emission_activities.company_id),
        eq(emission_sources.id, emission_activities.emission_source_id),
      ),
    )
    .where(gt(emission_activities.id, afterId))
    .orderBy(asc(emission_activities.id))
    .limit(limit);
  return lock ? query.for('update', { of: emission_activities }) : query;
}

export type StoredLineRow = typeof activity_emissions.$inferSelect;

/** The stored emission lines of these activities (of whichever company each is). */
export async function findStoredLines(db: Conn, activityIds: number[]): Promise<StoredLineRow[]> {
  if (activityIds.length === 0) return [];
  return acrossCompanies(db)
    .selectFrom(activity_emissions)
    .where(inArray(activity_emissions.activity_id, activityIds))
    .orderBy(asc(activity_emissions.activity_id), asc(activity_emissions.gas_emission_id));
}

// The roll-ups (DESIGN §4): each company's year as stored against what its lines and activities
// make of it now, through the database's own functions (migration 0012), which keep them too and
// name the company they read.

export type RollupYear = { company_id: number; year: string };

/** Every company's year that has activities or roll-up rows, in order. */
export async function findRollupYears(db: Conn): Promise<RollupYear[]> {
  const result = await db.execute(
    sql`select company_id, to_char(year, 'YYYY-MM-DD') as year from rollup_years()`,
  );
  return (result as unknown as { rows: RollupYear[] }).rows;
}

export type RollupMismatchRow = {
  rollup: 'emission_rollups' | 'activity_rollups' | 'emission_source_rollups';
  grain: 'd' | 'm' | 'y';
  period: string;
  /** What names the row (its item, stakeholders, gas value or unit and flag). */
  key: Record<string, number | boolean>;
  stored_count: number | null;
  stored_total: number | null;
  fresh_count: number | null;
  fresh_total: number | null;
};

/** The roll-up rows of the company's year that disagree with what its lines and activities make now. */
export async function findRollupMismatches(db: Conn, { company_id, year }: RollupYear) {
  const result = await db.execute(sql`
    select rollup, grain, to_char(period, 'YYYY-MM-DD') as period, key,
      stored_count, stored_total, fresh_count, fresh_total
    from rollup_mismatches(${company_id}, ${year}::date)`);
  return (result as unknown as { rows: RollupMismatchRow[] }).rows;
}

/** Writes the roll-ups of the company's year again from its lines and activities. */
export async function rebuildRollups(db: Tx, { company_id, year }: RollupYear): Promise<void> {
  await db.execute(sql`select rollups_rebuild(${company_id}, ${year}::date)`);
}

/** The audit entry of a reconciliation's fix in one company: which activities it rewrote. */
export async function recordReconcileAudit(
  db: Conn,
  entry: { company_id: number; activity_ids: number[] },
): Promise<void> {
  await recordAudit(db, {
    actor_id: null,
    actor_email: null,
    company_id: entry.company_id,
    entity: 'emission-activities.reconcile',
    entity_id: null,
    action: 'update',
    changes: [`fixed:${entry.activity_ids.length}`, ...entry.activity_ids.map((id) => `activity:${id}`)],
    method: 'SCRIPT',
    path: 'reconcile --fix',
    ip: null,
    request_id: null,
  });
}

/** How many of the company's activities are flagged (a catalogue change left them without a figure). */
export async function countFlaggedActivities(db: Conn, companyId: number): Promise<number> {
  const [row] = await tenant(db, companyId)
    .selectFrom(emission_activities, { n: count() })
    .where(eq(emission_activities.flagged, true));
  return Number(row?.n ?? 0);
}

/** What of the catalogue a company's stored figures rest on: factors, gases and units. */
export type CompanyCatalogueUse = { factorIds: Set<number>; gasIds: Set<number>; unitIds: Set<number> };

/**
 * The factors the company's activities are recorded on and the parts of those that are blends; the
 * gases of those factors' values and of the company's stored lines; the units of its activities and
 * of those values.
 */
export async function findCompanyCatalogueUse(db: Conn, companyId: number): Promise<CompanyCatalogueUse> {
  const company = tenant(db, companyId);
  const activities = await company
    .selectFrom(emission_activities, {
      factor_id: emission_activities.emission_factor_id,
      unit_id: emission_activities.unit_measurement_id,
    })
    .groupBy(emission_activities.emission_factor_id, emission_activities.unit_measurement_id);
  const recorded = [...new Set(activities.map((row) => row.factor_id))];
  const parts =
    recorded.length === 0
      ? []
      : await db
          .select({ id: emission_factor_parts.part_factor_id })
          .from(emission_factor_parts)
          .where(inArray(emission_factor_parts.factor_id, recorded));
  const factorIds = new Set([...recorded, ...parts.map((part) => part.id)]);
  const values =
    factorIds.size === 0
      ? []
      : await db
          .selectDistinct({ gas_id: gas_emissions.gas_id, unit_id: gas_emissions.unit_measurement_id })
          .from(gas_emissions)
          .where(inArray(gas_emissions.factor_id, [...factorIds]));
  const lines = await company
    .selectFrom(activity_emissions, { gas_id: activity_emissions.gas_id })
    .groupBy(activity_emissions.gas_id);
  return {
    factorIds,
    gasIds: new Set([...values.map((value) => value.gas_id), ...lines.map((line) => line.gas_id)]),
    unitIds: new Set([...activities.map((row) => row.unit_id), ...values.map((value) => value.unit_id)]),
  };
}
