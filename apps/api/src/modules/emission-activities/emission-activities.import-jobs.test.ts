import { mkdtemp, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZEmissionActivityImportResult } from '@huella/shared';
import { activity_import_failures, activity_imports, emission_activities } from '../../db/schema/index.ts';
import {
  addMember,
  companyBurningDiesel,
  createStakeholder,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { sharedStringsBomb, unzipEntries, zipOf } from '../../testing/zip-files.ts';
import { openTestDatabase, type TestDatabase } from '../../db/testing.ts';
import { openJobQueue, prepareJobQueue } from '../../plugins/jobs.ts';
import {
  ACTIVITY_IMPORT_LIMITS,
  IMPORT_ACTIVITIES_QUEUE,
  IMPORT_ATTEMPTS,
  runPendingImports,
  sweepImportFiles,
} from './emission-activities.import.ts';

/** The servers of one deployment sign sessions with one key across a restart. */
const SHARED_SECRET = 'a-secret-both-servers-share-0123456789';

// An upload is checked and queued; the import's worker reads and saves it a batch per transaction.
// One import at a time per company, whoever asks at once; an import stopped halfway runs again
// without saving a row twice.

/**
 * A company on the LARGE plan with one emission source, GEN-01 (a diesel generator at Planta
 * Cali), which the imported rows name; and its administrator.
 */
async function companyWithGenerator(app: TestApp) {
  const company = await companyBurningDiesel(app);
  const site = await createStakeholder(app, company.id, 'HEADQUARTERS', 'Planta Cali');
  await company.dieselSource('GEN-01', 'Planta eléctrica', site.id);
  return { id: company.id, owner: company.owner };
}

describe('activity imports in the background', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  async function newCompany() {
    const { id } = await companyWithGenerator(t);
    const colleague = await signedInUser(t);
    await addMember(t, id, colleague.user, 'member');
    return { id, headers: { ...colleague.headers, 'accept-language': 'en' } };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const rowsOf = (rows: number, tag: string) =>
    Array.from(
      { length: rows },
      (_, i) => `GEN-01;2025-${String((i % 12) + 1).padStart(2, '0')}-10;${i + 1};gal;${tag} ${i + 1}`,
    );
  const csvOf = (lines: string[], tag: string) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([`Fuente de emisión;Fecha;Consumo;Unidad de medida;Observaciones\n${lines.join('\n')}\n`]),
      `${tag}.csv`,
    );
    return form;
  };
  const file = (rows: number, tag: string) => csvOf(rowsOf(rows, tag), tag);
  const upload = (company: Company, form: FormData) =>
    t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: company.headers,
      body: form,
    });
  const look = async (company: Company, importId: number) => {
    const res = await t.request(`/api/emission-activities/imports/${importId}?company_id=${company.id}`, {
      headers: company.headers,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZEmissionActivityImportResult.parse(await res.json());
  };
  const activitiesOf = async (company: Company) =>
    (
      await t.database.db
        .select({ row: emission_activities.import_row })
        .from(emission_activities)
        .where(eq(emission_activities.company_id, company.id))
    ).map((activity) => activity.row);

  /**
   * Has the database run `body` (PL/pgSQL) before it inserts an activity of import row `row`, until
   * the answer is called: how a test stops an import at a row, or slows it there.
   */
  async function atImportRow(row: number, body: string): Promise<() => Promise<void>> {
    const name = `at_import_row_${row}`;
    await t.database.db.execute(
      sql.raw(`create function ${name}() returns trigger as $$ begin ${body} end $$ language plpgsql`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${name} before insert on emission_activities
        for each row when (new.import_row = ${row}) execute function ${name}()`),
    );
    return async () => {
      await t.database.db.execute(sql.raw(`drop trigger ${name} on emission_activities`));
      await t.database.db.execute(sql.raw(`drop function ${name}()`));
    };
  }

  it('answers the upload at once, queued with the rows the file declares, and the import then saves them', async () => {
    const company = await newCompany();
    const res = await upload(company, file(30, 'Marzo'));
    expect(res.status, await res.clone().text()).toBe(200);
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    expect(queued).toMatchObject({ state: 'queued', total: 30, read: 0, saved: 0, failed: 0, errors: [] });
    expect(await activitiesOf(company)).toEqual([]);
    expect(await look(company, queued.import_id)).toMatchObject({ state: 'queued' });
    await runPendingImports(t.app.ctx);
    expect(await look(company, queued.import_id)).toMatchObject({
      state: 'done',
      total: 30,
      read: 30,
      saved: 30,
      failed: 0,
    });
    expect(await activitiesOf(company)).toHaveLength(30);
    // The file is no longer kept once it is read.
    const [stored] = await t.database.db
      .select({ file: activity_imports.stored_file })
      .from(activity_imports)
      .where(eq(activity_imports.id, queued.import_id));
    expect(stored!.file).toBeNull();
  });

  it('refuses at once a file with more rows than the plan has room for, reading no further than one past the room', async () => {
    const company = await newCompany();
    await setPlan(t, company.id, 'DEMO'); // 100 activities
    // Row 150's note is too long to be read: were the file read to its end, the answer would say so.
    const lines = rowsOf(150, 'Grande');
    lines[148] = `${lines[148]}${'x'.repeat(ACTIVITY_IMPORT_LIMITS.maxCellLength)}`;
    const res = await upload(company, csvOf(lines, 'Grande'));
    expect(res.status, await res.clone().text()).toBe(409);
    expect(ZApiError.parse(await res.json()).message).toMatch(
      /^The \S+ plan allows 100 activities; the company has 0, so 100 more fit, and the file has more rows than that\. Split it or change plans: nothing was imported\.$/,
    );
    const imports = await t.database.db
      .select({ id: activity_imports.id })
      .from(activity_imports)
      .where(eq(activity_imports.company_id, company.id));
    expect(imports).toEqual([]);
  });

  it('takes a file whose range runs past the room on empty lines when its filled rows fit', async () => {
    const company = await newCompany();
    await setPlan(t, company.id, 'DEMO'); // 100 activities
    const lines = [...rowsOf(60, 'Vacías'), ...Array.from({ length: 90 }, () => ';;;;')];
    const res = await upload(company, csvOf(lines, 'Vacías'));
    expect(res.status, await res.clone().text()).toBe(200);
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    await runPendingImports(t.app.ctx);
    expect(await look(company, queued.import_id)).toMatchObject({ state: 'done', saved: 60, failed: 0 });
  });

  it('does not read at the upload a file declaring no range when the plan has room for more rows than a file may hold', async () => {
    const company = await newCompany(); // LARGE: 2,000,000 activities
    // A streamed workbook declares no range; its third row's note is too long to be read.
    const dir = await mkdtemp(path.join(tmpdir(), 'huella-import-'));
    const name = path.join(dir, 'Sin rango.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: name, useSharedStrings: false });
    const sheet = book.addWorksheet('Actividades');
    sheet.addRow(['Fuente de emisión', 'Fecha', 'Consumo', 'Unidad de medida', 'Observaciones']).commit();
    for (const note of ['Uno', 'Dos', 'x'.repeat(ACTIVITY_IMPORT_LIMITS.maxCellLength + 1)])
      sheet.addRow(['GEN-01', new Date('2025-03-10T00:00:00Z'), 5, 'gal', note]).commit();
    sheet.commit();
    await book.commit();
    const form = new FormData();
    form.append('file', new Blob([await readFile(name)]), 'Sin rango.xlsx');
    const res = await upload(company, form);
    expect(res.status, await res.clone().text()).toBe(200);
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    expect(queued).toMatchObject({ state: 'queued', total: null });
    // The import reads it, and refuses it at the long note.
    await runPendingImports(t.app.ctx);
    const ended = await look(company, queued.import_id);
    expect(ended).toMatchObject({ state: 'refused', saved: 0 });
    expect(ended.message).toMatch(/characters/);
    expect(await activitiesOf(company)).toEqual([]);
  });

  it('runs one import at a time per company: of two uploads at once, the second is told which one runs', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const answers = await Promise.all([
      upload(company, file(20, 'Uno')),
      upload(company, file(20, 'Dos')),
      upload(other, file(20, 'Tres')),
    ]);
    const statuses = answers.slice(0, 2).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
    // Another company imports meanwhile.
    expect(answers[2]!.status).toBe(200);
    const refused = answers.find((res) => res.status === 409)!;
    expect(ZApiError.parse(await refused.json()).message).toBe(
      'The company already has an import running (rows read: 0). Wait for it to end before importing another file.',
    );
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company)).toHaveLength(20);
    expect(await activitiesOf(other)).toHaveLength(20);
    // Once it has ended, the next file goes in.
    const next = await upload(company, file(5, 'Cuatro'));
    expect(next.status, await next.clone().text()).toBe(200);
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company)).toHaveLength(25);
  });

  it('answers ten simultaneous uploads and retries into one company without a 500, saving no row twice', async () => {
    const company = await newCompany();
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-01-10;5;gal\nGEN-01;2025-01-11;-2;gal\nGEN-01;2025-01-12;-3;gal\n',
      ]),
      'diez.csv',
    );
    const first = ZEmissionActivityImportResult.parse(await (await upload(company, form)).json());
    await runPendingImports(t.app.ctx);
    expect(await look(company, first.import_id)).toMatchObject({ state: 'done', saved: 1, failed: 2 });
    const fixed = [
      { row: 3, emission_source: 'GEN-01', date: '2025-01-11', consumption: 2, unit_measurement: 'gal' },
      { row: 4, emission_source: 'GEN-01', date: '2025-01-12', consumption: 3, unit_measurement: 'gal' },
    ];
    const retry = () =>
      t.request('/api/v1/emission-activities/retry', {
        method: 'POST',
        headers: company.headers,
        json: { company_id: company.id, import_id: first.import_id, data: fixed },
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? upload(company, file(10, `Diez ${i}`)) : retry())),
    );
    const statuses = answers.map((res) => res.status);
    // Of the five uploads one is queued and four are told an import runs; every retry is answered.
    expect(statuses.filter((_, i) => i % 2 === 0).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(statuses.filter((_, i) => i % 2 === 1)).toEqual([200, 200, 200, 200, 200]);
    const retried = await Promise.all(
      answers
        .filter((_, i) => i % 2 === 1)
        .map(async (res) => ZEmissionActivityImportResult.parse(await res.json())),
    );
    // The fixed rows were saved by one retry and skipped by the others.
    expect(retried.reduce((sum, each) => sum + each.saved, 0)).toBe(2);
    expect(retried.reduce((sum, each) => sum + each.skipped, 0)).toBe(8);
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company)).toHaveLength(1 + 2 + 10);
  });

  it('runs an import stopped halfway again from its first row, saving no row twice', async () => {
    const company = await newCompany();
    const res = await upload(company, file(2600, 'Largo'));
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    // The database refuses the row in the third thousand: two batches are in, the import stays running.
    const goOn = await atImportRow(2500, "raise exception 'stopped';");
    await expect(runPendingImports(t.app.ctx, { batch: 1000 })).rejects.toThrow();
    expect(await look(company, queued.import_id)).toMatchObject({
      state: 'running',
      read: 2000,
      saved: 2000,
    });
    expect(await activitiesOf(company)).toHaveLength(2000);
    await goOn();
    await runPendingImports(t.app.ctx, { batch: 1000 });
    expect(await look(company, queued.import_id)).toMatchObject({
      state: 'done',
      read: 2600,
      saved: 2600,
      failed: 0,
    });
    const rows = await activitiesOf(company);
    expect(rows).toHaveLength(2600);
    expect(new Set(rows).size).toBe(2600);
  });

  it('runs an import stopped halfway again near its plan’s limit, not counting the rows it had saved twice', async () => {
    const company = await newCompany();
    await setPlan(t, company.id, 'DEMO'); // 100 activities
    const res = await upload(company, file(90, 'Cerca'));
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    // Two batches of 30 are in when the third stops; run again, the first two are skipped.
    const goOn = await atImportRow(75, "raise exception 'stopped';");
    await expect(runPendingImports(t.app.ctx, { batch: 30 })).rejects.toThrow();
    expect(await activitiesOf(company)).toHaveLength(60);
    await goOn();
    // 60 held, 30 to add: within 100, though a batch being skipped and the next one make 120. The
    // first batch is slow (the database waits on its tenth row), so the second is checked meanwhile.
    const quick = await atImportRow(10, 'perform pg_sleep(0.5); return new;');
    await runPendingImports(t.app.ctx, { batch: 30 });
    await quick();
    expect(await look(company, queued.import_id)).toMatchObject({ state: 'done', read: 90, saved: 90 });
    expect(await activitiesOf(company)).toHaveLength(90);
  });

  it('refuses an import its worker could not finish in three runs, keeping nothing of it', async () => {
    const company = await newCompany();
    const queued = ZEmissionActivityImportResult.parse(
      await (await upload(company, file(1500, 'Roto'))).json(),
    );
    const goOn = await atImportRow(1200, "raise exception 'stopped';");
    for (let run = 1; run <= IMPORT_ATTEMPTS; run++)
      await expect(runPendingImports(t.app.ctx, { batch: 1000 })).rejects.toThrow();
    expect(await activitiesOf(company)).toHaveLength(1000);
    await runPendingImports(t.app.ctx, { batch: 1000 });
    await goOn();
    expect(await look(company, queued.import_id)).toMatchObject({
      state: 'refused',
      saved: 0,
      message:
        'The import could not be finished, and nothing of it was kept. Import the file again; if it fails again, write to us.',
    });
    expect(await activitiesOf(company)).toEqual([]);
  });

  it('reads a file still arriving before its write opens a transaction: other requests are answered meanwhile', async () => {
    const company = await newCompany();
    const boundary = 'huella-slow-upload';
    const csv = 'Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-02-10;7;gal\n';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const body = Buffer.from(head + csv + tail);
    const { port } = new URL(t.url);
    let sentRest = () => {};
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/emission-activities/import?company_id=${company.id}`,
          headers: {
            ...company.headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // The first bytes of the file, and then nothing until the list below has answered.
      req.write(body.subarray(0, head.length + 10));
      sentRest = () => req.end(body.subarray(head.length + 10));
    });
    // Were the upload's transaction open, the embedded database would hold this read until it ended.
    const list = await t.request(`/api/emission-activities?company_id=${company.id}`, {
      headers: company.headers,
    });
    expect(list.status).toBe(200);
    sentRest();
    const uploaded = await answer;
    expect(uploaded.status, uploaded.text).toBe(200);
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company)).toHaveLength(1);
  });

  it('refuses a workbook whose shared strings are millions of tiny texts before reading them, keeping nothing', async () => {
    const company = await newCompany();
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Actividades').addRows([
      ['Fuente de emisión', 'Fecha', 'Consumo', 'Unidad de medida'],
      ['GEN-01', '2025-02-10', 7, 'gal'],
    ]);
    const texts = await sharedStringsBomb(14_000_000);
    const parts = unzipEntries(Buffer.from(await book.xlsx.writeBuffer())).map((entry) =>
      entry.name === 'xl/sharedStrings.xml' ? texts : entry,
    );
    const form = new FormData();
    form.append('file', new Blob([zipOf(parts)]), 'bomba.xlsx');
    const res = await upload(company, form);
    expect(res.status).toBe(413);
    expect(ZApiError.parse(await res.json()).message).toBe(
      'The workbook holds more texts than an import takes (up to 48 MB of distinct texts). Copy only the rows and columns of the template into a new workbook.',
    );
    const latest = await t.request(`/api/emission-activities/imports/latest?company_id=${company.id}`, {
      headers: company.headers,
    });
    expect(await latest.json()).toBeNull();
  });

  it('takes fixed rows only under the import they come from: without it nothing is saved', async () => {
    const company = await newCompany();
    const row = {
      row: 2,
      emission_source: 'GEN-01',
      date: '2025-01-11',
      consumption: 2,
      unit_measurement: 'gal',
    };
    for (const body of [
      { company_id: company.id, data: [row] },
      { company_id: company.id, import_id: null, data: [row] },
    ]) {
      const res = await t.request('/api/v1/emission-activities/retry', {
        method: 'POST',
        headers: company.headers,
        json: body,
      });
      expect(res.status).toBe(422);
      expect(Object.keys(ZApiError.parse(await res.json()).errors ?? {})).toEqual(['import_id']);
    }
    expect(await activitiesOf(company)).toEqual([]);
  });

  it('removes a stored file no import names once it is old, and keeps the file of a queued import', async () => {
    const company = await newCompany();
    const storage = t.app.ctx.storage;
    // What an upload whose transaction rolled back after storing its file leaves behind.
    const orphan = await storage.storeImportFile(Buffer.from('Fuente de emisión;Fecha\n'));
    const queued = ZEmissionActivityImportResult.parse(
      await (await upload(company, file(3, 'Huérfano'))).json(),
    );
    const [named] = await t.database.db
      .select({ stored_file: activity_imports.stored_file })
      .from(activity_imports)
      .where(eq(activity_imports.id, queued.import_id));
    // A file written within the hour stays: its upload may still be committing.
    await sweepImportFiles(t.app.ctx);
    expect(await storage.readImportFile(orphan)).not.toBeNull();
    // Counted as old, the orphan goes and the queued import's file stays.
    await sweepImportFiles(t.app.ctx, { graceMs: -60_000 });
    expect(await storage.readImportFile(orphan)).toBeNull();
    expect(await storage.readImportFile(named!.stored_file!)).not.toBeNull();
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company)).toHaveLength(3);
  });

  it('keeps the failing rows of an import for the repair table until a retry saves them', async () => {
    const company = await newCompany();
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-01-10;5;gal\nGEN-01;2025-01-11;-2;gal\nNADA;2025-01-12;5;gal\n',
      ]),
      'repair.csv',
    );
    const queued = ZEmissionActivityImportResult.parse(await (await upload(company, form)).json());
    await runPendingImports(t.app.ctx);
    const ended = await look(company, queued.import_id);
    expect(ended).toMatchObject({ state: 'done', saved: 1, failed: 2 });
    expect(ended.errors.map((error) => [error.row, error.attribute])).toEqual([
      [3, 'consumption'],
      [4, 'emission_source'],
    ]);
    const retried = await t.request('/api/v1/emission-activities/retry', {
      method: 'POST',
      headers: company.headers,
      json: {
        company_id: company.id,
        import_id: queued.import_id,
        data: [
          { row: 3, emission_source: 'GEN-01', date: '2025-01-11', consumption: 2, unit_measurement: 'gal' },
        ],
      },
    });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await retried.json())).toMatchObject({ saved: 1, failed: 0 });
    const after = await look(company, queued.import_id);
    expect(after).toMatchObject({ state: 'done', saved: 2, failed: 1 });
    expect(after.errors.map((error) => error.row)).toEqual([4]);
    const kept = await t.database.db
      .select({ row: activity_import_failures.row })
      .from(activity_import_failures)
      .where(eq(activity_import_failures.import_id, queued.import_id));
    expect(kept).toEqual([{ row: 4 }]);
  });
});

/** An import's state as the server answers it, once it has ended or `ms` have passed. */
async function importEnded(
  app: TestApp,
  company: number,
  headers: Record<string, string>,
  importId: number,
  ms: number,
) {
  const state = async () => {
    const res = await app.request(`/api/emission-activities/imports/${importId}?company_id=${company}`, {
      headers,
    });
    return ZEmissionActivityImportResult.parse(await res.json());
  };
  const deadline = Date.now() + ms;
  while ((await state()).state !== 'done' && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return state();
}

/** Uploads a two-row activities file naming GEN-01 as the company's owner: its import's id. */
async function uploadTwoRows(app: TestApp, company: number, headers: Record<string, string>, name: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([
      'Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-03-10;12;gal\nGEN-01;2025-04-10;15;gal\n',
    ]),
    name,
  );
  const uploaded = await app.request(`/api/emission-activities/import?company_id=${company}`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  return ZEmissionActivityImportResult.parse(await uploaded.json()).import_id;
}

describe('the import queue across restarts', () => {
  const apps: TestApp[] = [];
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.dispose();
  });

  it('goes on after the restart instead of waiting for its job to expire', async () => {
    const database = await openTestDatabase();
    databases.push(database);
    // One deployment: its stored files outlive the process.
    const config = {
      JWT_SECRET: SHARED_SECRET,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'huella-restart-')),
    };
    const first = await startTestApp({ ...config, JOBS: 'false' }, undefined, database);
    apps.push(first);
    const { id: company, owner } = await companyWithGenerator(first);
    const importId = await uploadTwoRows(first, company, owner.headers, 'parada.csv');
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The stopped process had taken the import's job: it is running, and nobody runs it.
    const stopped = openJobQueue(database);
    await stopped.start();
    await prepareJobQueue(stopped, IMPORT_ACTIVITIES_QUEUE);
    await stopped.send(IMPORT_ACTIVITIES_QUEUE, {});
    expect(await stopped.fetch(IMPORT_ACTIVITIES_QUEUE)).toHaveLength(1);
    await stopped.stop({ graceful: false, close: false });

    const second = await startTestApp({ ...config, JOBS: 'true' }, undefined, database);
    apps.push(second);
    // At once on the embedded database; on a server once the job's heartbeat is 10 s late.
    expect(await importEnded(second, company, owner.headers, importId, 60_000)).toMatchObject({
      state: 'done',
      saved: 2,
    });
  }, 90_000);

  it('starts an upload within seconds though the queue last counted an import running', async () => {
    const database = await openTestDatabase();
    databases.push(database);
    // The queue's counts as a process leaves them when it stops during an import: one running.
    const before = openJobQueue(database);
    await before.start();
    await prepareJobQueue(before, IMPORT_ACTIVITIES_QUEUE);
    await before.stop({ graceful: false, close: false });
    await database.db.execute(
      sql`update pgboss.queue set singletons_active = array[null]::text[] where name = ${IMPORT_ACTIVITIES_QUEUE}`,
    );

    const app = await startTestApp({ JOBS: 'true' }, undefined, database);
    apps.push(app);
    const { id: company, owner } = await companyWithGenerator(app);
    const importId = await uploadTwoRows(app, company, owner.headers, 'siguiente.csv');
    // The counts were read back every minute: the import waited for them that long.
    expect(await importEnded(app, company, owner.headers, importId, 20_000)).toMatchObject({
      state: 'done',
      saved: 2,
    });
  }, 60_000);
});
