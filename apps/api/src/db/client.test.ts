import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { foldForSearch, SEARCH_FOLD_FROM } from '@huella/shared/lists';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { apiRoot, migrationsFolder, referenceSeedFolder } from './paths.ts';
import { sectors } from './schema/index.ts';

describe('openDatabase', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps PGlite data under <dataDir>/pglite across close and reopen', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'huella-db-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    await migrateDatabase(first);
    await first.db.insert(sectors).values({ code: 'persist-check', name: 'Energía' });
    expect(await first.ping()).toBe(true);
    await first.close();
    expect(await first.ping()).toBe(false);
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    await migrateDatabase(second);
    const rows = await second.db.select().from(sectors).where(eq(sectors.code, 'persist-check'));
    expect(rows.map((row) => row.name)).toEqual(['Energía']);
  });

  it('answers ping with true on an in-memory PGlite', async () => {
    const handle: DatabaseHandle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
    cleanups.push(() => handle.close());
    expect(handle.driver).toBe('pglite');
    expect(await handle.ping()).toBe(true);
  });

  it('answers ping with false, without throwing, when the server is unreachable', async () => {
    const handle = await openDatabase({
      databaseUrl: 'postgres://x@127.0.0.1:1/x',
      dataDir: MEMORY_DATA_DIR,
      connectionTimeoutMillis: 1000,
    });
    cleanups.push(() => handle.close());
    expect(handle.driver).toBe('postgres');
    const started = Date.now();
    expect(await handle.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('search_fold', () => {
  it('folds a text in SQL as the shared search rule does, so the lists find what the rule finds', async () => {
    const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
    try {
      await migrateDatabase(handle);
      const text = `${SEARCH_FOLD_FROM} Bogotá ÑANDÚ Zoë «x» 100% ABC_def`;
      const result = await handle.db.execute(sql`select search_fold(${text}) as folded`);
      const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
      expect(row!.folded).toBe(foldForSearch(text));
      expect(row!.folded).toContain('bogota nandu zoe');
    } finally {
      await handle.close();
    }
  });
});

describe('apiRoot', () => {
  it('finds the API folder holding the migrations and the seed files', () => {
    expect(existsSync(path.join(apiRoot(), 'package.json'))).toBe(true);
    expect(existsSync(path.join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(path.join(referenceSeedFolder(), 'standards.json'))).toBe(true);
  });
});
