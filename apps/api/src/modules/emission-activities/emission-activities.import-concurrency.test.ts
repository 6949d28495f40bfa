import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivityImportResult } from '@huella/shared';
import type { Tx } from '../../db/client.ts';
import {
  activity_import_failures,
  activity_imports,
  emission_activities,
  unit_measurements,
} from '../../db/schema/index.ts';
import type { TestDatabase } from '../../db/testing.ts';
import { companyBurningDiesel, createStakeholder } from '../../testing/factories.ts';
import { openServerDatabase } from '../../testing/server-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { runPendingImports } from './emission-activities.import.ts';
import { countImportRows } from './emission-activities.repository.ts';

// On a server an import writes two batches at once, each in its own transaction (`IMPORT_IN_FLIGHT`).
// Both hold their import's key (their activities' foreign key to it) when they count their rows on
// it; the count must wait for the other batch, never deadlock with it, and include the other's rows
// to fix once it has committed. PGlite runs one transaction at a time and cannot show it.

describe('two batches of one import counted at once', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await openServerDatabase();
    t = await startTestApp({}, undefined, database);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it('count one after the other, each seeing the rows to fix of the one before', async () => {
    const company = await companyBurningDiesel(t);
    const site = await createStakeholder(t, company.id, 'HEADQUARTERS', 'Planta Cali');
    const source = await company.dieselSource('GEN-01', 'Planta eléctrica', site.id);
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-03-10;12;gal\n']),
      'dos-lotes.csv',
    );
    const uploaded = await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: company.owner.headers,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { import_id: importId } = ZEmissionActivityImportResult.parse(await uploaded.json());
    const [gallon] = await database.db
      .select()
      .from(unit_measurements)
      .where(eq(unit_measurements.code, 'gal_us'));

    /**
     * One batch: an activity of the import (its row `row`) and one row to fix, then, once `goOn`
     * says so, its count; it ends `holdMs` after counting.
     */
    const batch = (row: number, inserted: () => void, goOn: Promise<unknown>, holdMs: number) =>
      database.db.transaction(async (tx: Tx) => {
        await tx.insert(emission_activities).values({
          company_id: company.id,
          date: '2025-03-10',
          consumption: row,
          by_emission_source: true,
          emission_source_id: source.id,
          emission_factor_id: company.diesel.id,
          type_id: company.operational,
          source_id: company.stationary.id,
          unit_measurement_id: gallon!.id,
          headquarter_id: site.id,
          import_id: importId,
          import_row: row,
        });
        await tx.insert(activity_import_failures).values({
          company_id: company.id,
          import_id: importId,
          row: row + 100,
          values: {},
          errors: {},
        });
        inserted();
        await goOn;
        await countImportRows(tx, company.id, importId, { rows: 2, saved: 1 });
        await pause(holdMs);
      });

    let aInserted!: () => void;
    let bInserted!: () => void;
    const aReady = new Promise<void>((resolve) => (aInserted = resolve));
    const bReady = new Promise<void>((resolve) => (bInserted = resolve));
    // Both have written (and hold the import's key) before either counts; the second counts first
    // and ends a moment later, while the first is counting.
    const a = batch(
      2,
      aInserted,
      bReady.then(() => pause(150)),
      0,
    );
    const b = aReady.then(() => batch(3, bInserted, Promise.resolve(), 600));
    const ended = await Promise.allSettled([a, b]);
    expect(ended.map((each) => (each.status === 'rejected' ? String(each.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
    const [stored] = await database.db
      .select()
      .from(activity_imports)
      .where(eq(activity_imports.id, importId));
    // The two batches' rows, and the rows to fix of both, whichever counted last.
    expect(stored).toMatchObject({ rows: 4, saved: 2, failed: 2 });
  }, 60_000);
});

// A retry that names no import (as the spec sends it) finds the company's import with rows to fix
// under the company's lock: two sent at once for the same row save it once.
describe('two retries of one row sent at once without naming the import', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await openServerDatabase();
    t = await startTestApp({}, undefined, database);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it('save the row once: one retry saves it, the other finds it saved', async () => {
    const company = await companyBurningDiesel(t);
    const site = await createStakeholder(t, company.id, 'HEADQUARTERS', 'Planta Cali');
    await company.dieselSource('GEN-01', 'Planta eléctrica', site.id);
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-03-10;12;gal\nGEN-01;2025-04-10;;gal\n',
      ]),
      'reintento.csv',
    );
    const uploaded = await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: company.owner.headers,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { import_id: importId } = ZEmissionActivityImportResult.parse(await uploaded.json());
    await runPendingImports(t.app.ctx);

    const retry = () =>
      t.request('/api/v1/emission-activities/retry', {
        method: 'POST',
        headers: company.owner.headers,
        json: {
          company_id: company.id,
          data: [{ row: 3, recurso_de_emision: 'GEN-01', fecha: '2025-04-10', consumo: '7', unidad: 'gal' }],
        },
      });
    const answers = await Promise.all([retry(), retry()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const results = await Promise.all(
      answers.map(async (answer) => ZEmissionActivityImportResult.parse(await answer.json())),
    );
    expect(results.map((result) => result.import_id)).toEqual([importId, importId]);
    expect(results.map((result) => result.saved + result.skipped).sort()).toEqual([1, 1]);
    expect(results.map((result) => result.saved).sort()).toEqual([0, 1]);
    const saved = await database.db
      .select({ row: emission_activities.import_row })
      .from(emission_activities)
      .where(eq(emission_activities.import_id, importId));
    expect(saved.map((each) => each.row).sort()).toEqual([2, 3]);
    const [stored] = await database.db
      .select()
      .from(activity_imports)
      .where(eq(activity_imports.id, importId));
    expect(stored).toMatchObject({ failed: 0 });
  }, 60_000);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
