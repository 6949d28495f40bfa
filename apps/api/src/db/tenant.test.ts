import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, stakeholders } from './schema/index.ts';
import { acrossCompanies, tenant, TENANT_TABLE_NAMES } from './tenant.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

describe('a company-bound handle', () => {
  let database: TestDatabase;
  let a: number;
  let b: number;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: false });
    const rows = await database.db
      .insert(companies)
      .values([{ name: 'A SAS' }, { name: 'B SAS' }])
      .returning({ id: companies.id });
    [a, b] = rows.map((row) => row.id) as [number, number];
    await tenant(database.db, a).insertInto(stakeholders, [
      { type: 'HEADQUARTERS', name: 'Bogotá' },
      { type: 'CLIENTS', name: 'Éxito' },
    ]);
    await tenant(database.db, b).insertInto(stakeholders, { type: 'HEADQUARTERS', name: 'Lima' });
  });
  afterAll(async () => database?.dispose());

  const namesOf = async (companyId: number) =>
    (await tenant(database.db, companyId).selectFrom(stakeholders).orderBy(asc(stakeholders.name))).map(
      (row) => row.name,
    );

  it('knows every table with company_id from the schema', () => {
    expect([...TENANT_TABLE_NAMES].sort()).toEqual(
      [
        'activity_emissions',
        'activity_imports',
        'audit_log',
        'company_sources',
        'company_users',
        'emission_activities',
        'emission_sources',
        'invitations',
        'stakeholders',
      ].sort(),
    );
  });

  it('writes its company into every row it inserts, and sees only its rows', async () => {
    expect(await namesOf(a)).toEqual(['Bogotá', 'Éxito']);
    expect(await namesOf(b)).toEqual(['Lima']);
  });

  it('keeps the company whatever the caller’s own condition, and with selected fields', async () => {
    const lima = await tenant(database.db, a)
      .selectFrom(stakeholders, { id: stakeholders.id, name: stakeholders.name })
      .where(eq(stakeholders.name, 'Lima'));
    expect(lima).toEqual([]);
    const all = await acrossCompanies(database.db)
      .selectFrom(stakeholders)
      .where(eq(stakeholders.name, 'Lima'));
    expect(all).toHaveLength(1);
  });

  it('updates and deletes only the company’s rows', async () => {
    const everyId = (await acrossCompanies(database.db).selectFrom(stakeholders)).map((row) => row.id);
    const updated = await tenant(database.db, b)
      .updateSet(stakeholders, { description: 'changed' })
      .where(inArray(stakeholders.id, everyId))
      .returning({ id: stakeholders.id });
    expect(updated).toHaveLength(1);
    const deleted = await tenant(database.db, b)
      .deleteFrom(stakeholders)
      .where(inArray(stakeholders.id, everyId))
      .returning({ id: stakeholders.id });
    expect(deleted).toHaveLength(1);
    expect(await namesOf(a)).toEqual(['Bogotá', 'Éxito']);
    expect(await namesOf(b)).toEqual([]);
  });

  it('refuses a row of another company and a move to another company', () => {
    expect(() =>
      tenant(database.db, a).insertInto(stakeholders, { company_id: b, type: 'CLIENTS', name: 'X' } as never),
    ).toThrow(/company/);
    expect(() => tenant(database.db, a).updateSet(stakeholders, { company_id: b } as never)).toThrow(
      /another company/,
    );
    expect(() => tenant(database.db, a).selectFrom(companies as never)).toThrow(/not a table/);
  });
});
