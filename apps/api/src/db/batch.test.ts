import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral, arrayParam } from './batch.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

describe('a batch column as one array parameter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  const roundTrip = async <T>(values: readonly T[], type: string) => {
    const result = await database.db.execute(
      sql`select coalesce(array_agg(v order by n), '{}') as values
          from unnest(${arrayParam(values)}::${sql.raw(type)}[]) with ordinality as t(v, n)`,
    );
    return (result as unknown as { rows: { values: unknown[] }[] }).rows[0]!.values;
  };

  it('reaches the database as written: quotes, backslashes, commas, braces, blanks, the word NULL and nulls', async () => {
    const texts = [
      'plain',
      'a "quoted" word',
      'C:\\ruta\\archivo',
      'a, b',
      '{x}',
      '',
      ' ',
      'NULL',
      null,
      'ñandú €',
    ];
    expect(await roundTrip(texts, 'text')).toEqual(texts);
    expect(await roundTrip([1, -2, 3.25, null], 'float8')).toEqual([1, -2, 3.25, null]);
    expect(await roundTrip([true, false, null], 'boolean')).toEqual([true, false, null]);
    expect(await roundTrip([], 'int')).toEqual([]);
  });

  it('reaches the database as written, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.string({ unit: 'grapheme' }), { nil: null }), { maxLength: 8 }),
        async (texts) => {
          // PostgreSQL's text holds no NUL character.
          const clean = texts.map((text) => (text === null ? null : text.replace(/\0/g, '')));
          expect(await roundTrip(clean, 'text')).toEqual(clean);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves to the driver what is not a plain value', () => {
    expect(arrayLiteral([new Date(0)])).toBeNull();
    expect(arrayLiteral([[1]])).toBeNull();
    expect(arrayLiteral([1, 'a', true, null])).toBe('{1,"a",t,NULL}');
  });
});
