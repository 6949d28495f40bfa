import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  catalogueName,
  givenByEmissionSource,
  DESCRIPTION_MAX,
  DOCUMENT_LINK_MAX,
  EMISSION_ACTIVITY_COLUMN_ALIASES,
  EMISSION_ACTIVITY_IMPORT_COLUMNS,
  EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  TYPE_DOCUMENT_MAX,
  ZEmissionActivityInput,
  formatDate,
  importKey,
  isImportRunning,
  isPastLimit,
  roomLeft,
  isSameCompany,
  translate,
  type TLimitUsage,
  type TEmissionActivitiesExport,
  type TEmissionActivityImportColumn,
  type TEmissionActivityImportFields,
  type TEmissionActivityImportResult,
  type TEmissionActivityImportSeen,
  type TEmissionActivityRetry,
  type TEmissionLine,
  type TImportRowError,
  type TLanguage,
  type TStakeholderType,
} from '@huella/shared';
import { AppError, paramsIn } from '../../lib/app-error.ts';
import type { ScopedCompany, ServiceContext } from '../../lib/context.ts';
import {
  SPREADSHEET_LIMITS,
  XLSX_ZIP_LIMITS,
  addRowError,
  addSchemaIssues,
  checkCells,
  choiceList,
  spreadsheetExport,
  type SpreadsheetExport,
  openSpreadsheet,
  writeTemplate,
  type CheckedRow,
  type ChoiceList,
  type ColumnSpec,
  type OpenedSpreadsheet,
  type SpreadsheetLimits,
  type SpreadsheetRow,
  type TCell,
} from '../../lib/spreadsheet/index.ts';
import { createCalculator, storedEmissionsOf, type Calculator } from '../emissions/emissions.service.ts';
import { closedPeriodsHolding } from '../closed-periods/closed-periods.service.ts';
import {
  assertWithinLimit,
  companyLimits,
  limitRefusal,
  lockCompany,
  shareCompanyLock,
} from '../plans/plans.service.ts';
import { insertActivitiesWithLines, type NewActivityRow } from './emission-activities.store.ts';
import { flagOf } from './emission-activities.service.ts';
import {
  ACTIVITY_TYPE_GROUP,
  countImportRows,
  deleteActivityRows,
  deleteImportFailures,
  findImport,
  findImportByHash,
  findLatestImport,
  findLatestEndedImport,
  findLatestImportToFix,
  findRunningImport,
  insertImport,
  listImportedActivityIds,
  listImportFailures,
  importFilesInUse,
  nextPendingImport,
  readImport,
  saveImportFailures,
  updateImport,
  type ImportFailureRow,
  type ImportRow,
  listEveryActivityRow,
  listFactorChoices,
  listSourceChoices,
  listStakeholderChoices,
  listTypeIds,
  listUnitChoices,
} from './emission-activities.repository.ts';

// The activity import (spec/workspace.md §4): a spreadsheet made from the company's template, each
// row naming an emission source of the company or an emission factor (the "route"), a day, a
// consumption and a unit, and optionally its document and stakeholders. Unlike the inventory's
// import, VALID ROWS ARE SAVED and the failing ones come back with their values and messages, keyed
// by column, for the import dialog to fix and send again through the retry. Each saved row keeps its
// import and row number, so a retry of a row that went in, or the same retry twice, saves nothing
// more. A file the company imported before is noticed by its checksum and imported again only when
// the user says so. Each row is checked and calculated as it is read; its activity and lines wait
// for its batch's write, and of a failing row only what the answer echoes is kept: a 100,000-row
// file never sits in memory as activities.

type Column = TEmissionActivityImportColumn;

/** The bounds of an activity file: 100,000 rows, 20 MB, and room for the workbook's XML and texts. */
export const ACTIVITY_IMPORT_LIMITS: SpreadsheetLimits = {
  ...SPREADSHEET_LIMITS,
  maxBytes: 20 * 1024 * 1024,
  maxRows: EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  zip: {
    ...XLSX_ZIP_LIMITS,
    maxInflatedBytes: 256 * 1024 * 1024,
    // A row's texts are mostly repeated names; its notes and document may be its own.
    maxSharedStringsBytes: 48 * 1024 * 1024,
    maxSharedStringsTags: 3_000_000,
  },
};

/** Characters of a cell naming a catalogue row or a stakeholder. */
const NAME_CELL_MAX = 300;

const STAKEHOLDER_COLUMNS: Record<'headquarter' | 'client' | 'provider' | 'project', TStakeholderType> = {
  headquarter: 'HEADQUARTERS',
  client: 'CLIENTS',
  provider: 'PROVIDERS',
  project: 'PROJECTS',
};

/** The message of a stakeholder column naming none of the company's stakeholders of its type. */
const STAKEHOLDER_MESSAGES = Object.fromEntries(
  Object.entries(STAKEHOLDER_COLUMNS).map(([column, type]) => [
    column,
    `validation.stakeholder_${type.toLowerCase()}`,
  ]),
) as Record<keyof typeof STAKEHOLDER_COLUMNS, string>;

/** The column a field of the activity's schema is written in. */
const COLUMN_OF: Record<string, Column> = {
  emission_source_id: 'emission_source',
  emission_factor_id: 'emission_factor',
  type_id: 'emission_factor',
  unit_measurement_id: 'unit_measurement',
  headquarter_id: 'headquarter',
  client_id: 'client',
  provider_id: 'provider',
  project_id: 'project',
};

/** The columns as the import reads them. */
const IMPORT_COLUMNS: ColumnSpec<Column>[] = (
  [
    { key: 'emission_source', kind: 'text', maxLength: NAME_CELL_MAX },
    { key: 'emission_factor', kind: 'text', maxLength: NAME_CELL_MAX },
    { key: 'date', kind: 'date', required: true },
    { key: 'consumption', kind: 'number', required: true, min: 0 },
    { key: 'unit_measurement', kind: 'text', required: true, maxLength: NAME_CELL_MAX },
    { key: 'description', kind: 'text', maxLength: DESCRIPTION_MAX, multiline: true },
    { key: 'type_document', kind: 'text', maxLength: TYPE_DOCUMENT_MAX },
    { key: 'documents', kind: 'text', maxLength: DOCUMENT_LINK_MAX },
    { key: 'headquarter', kind: 'text', maxLength: NAME_CELL_MAX },
    { key: 'client', kind: 'text', maxLength: NAME_CELL_MAX },
    { key: 'provider', kind: 'text', maxLength: NAME_CELL_MAX },
    { key: 'project', kind: 'text', maxLength: NAME_CELL_MAX },
  ] satisfies ColumnSpec<Column>[]
).map((column) => ({ ...column, aliases: EMISSION_ACTIVITY_COLUMN_ALIASES[column.key] }));

type SourceChoice = Awaited<ReturnType<typeof listSourceChoices>>[number];
type FactorChoice = Awaited<ReturnType<typeof listFactorChoices>>[number];

/** What the rows of a file may name: the company's choices. */
type Lookups = {
  source: ChoiceList<number>;
  factor: ChoiceList<number>;
  unit: ChoiceList<number>;
  stakeholders: Record<keyof typeof STAKEHOLDER_COLUMNS, ChoiceList<number>>;
  sourceById: Map<number, SourceChoice>;
  factorById: Map<number, FactorChoice>;
  /** The type of a factor's activity when its gas values give none. */
  operationalTypeId: number;
};

/**
 * What the rows of a file may name, labelled in the reader's language; a file may name a factor or a
 * unit in either language.
 */
async function loadLookups(ctx: ServiceContext, company: ScopedCompany, lang: TLanguage): Promise<Lookups> {
  const sourceRows = await listSourceChoices(ctx.db, company.id);
  const factorRows = await listFactorChoices(ctx.db, company.id, lang);
  const unitRows = await listUnitChoices(ctx.db, lang);
  const stakeholderRows = await listStakeholderChoices(ctx.db, company.id);
  const typeRows = await listTypeIds(ctx.db, ACTIVITY_TYPE_GROUP);
  const ofType = (type: TStakeholderType) =>
    choiceList(
      stakeholderRows.filter((row) => row.type === type).map((row) => ({ id: row.id, label: row.name })),
    );
  return {
    source: choiceList(
      sourceRows.map((row) => ({
        id: row.id,
        label: `${row.code} · ${row.name}`,
        aliases: [row.code, row.name],
      })),
    ),
    factor: choiceList(
      factorRows.map((row) => ({
        id: row.id,
        label: catalogueName(row, lang),
        aliases: [row.code, row.name, row.name_en],
      })),
    ),
    unit: choiceList(
      unitRows.map((row) => {
        const name = catalogueName(row, lang);
        return {
          id: row.id,
          label: row.abbreviation ? `${name} (${row.abbreviation})` : name,
          aliases: [row.abbreviation, row.code, row.name, row.name_en],
        };
      }),
    ),
    stakeholders: {
      headquarter: ofType('HEADQUARTERS'),
      client: ofType('CLIENTS'),
      provider: ofType('PROVIDERS'),
      project: ofType('PROJECTS'),
    },
    sourceById: new Map(sourceRows.map((row) => [row.id, row])),
    factorById: new Map(factorRows.map((row) => [row.id, row])),
    operationalTypeId: (typeRows.find((row) => row.code === 'operational') ?? typeRows[0])?.id ?? 0,
  };
}

/** A row checked and resolved: the activity to write (its totals once calculated), or its errors. */
type ActivityRow = CheckedRow<Column> & {
  values: Record<Column, TCell>;
  activity: NewActivityRow | null;
  /** Its emission source's activity-data uncertainty (0 by factor). */
  activityUncertainty: number;
};

/** The rules of one row that need no other row: the names it uses and the form's schema. */
function checkRow(
  sheetRow: SpreadsheetRow<Column>,
  company: ScopedCompany,
  importId: number,
  lookups: Lookups,
  lang: TLanguage,
): ActivityRow {
  const row = checkCells(sheetRow, IMPORT_COLUMNS, lang) as ActivityRow;
  row.activity = null;
  row.activityUncertainty = 0;
  const cells = row.cells as Partial<Record<Column, string | number>>;
  const resolve = (column: Column, list: ChoiceList<number>, message: string) => {
    const text = cells[column];
    if (text === undefined) return null;
    const id = list.find(String(text));
    if (id === null) addRowError(row, column, translate(message, lang));
    return id;
  };
  const resolveStakeholder = (column: keyof typeof STAKEHOLDER_COLUMNS) =>
    resolve(column, lookups.stakeholders[column], STAKEHOLDER_MESSAGES[column]);
  const hasSource = cells.emission_source !== undefined;
  const hasFactor = cells.emission_factor !== undefined;
  if (hasSource && hasFactor)
    addRowError(row, 'emission_factor', translate('validation.activity_source_and_factor', lang));
  else if (
    !hasSource &&
    !hasFactor &&
    !row.errors.has('emission_source') &&
    !row.errors.has('emission_factor')
  )
    addRowError(row, 'emission_source', translate('validation.activity_source_or_factor', lang));
  const sourceId = resolve('emission_source', lookups.source, 'validation.activity_emission_source');
  const factorId = hasSource
    ? null
    : resolve('emission_factor', lookups.factor, 'validation.activity_factor');
  const unitId = resolve('unit_measurement', lookups.unit, 'validation.unit');
  const headquarterId = resolveStakeholder('headquarter');
  const clientId = resolveStakeholder('client');
  const providerId = resolveStakeholder('provider');
  const projectId = resolveStakeholder('project');
  const factor = factorId === null ? undefined : lookups.factorById.get(factorId);
  const parsed = ZEmissionActivityInput.safeParse({
    company_id: company.id,
    date: cells.date,
    consumption: cells.consumption,
    by_emission_source: !hasFactor || hasSource,
    emission_source_id: sourceId,
    emission_factor_id: factorId,
    type_id: factor ? (factor.type_id ?? lookups.operationalTypeId) : null,
    unit_measurement_id: unitId ?? undefined,
    headquarter_id: headquarterId,
    client_id: clientId,
    provider_id: providerId,
    project_id: projectId,
    description: cells.description,
    type_document: cells.type_document,
    documents: cells.documents,
  });
  if (!parsed.success) {
    addSchemaIssues(row, parsed.error.issues, lang, COLUMN_OF);
    return row;
  }
  if (row.errors.size > 0) return row;
  const input = parsed.data;
  const source = input.emission_source_id ? lookups.sourceById.get(input.emission_source_id) : undefined;
  row.activity = {
    date: input.date,
    consumption: input.consumption,
    by_emission_source: input.by_emission_source,
    emission_source_id: source?.id ?? null,
    ...(source
      ? givenByEmissionSource(source)
      : {
          emission_factor_id: input.emission_factor_id!,
          type_id: input.type_id!,
          source_id: factor!.source_id,
          headquarter_id: input.headquarter_id ?? null,
        }),
    unit_measurement_id: input.unit_measurement_id,
    client_id: input.client_id ?? null,
    provider_id: input.provider_id ?? null,
    project_id: input.project_id ?? null,
    description: input.description ?? null,
    type_document: input.type_document ?? null,
    documents: input.documents ?? null,
    import_id: importId,
    import_row: row.row,
    carbon_footprint: 0,
    carbon_footprint_avoided: 0,
    uncertainty: 0,
  };
  row.activityUncertainty = source?.activity_uncertainty ?? 0;
  return row;
}

/** The column a calculation error is shown in. */
const CALCULATION_COLUMN: Record<string, Column> = {
  unit_measurement_id: 'unit_measurement',
  date: 'date',
  emission_factor_id: 'emission_factor',
};

/** A failing row as the answer echoes it: its number, its cells and its messages by column. */
type FailedRow = Pick<ActivityRow, 'row' | 'values' | 'errors'>;

const failedRow = ({ row, values, errors }: ActivityRow): FailedRow => ({ row, values, errors });

/** What the calculator takes of an imported activity. */
const calculatorInput = (activity: NewActivityRow, activityUncertainty: number) => ({
  date: activity.date,
  consumption: activity.consumption,
  unit_measurement_id: activity.unit_measurement_id,
  factor_id: activity.emission_factor_id,
  activity_uncertainty: activityUncertainty,
});

/**
 * Calculates a checked row: its activity gets its totals and the lines are answered, or the row
 * gets its error (a unit of another group, no gas value on the day, a factor without values) and
 * null is answered.
 */
function calculateRow(calculator: Calculator, row: ActivityRow, lang: TLanguage): TEmissionLine[] | null {
  const activity = row.activity!;
  const result = calculator.calculate(calculatorInput(activity, row.activityUncertainty));
  if (result.ok) {
    const totals = storedEmissionsOf({ id: 0, company_id: 0 }, result);
    activity.carbon_footprint = totals.carbon_footprint;
    activity.carbon_footprint_avoided = totals.carbon_footprint_avoided;
    activity.uncertainty = totals.uncertainty;
    return result.lines;
  }
  const column =
    result.field === 'emission_factor_id' && activity.by_emission_source
      ? 'emission_source'
      : CALCULATION_COLUMN[result.field]!;
  addRowError(row, column, translate(result.message, lang, result.params));
  return null;
}

/** Every failing cell of the failing rows, by row and then in column order, with the row's values. */
function rowErrors(rows: readonly ImportFailureRow[]): TImportRowError[] {
  const order = (attribute: string) => {
    const index = (EMISSION_ACTIVITY_IMPORT_COLUMNS as readonly string[]).indexOf(attribute);
    return index === -1 ? EMISSION_ACTIVITY_IMPORT_COLUMNS.length : index;
  };
  return [...rows]
    .sort((a, b) => a.row - b.row)
    .flatMap((row) =>
      Object.entries(row.errors)
        .sort(([a], [b]) => order(a) - order(b))
        .map(([attribute, errors]) => ({ row: row.row, attribute, errors, values: row.values })),
    );
}

/** A failing row as it is kept for the repair table. */
const keptFailure = (row: FailedRow): ImportFailureRow => ({
  row: row.row,
  values: row.values,
  errors: Object.fromEntries(row.errors),
});

/** A batch of rows read: the activities to write with their lines and days, and the rows that failed. */
type ReadBatch = {
  rows: NewActivityRow[];
  lines: TEmissionLine[][];
  /** The cells each activity was read from, for the repair table should it fail as it is written. */
  values: Record<Column, TCell>[];
  failures: FailedRow[];
  /** Rows of the file this batch covers (written and failing). */
  read: number;
};

/**
 * Reads rows, checks and calculates each as it is read, and hands them over `size` at a time to
 * `write`, with at most `inFlight` batches being written at once, in the file's order, while the
 * next one is read: the database's work and the reading overlap. Only what an activity is written
 * from waits for its batch; of a failing row, only what the repair table shows.
 */
async function readInBatches(
  ctx: ServiceContext,
  company: ScopedCompany,
  importId: number,
  rows: AsyncIterable<SpreadsheetRow<Column>>,
  lang: TLanguage,
  { size, inFlight }: { size: number; inFlight: number },
  write: (batch: ReadBatch) => Promise<void>,
): Promise<void> {
  const lookups = await loadLookups(ctx, company, lang);
  const calculator = createCalculator(ctx.db);
  const yieldEvery = READ_YIELD_ROWS[databaseOf(ctx)];
  // The factors the calculator has loaded; it loads a factor or a unit when a row first needs it.
  const prepared = new Set<number>();
  let batch: ReadBatch = { rows: [], lines: [], values: [], failures: [], read: 0 };
  // Every batch handed over, in the file's order, and how many of the last are being written.
  const started: Promise<void>[] = [];
  let done = 0;
  const startWriting = async () => {
    const ready = batch;
    batch = { rows: [], lines: [], values: [], failures: [], read: 0 };
    if (started.length - done >= inFlight) await started[done++];
    const written = write(ready);
    // Its failure is answered where it is awaited, not as an unhandled rejection meanwhile.
    written.catch(() => undefined);
    started.push(written);
  };
  try {
    for await (const sheetRow of rows) {
      batch.read++;
      // The file is read from memory without waiting on anything: the requests that arrived
      // meanwhile are let in every few rows.
      if (batch.read % yieldEvery === 0) await nextTurn();
      const row = checkRow(sheetRow, company, importId, lookups, lang);
      const activity = row.activity;
      if (activity === null) batch.failures.push(failedRow(row));
      else {
        if (
          !prepared.has(activity.emission_factor_id) ||
          calculator.unit(activity.unit_measurement_id) === undefined
        ) {
          await calculator.prepare([activity.emission_factor_id], [activity.unit_measurement_id]);
          prepared.add(activity.emission_factor_id);
        }
        const calculated = calculateRow(calculator, row, lang);
        if (calculated) {
          batch.rows.push(activity);
          batch.lines.push(calculated);
          batch.values.push(row.values);
        } else batch.failures.push(failedRow(row));
      }
      if (batch.read === size) await startWriting();
    }
    if (batch.read > 0) await startWriting();
    await Promise.all(started);
  } catch (error) {
    // Every batch has ended before the import is refused, and the first batch's refusal comes
    // before what went wrong further down the file.
    const ended = await Promise.allSettled(started);
    const refused = ended.find((each) => each.status === 'rejected');
    throw refused ? (refused as PromiseRejectedResult).reason : error;
  }
}

/**
 * Refuses an import whose `adding` rows pass the plan's limit (409 naming the plan, what the
 * company held before the import and what it adds).
 */
async function refuseForPlan(
  ctx: ServiceContext,
  company: ScopedCompany,
  before: TLimitUsage,
  adding: number,
): Promise<never> {
  try {
    // The caller holds the company's lock (shared with the import's other batches): taking it
    // whole here would wait for them while they may wait for this one.
    await assertWithinLimit(
      ctx,
      company,
      'emission_activities',
      Math.max(adding, before.limit + 1),
      'import',
      true,
    );
  } catch (error) {
    // A company without a plan is refused as such; otherwise the words count the file's rows.
    if (error instanceof AppError && error.message === 'errors.PLAN_LIMIT_IMPORT')
      throw new AppError('CONFLICT', {
        message: 'errors.PLAN_LIMIT_IMPORT',
        params: { ...error.params, used: before.used, adding },
        paramKeys: error.paramKeys,
      });
    throw error;
  }
  throw new Error('the plan limit was passed but not refused');
}

/** How the batches of one import or retry went, and the inserts being made (each with its rows). */
type Tally = { saved: number; skipped: number; inserting: Map<Promise<unknown>, number> };

const newTally = (): Tally => ({ saved: 0, skipped: 0, inserting: new Map() });

/** The rows of the tally's inserts being made. */
const rowsBeingInserted = (tally: Tally) =>
  [...tally.inserting.values()].reduce((sum, rows) => sum + rows, 0);

/**
 * Writes a batch in the caller's transaction: takes the company's lock shared with the import's
 * other batches, turns the rows dated in a closed period into failing rows (naming the period),
 * refuses the batch when the plan would pass its limit (`used` is what the company held when the
 * import began; the rows of the batches being inserted count as saved), then writes the activities
 * with their lines, keeps the failing rows and counts them on the import.
 */
async function writeBatch(
  ctx: ServiceContext,
  company: ScopedCompany,
  importId: number,
  batch: ReadBatch,
  lang: TLanguage,
  tally: Tally,
  usage: TLimitUsage,
): Promise<void> {
  await shareCompanyLock(ctx, company);
  let { rows, lines } = batch;
  const failures = [...batch.failures];
  const closed = await closedPeriodsHolding(ctx, company, [...new Set(rows.map((row) => row.date))]);
  if (closed.length > 0) {
    // A row of a closed period fails, naming it; the other rows of the file are saved.
    const open: number[] = [];
    rows.forEach((activity, index) => {
      const period = closed.find((each) => each.date_from <= activity.date && activity.date <= each.date_to);
      if (!period) return void open.push(index);
      const message = translate('errors.PERIOD_CLOSED', lang, {
        from: formatDate(period.date_from, lang),
        to: formatDate(period.date_to, lang),
      });
      failures.push({
        row: activity.import_row!,
        values: batch.values[index]!,
        errors: new Map([['date', [message]]]),
      });
    });
    rows = open.map((index) => rows[index]!);
    lines = open.map((index) => lines[index]!);
  }
  const held = () => tally.saved + rowsBeingInserted(tally);
  const past = () => rows.length > 0 && isPastLimit({ ...usage, used: usage.used + held() }, rows.length);
  // Near the limit, the rows of the batches being inserted count once they are known: an import run
  // again after a stop skips the rows it had saved.
  while (past() && tally.inserting.size > 0) await Promise.allSettled([...tally.inserting.keys()]);
  if (past()) await refuseForPlan(ctx, company, usage, held() + rows.length);
  const inserting = insertActivitiesWithLines(ctx.db, company.id, rows, lines);
  tally.inserting.set(inserting, rows.length);
  let ids: number[];
  try {
    ids = await inserting;
  } finally {
    tally.inserting.delete(inserting);
  }
  const written = ids.filter((id) => id > 0).length;
  tally.saved += written;
  tally.skipped += rows.length - written;
  await saveImportFailures(ctx.db, company.id, importId, failures.map(keptFailure));
  await countImportRows(ctx.db, company.id, importId, { rows: batch.read, saved: written });
}
/** The queue of the activity imports' worker. */
export const IMPORT_ACTIVITIES_QUEUE = 'import-activities';

/**
 * Rows an import's worker writes per transaction: other requests are served between two. The
 * embedded database runs one statement at a time on the server's own thread, so there a batch is
 * small, waits for the requests being answered, and the reading lets requests in every few rows.
 * A colleague's list requests beside a 10,000-row import, their p95: 1,161 ms in batches of 1,000;
 * 657–684 ms in batches of 250 after waiting for requests; 199–295 ms once the reading lets them in
 * every 10 rows; 96.6 ms in batches of 100 (the import 11.4 s against 8.4 s). Beside a 100,000-row
 * import at 1 M activities: 476 ms in batches of 250, 138 ms of 100, the import 127 s either way.
 * PostgreSQL serves readers meanwhile, and a batch there is as large as the recalculation's (each
 * commit adds the batch to the daily and monthly roll-ups: 100,000 rows at 1 M activities took
 * 46.9 s in batches of 2,000, 38.5 s of 5,000, 39.7 s of 10,000).
 */
export const IMPORT_BATCH = { postgres: 5000, pglite: 100 } as const;
/**
 * Batches of an import written at once, each in its own transaction: on a server, one is inserted
 * while the one before commits (its commit adds it to the roll-ups), so both cores work: 100,000
 * rows at 1 M activities took 16.9–17.2 s instead of 22.2–23.4 s one at a time. The embedded
 * database runs one transaction at a time.
 */
export const IMPORT_IN_FLIGHT = { postgres: 2, pglite: 1 } as const;
/** Which of an import's settings (batch size, batches in flight, reading turns) apply: its database's. */
const databaseOf = (ctx: ServiceContext) => (ctx.embedded ? 'pglite' : 'postgres');
/**
 * On the embedded database a batch waits, before its transaction, until no request is being
 * answered, for at most this long (ms): a request then waits for at most the batch being written,
 * not for every batch queued before each of its queries.
 */
const IMPORT_YIELD_MS = 2000;
/**
 * Rows read between two turns of the server's other requests. The embedded database shares the
 * server's thread, so its requests are let in every few rows. On a server the reading of a batch
 * (5,000 rows checked and calculated) held the thread for up to a few hundred milliseconds: a
 * colleague's list during a 100,000-row import at 1 M activities had a p95 of 167–333 ms, and
 * 127–154 ms when let in every 250 rows (the import 23.0–23.9 s against 22.8–24.3 s).
 */
const READ_YIELD_ROWS = { postgres: 250, pglite: 10 } as const;

/** An import as the API answers it, with these of its failing rows. */
const resultOf = (row: ImportRow, failures: readonly ImportFailureRow[]): TEmissionActivityImportResult => ({
  import_id: row.id,
  file_name: row.file_name,
  state: row.state,
  total: row.total,
  read: row.rows,
  saved: row.saved,
  skipped: 0,
  failed: row.failed,
  message: row.refusal,
  errors: rowErrors(failures),
});

/** How an import stands, as the upload and `GET /emission-activities/imports/{import}` answer it. */
async function importResult(ctx: ServiceContext, row: ImportRow): Promise<TEmissionActivityImportResult> {
  // The failing rows once the import has ended (while it runs, only how many).
  return resultOf(
    row,
    isImportRunning(row.state) ? [] : await listImportFailures(ctx.db, row.company_id, row.id),
  );
}

/**
 * Refuses at its upload a file with more filled rows than the company's plan has room for, before
 * the file is kept or queued. Its rows are read only when it declares more than the room (its
 * range or lines may hold empty rows) and the room is less than a file's bound of rows, and no
 * further than one past the room, so a file of a hundred thousand rows sent by a trial costs the
 * reading of 501. Every filled row counts, a row the import would refuse too: the room is for the
 * file as it is. A company without room for one more is refused after its lock, as every addition is.
 */
async function refuseRowsPastRoom(
  ctx: ServiceContext,
  company: ScopedCompany,
  sheet: OpenedSpreadsheet<Column>,
): Promise<void> {
  const { current_plan, current_limits } = await companyLimits(ctx, company);
  const usage = current_limits.emission_activities;
  const room = roomLeft(usage);
  if (current_plan === null || room === 0) return;
  if (sheet.declaredRows !== null && sheet.declaredRows <= room) return;
  // With room for more rows than a file may hold (the import refuses a file past that bound), no
  // file passes it: a 100,000-row xlsx that declares no range took 4 s to count here.
  if (room >= ACTIVITY_IMPORT_LIMITS.maxRows) return;
  const yieldEvery = READ_YIELD_ROWS[databaseOf(ctx)];
  let filled = 0;
  for await (const _row of sheet.rows) {
    if (++filled > room) break;
    if (filled % yieldEvery === 0) await nextTurn();
  }
  if (isPastLimit(usage, filled))
    throw limitRefusal(current_plan, usage, 'emission_activities', 'file', filled);
}

/** How an upload went: queued, or the file was imported before (a 409 naming when and what). */
export type TActivityImportOutcome =
  { ok: true; result: TEmissionActivityImportResult } | { ok: false; seen: TEmissionActivityImportSeen };

/**
 * Takes a company's activities file for import: checks it (its kind, bounds and header, and that
 * it has a row), that the company has not imported it before unless the user confirmed (`again`),
 * that its plan has room for its rows, that no import of the company is running and that its plan
 * still has room for one more activity; then
 * keeps the file and queues the import, answering at once. The import's worker reads, saves and
 * counts the rows a batch at a time (`runPendingImports`); the upload's answer is followed with
 * `GET /emission-activities/imports/{import}`.
 */
export async function importActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  userId: number | null,
  fields: TEmissionActivityImportFields,
  file: { bytes: Buffer | null; name: string | null },
  lang: TLanguage,
): Promise<TActivityImportOutcome> {
  if (!isSameCompany(fields.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  const sheet = await openSpreadsheet(file.bytes, {
    columns: IMPORT_COLUMNS,
    lang,
    limits: ACTIVITY_IMPORT_LIMITS,
  });
  const bytes = file.bytes!;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const previous = await findImportByHash(ctx.db, company.id, hash);
  if (previous && !fields.again)
    return {
      ok: false,
      seen: {
        message: translate('errors.ACTIVITY_IMPORT_SEEN', lang, { saved: previous.saved }),
        code: 'CONFLICT',
        previous: {
          import_id: previous.id,
          created_at: previous.created_at.toISOString(),
          saved: previous.saved,
        },
      },
    };
  await refuseRowsPastRoom(ctx, company, sheet);
  // The company's lock first, as every write of activities takes it: one import at a time.
  await lockCompany(ctx, company);
  const running = await findRunningImport(ctx.db, company.id);
  if (running) {
    // A run is asked for again: an import whose worker stopped (its retries spent) goes on.
    void ctx.jobs.send(IMPORT_ACTIVITIES_QUEUE);
    throw new AppError('CONFLICT', {
      message: 'errors.ACTIVITY_IMPORT_RUNNING',
      params: { read: running.rows, import_id: running.id },
    });
  }
  // A company at its plan's limit is refused before any row is read.
  await assertWithinLimit(ctx, company, 'emission_activities', 1);
  const stored = await ctx.storage.storeImportFile(bytes);
  const row = await insertImport(ctx.db, company.id, {
    file_name: file.name?.slice(0, 200) ?? null,
    file_hash: hash,
    created_by: userId,
    state: 'queued',
    total: sheet.declaredRows,
    lang,
    stored_file: stored,
  });
  ctx.afterCommit(() => void ctx.jobs.send(IMPORT_ACTIVITIES_QUEUE));
  return { ok: true, result: await importResult(ctx, row) };
}

/** An import of the company, as it stands (404 for another company's). */
export async function activityImport(
  ctx: ServiceContext,
  company: ScopedCompany,
  importId: number,
): Promise<TEmissionActivityImportResult> {
  const row = await readImport(ctx.db, company.id, importId);
  if (!row) throw new AppError('NOT_FOUND');
  return importResult(ctx, row);
}

/** Runs `work` in a transaction of its own, its services reaching the database through it. */
function inTransaction<T>(ctx: ServiceContext, work: (scoped: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

/** Runs of the worker an import gets before it is refused. */
export const IMPORT_ATTEMPTS = 3;

/** The company's latest import as it stands, or null before its first. */
export async function latestActivityImport(
  ctx: ServiceContext,
  company: ScopedCompany,
): Promise<TEmissionActivityImportResult | null> {
  const row = await findLatestImport(ctx.db, company.id);
  return row ? importResult(ctx, row) : null;
}

/**
 * The company's latest import that ended with rows still to fix (null when none has): what the
 * activity list offers to reopen, even once a later import has ended without any.
 */
export async function activityImportToFix(
  ctx: ServiceContext,
  company: ScopedCompany,
): Promise<TEmissionActivityImportResult | null> {
  const row = await findLatestImportToFix(ctx.db, company.id);
  return row ? importResult(ctx, row) : null;
}

/**
 * Forgets the rows of an ended import that are still to fix, as the user decided: none of them is
 * saved, and the import no longer asks for them. Answers the import as it then stands.
 */
export async function discardImportFailures(
  ctx: ServiceContext,
  company: ScopedCompany,
  importId: number,
): Promise<TEmissionActivityImportResult> {
  await lockCompany(ctx, company);
  const row = await findImport(ctx.db, company.id, importId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.state !== 'done')
    throw new AppError('VALIDATION', { errors: { import: ['validation.activity_import'] } });
  await deleteImportFailures(ctx.db, company.id, row.id, 'all');
  await countImportRows(ctx.db, company.id, row.id, { saved: 0 });
  return importResult(ctx, (await readImport(ctx.db, company.id, row.id))!);
}

/** Activities of a refused import deleted per transaction. */
const UNDO_BATCH = 5000;

/**
 * Refuses an import: what it saved is deleted again, a batch per transaction, its failing rows are
 * forgotten and the refusal is kept, in the import's language.
 */
async function refuseImport(ctx: ServiceContext, company: ScopedCompany, row: ImportRow, error: AppError) {
  const lang = row.lang as TLanguage;
  for (;;) {
    const ids = await listImportedActivityIds(ctx.db, company.id, row.id, UNDO_BATCH);
    if (ids.length === 0) break;
    await inTransaction(ctx, async (scoped) => {
      await lockCompany(scoped, company);
      await deleteActivityRows(scoped.db, company.id, ids);
    });
  }
  await inTransaction(ctx, async (scoped) => {
    await deleteImportFailures(scoped.db, company.id, row.id, 'all');
    await updateImport(scoped.db, company.id, row.id, {
      state: 'refused',
      saved: 0,
      failed: 0,
      stored_file: null,
      refusal: translate(error.message, lang, paramsIn(error, lang)),
    });
  });
}

/**
 * Runs one queued (or interrupted) import: reads its file, checks and calculates each row, and
 * writes `IMPORT_BATCH` rows per transaction, counting them on the import as it goes. Rows of an
 * interrupted run that went in are skipped (each activity keeps its import and row). A refusal
 * (a bound of the file passed further down, the plan's limit reached) deletes what it saved.
 */
async function runImport(ctx: ServiceContext, row: ImportRow, size: number): Promise<void> {
  const company: ScopedCompany = { id: row.company_id, role: 'administrator' };
  const lang = row.lang as TLanguage;
  const bytes = row.stored_file ? await ctx.storage.readImportFile(row.stored_file) : null;
  try {
    if (!bytes) throw new AppError('CONFLICT', { message: 'errors.ACTIVITY_IMPORT_FILE_GONE' });
    // An import its worker could not finish in a few runs will not finish: it is refused.
    if (row.attempts >= IMPORT_ATTEMPTS)
      throw new AppError('INTERNAL', { message: 'errors.ACTIVITY_IMPORT_FAILED' });
    // What went in before an interruption is counted again as the file is read.
    await updateImport(ctx.db, company.id, row.id, {
      state: 'running',
      rows: 0,
      saved: 0,
      attempts: row.attempts + 1,
    });
    const usage = await inTransaction(ctx, (scoped) =>
      assertWithinLimit(scoped, company, 'emission_activities', 0),
    );
    const sheet = await openSpreadsheet(bytes, {
      columns: IMPORT_COLUMNS,
      lang,
      limits: ACTIVITY_IMPORT_LIMITS,
    });
    const tally = newTally();
    const inFlight = IMPORT_IN_FLIGHT[databaseOf(ctx)];
    await readInBatches(ctx, company, row.id, sheet.rows, lang, { size, inFlight }, async (batch) => {
      // The embedded database runs one transaction at a time: people's requests go first.
      if (ctx.embedded) await ctx.requests.quiet(IMPORT_YIELD_MS);
      await inTransaction(ctx, (scoped) => writeBatch(scoped, company, row.id, batch, lang, tally, usage));
    });
    await inTransaction(ctx, async (scoped) => {
      // Writes beside the import (a form, another person) count too: past the limit, it is refused.
      const now = await assertWithinLimit(scoped, company, 'emission_activities', 0);
      if (tally.saved > 0 && now.used > now.limit) await refuseForPlan(scoped, company, usage, tally.saved);
      await updateImport(scoped.db, company.id, row.id, {
        state: 'done',
        saved: tally.saved + tally.skipped,
        stored_file: null,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await refuseImport(ctx, company, row, error);
  }
  await ctx.storage.removeImportFile(row.stored_file);
}

/**
 * The import's worker: runs the queued imports, oldest first, one at a time, until none is left.
 * An import interrupted by a stop runs again from its first row; the rows it saved are skipped.
 */
export async function runPendingImports(
  ctx: ServiceContext,
  { batch = IMPORT_BATCH[databaseOf(ctx)] }: { batch?: number } = {},
): Promise<void> {
  for (;;) {
    const next = await nextPendingImport(ctx.db);
    if (!next) return sweepImportFiles(ctx);
    await runImport(ctx, next, batch);
  }
}

/** How long a stored import file no import names is kept (its upload may still be committing). */
const ORPHAN_FILE_GRACE_MS = 60 * 60_000;

/**
 * Removes stored import files that no import names, written more than `graceMs` ago: an upload
 * whose transaction rolled back after storing its file leaves one behind.
 */
export async function sweepImportFiles(
  ctx: ServiceContext,
  { graceMs = ORPHAN_FILE_GRACE_MS }: { graceMs?: number } = {},
): Promise<void> {
  const old = await ctx.storage.importFilesBefore(new Date(Date.now() - graceMs));
  const inUse = await importFilesInUse(ctx.db, old);
  for (const name of old) if (!inUse.has(name)) await ctx.storage.removeImportFile(name);
}

/** Spec §5: a consumption cell left empty or marked "NO VALIDO" is no consumption. */
const NOT_VALID = new Set(['no valido']);

/** A retry's cell as an imported cell: blank text is empty, and "NO VALIDO" no consumption. */
function retryCell(column: Column, value: string | number | null | undefined): TCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  if (column === 'consumption' && NOT_VALID.has(importKey(text))) return null;
  return text;
}

/** Rows of a retry written per batch (all in the request's transaction). */
const RETRY_BATCH = 1000;

/**
 * Saves the failing rows of an import once fixed in the dialog (`POST /v1/emission-activities/retry`):
 * each checked as an imported row; a row the import (or an earlier retry) already saved is skipped.
 * The rows that fail again replace what was kept of them; those saved leave the repair table.
 */
export async function retryActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  body: TEmissionActivityRetry,
  lang: TLanguage,
): Promise<TEmissionActivityImportResult> {
  if (!isSameCompany(body.company_id, company.id))
    throw new AppError('VALIDATION', { errors: { company_id: ['validation.company_scope'] } });
  // The company's lock first, as every write of its activities takes it: simultaneous retries and
  // imports wait in turn instead of locking each other's rows in another order.
  await lockCompany(ctx, company);
  const row =
    body.import_id === undefined
      ? ((await findLatestImportToFix(ctx.db, company.id)) ??
        (await findLatestEndedImport(ctx.db, company.id)))
      : await findImport(ctx.db, company.id, body.import_id);
  // Rows are sent again under the import they come from, once it has ended with rows kept.
  if (row?.state !== 'done') {
    const why = body.import_id === undefined ? 'activity_import_none' : 'activity_import';
    throw new AppError('VALIDATION', { errors: { import_id: [`validation.${why}`] } });
  }
  // One row number once: a row sent twice in one retry is saved once.
  const unique = [...new Map(body.data.map((each) => [each.row, each])).values()];
  async function* rows(): AsyncGenerator<SpreadsheetRow<Column>> {
    for (const each of unique)
      yield {
        row: each.row,
        values: Object.fromEntries(
          EMISSION_ACTIVITY_IMPORT_COLUMNS.map((column) => [column, retryCell(column, each[column])]),
        ) as Record<Column, TCell>,
      };
  }
  const id = row.id;
  await deleteImportFailures(
    ctx.db,
    company.id,
    id,
    unique.map((each) => each.row),
  );
  const usage = await assertWithinLimit(ctx, company, 'emission_activities', 0);
  const tally = newTally();
  // Rows sent again are not rows read again.
  // All in the request's transaction: one batch at a time.
  await readInBatches(ctx, company, id, rows(), lang, { size: RETRY_BATCH, inFlight: 1 }, (batch) =>
    writeBatch(ctx, company, id, { ...batch, read: 0 }, lang, tally, usage),
  );
  const sent = new Set(unique.map((each) => each.row));
  const failing = (await listImportFailures(ctx.db, company.id, id)).filter((each) => sent.has(each.row));
  // What this retry came to: its rows saved, skipped and failing again.
  return {
    ...resultOf((await readImport(ctx.db, company.id, id))!, failing),
    saved: tally.saved,
    skipped: tally.skipped,
    failed: failing.length,
  };
}

/**
 * The activity template of a company in the reader's language: the header row and, for as many
 * rows as an import takes, dropdowns of its emission sources, the factors of its categories, the
 * units and its stakeholders, a date column and a number column.
 */
export async function activityTemplate(
  ctx: ServiceContext,
  company: ScopedCompany,
  lang: TLanguage,
): Promise<Buffer> {
  const lookups = await loadLookups(ctx, company, lang);
  const choices: Partial<Record<Column, ChoiceList<number>>> = {
    emission_source: lookups.source,
    emission_factor: lookups.factor,
    unit_measurement: lookups.unit,
    ...lookups.stakeholders,
  };
  const widths: Partial<Record<Column, number>> = {
    emission_source: 40,
    emission_factor: 44,
    date: 14,
    consumption: 14,
    unit_measurement: 24,
    description: 36,
    documents: 36,
  };
  return writeTemplate({
    columns: IMPORT_COLUMNS.map((column) => {
      const list = choices[column.key];
      return {
        ...column,
        width: widths[column.key] ?? 22,
        ...(list ? { kind: 'choice' as const, choices: list } : {}),
      };
    }),
    lang,
    sheet: translate('templates.emission_activities_sheet', lang),
    rows: EMISSION_ACTIVITY_IMPORT_MAX_ROWS,
  });
}

/**
 * The export's columns: the import's, then the footprint the activity came to, and whether a
 * catalogue change left it flagged (counted 0) and why, in the reader's language.
 */
const EXPORT_COLUMNS: ColumnSpec<
  Column | 'carbon_footprint' | 'carbon_footprint_avoided' | 'flagged' | 'flag_reason'
>[] = [
  ...IMPORT_COLUMNS,
  { key: 'carbon_footprint', kind: 'number' },
  { key: 'carbon_footprint_avoided', kind: 'number' },
  { key: 'flagged', kind: 'boolean' },
  { key: 'flag_reason', kind: 'text', multiline: true },
];

/**
 * The activities the company's list shows (its search, filters and sort, every page) as CSV or
 * xlsx: the import's columns, each named as its dropdown names it, then t CO2e and the flag with
 * its reason, streamed a page at a time: the file imports again as it is.
 */
export async function exportActivities(
  ctx: ServiceContext,
  company: ScopedCompany,
  { format, company_id: _company, ...query }: TEmissionActivitiesExport,
  lang: TLanguage,
): Promise<SpreadsheetExport> {
  const lookups = await loadLookups(ctx, company, lang);
  async function* records() {
    for await (const row of listEveryActivityRow(ctx.db, company.id, query, query, lang)) {
      const source = row.emission_source_id === null ? null : lookups.source.labelOf(row.emission_source_id);
      yield {
        emission_source: source ?? row.emission_source?.code ?? null,
        emission_factor: row.by_emission_source
          ? null
          : (lookups.factor.labelOf(row.emission_factor_id) ?? row.emission_factor.name),
        date: row.date,
        consumption: row.consumption,
        unit_measurement: lookups.unit.labelOf(row.unit_measurement_id) ?? row.unit_measurement.name,
        description: row.description,
        type_document: row.type_document,
        documents: row.documents,
        headquarter: row.by_emission_source ? null : (row.headquarter?.name ?? null),
        client: row.client?.name ?? null,
        provider: row.provider?.name ?? null,
        project: row.project?.name ?? null,
        carbon_footprint: row.carbon_footprint,
        carbon_footprint_avoided: row.carbon_footprint_avoided,
        flagged: row.flagged,
        flag_reason: flagOf(row.flag_reason, lang)?.message ?? null,
      };
    }
  }
  return spreadsheetExport(format, EXPORT_COLUMNS, records(), lang, {
    sheet: translate('templates.emission_activities_sheet', lang),
  });
}
