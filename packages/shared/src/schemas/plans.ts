import { z } from 'zod';

// Subscription plans and the limits they set (spec/platform.md §3, DESIGN §4 "Plans and limits").

export const PLAN_GROUPS = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export const ZPlanGroup = z.enum(PLAN_GROUPS);
export type TPlanGroup = z.infer<typeof ZPlanGroup>;

export const PLAN_STATUSES = ['CREATED', 'INACTIVE', 'ACTIVE'] as const;
export const ZPlanStatus = z.enum(PLAN_STATUSES);
export type TPlanStatus = z.infer<typeof ZPlanStatus>;

export const INTERVAL_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export const TENURE_TYPES = ['REGULAR', 'TRIAL'] as const;

/** Codes of the seeded plans (apps/api/seed/reference/plans.json). */
export const PLAN_CODES = ['TRIAL', 'DEMO', 'SMALL', 'MEDIUM', 'LARGE'] as const;
export type TPlanCode = (typeof PLAN_CODES)[number];
/** The plan whose limits a company without a plan has (during its trial, and after it until it pays). */
export const TRIAL_PLAN_CODE: TPlanCode = 'TRIAL';

/**
 * The counted limits of a plan: how many of each a company may hold. `entities` counts its
 * headquarters, `sources` the catalogue sources it uses, `num_users` its members, `informs` the
 * reports it may generate in a month.
 */
export const COUNTED_LIMITS = [
  'entities',
  'num_users',
  'sources',
  'emission_sources',
  'emission_activities',
  'emission_indicators',
  'informs',
] as const;
export type TCountedLimit = (typeof COUNTED_LIMITS)[number];

const count = z.number().int().min(0).max(100_000_000);

/** `limit_plan` as the spec names its fields. */
export const ZLimitPlan = z.object({
  group: ZPlanGroup,
  entities: count,
  num_users: count,
  sources: count,
  emission_sources: count,
  emission_activities: count,
  emission_indicators: count,
  informs: count,
  analysis_tools: z.boolean(),
  general_support: z.boolean(),
  reductions_module: z.boolean(),
});
export type TLimitPlan = z.infer<typeof ZLimitPlan>;

/** A plan as a company sees it (its name and limits). `price` is in USD per interval. */
export const ZPlanSummary = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  interval_unit: z.enum(INTERVAL_UNITS),
  trial: z.boolean(),
  /** No active plan costs more: nothing to upgrade to (the spec's Elite plan). */
  top: z.boolean(),
  limit_plan: ZLimitPlan,
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;

/** One counted limit of a company: what its plan allows and what it holds. */
export const ZLimitUsage = z.object({ limit: z.number().int(), used: z.number().int() });
export type TLimitUsage = z.infer<typeof ZLimitUsage>;

export const ZCurrentLimits = z.object(
  Object.fromEntries(COUNTED_LIMITS.map((key) => [key, ZLimitUsage])) as Record<
    TCountedLimit,
    typeof ZLimitUsage
  >,
);
export type TCurrentLimits = z.infer<typeof ZCurrentLimits>;

/**
 * A company's subscription to its plan (spec/platform.md §3). Companies answer null until billing
 * exists.
 */
export const ZCompanySubscription = z.object({
  id: z.number().int(),
  status: z.enum(['CANCELLED', 'SUSPENDED', 'ACTIVE']),
  start_date: z.string(),
  end_date: z.string().nullable(),
  next_payment_date: z.string().nullable(),
  /** USD per interval. */
  value: z.number(),
});
export type TCompanySubscription = z.infer<typeof ZCompanySubscription>;

/** How many more the limit allows (0 at or past it). */
export function roomLeft(usage: TLimitUsage): number {
  return Math.max(0, usage.limit - usage.used);
}

/** True when one more (or `adding` more) would pass the limit. */
export function isPastLimit(usage: TLimitUsage, adding = 1): boolean {
  return usage.used + adding > usage.limit;
}
