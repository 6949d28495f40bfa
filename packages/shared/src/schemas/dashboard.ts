import { z } from 'zod';
import { CLOSED_STATES, ZClosedPeriodRef } from './closed-periods.ts';
import { EXPORT_FORMATS, MAX_ID, ZDate, ZId, ZIdFilter } from './common.ts';
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
/** The period a dashboard opens with (DESIGN §9): this many years back from today, to today. */
export const DEFAULT_PERIOD_YEARS = 3;

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
export const dashboardQueryShape = {
  company_id: ZId,
  date_from: ZDate,
  date_to: ZDate,
  date_group: z.enum(DATE_GROUPS, { error: 'validation.date_group' }).default('YEARLY'),
  sources: idList(DASHBOARD_SOURCES_MAX).default([]),
  standards: idList(2)
    .pipe(
      z.array(z.union([z.literal(STANDARD_ISO), z.literal(STANDARD_GHG)], { error: 'validation.standard' })),
    )
    .default([]),
  headquarter_id: ZIdFilter.optional(),
  client_id: ZIdFilter.optional(),
  provider_id: ZIdFilter.optional(),
  project_id: ZIdFilter.optional(),
};

/** The period runs forwards and spans at most `DASHBOARD_PERIOD_MAX_YEARS`. */
export function checkPeriod(query: { date_from: string; date_to: string }, ctx: z.RefinementCtx) {
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
}

export const ZDashboardQuery = z.object(dashboardQueryShape).superRefine(checkPeriod);
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
  /**
   * How the period meets the company's closed periods (closed wholly, in part, or not at all), and
   * those it meets, with when and by whom each was closed.
   */
  closed: z.object({ state: z.enum(CLOSED_STATES), periods: z.array(ZClosedPeriodRef) }),
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

// The working of a figure ------------------------------------------------------------------------

/**
 * The figures a working can be asked for (DESIGN §4 `GET /api/dashboard/working`): the total, a
 * type's card (operational, embedded), a scope, a catalogue source, an ISO 14064-1 or GHG Protocol
 * category, an inventory item, a gas, a month.
 */
export const WORKING_GROUPS = [
  'total',
  'type',
  'scope',
  'source',
  'iso',
  'ghg',
  'item',
  'gas',
  'month',
] as const;
export type TWorkingGroup = (typeof WORKING_GROUPS)[number];

/** Which figure of its group a working is about, read from its `key`. */
export type TWorkingSelector =
  | { group: 'total' }
  | { group: 'type'; type: 'operational' | 'embedded' }
  | { group: 'scope'; scope: 1 | 2 | 3 }
  | { group: 'source'; source_id: number }
  | { group: 'gas'; gas_id: number }
  /** A category's id, or null for the sources with none (in GHG, with the scope the keyword rule gives). */
  | { group: 'iso'; category_id: number | null }
  | { group: 'ghg'; category_id: number | null; scope: 1 | 2 | 3 | null }
  | { group: 'item'; item: string }
  | { group: 'month'; month: string };

const idOf = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
};
const scopeOfKey = (text: string | undefined) =>
  text === '1' || text === '2' || text === '3' ? (Number(text) as 1 | 2 | 3) : null;

/**
 * The key of a category's figure as the working reads it: its id, or for the sources without a
 * category of the standard `none` (ISO 14064-1) and `none:<scope>` (GHG Protocol, by the scope the
 * keyword rule gives them, as the dashboard keeps them apart).
 */
export function categoryWorkingKey(categoryId: number | null, scope?: number): string {
  if (categoryId !== null) return String(categoryId);
  return scope === undefined ? 'none' : `none:${scope}`;
}

/** The figure a group and key name, or null when the key is not one of the group's. */
export function parseWorkingKey(group: TWorkingGroup, key: string | undefined): TWorkingSelector | null {
  const text = key ?? '';
  switch (group) {
    case 'total':
      return text === '' ? { group } : null;
    case 'type':
      return text === 'operational' || text === 'embedded' ? { group, type: text } : null;
    case 'scope': {
      const scope = scopeOfKey(text);
      return scope === null ? null : { group, scope };
    }
    case 'source':
    case 'gas': {
      const id = idOf(text);
      if (id === null) return null;
      return group === 'source' ? { group, source_id: id } : { group, gas_id: id };
    }
    case 'iso': {
      if (text === 'none') return { group, category_id: null };
      const id = idOf(text);
      return id === null ? null : { group, category_id: id };
    }
    case 'ghg': {
      const none = /^none:(\d)$/.exec(text);
      if (none) {
        const scope = scopeOfKey(none[1]);
        return scope === null ? null : { group, category_id: null, scope };
      }
      const id = idOf(text);
      return id === null ? null : { group, category_id: id, scope: null };
    }
    case 'item': {
      const source = /^source:(\d+)$/.exec(text);
      if (source) return idOf(source[1]) === null ? null : { group, item: text };
      const factor = /^factor:(\d+):(\d+)$/.exec(text);
      return factor && idOf(factor[1]) !== null && idOf(factor[2]) !== null ? { group, item: text } : null;
    }
    case 'month': {
      const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
      return month ? { group, month: text } : null;
    }
  }
}

/**
 * What a working answers: the figure's lines and activities as JSON, or the same as a file (CSV or
 * an Excel workbook).
 */
export const WORKING_FORMATS = ['json', ...EXPORT_FORMATS] as const;

/** The name of a figure's working file, without its extension: `working-<group>[-<key>]`. */
export const workingFileName = (group: TWorkingGroup, key?: string | null): string =>
  `working-${group}${key ? `-${key.replace(/:/g, '-')}` : ''}`;

/**
 * `GET /api/dashboard/working`: the dashboard's filters, the figure (`group`, `key`) and the format.
 * A month's key must fall in the period: its working is that month's days of the period.
 */
export const ZWorkingQuery = z
  .object({
    ...dashboardQueryShape,
    group: z.enum(WORKING_GROUPS, { error: 'validation.working_group' }).default('total'),
    /** Letters, digits, `:` and `-` only (`none:3`, `source:12`, `2025-03`): the group's parse says which. */
    key: z
      .string()
      .regex(/^[A-Za-z0-9:-]{0,40}$/, { error: 'validation.working_key' })
      .optional(),
    format: z.enum(WORKING_FORMATS, { error: 'validation.working_format' }).default('json'),
  })
  .superRefine(checkPeriod)
  .superRefine((query, ctx) => {
    const selector = parseWorkingKey(query.group, query.key);
    if (!selector) ctx.addIssue({ code: 'custom', path: ['key'], message: 'validation.working_key' });
    else if (
      selector.group === 'month' &&
      (selector.month < query.date_from.slice(0, 7) || selector.month > query.date_to.slice(0, 7))
    )
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'validation.working_month' });
  });
export type TWorkingQuery = z.infer<typeof ZWorkingQuery>;
export type TWorkingQueryInput = z.input<typeof ZWorkingQuery>;

/** The most entries (an activity within a line) a working lists in JSON; its CSV lists them all. */
export const WORKING_ACTIVITIES_MAX = 2000;

/** One activity behind a line: what it consumed, in its unit and in the value's, and what it emitted. */
export const ZWorkingActivity = z.object({
  id: z.number().int(),
  date: z.string(),
  consumption: z.number(),
  unit: z.string(),
  /** One of the activity's unit in the value's unit. */
  conversion: z.number(),
  /** consumption × conversion, in the value's unit. */
  quantity: z.number(),
  /** quantity × share × value × gwp, kg CO2e, unrounded. */
  co2e_kg: z.number(),
  type_document: z.string().nullable(),
  document: z.string().nullable(),
});
export type TWorkingActivity = z.infer<typeof ZWorkingActivity>;

/**
 * One line of the working: one gas value applied within one inventory item (with what it applied:
 * one line per value, GWP and source as applied, so a line split by a catalogue version keeps its
 * `line` key, the uncertainty line its half-widths add within), its kilograms and half-width.
 */
export const ZWorkingLine = z.object({
  /** The uncertainty line (inventory item, gas value, avoided): lines of one key add linearly. */
  line: z.string(),
  /** The inventory item (`inventoryItemKey`) and its name. */
  item: z.string(),
  emission_source: z.string(),
  source: z.object({ id: z.number().int(), name: z.string() }),
  /** The plain factor whose value this is, and its share of the activity's factor (1 when plain). */
  factor: z.string(),
  share: z.number(),
  gas: z.object({ name: z.string(), formula: z.string().nullable() }),
  gas_emission_id: z.number().int(),
  value: z.number(),
  value_unit: z.string(),
  /** The conversion of every activity of the line, when they share one unit; null when they differ. */
  conversion: z.number().nullable(),
  gwp: z.number(),
  gwp_report: z.string(),
  /** sqrt(value_uncertainty² + activity_uncertainty²), percent. */
  uncertainty: z.number(),
  value_uncertainty: z.number(),
  activity_uncertainty: z.number(),
  avoided: z.boolean(),
  fountain: z.string(),
  reference: z.string(),
  /** Σ of the activities' kg CO2e, and Σ kg × uncertainty / 100 (the half-width), unrounded. */
  co2e_kg: z.number(),
  half_width_kg: z.number(),
  activity_count: z.number().int(),
  activities: z.array(ZWorkingActivity),
});
export type TWorkingLine = z.infer<typeof ZWorkingLine>;

/**
 * The working of one figure of the dashboard (DESIGN §4): the figure as the dashboard shows it, the
 * arithmetic of its uncertainty (Σ over its uncertainty lines of their half-width squared), and the
 * lines behind it with their activities.
 */
export const ZWorking = z.object({
  group: z.enum(WORKING_GROUPS),
  key: z.string(),
  /** The period read (a month's working: that month's days of the filter's period). */
  date_from: z.string(),
  date_to: z.string(),
  carbon_footprint: z.number(),
  carbon_footprint_avoided: z.number(),
  uncertainty: z.number(),
  avoided_uncertainty: z.number(),
  /** Σ kg of the counted lines and Σ of their uncertainty lines' half-widths squared (kg²), unrounded. */
  co2e_kg: z.number(),
  aux_kg2: z.number(),
  avoided_kg: z.number(),
  avoided_aux_kg2: z.number(),
  /**
   * The entries behind the figure (an activity once per line it has: a blend's activity has a line
   * per gas of each part), and how many of them `lines` list (at most `WORKING_ACTIVITIES_MAX`).
   */
  entries: z.number().int(),
  entries_listed: z.number().int(),
  lines: z.array(ZWorkingLine),
});
export type TWorking = z.infer<typeof ZWorking>;
