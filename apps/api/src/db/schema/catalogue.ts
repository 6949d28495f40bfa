import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { IPCC_ASSESSMENTS } from '@huella/shared/schemas/gases';
import { timestamps } from './columns.ts';

// Platform-wide catalogue (DESIGN.md section 4). Super-admins write it, every signed-in user reads it.
// A foreign key that points at a catalogue row is ON DELETE RESTRICT, so deleting a row still in use
// fails and the service answers 409. Rows that only exist as part of their parent (a factor's gas
// values and parts, a source's or key indicator's links) cascade with that parent instead: they are
// not "uses" of it.
//
// `code` columns are the stable keys of the seed (ON CONFLICT (code) DO NOTHING). They are nullable
// because rows created from the admin screens have none.

/** 1 = ISO 14064-1:2018, 2 = GHG Protocol. The ids are fixed: the spec and the web app name them. */
export const standards = pgTable('standards', {
  id: integer('id').primaryKey(),
  name_es: text('name_es').notNull(),
  name_en: text('name_en').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    standard_id: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'restrict' }),
    /** e.g. 'ISO-1', 'GHG-S1', 'GHG-S3-6'. */
    code: text('code').notNull(),
    name_es: text('name_es').notNull(),
    name_en: text('name_en').notNull(),
    /** GHG Protocol scope (1, 2, 3); null for ISO 14064-1 categories. */
    scope: integer('scope'),
    /** The fifteen scope 3 categories have the Scope 3 row as parent. */
    parent_id: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('categories_standard_id_code_unique').on(t.standard_id, t.code),
    foreignKey({ name: 'categories_parent_id_fk', columns: [t.parent_id], foreignColumns: [t.id] }).onDelete(
      'restrict',
    ),
    index('categories_parent_id_idx').on(t.parent_id),
    check('categories_scope_check', sql`${t.scope} is null or ${t.scope} in (1, 2, 3)`),
  ],
);

/** Small enumerations with translated names; group 'emission_source' holds operational / embedded. */
export const types = pgTable(
  'types',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    code: text('code').notNull(),
    name_es: text('name_es').notNull(),
    name_en: text('name_en').notNull(),
  },
  (t) => [unique('types_group_code_unique').on(t.group, t.code)],
);

/** Catalogue of emission-source kinds (stationary combustion, purchased electricity…). */
export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique('sources_code_unique'),
    name: text('name').notNull(),
    /** English name, shown to English readers (null: they read the Spanish `name`). */
    name_en: text('name_en'),
    description: text('description'),
    cause: text('cause'),
    limits: text('limits'),
    risk: text('risk'),
    opportunities: text('opportunities'),
    /** Name of a @tabler/icons-react icon, e.g. 'IconFlame'. */
    icon: text('icon').notNull(),
    enable: boolean('enable').notNull().default(true),
    type_id: integer('type_id').references(() => types.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [index('sources_type_id_idx').on(t.type_id)],
);

/** Each source kind maps to categories of both standards. */
export const source_categories = pgTable(
  'source_categories',
  {
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'source_categories_pk', columns: [t.source_id, t.category_id] }),
    index('source_categories_category_id_idx').on(t.category_id),
  ],
);

export const gases = pgTable('gases', {
  id: serial('id').primaryKey(),
  code: text('code').unique('gases_code_unique'),
  name: text('name').notNull(),
  /** English name, shown to English readers (null: they read the Spanish `name`). */
  name_en: text('name_en'),
  formula: text('formula'),
  /** Global warming potential over 100 years (GWP-100, IPCC AR6 in the seed). */
  pc: doublePrecision('pc').notNull(),
  /** The IPCC assessment report `pc` comes from: 'AR6', 'AR5' or 'AR4'. */
  gwp_report: text('gwp_report', { enum: IPCC_ASSESSMENTS }).notNull().default('AR6'),
  description: text('description'),
  ...timestamps,
});

/**
 * Units of activity data. `factor` converts to the base unit of the unit's `group`
 * (volume → L, mass → kg, energy → kWh, distance → km…), so litres and gallons convert.
 */
export const unit_measurements = pgTable(
  'unit_measurements',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique('unit_measurements_code_unique'),
    name: text('name').notNull(),
    /** English name, shown to English readers (null: they read the Spanish `name`). */
    name_en: text('name_en'),
    abbreviation: text('abbreviation'),
    description: text('description'),
    group: text('group'),
    factor: doublePrecision('factor').notNull().default(1),
    ...timestamps,
  },
  (t) => [check('unit_measurements_factor_check', sql`${t.factor} > 0`)],
);

export const emission_factors = pgTable(
  'emission_factors',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique('emission_factors_code_unique'),
    name: text('name').notNull(),
    /** English name, shown to English readers (null: they read the Spanish `name`). */
    name_en: text('name_en'),
    description: text('description'),
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'restrict' }),
    fly: boolean('fly').notNull().default(false),
    /** A derived factor is a blend of other factors (emission_factor_parts), percents summing to 100. */
    derives: boolean('derives').notNull().default(false),
    value: doublePrecision('value'),
    /** Energy recorded against it is renewable: the inventory report's A5 (DESIGN §4). */
    renewable: boolean('renewable').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('emission_factors_source_id_idx').on(t.source_id)],
);

/** The parts of a derived factor: `factor_id` is the blend, `part_factor_id` one of its components. */
export const emission_factor_parts = pgTable(
  'emission_factor_parts',
  {
    id: serial('id').primaryKey(),
    factor_id: integer('factor_id')
      .notNull()
      .references(() => emission_factors.id, { onDelete: 'cascade' }),
    part_factor_id: integer('part_factor_id')
      .notNull()
      .references(() => emission_factors.id, { onDelete: 'restrict' }),
    percent: numeric('percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    avoided: boolean('avoided').notNull().default(false),
  },
  (t) => [
    unique('emission_factor_parts_factor_id_part_factor_id_unique').on(t.factor_id, t.part_factor_id),
    index('emission_factor_parts_part_factor_id_idx').on(t.part_factor_id),
    check('emission_factor_parts_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check('emission_factor_parts_not_self_check', sql`${t.factor_id} <> ${t.part_factor_id}`),
  ],
);

/** The per-gas value of a factor: kg of gas per one activity unit, valid from date_start to date_end. */
export const gas_emissions = pgTable(
  'gas_emissions',
  {
    id: serial('id').primaryKey(),
    factor_id: integer('factor_id')
      .notNull()
      .references(() => emission_factors.id, { onDelete: 'cascade' }),
    gas_id: integer('gas_id')
      .notNull()
      .references(() => gases.id, { onDelete: 'restrict' }),
    unit_measurement_id: integer('unit_measurement_id')
      .notNull()
      .references(() => unit_measurements.id, { onDelete: 'restrict' }),
    type_id: integer('type_id').references(() => types.id, { onDelete: 'restrict' }),
    value: doublePrecision('value').notNull(),
    /** Half-width of the 95 % confidence interval, in percent. */
    uncertainty: doublePrecision('uncertainty').notNull().default(0),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    date_end: date('date_end', { mode: 'string' }).notNull(),
    /** Where the value was published (URL or text). */
    fountain: text('fountain').notNull(),
    /** Publication name and year, e.g. 'US EPA GHG Emission Factors Hub 2024, Table 1'. */
    reference: text('reference').notNull(),
    avoided: boolean('avoided').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('gas_emissions_factor_id_idx').on(t.factor_id),
    index('gas_emissions_gas_id_idx').on(t.gas_id),
    index('gas_emissions_unit_measurement_id_idx').on(t.unit_measurement_id),
    check('gas_emissions_dates_check', sql`${t.date_end} >= ${t.date_start}`),
    check('gas_emissions_uncertainty_check', sql`${t.uncertainty} >= 0`),
  ],
);

export const sectors = pgTable('sectors', {
  id: serial('id').primaryKey(),
  code: text('code').unique('sectors_code_unique'),
  name: text('name').notNull(),
  /** English name, shown to English readers (null: they read the Spanish `name`). */
  name_en: text('name_en'),
  description: text('description'),
  ...timestamps,
});

export const key_indicators = pgTable(
  'key_indicators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** English name, shown to English readers (null: they read the Spanish `name`). */
    name_en: text('name_en'),
    description: text('description'),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    unit_measurement_id: integer('unit_measurement_id')
      .notNull()
      .references(() => unit_measurements.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('key_indicators_sector_id_idx').on(t.sector_id),
    index('key_indicators_unit_measurement_id_idx').on(t.unit_measurement_id),
    // A company's emission indicator points at its key indicator and that one's sector together.
    unique('key_indicators_id_sector_id_unique').on(t.id, t.sector_id),
  ],
);

/** The sources relevant to a key indicator. */
export const key_indicator_sources = pgTable(
  'key_indicator_sources',
  {
    key_indicator_id: integer('key_indicator_id')
      .notNull()
      .references(() => key_indicators.id, { onDelete: 'cascade' }),
    source_id: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'key_indicator_sources_pk', columns: [t.key_indicator_id, t.source_id] }),
    index('key_indicator_sources_source_id_idx').on(t.source_id),
  ],
);

/**
 * Outbox of catalogue changes that alter computed emissions (a gas's GWP, a gas value, a unit
 * conversion, a factor's parts). Each is written in the same transaction as the change; the
 * recalculation job reads the unprocessed rows in id order and stamps `processed_at`.
 */
export const catalogue_events = pgTable(
  'catalogue_events',
  {
    id: serial('id').primaryKey(),
    /** e.g. 'gas.pc_changed', 'gas_emission.changed', 'unit.factor_changed', 'factor.parts_changed'. */
    kind: text('kind').notNull(),
    /** Id of the changed row (gas, gas emission, unit, factor). */
    entity_id: integer('entity_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('catalogue_events_pending_idx')
      .on(t.id)
      .where(sql`${t.processed_at} is null`),
    index('catalogue_events_kind_entity_id_idx').on(t.kind, t.entity_id),
  ],
);

/**
 * The earlier versions of catalogue rows the calculation reads (DESIGN §4 "catalogue values are
 * versioned"): each change of a gas's GWP or of a gas value's number, unit, dates or uncertainty,
 * and each deletion of a gas value, keeps the row as it was, who replaced it and when. The row in
 * its own table is the current version.
 */
export const catalogue_versions = pgTable(
  'catalogue_versions',
  {
    id: serial('id').primaryKey(),
    /** The table of the row: 'gases' or 'gas_emissions'. */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** The row's fields as they were. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** When this version stopped being the current one, and who replaced it. */
    replaced_at: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replaced_by: integer('replaced_by'),
    replaced_by_email: text('replaced_by_email'),
    /** What replaced it: 'update' or 'delete'. */
    action: text('action').notNull(),
  },
  (t) => [index('catalogue_versions_entity_idx').on(t.entity, t.entity_id, t.replaced_at)],
);
