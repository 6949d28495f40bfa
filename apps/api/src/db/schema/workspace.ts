import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAKEHOLDER_TYPES } from '@huella/shared/schemas/stakeholders';
import { emission_factors, sources, types } from './catalogue.ts';
import { timestamps } from './columns.ts';
import { companies } from './identity.ts';

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
    ...timestamps,
  },
  (t) => [
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
  ],
);
