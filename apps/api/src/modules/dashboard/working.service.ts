import {
  factorItemKey,
  inventoryItemKey,
  inWorking,
  parseWorkingKey,
  sumOf,
  translate,
  WORKING_ACTIVITIES_MAX,
  workingFigure,
  type TExportFormat,
  type TLanguage,
  type TQuantifyRecordCatalogue,
  type TQuantifyRow,
  type TWorking,
  type TWorkingActivity,
  type TWorkingLine,
  type TWorkingQuery,
  type TWorkingSelector,
} from '@huella/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  spreadsheetExport,
  type ExportRecord,
  type SpreadsheetExport,
} from '../../lib/spreadsheet/export.ts';
import type { ColumnSpec } from '../../lib/spreadsheet/columns.ts';
import { ITEM_TYPE_GROUP, listTypeRows, type QuantifyFilter } from './dashboard.repository.ts';
import { readCatalogue } from './dashboard.service.ts';
import { withCutDaysKept } from './rollup-days.repository.ts';
import {
  listWorkingActivityPage,
  listWorkingActivityRows,
  listWorkingLineRows,
  type ListedItems,
  type WorkingActivityRow,
  type WorkingLineRow,
  type WorkingNarrowing,
} from './working.repository.ts';

// The working of one figure of the dashboard (DESIGN §4, `GET /api/dashboard/working`): the lines
// the figure rests on, each with what it applied (gas, value and unit, conversion, share, GWP and
// report, uncertainties, published source) and the activities behind it, and the figure they make
// by the dashboard's own sums, so an auditor rebuilds it with a calculator: each activity's kg is
// quantity × share × value × GWP, a line's kg and half-width are its activities' sums, and the
// figure's uncertainty is √(Σ half-width²) / Σ kg over its uncertainty lines.

/** Activities a line lists at most in JSON, so a line of thousands leaves room for the others. */
const ACTIVITIES_PER_LINE = 200;
/** Activities read per page of the CSV. */
const CSV_PAGE = 5000;

/** The last day of a month `YYYY-MM`. */
function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The filter a figure reads: a month's is that month's days of the period. */
function filterOf(query: TWorkingQuery, selector: TWorkingSelector): QuantifyFilter {
  if (selector.group !== 'month') return query;
  const from = `${selector.month}-01`;
  const to = monthEnd(selector.month);
  return {
    ...query,
    date_from: from > query.date_from ? from : query.date_from,
    date_to: to < query.date_to ? to : query.date_to,
  };
}

/** The working's reading, with the days of the months its period cuts kept (`withCutDaysKept`). */
const withWorkingDays = <T>(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TWorkingQuery,
  read: (tx: Tx) => Promise<T>,
) => withCutDaysKept(ctx.db, company.id, filterOf(query, parseWorkingKey(query.group, query.key)!), read);

/** What the database can narrow to at once (a scope or category is narrowed by its sources later). */
async function narrowingOf(db: Db | Tx, selector: TWorkingSelector): Promise<WorkingNarrowing> {
  switch (selector.group) {
    case 'source':
      return { source_ids: [selector.source_id] };
    case 'gas':
      return { gas_id: selector.gas_id };
    case 'type': {
      const types = await listTypeRows(db, ITEM_TYPE_GROUP);
      // A type the catalogue lacks holds nothing: no type has id 0.
      return { type_id: types.find((type) => type.code === selector.type)?.id ?? 0 };
    }
    case 'item': {
      const [kind, first, second] = selector.item.split(':');
      return kind === 'source'
        ? { item: { emission_source_id: Number(first) } }
        : { item: { emission_factor_id: Number(first), source_id: Number(second) } };
    }
    default:
      return {};
  }
}

/** The inventory item of a row of the lines or activities. */
const itemOf = (
  row: Pick<WorkingLineRow, 'by_emission_source' | 'emission_source_id' | 'emission_factor_id' | 'source_id'>,
) => inventoryItemKey(row);

/** The uncertainty line of a row: the dashboard's (inventory item, gas value, avoided). */
const uncertaintyLineOf = (row: WorkingLineRow | WorkingActivityRow) =>
  `${itemOf(row)}|${row.gas_emission_id}|${row.avoided ? 'avoided' : 'counted'}`;

/** A line as applied: its uncertainty line and everything it applied. */
const appliedLineOf = (row: WorkingLineRow | WorkingActivityRow) =>
  JSON.stringify([
    uncertaintyLineOf(row),
    row.factor_id,
    row.share,
    row.gas_name,
    row.gas_formula,
    row.value,
    row.value_unit,
    row.gwp,
    row.gwp_report,
    row.uncertainty,
    row.value_uncertainty,
    row.activity_uncertainty,
    row.fountain,
    row.reference,
  ]);

const toQuantifyRow = (row: WorkingLineRow): TQuantifyRow => ({
  item: itemOf(row),
  gas_emission_id: row.gas_emission_id,
  gas_id: row.gas_id,
  source_id: row.source_id,
  type_id: row.type_id,
  emission_factor_id: row.emission_factor_id,
  factor_id: row.factor_id,
  share: row.share,
  avoided: row.avoided,
  co2e_kg: row.co2e_kg,
  weighted: row.weighted,
});

/**
 * The rows the dashboard adds for the same lines: one per item, type, gas value, factor and share,
 * with its own sums, whatever its lines applied (what the figure is made of, so it is the
 * dashboard's to the digit).
 */
function dashboardRowsOf(rows: readonly WorkingLineRow[]): TQuantifyRow[] {
  const byRow = new Map<string, TQuantifyRow>();
  for (const row of rows) {
    const key = JSON.stringify([
      row.by_emission_source,
      row.emission_source_id,
      row.emission_factor_id,
      row.source_id,
      row.type_id,
      row.gas_emission_id,
      row.gas_id,
      row.factor_id,
      row.share,
      row.avoided,
    ]);
    if (!byRow.has(key))
      byRow.set(key, { ...toQuantifyRow(row), co2e_kg: row.row_co2e_kg, weighted: row.row_weighted });
  }
  return [...byRow.values()];
}

/** The name of an inventory item: its emission source's code and name, or its factor's name. */
function itemName(row: WorkingLineRow, catalogue: TQuantifyRecordCatalogue): string {
  const item = catalogue.items.get(itemOf(row));
  if (item) return item.code ? `${item.code} · ${item.name}` : item.name;
  return (
    catalogue.factors.get(row.emission_factor_id)?.name ??
    factorItemKey(row.emission_factor_id, row.source_id)
  );
}

const toActivity = (row: WorkingActivityRow): TWorkingActivity => ({
  id: row.id,
  date: row.date,
  consumption: row.consumption,
  unit: row.unit,
  conversion: row.conversion,
  quantity: row.quantity,
  co2e_kg: row.co2e_kg,
  type_document: row.type_document,
  document: row.document,
});

/** The figure's lines, their activities left to fill in, and the figure; the catalogue that names them. */
type WorkingParts = {
  selector: TWorkingSelector;
  filter: QuantifyFilter;
  narrowing: WorkingNarrowing;
  figure: ReturnType<typeof workingFigure>;
  lines: Map<string, TWorkingLine>;
  entries: number;
  /** The inventory items whose activities the JSON lists (`listedItemsOf`). */
  listed: ListedItems;
};

/** `a < b` as PostgreSQL sorts ascending: false before true, a number before null. */
function ascending(a: number | boolean | null, b: number | boolean | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return Number(a) - Number(b);
}

/**
 * The inventory items of the activities the JSON lists: the list takes the lines' activities item
 * by item and gas value by gas value (`listWorkingActivityRows`' order), at most `perLine` of each
 * and `limit` in all, so only the first lines' items have any listed; their activities are all it
 * needs to read, however many the figure rests on.
 */
function listedItemsOf(rows: readonly WorkingLineRow[], perLine: number, limit: number): ListedItems {
  const ranked = new Map<string, { row: WorkingLineRow; activities: number }>();
  for (const row of rows) {
    const key = JSON.stringify([
      row.by_emission_source,
      row.emission_source_id,
      row.emission_factor_id,
      row.source_id,
      row.gas_emission_id,
      row.avoided,
    ]);
    const known = ranked.get(key);
    if (known) known.activities += row.activities;
    else ranked.set(key, { row, activities: row.activities });
  }
  const order = [...ranked.values()].sort(
    ({ row: a }, { row: b }) =>
      ascending(a.by_emission_source, b.by_emission_source) ||
      ascending(a.emission_source_id, b.emission_source_id) ||
      ascending(a.emission_factor_id, b.emission_factor_id) ||
      ascending(a.source_id, b.source_id) ||
      ascending(a.gas_emission_id, b.gas_emission_id) ||
      ascending(a.avoided, b.avoided),
  );
  const listed: ListedItems = { emission_source_ids: [], factor_items: [] };
  let left = limit;
  for (const { row, activities } of order) {
    if (left <= 0) break;
    left -= Math.min(perLine, activities);
    if (row.by_emission_source && row.emission_source_id !== null)
      listed.emission_source_ids.push(row.emission_source_id);
    else listed.factor_items.push({ emission_factor_id: row.emission_factor_id, source_id: row.source_id });
  }
  return listed;
}

async function readParts(
  db: Db | Tx,
  companyId: number,
  query: TWorkingQuery,
  lang: TLanguage,
): Promise<WorkingParts> {
  // The query's schema checked the key.
  const selector = parseWorkingKey(query.group, query.key)!;
  const filter = filterOf(query, selector);
  const narrowed = await narrowingOf(db, selector);
  const rows = await listWorkingLineRows(db, companyId, filter, narrowed);
  const catalogue = await readCatalogue(db, companyId, lang, {
    sourceIds: rows.map((row) => row.source_id),
    gasIds: rows.map((row) => row.gas_id),
    itemIds: rows.map((row) => (row.by_emission_source ? row.emission_source_id : null)),
    factorIds: rows.flatMap((row) => [row.emission_factor_id, row.factor_id]),
    unitIds: [],
  });
  const selected = rows.filter((row) => inWorking(toQuantifyRow(row), selector, catalogue));
  const figure = workingFigure(dashboardRowsOf(selected));

  // One line per gas value as applied within an inventory item, whatever the types of its activities.
  const groups = new Map<string, WorkingLineRow[]>();
  for (const row of selected) {
    const key = appliedLineOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const lines = new Map<string, TWorkingLine>();
  for (const [key, group] of groups) {
    const row = group[0]!;
    const conversions = new Set(group.map((part) => part.conversion));
    const conversion = conversions.size === 1 ? [...conversions][0]! : null;
    lines.set(key, {
      line: uncertaintyLineOf(row),
      item: itemOf(row),
      emission_source: itemName(row, catalogue),
      source: {
        id: row.source_id,
        name: catalogue.sources.get(row.source_id)?.name ?? String(row.source_id),
      },
      factor: catalogue.factors.get(row.factor_id)?.name ?? String(row.factor_id),
      share: row.share,
      gas: { name: row.gas_name, formula: row.gas_formula },
      gas_emission_id: row.gas_emission_id,
      value: row.value,
      value_unit: row.value_unit,
      conversion,
      gwp: row.gwp,
      gwp_report: row.gwp_report,
      uncertainty: row.uncertainty,
      value_uncertainty: row.value_uncertainty,
      activity_uncertainty: row.activity_uncertainty,
      avoided: row.avoided,
      fountain: row.fountain,
      reference: row.reference,
      co2e_kg: sumOf(group.map((part) => part.co2e_kg)),
      half_width_kg: sumOf(group.map((part) => part.weighted)) / 100,
      activity_count: group.reduce((sum, part) => sum + part.activities, 0),
      activities: [],
    });
  }
  const sourceIds = [...new Set(selected.map((row) => row.source_id))];
  return {
    selector,
    filter,
    narrowing: { ...narrowed, source_ids: sourceIds },
    figure,
    lines,
    entries: selected.reduce((sum, row) => sum + row.activities, 0),
    listed: listedItemsOf(selected, ACTIVITIES_PER_LINE, WORKING_ACTIVITIES_MAX),
  };
}

/** Largest line first (avoided after counted), then by item and gas. */
function lineOrder(a: TWorkingLine, b: TWorkingLine): number {
  return (
    Number(a.avoided) - Number(b.avoided) ||
    b.co2e_kg - a.co2e_kg ||
    a.emission_source.localeCompare(b.emission_source) ||
    a.gas.name.localeCompare(b.gas.name) ||
    a.line.localeCompare(b.line)
  );
}

/** The figure's own fields: what it is, the period read, the figure and its sums. */
function header(query: TWorkingQuery, parts: WorkingParts) {
  return {
    group: query.group,
    key: query.key ?? '',
    date_from: parts.filter.date_from,
    date_to: parts.filter.date_to,
    ...parts.figure,
  };
}

/** The working of a figure as JSON: every line, and the first activities of each (none when not asked). */
export async function readWorking(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TWorkingQuery,
  lang: TLanguage,
  { activities = true }: { activities?: boolean } = {},
): Promise<TWorking> {
  return withWorkingDays(ctx, company, query, async (tx) => {
    const parts = await readParts(tx, company.id, query, lang);
    const activityRows =
      parts.lines.size === 0 || !activities
        ? []
        : await listWorkingActivityRows(
            tx,
            company.id,
            parts.filter,
            parts.narrowing,
            parts.listed,
            ACTIVITIES_PER_LINE,
            WORKING_ACTIVITIES_MAX,
          );
    for (const row of activityRows) parts.lines.get(appliedLineOf(row))?.activities.push(toActivity(row));
    const lines = [...parts.lines.values()].sort(lineOrder);
    return {
      ...header(query, parts),
      entries: parts.entries,
      entries_listed: lines.reduce((sum, line) => sum + line.activities.length, 0),
      lines,
    };
  });
}

// The CSV ----------------------------------------------------------------------------------------

/** What a row of the CSV is: the figure, its avoided part, a line's subtotal, an activity. */
type RowKind = 'total' | 'avoided' | 'line' | 'activity';

const CSV_COLUMNS = [
  { key: 'kind', kind: 'text' },
  { key: 'line', kind: 'text' },
  { key: 'emission_source', kind: 'text' },
  { key: 'source', kind: 'text' },
  { key: 'factor', kind: 'text' },
  { key: 'gas', kind: 'text' },
  { key: 'formula', kind: 'text' },
  { key: 'avoided', kind: 'boolean' },
  { key: 'activity_id', kind: 'number' },
  { key: 'date', kind: 'date' },
  { key: 'consumption', kind: 'number' },
  { key: 'unit', kind: 'text' },
  { key: 'conversion', kind: 'number' },
  { key: 'quantity', kind: 'number' },
  { key: 'value_unit', kind: 'text' },
  { key: 'share', kind: 'number' },
  { key: 'value', kind: 'number' },
  { key: 'gwp', kind: 'number' },
  { key: 'gwp_report', kind: 'text' },
  { key: 'co2e_kg', kind: 'number' },
  { key: 'value_uncertainty', kind: 'number' },
  { key: 'activity_uncertainty', kind: 'number' },
  { key: 'uncertainty', kind: 'number' },
  { key: 'half_width_kg', kind: 'number' },
  { key: 'carbon_footprint', kind: 'number' },
  { key: 'fountain', kind: 'text' },
  { key: 'reference', kind: 'text' },
  { key: 'type_document', kind: 'text' },
  { key: 'document', kind: 'text' },
] as const satisfies readonly ColumnSpec[];

type CsvKey = (typeof CSV_COLUMNS)[number]['key'];
type CsvRecord = ExportRecord<CsvKey>;

/** The line's own fields, as its subtotal row and each of its activities' rows repeat them. */
function lineFields(line: TWorkingLine, number: number): CsvRecord {
  return {
    line: number,
    emission_source: line.emission_source,
    source: line.source.name,
    factor: line.factor,
    gas: line.gas.name,
    formula: line.gas.formula,
    avoided: line.avoided,
    value_unit: line.value_unit,
    share: line.share,
    value: line.value,
    gwp: line.gwp,
    gwp_report: line.gwp_report,
    value_uncertainty: line.value_uncertainty,
    activity_uncertainty: line.activity_uncertainty,
    uncertainty: line.uncertainty,
    fountain: line.fountain,
    reference: line.reference,
  };
}

/**
 * The working of a figure as a CSV file or an xlsx workbook (`format`), one table: the figure's row
 * (kg, √Σ half-width², %, t), its avoided part's, one subtotal row per line (numbered, with its kg
 * and half-width), then every activity of every line with the line's number and what it applied,
 * read page by page.
 */
export async function workingExport(
  ctx: ServiceContext,
  company: ScopedCompany,
  query: TWorkingQuery & { format: TExportFormat },
  lang: TLanguage,
): Promise<SpreadsheetExport> {
  const parts = await withWorkingDays(ctx, company, query, (tx) => readParts(tx, company.id, query, lang));
  const lines = [...parts.lines.entries()].sort(([, a], [, b]) => lineOrder(a, b));
  const numbers = new Map(lines.map(([key], index) => [key, index + 1]));
  const kind = (value: RowKind) => translate(`working.${value}`, lang);
  const { figure } = parts;
  async function* records(): AsyncGenerator<CsvRecord> {
    yield {
      kind: kind('total'),
      co2e_kg: figure.co2e_kg,
      half_width_kg: Math.sqrt(figure.aux_kg2),
      uncertainty: figure.uncertainty,
      carbon_footprint: figure.carbon_footprint,
    };
    if (figure.avoided_kg !== 0)
      yield {
        kind: kind('avoided'),
        avoided: true,
        co2e_kg: figure.avoided_kg,
        half_width_kg: Math.sqrt(figure.avoided_aux_kg2),
        uncertainty: figure.avoided_uncertainty,
        carbon_footprint: figure.carbon_footprint_avoided,
      };
    for (const [key, line] of lines)
      yield {
        ...lineFields(line, numbers.get(key)!),
        kind: kind('line'),
        conversion: line.conversion,
        co2e_kg: line.co2e_kg,
        half_width_kg: line.half_width_kg,
      };
    if (lines.length === 0) return;
    let after: { id: number; gas_emission_id: number } | null = null;
    for (;;) {
      const page = await listWorkingActivityPage(
        ctx.db,
        company.id,
        parts.filter,
        parts.narrowing,
        after,
        CSV_PAGE,
      );
      for (const row of page) {
        const key = appliedLineOf(row);
        const line = parts.lines.get(key);
        // A line written since the figure was read belongs to no line of it: left out, as the figure leaves it.
        if (!line) continue;
        yield {
          ...lineFields(line, numbers.get(key)!),
          kind: kind('activity'),
          ...(({ id, ...activity }) => ({ activity_id: id, ...activity }))(toActivity(row)),
        };
      }
      if (page.length < CSV_PAGE) return;
      const last = page.at(-1)!;
      after = { id: last.id, gas_emission_id: last.gas_emission_id };
    }
  }
  return spreadsheetExport(query.format, CSV_COLUMNS, records(), lang, {
    sheet: translate('working.sheet', lang),
    headerOf: (key) => translate(`working_columns.${key}`, lang),
  });
}
