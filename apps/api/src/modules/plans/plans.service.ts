import {
  COUNTED_LIMITS,
  isPastLimit,
  roomLeft,
  type TCountedLimit,
  type TCurrentLimits,
  type TLimitUsage,
  type TMessageParams,
  type TPlanSummary,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  countCompanyUsage,
  findCompanyPlanState,
  findTrialPlan,
  isTopPlan,
  lockCompanyRow,
  type PlanRow,
} from './plans.repository.ts';

// Plans and limits (DESIGN §4): a company's limits are those of its plan, or of the trial plan while
// its trial runs, or none at all. Every create or import that adds counted rows asks
// `assertWithinLimit` first.

export type CompanyLimits = { current_plan: TPlanSummary | null; current_limits: TCurrentLimits };

/**
 * How rows are added, which words the refusal uses: one by one (`add`), from a file (`import`:
 * nothing of the file is kept), from a file refused at its upload for having more rows than the
 * room left (`file`: `adding` is how far its rows were counted), or by replacing a chosen set
 * (`replace`: `adding` is the new size minus the current one).
 */
export type LimitAddition = 'add' | 'import' | 'file' | 'replace';

export function toPlanSummary(row: PlanRow, top: boolean): TPlanSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: row.price,
    interval_unit: row.interval_unit,
    trial: row.trial,
    top,
    limit_plan: row.limit_plan,
  };
}

/**
 * The plan whose limits apply: the company's own, else the trial plan until `trial_ends_at`; null
 * when neither applies (its trial ended, or it was created without one), and every limit is 0:
 * what it holds stays readable, nothing more is added until it has a plan.
 */
async function planOf(ctx: ServiceContext, company: ScopedCompany): Promise<PlanRow | null> {
  const state = await findCompanyPlanState(ctx.db, company.id);
  if (state?.plan) return state.plan;
  if (!state?.trial_ends_at || state.trial_ends_at.getTime() <= Date.now()) return null;
  const trial = await findTrialPlan(ctx.db);
  // The reference seed writes the trial plan on every start; only a broken installation lacks it.
  if (!trial) throw new Error('There is no trial plan: seed the plans of apps/api/seed/reference/plans.json');
  return trial;
}

/** The company's plan and, per counted limit, what the plan allows and what the company holds. */
export async function companyLimits(ctx: ServiceContext, company: ScopedCompany): Promise<CompanyLimits> {
  const plan = await planOf(ctx, company);
  const counted = await countCompanyUsage(ctx.db, company.id);
  // The trial is never the top plan, whatever the catalogue holds: its company has yet to choose one.
  const top = plan !== null && !plan.trial && (await isTopPlan(ctx.db, plan));
  const used: Record<TCountedLimit, number> = {
    ...counted,
    // Reports have no table yet: nothing to count. Its count joins countCompanyUsage when its area lands.
    informs: 0,
  };
  const current_limits = Object.fromEntries(
    COUNTED_LIMITS.map((key) => [key, { limit: plan?.limit_plan[key] ?? 0, used: used[key] }]),
  ) as TCurrentLimits;
  return { current_plan: plan && toPlanSummary(plan, top), current_limits };
}

const MESSAGES: Record<LimitAddition, string> = {
  add: 'errors.PLAN_LIMIT',
  import: 'errors.PLAN_LIMIT_IMPORT',
  file: 'errors.PLAN_LIMIT_IMPORT_ROWS',
  replace: 'errors.PLAN_LIMIT_SELECTION',
};

/**
 * Takes the company's row lock until the transaction ends (404 when the company does not exist):
 * whoever counts a limit after it sees every row the transactions before it added. A write that
 * checks more than the limit (what a replaced set still uses) takes it before it reads.
 */
export async function lockCompany(ctx: ServiceContext, company: ScopedCompany): Promise<void> {
  if (!(await lockCompanyRow(ctx.db, company.id))) throw new AppError('NOT_FOUND');
}

/**
 * Takes the company's row lock shared with other writers that take it so (the batches of one
 * import, written side by side), until the transaction ends: a write that takes the whole lock
 * (`lockCompany`: a form, a deletion, closing a period, another upload) waits for them and they for
 * it, so whoever counts a limit after it still sees every row written before.
 */
export async function shareCompanyLock(ctx: ServiceContext, company: ScopedCompany): Promise<void> {
  if (!(await lockCompanyRow(ctx.db, company.id, 'shared'))) throw new AppError('NOT_FOUND');
}

/**
 * Refuses (409, naming the limit and the plan in the caller's language) adding `adding` rows of
 * `limit` when the company would pass what its plan allows; answers the usage before the addition
 * otherwise. Call it in the write's transaction (every write request has one) before writing: it
 * locks the company's row and counts after the lock, so parallel creates of one company take the
 * last slots one at a time, and a refusal rolls back whatever the request wrote. An addition of
 * several rows (an import) is refused whole. Nothing is refused that does not add (adding ≤ 0),
 * even above the limit (a company that moved to a smaller plan can still tidy up).
 */
export async function assertWithinLimit(
  ctx: ServiceContext,
  company: ScopedCompany,
  limit: TCountedLimit,
  adding = 1,
  how: LimitAddition = adding > 1 ? 'import' : 'add',
  /** The transaction holds the company's lock already (shared or whole): counts without taking it. */
  locked = false,
): Promise<TLimitUsage> {
  if (!locked) await lockCompany(ctx, company);
  const { current_plan, current_limits } = await companyLimits(ctx, company);
  const usage = current_limits[limit];
  if (adding <= 0 || !isPastLimit(usage, adding)) return usage;
  throw limitRefusal(current_plan, usage, limit, how, adding);
}

/**
 * The 409 of adding `adding` rows of `limit` past what the plan allows, worded for how they are
 * added and in the caller's language; of a company without a plan, that it needs one.
 */
export function limitRefusal(
  plan: TPlanSummary | null,
  usage: TLimitUsage,
  limit: TCountedLimit,
  how: LimitAddition,
  adding: number,
): AppError {
  if (!plan)
    return new AppError('CONFLICT', { message: 'errors.NO_PLAN', paramKeys: { what: `limits.${limit}` } });
  const params = { plan: plan.name, limit: usage.limit, used: usage.used };
  const extra: Record<LimitAddition, TMessageParams> = {
    add: {},
    import: { adding },
    file: { room: roomLeft(usage) },
    replace: { count: usage.used + adding },
  };
  return new AppError('CONFLICT', {
    message: MESSAGES[how],
    params: { ...params, ...extra[how] },
    paramKeys: { what: `limits.${limit}` },
  });
}
