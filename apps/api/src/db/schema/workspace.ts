import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAKEHOLDER_TYPES } from '@huella/shared/schemas/stakeholders';
import { ACTIVITY_IMPORT_STATES } from '@huella/shared/schemas/emission-activities';
import { emission_factors, key_indicators, sectors, sources, types, unit_measurements } from './catalogue.ts';
import { timestamps } from './columns.ts';
import { companies, users } from './identity.ts';

// A company's own data (DESIGN §4 "Company data"). Every table carries `company_id` (the tenant, and
// the distribution column should the data outgrow one server), indexed with the columns its lists
// filter on. Rows of one company only ever point at rows of the same company: the foreign keys to
// stakeholders include `company_id`.

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The catalogue sources (emission-source categories) a company uses. */
export const company_sources = pgTable(
  'company_sources',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'company_sources_pk', columns: [t.company_id, t.source_id] }),
    index('company_sources_source_id_idx').on(t.source_id),
  ],
);

/** Headquarters, clients, providers and projects of a company. */
export const stakeholders = pgTable(
  'stakeholders',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: STAKEHOLDER_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    check('stakeholders_type_check', sql`${t.type} in (${quoted(STAKEHOLDER_TYPES)})`),
    // One name per type in a company, whatever its case: imports and forms cannot make twins.
    uniqueIndex('stakeholders_company_type_name_unique').on(t.company_id, t.type, sql`lower(${t.name})`),
    // Target of the company-bound foreign keys below.
    unique('stakeholders_company_id_id_unique').on(t.company_id, t.id),
  ],
);

/** A company's inventory: each thing that emits, with its category, factor and headquarter. */
export const emission_sources = pgTable(
  'emission_sources',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type_id: integer('type_id')
      .notNull()
      .references(() => types.id, { onDelete: 'restrict' }),
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'restrict' }),
    emission_factor_id: integer('emission_factor_id')
      .notNull()
      .references(() => emission_factors.id, { onDelete: 'restrict' }),
    headquarter_id: integer('headquarter_id').notNull(),
    /**
     * How well the source's consumption is known: the activity data's uncertainty, percent (0 when
     * not stated). Its activities' uncertainty combines it with the factor's in quadrature.
     */
    activity_uncertainty: doublePrecision('activity_uncertainty').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'emission_sources_activity_uncertainty_check',
      sql`${t.activity_uncertainty} >= 0 and ${t.activity_uncertainty} <= 100`,
    ),
    foreignKey({
      name: 'emission_sources_headquarter_fk',
      columns: [t.company_id, t.headquarter_id],
      foreignColumns: [stakeholders.company_id, stakeholders.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'emission_sources_company_source_fk',
      columns: [t.company_id, t.source_id],
      foreignColumns: [company_sources.company_id, company_sources.source_id],
    }).onDelete('restrict'),
    uniqueIndex('emission_sources_company_code_unique').on(t.company_id, sql`lower(${t.code})`),
    index('emission_sources_company_created_idx').on(t.company_id, t.created_at),
    index('emission_sources_company_headquarter_idx').on(t.company_id, t.headquarter_id),
    index('emission_sources_company_source_idx').on(t.company_id, t.source_id),
    index('emission_sources_emission_factor_id_idx').on(t.emission_factor_id),
    // Target of the company-bound foreign key of activities.
    unique('emission_sources_company_id_id_unique').on(t.company_id, t.id),
  ],
);

/**
 * One spreadsheet imported into a company's activities: the file's checksum (a file sent again is
 * noticed), and how its rows went. Rows saved from it (by the import or a later retry) carry its id
 * and their row number, so no row is ever saved twice.
 */
export const activity_imports = pgTable(
  'activity_imports',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    file_name: text('file_name'),
    /** SHA-256 of the file's bytes, hex. */
    file_hash: text('file_hash').notNull(),
    /** Data rows read so far. */
    rows: integer('rows').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Where the import is: queued (its file waits in the uploads' `imports` folder), running (rows
     * are being read and saved, a batch per transaction), done, or refused (nothing of it is kept:
     * `refusal` says why). A retry's import is done from the start.
     */
    state: text('state', { enum: ACTIVITY_IMPORT_STATES }).notNull().default('done'),
    /** The sheet's rows after the header as the file declares them (for the progress), when known. */
    total: integer('total'),
    /** The language the rows' messages are written in (the uploader's). */
    lang: text('lang').notNull().default('es'),
    /** The stored file's name while it waits to be read. */
    stored_file: text('stored_file'),
    /** Runs of the import's worker that began it (one that stops before the end runs it again). */
    attempts: integer('attempts').notNull().default(0),
    /** Why a refused import was refused, in its language. */
    refusal: text('refusal'),
    ...timestamps,
  },
  (t) => [
    index('activity_imports_company_hash_idx').on(t.company_id, t.file_hash),
    // What the activities' composite foreign key names: an import of the same company.
    unique('activity_imports_company_id_id_unique').on(t.company_id, t.id),
    // One import at a time per company: a second one waits for the first to end.
    uniqueIndex('activity_imports_one_running_idx')
      .on(t.company_id)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('activity_imports_state', sql`${t.state} in (${quoted(ACTIVITY_IMPORT_STATES)})`),
  ],
);

/**
 * The rows of an import that could not be saved, with their cells and their messages by column
 * (in the import's language), until they are fixed and sent again: the repair table's rows.
 */
export const activity_import_failures = pgTable(
  'activity_import_failures',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    import_id: integer('import_id').notNull(),
    row: integer('row').notNull(),
    values: jsonb('values').$type<Record<string, string | number | boolean | null>>().notNull(),
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.import_id, t.row] }),
    foreignKey({
      columns: [t.company_id, t.import_id],
      foreignColumns: [activity_imports.company_id, activity_imports.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Activity data: a consumption on a day, recorded against an emission source of the company or
 * directly against an emission factor. The factor, catalogue source, type and headquarter of a
 * source's activity are copied from the source when written, so totals group without joins. The
 * footprint is computed when written (per gas in `activity_emissions`) and again when the
 * catalogue changes; `flagged` marks an activity a catalogue change left without a valid value.
 */
export const emission_activities = pgTable(
  'emission_activities',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    consumption: doublePrecision('consumption').notNull(),
    by_emission_source: boolean('by_emission_source').notNull(),
    emission_source_id: integer('emission_source_id'),
    emission_factor_id: integer('emission_factor_id')
      .notNull()
      .references(() => emission_factors.id, { onDelete: 'restrict' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => types.id, { onDelete: 'restrict' }),
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'restrict' }),
    unit_measurement_id: integer('unit_measurement_id')
      .notNull()
      .references(() => unit_measurements.id, { onDelete: 'restrict' }),
    headquarter_id: integer('headquarter_id'),
    client_id: integer('client_id'),
    provider_id: integer('provider_id'),
    project_id: integer('project_id'),
    description: text('description'),
    type_document: text('type_document'),
    /** A link to the supporting document. */
    documents: text('documents'),
    /** An uploaded supporting document: its stored file name, its name, type and size. */
    document_file: text('document_file'),
    document_name: text('document_name'),
    document_type: text('document_type'),
    document_size: integer('document_size'),
    /** t CO2e, 6 decimals. */
    carbon_footprint: doublePrecision('carbon_footprint').notNull().default(0),
    carbon_footprint_avoided: doublePrecision('carbon_footprint_avoided').notNull().default(0),
    /** The activity's own uncertainty, percent, 3 decimals. */
    uncertainty: doublePrecision('uncertainty').notNull().default(0),
    flagged: boolean('flagged').notNull().default(false),
    /** Why it is flagged: a key of the shared messages and its factor. */
    flag_reason: text('flag_reason'),
    /** The import that saved it (an import of the same company: a composite foreign key). */
    import_id: integer('import_id'),
    import_row: integer('import_row'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'emission_activities_emission_source_fk',
      columns: [t.company_id, t.emission_source_id],
      foreignColumns: [emission_sources.company_id, emission_sources.id],
    }).onDelete('restrict'),
    // Imports are never deleted one by one: the company's deletion takes both, in one statement.
    foreignKey({
      name: 'emission_activities_import_fk',
      columns: [t.company_id, t.import_id],
      foreignColumns: [activity_imports.company_id, activity_imports.id],
    }).onDelete('no action'),
    unique('emission_activities_company_id_id_unique').on(t.company_id, t.id),
    ...(['headquarter', 'client', 'provider', 'project'] as const).map((role) =>
      foreignKey({
        name: `emission_activities_${role}_fk`,
        columns: [t.company_id, t[`${role}_id`]],
        foreignColumns: [stakeholders.company_id, stakeholders.id],
      }).onDelete('restrict'),
    ),
    check('emission_activities_consumption_check', sql`${t.consumption} > 0`),
    check(
      'emission_activities_by_source_check',
      sql`${t.by_emission_source} = (${t.emission_source_id} is not null)`,
    ),
    uniqueIndex('emission_activities_import_row_unique').on(t.import_id, t.import_row),
    index('emission_activities_company_date_idx').on(t.company_id, t.date),
    index('emission_activities_company_created_idx').on(t.company_id, t.created_at),
    index('emission_activities_company_emission_source_idx').on(t.company_id, t.emission_source_id),
    index('emission_activities_company_headquarter_idx').on(t.company_id, t.headquarter_id),
    // A search finds the activities of the clients, providers and projects it names through these;
    // most activities name none, so only those that do are indexed.
    index('emission_activities_company_client_idx')
      .on(t.company_id, t.client_id)
      .where(sql`${t.client_id} is not null`),
    index('emission_activities_company_provider_idx')
      .on(t.company_id, t.provider_id)
      .where(sql`${t.provider_id} is not null`),
    index('emission_activities_company_project_idx')
      .on(t.company_id, t.project_id)
      .where(sql`${t.project_id} is not null`),
    index('emission_activities_company_source_idx').on(t.company_id, t.source_id),
    // The company's document types (the form's and the repair table's suggestions), read by
    // skipping from one value to the next: most activities name none, so only those that do.
    index('emission_activities_company_type_document_idx')
      .on(t.company_id, t.type_document)
      .where(sql`${t.type_document} is not null`),
    // The flagged ones of a company (the list's flag filter, the company's count): few, so partial.
    index('emission_activities_company_flagged_idx')
      .on(t.company_id)
      .where(sql`${t.flagged}`),
    index('emission_activities_factor_date_idx').on(t.emission_factor_id, t.date),
    index('emission_activities_unit_idx').on(t.unit_measurement_id),
  ],
);

/**
 * The emissions of an activity, one row per gas value applied (DESIGN §4): the line of the
 * uncertainty arithmetic. Each row keeps what it applied (gas, value and unit, conversion, share,
 * GWP and its report, both uncertainties, published source), so its kilograms can be worked again by
 * hand from the row alone: co2e_kg = consumption × conversion × share × value × gwp. The catalogue rows are named by id without foreign keys on purpose: a
 * gas value deleted from the catalogue leaves these rows until the recalculation replaces them,
 * so an activity's rows and its totals always agree.
 */
export const activity_emissions = pgTable(
  'activity_emissions',
  {
    activity_id: integer('activity_id').notNull(),
    /**
     * The activity's company: a composite foreign key refuses a line of another company's activity.
     * The company's deletion takes its lines; an activity's does not: its lines are deleted first,
     * while the activity still names the roll-up rows they leave (`emission_rollups`).
     */
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    gas_emission_id: integer('gas_emission_id').notNull(),
    gas_id: integer('gas_id').notNull(),
    /** The gas's name and formula as applied. */
    gas_name: text('gas_name').notNull(),
    gas_formula: text('gas_formula'),
    /** The plain factor whose value this is (a blend's part, or the activity's factor). */
    factor_id: integer('factor_id').notNull(),
    share: doublePrecision('share').notNull(),
    avoided: boolean('avoided').notNull(),
    /** The gas value applied (kg of the gas per one of its unit), its unit and that unit's abbreviation. */
    value: doublePrecision('value').notNull(),
    value_unit_id: integer('value_unit_id').notNull(),
    value_unit: text('value_unit'),
    /** One of the activity's unit in the value's unit: quantity = consumption × conversion. */
    conversion: doublePrecision('conversion').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    gas_kg: doublePrecision('gas_kg').notNull(),
    /** The GWP-100 applied and the IPCC assessment report it comes from. */
    gwp: doublePrecision('gwp').notNull(),
    gwp_report: text('gwp_report').notNull(),
    co2e_kg: doublePrecision('co2e_kg').notNull(),
    /** sqrt(value_uncertainty² + activity_uncertainty²), in percent. */
    uncertainty: doublePrecision('uncertainty').notNull(),
    value_uncertainty: doublePrecision('value_uncertainty').notNull(),
    activity_uncertainty: doublePrecision('activity_uncertainty').notNull(),
    /** Where the value was published, and the publication's name and year, as applied. */
    fountain: text('fountain').notNull(),
    reference: text('reference').notNull(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'activity_emissions_pk', columns: [t.activity_id, t.gas_emission_id] }),
    foreignKey({
      name: 'activity_emissions_activity_fk',
      columns: [t.company_id, t.activity_id],
      foreignColumns: [emission_activities.company_id, emission_activities.id],
    }).onDelete('no action'),
    index('activity_emissions_gas_emission_idx').on(t.gas_emission_id),
    index('activity_emissions_gas_idx').on(t.gas_id),
    index('activity_emissions_company_idx').on(t.company_id),
  ],
);

/** The grains of the roll-ups: a day, a month and a year (a row dated its month's or year's first day). */
export const ROLLUP_GRAINS = ['d', 'm', 'y'] as const;

/**
 * What names the activities a roll-up row sums (after its company): its grain and period, the inventory item
 * (the emission source, or the factor within its catalogue source when recorded by factor), type
 * and catalogue source, and its stakeholders. None is null: 0 stands for "none", so a key is plain
 * equality and one primary key.
 */
const rollupKey = () => ({
  grain: text('grain', { enum: ROLLUP_GRAINS }).notNull(),
  period: date('period', { mode: 'string' }).notNull(),
  by_emission_source: boolean('by_emission_source').notNull(),
  emission_source_id: integer('emission_source_id').notNull(),
  emission_factor_id: integer('emission_factor_id').notNull(),
  source_id: integer('source_id').notNull(),
  type_id: integer('type_id').notNull(),
  headquarter_id: integer('headquarter_id').notNull(),
  client_id: integer('client_id').notNull(),
  provider_id: integer('provider_id').notNull(),
  project_id: integer('project_id').notNull(),
});

/**
 * The stored emission lines summed per year, month and, in the months a reading cut
 * (`rollup_day_months`), day (DESIGN §4 "monthly roll-ups"), so a dashboard reads years and months
 * × lines, not activities. Kept by triggers on `activity_emissions` and
 * `emission_activities` (migration 0012) in the transaction that writes the lines, whatever writes
 * them, and added at its commit; the sums are exact decimals, so adding and taking away never drift.
 * Reconciliation checks them against the lines.
 */
export const emission_rollups = pgTable(
  'emission_rollups',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...rollupKey(),
    gas_emission_id: integer('gas_emission_id').notNull(),
    gas_id: integer('gas_id').notNull(),
    factor_id: integer('factor_id').notNull(),
    share: doublePrecision('share').notNull(),
    avoided: boolean('avoided').notNull(),
    /** How many stored lines it sums (a row summing none is removed). */
    lines: integer('lines').notNull(),
    co2e_kg: numeric('co2e_kg').notNull(),
    /** Σ co2e_kg × uncertainty: the line's half-width × 100. */
    weighted: numeric('weighted').notNull(),
    /**
     * What the lines applied besides their gas value and share (`emission_line_provenances`), as a
     * hash: lines of one key that applied other values (a period kept closed through a catalogue
     * change, a recalculation pending) stay in rows of their own, so a working names each.
     */
    provenance: bigint('provenance', { mode: 'bigint' }).notNull(),
    /** The lines' unit conversion (one of the activity's unit in the value's unit). */
    conversion: doublePrecision('conversion').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'emission_rollups_pk',
      columns: [
        t.company_id,
        t.grain,
        t.period,
        t.emission_source_id,
        t.emission_factor_id,
        t.source_id,
        t.type_id,
        t.by_emission_source,
        t.headquarter_id,
        t.client_id,
        t.provider_id,
        t.project_id,
        t.gas_emission_id,
        t.factor_id,
        t.share,
        t.avoided,
        t.provenance,
        t.conversion,
      ],
    }),
    check('emission_rollups_grain', sql`${t.grain} in (${quoted(ROLLUP_GRAINS)})`),
    // What a dashboard scans: a company's rows of a grain over a range of periods (the primary key
    // leads with the same columns but is five times wider).
    index('emission_rollups_period_idx').on(t.company_id, t.grain, t.period),
  ],
);

/**
 * The stored lines summed per month and day by catalogue source (counted or avoided) and
 * stakeholders: what a monthly chart reads, a few rows a month instead of one per line. Kept from
 * `emission_rollups` by the database (triggers on it, migration 0023) in the same transaction;
 * reconciliation checks it against them.
 */
export const emission_source_rollups = pgTable(
  'emission_source_rollups',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    grain: text('grain', { enum: ROLLUP_GRAINS }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    source_id: integer('source_id').notNull(),
    avoided: boolean('avoided').notNull(),
    headquarter_id: integer('headquarter_id').notNull(),
    client_id: integer('client_id').notNull(),
    provider_id: integer('provider_id').notNull(),
    project_id: integer('project_id').notNull(),
    /** How many stored lines it sums (a row summing none is removed). */
    lines: integer('lines').notNull(),
    co2e_kg: numeric('co2e_kg').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'emission_source_rollups_pk',
      columns: [
        t.company_id,
        t.grain,
        t.period,
        t.source_id,
        t.avoided,
        t.headquarter_id,
        t.client_id,
        t.provider_id,
        t.project_id,
      ],
    }),
    check('emission_source_rollups_grain', sql`${t.grain} in ('m', 'd')`),
    // A monthly chart reads a range of months of some sources: with the period before the source
    // (the key), the range was walked once per source asked for.
    index('emission_source_rollups_source_idx').on(t.company_id, t.grain, t.source_id, t.period),
  ],
);

/**
 * What the company's stored lines applied besides their gas value and share, once per hash
 * (`emission_rollups.provenance`): the gas's name and formula, the value with its unit, the GWP with
 * its report, both uncertainties and the published source, as each line records them. Added by the
 * trigger that adds the lines' roll-ups, in their transaction; a hash two transactions add at once
 * may have two equal rows. A working of a figure reads its lines' sums from the roll-ups and what
 * they applied from here, never the lines themselves.
 */
export const emission_line_provenances = pgTable(
  'emission_line_provenances',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provenance: bigint('provenance', { mode: 'bigint' }).notNull(),
    gas_name: text('gas_name').notNull(),
    gas_formula: text('gas_formula'),
    value: doublePrecision('value').notNull(),
    value_unit_id: integer('value_unit_id').notNull(),
    value_unit: text('value_unit'),
    gwp: doublePrecision('gwp').notNull(),
    gwp_report: text('gwp_report').notNull(),
    uncertainty: doublePrecision('uncertainty').notNull(),
    value_uncertainty: doublePrecision('value_uncertainty').notNull(),
    activity_uncertainty: doublePrecision('activity_uncertainty').notNull(),
    fountain: text('fountain').notNull(),
    reference: text('reference').notNull(),
  },
  (t) => [index('emission_line_provenances_idx').on(t.company_id, t.provenance)],
);

/**
 * The activities counted and their consumption summed per year, month and kept day, by unit and flag
 * (the quantification records' count, mean and standard deviation, and the flagged count). Kept
 * like `emission_rollups`.
 */
export const activity_rollups = pgTable(
  'activity_rollups',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...rollupKey(),
    unit_measurement_id: integer('unit_measurement_id').notNull(),
    flagged: boolean('flagged').notNull(),
    activities: integer('activities').notNull(),
    consumption: numeric('consumption').notNull(),
    consumption_squares: numeric('consumption_squares').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'activity_rollups_pk',
      columns: [
        t.company_id,
        t.grain,
        t.period,
        t.emission_source_id,
        t.emission_factor_id,
        t.source_id,
        t.type_id,
        t.by_emission_source,
        t.headquarter_id,
        t.client_id,
        t.provider_id,
        t.project_id,
        t.unit_measurement_id,
        t.flagged,
      ],
    }),
    check('activity_rollups_grain', sql`${t.grain} in (${quoted(ROLLUP_GRAINS)})`),
    index('activity_rollups_period_idx').on(t.company_id, t.grain, t.period),
  ],
);

/**
 * The months whose days the roll-ups keep (DESIGN §4, §7). A month's day rows are written only once
 * a reading needs them (a filter that cuts the month where it holds activities): until then a write
 * of the month adds its month and year rows only, which halves what an import or a recalculation
 * writes, and a filter's cut that holds no activity reads nothing. A month kept stays kept; its days
 * then follow every write as the months do (`rollup_days_keep`, migration 0031).
 */
export const rollup_day_months = pgTable(
  'rollup_day_months',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'rollup_day_months_pk', columns: [t.company_id, t.month] })],
);

/**
 * A period of a company's inventory closed once reported (DESIGN §4): its activities are read-only,
 * and a catalogue change does not restate it (the recalculation records what it would have made of
 * it instead, `closed_period_holds`). Reopening deletes the row, audited, and recalculates the period.
 */
export const closed_periods = pgTable(
  'closed_periods',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who closed it, as named then (kept when the account goes). */
    closed_by_name: text('closed_by_name'),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('closed_periods_company_id_id_unique').on(t.company_id, t.id),
    index('closed_periods_company_idx').on(t.company_id, t.date_from),
    check('closed_periods_dates_check', sql`${t.date_to} >= ${t.date_from}`),
  ],
);

/**
 * What a catalogue change would have made of a closed period's total, had it not been closed: one
 * row per period and change, added up over the recalculation's batches.
 */
export const closed_period_holds = pgTable(
  'closed_period_holds',
  {
    company_id: integer('company_id').notNull(),
    closed_period_id: integer('closed_period_id').notNull(),
    /** The catalogue change (`catalogue_events`), and its kind. */
    event_id: integer('event_id').notNull(),
    kind: text('kind').notNull(),
    /** The period's activities the change reached, their stored kg CO2e and what they would be now. */
    activities: integer('activities').notNull(),
    stored_kg: doublePrecision('stored_kg').notNull(),
    fresh_kg: doublePrecision('fresh_kg').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'closed_period_holds_pk', columns: [t.closed_period_id, t.event_id] }),
    foreignKey({
      name: 'closed_period_holds_period_fk',
      columns: [t.company_id, t.closed_period_id],
      foreignColumns: [closed_periods.company_id, closed_periods.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A company's emission indicators (spec/workspace.md §3): the value of a key indicator of the
 * catalogue (tonnes produced, employees…) on a date, so the footprint can be read per unit of it.
 * Its sector is always its key indicator's: the pair points at the key indicator, and follows it
 * when a super-admin moves the key indicator to another sector.
 */
export const emission_indicators = pgTable(
  'emission_indicators',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key_indicator_id: integer('key_indicator_id')
      .notNull()
      .references(() => key_indicators.id, { onDelete: 'restrict' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    value: doublePrecision('value').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    headquarter_id: integer('headquarter_id'),
    client_id: integer('client_id'),
    provider_id: integer('provider_id'),
    project_id: integer('project_id'),
    ...timestamps,
  },
  (t) => [
    unique('emission_indicators_company_id_id_unique').on(t.company_id, t.id),
    foreignKey({
      name: 'emission_indicators_key_indicator_sector_fk',
      columns: [t.key_indicator_id, t.sector_id],
      foreignColumns: [key_indicators.id, key_indicators.sector_id],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    ...(['headquarter', 'client', 'provider', 'project'] as const).map((role) =>
      foreignKey({
        name: `emission_indicators_${role}_fk`,
        columns: [t.company_id, t[`${role}_id`]],
        foreignColumns: [stakeholders.company_id, stakeholders.id],
      }).onDelete('restrict'),
    ),
    check('emission_indicators_value_check', sql`${t.value} > 0`),
    index('emission_indicators_company_date_idx').on(t.company_id, t.date),
    index('emission_indicators_company_key_indicator_date_idx').on(t.company_id, t.key_indicator_id, t.date),
    index('emission_indicators_key_indicator_sector_idx').on(t.key_indicator_id, t.sector_id),
  ],
);
