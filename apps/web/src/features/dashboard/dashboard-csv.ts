import {
  csvNumber,
  productLanguage,
  type TCsvOptions,
  type TDashboard,
  type TLanguage,
  type TMonthBySource,
  type TMonthTotals,
  type TQuantification,
} from '@huella/shared';

/**
 * The dashboard's CSV files (spec/workspace.md §9): `;`-separated with a byte-order mark (the shared
 * `toCsv` through `downloadCsv`), headers in the reader's language, numbers with the language's
 * decimal mark and every digit the API answered (t CO2e to 6 decimals, percentages to 3).
 */

export const CSV_FILES = {
  bySource: 'carbon-distribution-by-source.csv',
  byIso: 'carbon-distribution-by-iso.csv',
  byGhg: 'carbon-distribution-by-ghg.csv',
  monthlyBySource: 'monthly-emissions-by-source.csv',
  monthlyTotal: 'monthly-emissions-total.csv',
  byResource: 'carbon-footprint-by-resource.csv',
} as const;

/** The words of the files' headers, in the reader's language (the `dashboard:csv` keys). */
export type TCsvWords = {
  source: string;
  category: string;
  scope: string;
  month: string;
  footprint: string;
  share: string;
  uncertainty: string;
  total: string;
};

type TTable = (readonly unknown[])[];

/** How the numbers of a file are written in a language. */
export function csvOptions(lang: TLanguage | string): TCsvOptions {
  return { formatNumber: (value) => csvNumber(value, lang) };
}

/** A share of a total in percent, to 2 decimals (0 when the total is 0). */
export function shareOf(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 10_000) / 100 : 0;
}

/** carbon-distribution-by-source: each source's footprint, share, uncertainty and scope. */
export function bySourceTable(rows: TDashboard['by_source'], words: TCsvWords): TTable {
  const total = rows.reduce((sum, row) => sum + row.carbon_footprint, 0);
  return [
    [words.source, words.footprint, words.share, words.uncertainty, words.scope],
    ...rows.map((row) => [
      row.name,
      row.carbon_footprint,
      shareOf(row.carbon_footprint, total),
      row.uncertainty,
      row.scope,
    ]),
  ];
}

/** carbon-distribution-by-iso: each ISO 14064-1 category's footprint and uncertainty. */
export function byIsoTable(rows: TDashboard['by_iso'], words: TCsvWords): TTable {
  return [
    [words.category, words.footprint, words.uncertainty],
    ...rows.map((row) => [row.name, row.carbon_footprint, row.uncertainty]),
  ];
}

/** carbon-distribution-by-ghg: each GHG Protocol category (or scope) with its footprint and uncertainty. */
export function byGhgTable(
  rows: TDashboard['by_ghg'],
  words: TCsvWords,
  scopes?: { rows: TDashboard['by_scope']; name: (scope: number) => string },
): TTable {
  if (scopes) {
    return [
      [words.scope, words.footprint, words.uncertainty],
      ...scopes.rows.map((row) => [scopes.name(row.scope), row.carbon_footprint, row.uncertainty]),
    ];
  }
  return [
    [words.category, words.scope, words.footprint, words.uncertainty],
    ...rows.map((row) => [row.name, row.scope, row.carbon_footprint, row.uncertainty]),
  ];
}

/** The months of an answer in order (`YYYY-MM`). */
export function monthsOf(answer: Record<string, unknown>): string[] {
  return Object.keys(answer).sort();
}

/** The sources of a month-by-source answer, in the order given (else by name). */
export function sourcesOfMonths(answer: TMonthBySource, order: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const month of monthsOf(answer)) for (const name of Object.keys(answer[month] ?? {})) names.add(name);
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** monthly-emissions-by-source: one row a month, one column a source (0 where it has none), and the total. */
export function monthlyBySourceTable(
  answer: TMonthBySource,
  words: TCsvWords,
  order: readonly string[] = [],
): TTable {
  const sources = sourcesOfMonths(answer, order);
  return [
    [words.month, ...sources, words.total],
    ...monthsOf(answer).map((month) => {
      const values = sources.map((name) => answer[month]?.[name] ?? 0);
      return [month, ...values, roundTonnes(values.reduce((sum, value) => sum + value, 0))];
    }),
  ];
}

/** monthly-emissions-total: one row a month. */
export function monthlyTotalTable(answer: TMonthTotals, words: TCsvWords): TTable {
  return [[words.month, words.footprint], ...monthsOf(answer).map((month) => [month, answer[month] ?? 0])];
}

/** A sum of figures rounded as the API rounds them (6 decimals of t CO2e), without float noise. */
function roundTonnes(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The source page's file (spec/workspace.md §2): `resource;carbon_footprint`, one row per
 * inventory item, the footprint with two decimals in the reader's language.
 */
export function byResourceTable(records: readonly TQuantification[]): TTable {
  return [
    ['resource', 'carbon_footprint'],
    ...records.map((record) => [record.resource.name, record.carbon_footprint]),
  ];
}

/** Numbers with exactly two decimals, the language's decimal mark, no grouping (`1234,50`). */
export function twoDecimalsOptions(lang: TLanguage | string): TCsvOptions {
  const comma = productLanguage(lang) === 'es';
  return {
    formatNumber: (value) => {
      const text = value.toFixed(2);
      return comma ? text.replace('.', ',') : text;
    },
  };
}
