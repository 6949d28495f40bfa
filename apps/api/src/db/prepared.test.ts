import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from './prepared.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

describe('executePrepared', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  it('answers each call with its own values, on every connection, whatever ran before', async () => {
    const twice = (n: number) => sql`select ${n}::int * 2 as twice, ${`n${n}`}::text as name`;
    // More calls at once than the pool has connections: each connection prepares it once.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        executePrepared<{ twice: number; name: string }>(database.db, () => twice(n)),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 25 }, (_, n) => [{ twice: n * 2, name: `n${n}` }]));
    // Another shape of statement is a statement of its own.
    expect(await executePrepared(database.db, () => sql`select ${3}::int + ${4}::int as sum`)).toEqual([
      { sum: 7 },
    ]);
    expect(await executePrepared(database.db, () => twice(100))).toEqual([{ twice: 200, name: 'n100' }]);
  });

  it('builds a statement once per key, and a new key builds it again', async () => {
    let builds = 0;
    const numbered = (n: number) => () => {
      builds++;
      return sql`select ${n}::int as n`;
    };
    expect(await executePrepared(database.db, numbered(1), 'numbered:1')).toEqual([{ n: 1 }]);
    expect(await executePrepared(database.db, numbered(1), 'numbered:1')).toEqual([{ n: 1 }]);
    expect(builds).toBe(1);
    expect(await executePrepared(database.db, numbered(2), 'numbered:2')).toEqual([{ n: 2 }]);
    expect(builds).toBe(2);
  });

  it('runs inside a transaction, seeing its writes', async () => {
    await database.db.execute(sql`create table prepared_check (n int)`);
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_check values (41)`);
      return executePrepared<{ n: number }>(tx, () => sql`select n + ${1}::int as n from prepared_check`);
    });
    expect(seen).toEqual([{ n: 42 }]);
  });
});
