import { and, eq, getTableName, is, type SQL } from 'drizzle-orm';
import {
  PgTable,
  type AnyPgColumn,
  type CreatePgSelectFromBuilderMode,
  type PgInsertValue,
  type PgUpdateSetSource,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import * as schema from './schema/index.ts';

// Tenant data by construction (DESIGN §3): a table with `company_id` is queried through a handle
// bound to one company, which adds the company to every select, update and delete and writes it
// into every insert. Lint refuses any other query on those tables (eslint.config.js); what is about
// every company at once (the catalogue's uses, the recalculation, the platform's records) says so
// by taking `acrossCompanies`.

type Conn = Db | Tx;

/** A table of one company's data: it has `company_id`. */
export type TenantTable = PgTable & { company_id: AnyPgColumn };

/** Every table with `company_id`, read from the schema. */
export const TENANT_TABLES: readonly TenantTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is TenantTable => is(value, PgTable) && 'company_id' in value,
);

export const TENANT_TABLE_NAMES: readonly string[] = TENANT_TABLES.map((table) => getTableName(table));

/** What `db.select().from(table)` builds, and `db.select(fields).from(table)`. */
type SelectAll<T extends TenantTable> = CreatePgSelectFromBuilderMode<
  'db',
  T['_']['name'],
  T['_']['columns'],
  'single'
>;
type SelectFields<T extends TenantTable, F extends SelectedFields> = CreatePgSelectFromBuilderMode<
  'db',
  T['_']['name'],
  F,
  'partial'
>;

// drizzle types `from` per concrete table; for a table given as a type parameter it says the same
// in these two types.
function selectAll<T extends TenantTable>(db: Conn, table: T): SelectAll<T> {
  return db.select().from(table as PgTable) as unknown as SelectAll<T>;
}
function selectFields<T extends TenantTable, F extends SelectedFields>(
  db: Conn,
  table: T,
  fields: F,
): SelectFields<T, F> {
  return db.select(fields).from(table as PgTable) as unknown as SelectFields<T, F>;
}

/**
 * The builder with `condition` applied, and every later `where` joined to it: whatever the
 * caller's own conditions, the query never leaves the company.
 */
function bound<B extends object>(builder: B, condition: SQL): B {
  const where = (builder as unknown as { where(condition: SQL | undefined): unknown }).where;
  where.call(builder, condition);
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === 'where')
        return (extra: SQL | undefined) => where.call(receiver, and(condition, extra));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function isTenantTable(table: PgTable): table is TenantTable {
  return TENANT_TABLES.includes(table as TenantTable);
}

function assertTenantTable(table: PgTable): asserts table is TenantTable {
  if (!isTenantTable(table)) throw new Error(`${getTableName(table)} is not a table of a company's data`);
}

/** A handle on one company's rows (see the comment at the top of this file). */
export class TenantDb {
  constructor(
    private readonly db: Conn,
    readonly companyId: number,
  ) {}

  private of(table: TenantTable): SQL {
    return eq(table.company_id, this.companyId);
  }

  /** `select … from table where company_id = …` (and the caller's own `where`). */
  selectFrom<T extends TenantTable>(table: T): SelectAll<T>;
  selectFrom<T extends TenantTable, F extends SelectedFields>(table: T, fields: F): SelectFields<T, F>;
  selectFrom(table: TenantTable, fields?: SelectedFields) {
    assertTenantTable(table);
    const query = fields ? selectFields(this.db, table, fields) : selectAll(this.db, table);
    return bound(query, this.of(table));
  }

  /** `insert into table`: each row of the company (a row naming another company is refused). */
  insertInto<T extends TenantTable>(
    table: T,
    values: Omit<PgInsertValue<T>, 'company_id'> | Omit<PgInsertValue<T>, 'company_id'>[],
  ) {
    assertTenantTable(table);
    const rows = (Array.isArray(values) ? values : [values]).map((row) => {
      const given = (row as { company_id?: unknown }).company_id;
      if (given !== undefined && given !== this.companyId)
        throw new Error(`a row of company ${String(given)} written through company ${this.companyId}`);
      return { ...row, company_id: this.companyId } as PgInsertValue<T>;
    });
    return this.db.insert(table).values(rows);
  }

  /** `update table set … where company_id = …` (and the caller's own `where`); the company stays. */
  updateSet<T extends TenantTable>(table: T, values: Omit<PgUpdateSetSource<T>, 'company_id'>) {
    assertTenantTable(table);
    if ('company_id' in values) throw new Error('a row never moves to another company');
    return bound(this.db.update(table).set(values as PgUpdateSetSource<T>), this.of(table));
  }

  /** `delete from table where company_id = …` (and the caller's own `where`). */
  deleteFrom<T extends TenantTable>(table: T) {
    assertTenantTable(table);
    return bound(this.db.delete(table), this.of(table));
  }
}

/** The rows of one company's data, and nobody else's. */
export function tenant(db: Conn, companyId: number): TenantDb {
  return new TenantDb(db, companyId);
}

/**
 * Queries about every company at once: the catalogue's uses of a factor, the recalculation after a
 * catalogue change, the platform's own records (memberships, invitations by their link, the audit
 * log). Each use says why it is not about one company.
 */
export function acrossCompanies(db: Conn) {
  return new AcrossCompanies(db);
}

/** The same verbs as `TenantDb`, over every company's rows. */
export class AcrossCompanies {
  constructor(private readonly db: Conn) {}

  selectFrom<T extends TenantTable>(table: T): SelectAll<T>;
  selectFrom<T extends TenantTable, F extends SelectedFields>(table: T, fields: F): SelectFields<T, F>;
  selectFrom(table: TenantTable, fields?: SelectedFields) {
    return fields ? selectFields(this.db, table, fields) : selectAll(this.db, table);
  }

  insertInto<T extends TenantTable>(table: T, values: PgInsertValue<T> | PgInsertValue<T>[]) {
    return this.db.insert(table).values(values as PgInsertValue<T>[]);
  }

  updateSet<T extends TenantTable>(table: T, values: PgUpdateSetSource<T>) {
    return this.db.update(table).set(values);
  }

  deleteFrom<T extends TenantTable>(table: T) {
    return this.db.delete(table);
  }
}
