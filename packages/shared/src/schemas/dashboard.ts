import { z } from 'zod';
import { ZDate, ZId, ZIdFilter } from './common.ts';
import { STANDARD_GHG, STANDARD_ISO } from './standards.ts';

// The company's footprint as the dashboards read it (DESIGN §4, the quantification contract;
// spec/workspace.md §3 "Dashboard filters", "Quantification record"). Every figure is in t CO2e
// rounded once to 6 decimals from the unrounded kilograms of the stored emission lines; every
// uncertainty is in percent rounded to 3, combined line by line (a line is one gas value within one
// inventory item) in quadrature.

/** How the period of the dashboard's filter was chosen: a whole year, a month, a week or two days. */
export const DATE_GROUPS = ['YEARLY', 'MONTHLY', 'WEEKLY', 'CUSTOM'] as const;
export type TDateGroup = (typeof DATE_GROUPS)[number];

/** Catalogue sources one filter may name: far more than the catalogue holds. */
export const DASHBOARD_SOURCES_MAX = 500;
/** The longest period a filter may span, in years: beyond it a month-by-month answer grows too long. */
export const DASHBOARD_PERIOD_MAX_YEARS = 50;

/**
 * A list in a query string, spelled `sources=1&sources=2` or `sources=1,2` (a single value is a
 * list of one; blank or absent is an empty list).
 */
function idList(max: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const values = Array.isArray(value) ? value : [value];
      return values.flatMap((item) =>
        typeof item === 'string' ? item.split(',').filter((part) => part.trim() !== '') : [item],
      );
    },
    z.array(ZId).max(max, { error: 'validation.too_many' }),
  );
}

function yearsBetween(from: string, to: string): number {
  return Number(to.slice(0, 4)) - Number(from.slice(0, 4));
}

/**
 * The dashboard's filters (spec/workspace.md §3, §5): the period (`date_from`..`date_to`, both
 * included, and how it was chosen), the catalogue sources (none = every source of the company), the
 * standards whose categorised sources count (none = both), and one stakeholder of each kind.
 */
export const ZDashboardQuery = z
  .object({
    company_id: ZId,
    date_from: ZDate,
    date_to: ZDate,
    date_group: z.enum(DATE_GROUPS, { error: 'validation.date_group' }).default('YEARLY'),
    sources: idList(DASHBOARD_SOURCES_MAX).default([]),
    standards: idList(2)
      .pipe(
        z.array(
          z.union([z.literal(STANDARD_ISO), z.literal(STANDARD_GHG)], { error: 'validation.standard' }),
        ),
      )
      .default([]),
    headquarter_id: ZIdFilter.optional(),
    client_id: ZIdFilter.optional(),
    provider_id: ZIdFilter.optional(),
    project_id: ZIdFilter.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date_to < query.date_from)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.date_order' });
    else if (yearsBetween(query.date_from, query.date_to) > DASHBOARD_PERIOD_MAX_YEARS)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: DASHBOARD_PERIOD_MAX_YEARS,
        inclusive: true,
        input: yearsBetween(query.date_from, query.date_to),
        path: ['date_to'],
        message: 'validation.period_too_long',
      });
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/**
 * The filter as the dashboard's screens ask it (spec/workspace.md §5): the dashboard needs at least
 * one catalogue source, a source's page exactly one. The API answers any of them (no source: all).
 */
export const ZDashboardFilter = ZDashboardQuery.refine((query) => query.sources.length >= 1, {
  path: ['sources'],
  error: 'dashboard.sources_required',
});
export const ZSourceDashboardFilter = ZDashboardQuery.refine((query) => query.sources.length === 1, {
  path: ['sources'],
  error: 'dashboard.one_source',
});
export type TDashboardQueryInput = z.input<typeof ZDashboardQuery>;

/** A figure with its uncertainty: t CO2e (6 decimals) and percent (3 decimals). */
const footprint = {
  carbon_footprint: z.number(),
  uncertainty: z.number(),
};

/** GHG Protocol scope of a source, category or line. */
export const ZScope = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TScope = z.infer<typeof ZScope>;

/** A catalogue source's footprint, avoided footprint and scope. */
const ZSourceFootprint = z.object({
  source_id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  ...footprint,
  carbon_footprint_avoided: z.number(),
  /** From its GHG Protocol category; the keyword rule only when it has none. */
  scope: ZScope,
});

/** A gas's footprint and avoided footprint. */
const ZGasFootprint = z.object({
  gas_id: z.number().int(),
  name: z.string(),
  formula: z.string().nullable(),
  ...footprint,
  carbon_footprint_avoided: z.number(),
});

/** The dashboard's cards, donuts and summary table: every grouping of the filtered footprint. */
export const ZDashboard = z.object({
  totals: z.object({
    /** The footprint: every line that is not avoided. */
    ...footprint,
    /** Biogenic CO2 and values marked avoided, apart from the footprint; its own lines' uncertainty. */
    carbon_footprint_avoided: z.number(),
    avoided_uncertainty: z.number(),
    /** The footprint of the inventory items typed operational, and of those typed embedded. */
    operational: z.number(),
    operational_uncertainty: z.number(),
    embedded: z.number(),
    embedded_uncertainty: z.number(),
    /** Activities of the filter a catalogue change left without a valid value (counted 0 above). */
    flagged_activities: z.number().int(),
    /** Activities the figures above rest on. */
    activities: z.number().int(),
  }),
  by_source: z.array(ZSourceFootprint),
  /** Sources with no category of the standard fall under `category_id` null. */
  by_iso: z.array(z.object({ category_id: z.number().int().nullable(), name: z.string(), ...footprint })),
  by_ghg: z.array(
    z.object({ category_id: z.number().int().nullable(), name: z.string(), scope: ZScope, ...footprint }),
  ),
  by_scope: z.array(z.object({ scope: ZScope, ...footprint })),
  /** The footprint by gas (the composition chart). */
  by_gas: z.array(ZGasFootprint),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** One gas of a factor within an inventory item. */
export const ZQuantifiedGas = z.object({
  gas: z.string(),
  formula: z.string().nullable(),
  carbon_footprint: z.number(),
  carbon_footprint_avoided: z.number(),
});

/**
 * One quantification record (spec/workspace.md §3): an inventory item (an emission source; for
 * activities recorded by factor, the factor within its catalogue source) and, per emission factor
 * its activities used, the consumption (total, mean `avg`, sample standard deviation `std_dev`, in
 * the unit `UDA` most of them use), the count, the footprint, `aux` (Σ over its lines of (e·u/100)²,
 * in t²) and the uncertainty, with the footprint of each gas of each plain factor.
 */
export const ZQuantification = z.object({
  resource: z.object({
    /** The emission source; null for activities recorded by factor. */
    id: z.number().int().nullable(),
    code: z.string().nullable(),
    name: z.string(),
    type_id: z.number().int(),
    source: z.object({
      id: z.number().int(),
      name: z.string(),
      categories: z.array(
        z.object({
          id: z.number().int(),
          standard_id: z.number().int(),
          name: z.string(),
          scope: z.number().int().nullable(),
        }),
      ),
    }),
  }),
  scope: ZScope,
  ...footprint,
  carbon_footprint_avoided: z.number(),
  emission_factors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      consumption: z.number(),
      avg: z.number(),
      std_dev: z.number(),
      UDA: z.string(),
      count: z.number().int(),
      carbon_footprint: z.number(),
      carbon_footprint_avoided: z.number(),
      aux: z.number(),
      uncertainty: z.number(),
      factors: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          /** The part's share of a blend, 0–1 (1 for a plain factor). */
          share: z.number(),
          gasses: z.array(ZQuantifiedGas),
        }),
      ),
    }),
  ),
});
export type TQuantification = z.infer<typeof ZQuantification>;
export const ZQuantifications = z.array(ZQuantification);

/** `{ "YYYY-MM": t }`: every month of the period, 0 when it has no data. */
export const ZMonthTotals = z.record(z.string(), z.number());
export type TMonthTotals = z.infer<typeof ZMonthTotals>;
/** `{ "YYYY-MM": { source name: t } }`: every month of the period, every source with data in it. */
export const ZMonthBySource = z.record(z.string(), z.record(z.string(), z.number()));
export type TMonthBySource = z.infer<typeof ZMonthBySource>;

/**
 * The footprint by catalogue source with what the source page shows of each: its gases, its
 * consumption per unit, its count of activities.
 */
export const ZEmissionsBySource = z.array(
  ZSourceFootprint.extend({
    count: z.number().int(),
    /** Its activities' consumption, one entry per unit they are recorded in. */
    consumption: z.array(
      z.object({ unit_measurement_id: z.number().int(), unit: z.string(), value: z.number() }),
    ),
    gases: z.array(ZGasFootprint),
  }),
);
export type TEmissionsBySource = z.infer<typeof ZEmissionsBySource>;
