import { z } from 'zod';

// Reconciliation (DESIGN §4): every stored activity calculated again from the catalogue in memory
// and compared with what is stored. A mismatch names the activity and its company, with both
// figures, so the difference can be read without another query.

/**
 * One stored emission line (one gas value of one plain factor), as stored or as calculated again:
 * its figures and what it applied (value, unit, conversion, GWP and report, both uncertainties).
 */
export const ZReconciledLine = z.object({
  gas_emission_id: z.number().int(),
  gas_id: z.number().int(),
  factor_id: z.number().int(),
  share: z.number(),
  avoided: z.boolean(),
  value: z.number(),
  value_unit_id: z.number().int(),
  conversion: z.number(),
  quantity: z.number(),
  gas_kg: z.number(),
  gwp: z.number(),
  gwp_report: z.string(),
  co2e_kg: z.number(),
  uncertainty: z.number(),
  value_uncertainty: z.number(),
  activity_uncertainty: z.number(),
});
export type TReconciledLine = z.infer<typeof ZReconciledLine>;

/** An activity's figures: its totals (t CO2e), its uncertainty (%), its flag and its lines. */
export const ZReconciledFigures = z.object({
  carbon_footprint: z.number(),
  carbon_footprint_avoided: z.number(),
  uncertainty: z.number(),
  flagged: z.boolean(),
  /** Why it is flagged: the stored reason (a shared message key with its parameters), or null. */
  flag_reason: z.string().nullable(),
  lines: z.array(ZReconciledLine),
});
export type TReconciledFigures = z.infer<typeof ZReconciledFigures>;

export const ZReconciliationMismatch = z.object({
  company_id: z.number().int(),
  activity_id: z.number().int(),
  stored: ZReconciledFigures,
  fresh: ZReconciledFigures,
});
export type TReconciliationMismatch = z.infer<typeof ZReconciliationMismatch>;

/** What a roll-up row sums: how many lines (or activities), and their kilograms CO2e (or consumption). */
export const ZRollupSums = z.object({ count: z.number().int(), total: z.number() });

/**
 * A roll-up row that disagrees with the lines and activities it sums (or is missing, or sums
 * nothing): its table, its company, grain and period, what names it, and both sums.
 */
export const ZRollupMismatch = z.object({
  rollup: z.enum(['emission_rollups', 'activity_rollups', 'emission_source_rollups']),
  company_id: z.number().int(),
  grain: z.enum(['d', 'm', 'y']),
  period: z.string(),
  key: z.record(z.string(), z.union([z.number(), z.boolean()])),
  stored: ZRollupSums.nullable(),
  fresh: ZRollupSums.nullable(),
});
export type TRollupMismatch = z.infer<typeof ZRollupMismatch>;

/**
 * `GET /emissions/reconcile`: activities checked, and those whose stored figures disagree, by
 * company; the companies' years whose roll-ups were checked against their lines and activities,
 * and each roll-up row that disagrees.
 */
export const ZReconciliation = z.object({
  checked: z.number().int(),
  mismatches: z.array(ZReconciliationMismatch),
  rollup_years: z.number().int(),
  rollup_mismatches: z.array(ZRollupMismatch),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
