import { and, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import {
  PgTable,
  type AnyPgColumn,
  type CreatePgSelectFromBuilderMode,
  type PgInsertValue,
  type PgUpdateSetSource,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import { arrayParam } from './batch.ts';
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
  type Where = SQL | ((fields: never) => SQL | undefined) | undefined;
  const where = (builder as unknown as { where(condition: Where): unknown }).where;
  where.call(builder, condition);
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === 'where')
        return (extra: Where) =>
          where.call(
            receiver,
            typeof extra === 'function'
              ? (fields: never) => and(condition, extra(fields))
              : and(condition, extra),
          );
      const value = Reflect.get(target, property, receiver) as unknown;
      // drizzle's joins are arrow functions of the builder itself, answering the builder: they
      // answer this proxy instead, so a `where` after a join is still joined to the company.
      if (typeof value === 'function' && Object.prototype.hasOwnProperty.call(target, property))
        return (...args: unknown[]) => {
          const result = (value as (...args: unknown[]) => unknown).apply(target, args);
          return result === target ? receiver : result;
        };
      return value;
    },
  });
}

function isTenantTable(table: PgTable): table is TenantTable {
  return TENANT_TABLES.includes(table as TenantTable);
}

function assertTenantTable(table: PgTable): asserts table is TenantTable {
  if (!isTenantTable(table)) throw new Error(`${getTableName(table)} is not a table of a company's data`);
}

/**
 * The SQL type of a batch column's array (`unnest($1::int[], …)`). `repeated text` is a text column
 * whose values repeat through the batch (a gas value's source and reference on every line that
 * applied it): each distinct value travels once, and each row its place among them.
 */
export type BatchColumnType = 'int' | 'float8' | 'boolean' | 'date' | 'text' | 'jsonb' | 'repeated text';

/** The columns a batch writes (never `company_id`: the handle writes it), each with its SQL type. */
export type BatchColumns<T extends TenantTable> = Partial<
  Record<Exclude<keyof T['$inferInsert'] & string, 'company_id'>, BatchColumnType>
>;

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

  /**
   * `insert into table (company_id, …) select <company>, … from unnest(…)`, then `tail` (`on
   * conflict …`, `returning …`): a batch of the company's rows in one statement, each column one
   * array parameter (db/batch.ts), for the writes as large as an import, which drizzle's `values`
   * would spell with a parameter per cell. Answers the rows `returning` gives.
   */
  insertBatch<T extends TenantTable, C extends BatchColumns<T>, Returned = unknown>(
    table: T,
    columns: C,
    rows: readonly { [K in keyof C]?: unknown }[],
    tail?: SQL,
  ): Promise<Returned[]> {
    const values = {} as { [K in keyof C]: unknown[] };
    for (const key of Object.keys(columns) as (keyof C & string)[])
      values[key] = rows.map((row) => row[key] ?? null);
    return this.insertColumns(table, columns, values, tail);
  }

  /** `insertBatch` of a batch given column by column: `values` holds each column's values in row order. */
  async insertColumns<T extends TenantTable, C extends BatchColumns<T>, Returned = unknown>(
    table: T,
    columns: C,
    values: { readonly [K in keyof C]: readonly unknown[] },
    tail?: SQL,
  ): Promise<Returned[]> {
    assertTenantTable(table);
    const keys = Object.keys(columns) as (keyof C & string)[];
    const named = table as unknown as Record<string, AnyPgColumn>;
    const names = keys.map((key) => sql.identifier(named[key]!.name));
    const arrays: SQL[] = [];
    const selected: SQL[] = [];
    keys.forEach((key, index) => {
      const type = columns[key]!;
      const alias = sql.raw(`c${index}`);
      if (type === 'repeated text') {
        // Each row's value as its place (1-based) among the distinct values, null as null.
        const distinct = new Map<unknown, number>();
        const places = values[key].map((value) => {
          if (value === null || value === undefined) return null;
          let place = distinct.get(value);
          if (place === undefined) distinct.set(value, (place = distinct.size + 1));
          return place;
        });
        arrays.push(sql`${arrayParam(places)}::int[]`);
        selected.push(sql`(${arrayParam([...distinct.keys()])}::text[])[v.${alias}]`);
      } else {
        arrays.push(sql`${arrayParam(values[key])}::${sql.raw(type)}[]`);
        selected.push(sql`v.${alias}`);
      }
    });
    const aliases = keys.map((_, index) => sql.raw(`c${index}`));
    const result = await this.db.execute(sql`
      insert into ${table} (${sql.identifier(table.company_id.name)}, ${sql.join(names, sql`, `)})
      select ${this.companyId}, ${sql.join(selected, sql`, `)}
      from unnest(${sql.join(arrays, sql`, `)}) as v(${sql.join(aliases, sql`, `)})
      ${tail}`);
    return (result as unknown as { rows: Returned[] }).rows;
  }

  /** `update table set … where company_id = …` (and the caller's own `where`); the company stays. */
  updateSet<T extends TenantTable>(table: T, values: Omit<PgUpdateSetSource<T>, 'company_id'>) {
    assertTenantTable(table);
    if ('company_id' in values) throw new Error('a row never moves to another company');
    return bound(this.db.update(table).set(values as PgUpdateSetSource<T>), this.of(table));
  }

  /**
   * The distinct values of a text column among the company's rows, in the column's order, at most
   * `limit`: read by skipping from each value to the next through an index on (company_id, column),
   * so the cost grows with the values read, not with the rows.
   */
  async distinctValues<T extends TenantTable>(
    table: T,
    column: AnyPgColumn,
    limit: number,
  ): Promise<string[]> {
    assertTenantTable(table);
    const value = sql.identifier(column.name);
    const company = sql`${sql.identifier(table.company_id.name)} = ${this.companyId}`;
    const result = await this.db.execute(sql`
      with recursive found(value) as (
        (select ${value} from ${table} where ${company} and ${value} is not null order by ${value} limit 1)
        union all
        select (
          select ${value} from ${table} where ${company} and ${value} > found.value order by ${value} limit 1
        ) from found where found.value is not null
      )
      select value from found where value is not null limit ${limit}`);
    return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
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
