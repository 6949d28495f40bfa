import { and, asc, desc, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import { TRIAL_PLAN_CODE } from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import {
  companies,
  company_sources,
  company_users,
  emission_indicators,
  emission_sources,
  invitations,
  isOpenInvitation,
  plans,
  stakeholders,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';

type Conn = Db | Tx;

export type PlanRow = typeof plans.$inferSelect;

/** The rows a company holds of each limit counted from a table of its own. */
export type CountedUsage = {
  entities: number;
  num_users: number;
  sources: number;
  emission_sources: number;
  emission_indicators: number;
  emission_activities: number;
};

/**
 * Takes the company's row lock until the transaction ends: whoever counts a limit after it sees
 * every row the transactions before it added, so two parallel creates cannot both take the last
 * slot. False when the company does not exist. The lock leaves the company's key alone (`no key
 * update`), so the foreign-key checks of rows written meanwhile (a roll-up row added at another
 * transaction's commit) never wait on it. `shared`: transactions that take it so (the batches of one
 * import) run side by side, and one that takes it whole waits until they have all ended.
 */
export async function lockCompanyRow(
  db: Conn,
  companyId: number,
  mode: 'whole' | 'shared' = 'whole',
): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for(mode === 'whole' ? 'no key update' : 'share');
  return rows.length === 1;
}

/**
 * The plan the company is on (null when it has none) and when its trial ends (null when it was
 * given none); null when the company does not exist.
 */
export async function findCompanyPlanState(
  db: Conn,
  companyId: number,
): Promise<{ plan: PlanRow | null; trial_ends_at: Date | null } | null> {
  const [row] = await db
    .select({ plan: plans, trial_ends_at: companies.trial_ends_at })
    .from(companies)
    .leftJoin(plans, eq(plans.id, companies.plan_id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** The trial plan: the seeded one (code TRIAL) when it is marked as trial, else the oldest trial plan. */
export async function findTrialPlan(db: Conn): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(eq(plans.trial, true))
    .orderBy(desc(sql`${plans.code} is not distinct from ${TRIAL_PLAN_CODE}`), asc(plans.id))
    .limit(1);
  return row ?? null;
}

/** True when no active plan costs more than `plan` (the spec's Elite plan hides the upgrade banner). */
export async function isTopPlan(db: Conn, plan: Pick<PlanRow, 'price'>): Promise<boolean> {
  const [row] = await db
    .select({ dearer: sql<number>`count(*)::int` })
    .from(plans)
    .where(and(eq(plans.status, 'ACTIVE'), eq(plans.trial, false), gt(plans.price, plan.price)));
  return (row?.dearer ?? 0) === 0;
}

/** `count(*)` as a scalar subquery's one column. */
const counted = () => ({ n: sql<number>`count(*)::int` });
/** A count query of the company's rows as one value of the statement that holds it. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`;

/** What the company holds of each limit that has a table today, counted in one statement. */
export async function countCompanyUsage(db: Conn, companyId: number): Promise<CountedUsage> {
  const company = tenant(db, companyId);
  const [row] = await db
    .select({
      entities: scalar(
        company.selectFrom(stakeholders, counted()).where(eq(stakeholders.type, 'HEADQUARTERS')),
      ),
      members: scalar(company.selectFrom(company_users, counted())),
      invited: scalar(company.selectFrom(invitations, counted()).where(isOpenInvitation())),
      sources: scalar(company.selectFrom(company_sources, counted())),
      emission_sources: scalar(company.selectFrom(emission_sources, counted())),
      // From the yearly roll-ups (migration 0029): a count(*) read every activity.
      emission_activities: sql<number>`company_activity_count(${companyId})::int`,
      emission_indicators: scalar(company.selectFrom(emission_indicators, counted())),
    })
    .from(sql`(select 1) as one`);
  return {
    entities: row?.entities ?? 0,
    // A pending invitation holds its seat: accepting it must not pass the limit.
    num_users: (row?.members ?? 0) + (row?.invited ?? 0),
    sources: row?.sources ?? 0,
    emission_sources: row?.emission_sources ?? 0,
    emission_activities: row?.emission_activities ?? 0,
    emission_indicators: row?.emission_indicators ?? 0,
  };
}
