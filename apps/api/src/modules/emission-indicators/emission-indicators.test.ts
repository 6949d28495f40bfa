import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZDashboard,
  ZEmissionIndicator,
  ZImportCreated,
  ZImportFailure,
  ZIndicatorDashboard,
  ZIndicatorDashboardDefaults,
  listEnvelope,
  type TEmissionIndicator,
} from '@huella/shared';
import {
  audit_log,
  emission_factors,
  emission_indicators,
  gas_emissions,
  gases,
  key_indicator_sources,
  key_indicators,
  sectors,
  sources,
  unit_measurements,
} from '../../db/schema/index.ts';
import {
  addCompanySources,
  addMember,
  createCompany,
  createStakeholder,
  emissionSourceTypes,
  setPlan,
  signedInUser,
  succeed,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { lastFullYear } from './emission-indicators.service.ts';

// A company's emission indicators through the API: the form's rules, the list, all-or-none deletes,
// the plan's limit, the import and export, and the indicator dashboard on a case worked by hand.

type Headers = Record<string, string>;
type KeyIndicator = { id: number; name: string; sector_id: number; sector: string };

let t: TestApp;
let tonnes: number;
let manufacturing: KeyIndicator;
let employees: KeyIndicator;
let otherSector: number;

async function newKeyIndicator(name: string, sectorId: number, sectorName: string, sourceIds: number[] = []) {
  const [row] = await t.database.db
    .insert(key_indicators)
    .values({ name, sector_id: sectorId, unit_measurement_id: tonnes })
    .returning();
  if (sourceIds.length > 0)
    await t.database.db
      .insert(key_indicator_sources)
      .values(sourceIds.map((source_id) => ({ key_indicator_id: row!.id, source_id })));
  return { id: row!.id, name, sector_id: sectorId, sector: sectorName };
}

async function newSector(name: string) {
  const [row] = await t.database.db.insert(sectors).values({ name }).returning();
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const [unit] = await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 't'));
  tonnes = unit!.id;
  const industry = await newSector('Manufactura (indicadores)');
  otherSector = await newSector('Servicios (indicadores)');
  manufacturing = await newKeyIndicator(
    'Toneladas producidas (prueba)',
    industry,
    'Manufactura (indicadores)',
  );
  employees = await newKeyIndicator('Empleados (prueba)', otherSector, 'Servicios (indicadores)');
});
afterAll(async () => t?.close());

/** A company with an administrator, a member and a stakeholder of each type, on the LARGE plan unless told. */
async function newCompany(plan: 'LARGE' | 'TRIAL' = 'LARGE') {
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  if (plan === 'LARGE') await setPlan(t, id, 'LARGE');
  const colleague = await signedInUser(t);
  await addMember(t, id, colleague.user, 'member');
  return {
    id,
    admin: owner.headers,
    member: colleague.headers,
    north: await createStakeholder(t, id, 'HEADQUARTERS', 'Sede Norte'),
    south: await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Sur'),
    client: await createStakeholder(t, id, 'CLIENTS', 'Cliente Grande'),
    provider: await createStakeholder(t, id, 'PROVIDERS', 'Proveedor Uno'),
    project: await createStakeholder(t, id, 'PROJECTS', 'Proyecto Uno'),
  };
}
type Company = Awaited<ReturnType<typeof newCompany>>;

const call = (method: string, path: string, headers: Headers, json?: object, lang = 'es') =>
  t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

const input = (company: Company, overrides: object = {}) => ({
  company_id: company.id,
  key_indicator_id: manufacturing.id,
  value: 1250.5,
  date: '2024-03-15',
  ...overrides,
});

async function create(company: Company, overrides: object = {}): Promise<TEmissionIndicator> {
  const res = await call('POST', '/emission-indicators', company.member, input(company, overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return ZEmissionIndicator.parse(await res.json());
}

const list = async (company: Company, query: string) => {
  const res = await call('GET', `/emission-indicators?company_id=${company.id}${query}`, company.member);
  expect(res.status, await res.clone().text()).toBe(200);
  return listEnvelope(ZEmissionIndicator).parse(await res.json());
};

const countOf = async (company: Company) =>
  (
    await t.database.db
      .select()
      .from(emission_indicators)
      .where(eq(emission_indicators.company_id, company.id))
  ).length;

describe('emission indicators', () => {
  it('lets a member create, read, update and delete an indicator, its sector the key indicator’s', async () => {
    const company = await newCompany();
    const created = await create(company, { note: 'Producción de marzo', headquarter_id: company.north.id });
    expect(created).toMatchObject({
      company_id: company.id,
      key_indicator_id: manufacturing.id,
      sector_id: manufacturing.sector_id,
      value: 1250.5,
      date: '2024-03-15',
      note: 'Producción de marzo',
      key_indicator: {
        id: manufacturing.id,
        name: manufacturing.name,
        sector: { id: manufacturing.sector_id, name: manufacturing.sector },
        unit: 't',
      },
      headquarter: { id: company.north.id, name: 'Sede Norte' },
      client: null,
      provider: null,
      project: null,
    });

    const shown = await call(
      'GET',
      `/emission-indicators/${created.id}?company_id=${company.id}`,
      company.member,
    );
    expect(shown.status).toBe(200);
    expect(ZEmissionIndicator.parse(await shown.json()).id).toBe(created.id);

    const updated = await call(
      'PUT',
      `/emission-indicators/${created.id}`,
      company.admin,
      input(company, {
        key_indicator_id: employees.id,
        sector_id: employees.sector_id,
        value: 42,
        date: '2024-04-01',
        note: null,
        client_id: company.client.id,
        provider_id: company.provider.id,
        project_id: company.project.id,
      }),
    );
    expect(updated.status, await updated.clone().text()).toBe(200);
    expect(ZEmissionIndicator.parse(await updated.json())).toMatchObject({
      key_indicator_id: employees.id,
      sector_id: otherSector,
      value: 42,
      date: '2024-04-01',
      note: null,
      headquarter: null,
      client: { id: company.client.id },
      provider: { id: company.provider.id },
      project: { id: company.project.id },
    });

    const deleted = await call('DELETE', `/emission-indicators/${created.id}`, company.member, {
      company_id: company.id,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(
      'GET',
      `/emission-indicators/${created.id}?company_id=${company.id}`,
      company.member,
    );
    expect(gone.status).toBe(404);
    expect(await countOf(company)).toBe(0);

    // Every write is in the audit log: what, which row, which fields were sent.
    const entries = await t.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.company_id, company.id))
      .orderBy(asc(audit_log.id));
    expect(entries.map((entry) => [entry.entity, entry.action, entry.entity_id])).toEqual([
      ['emission-indicators', 'create', String(created.id)],
      ['emission-indicators', 'update', String(created.id)],
      ['emission-indicators', 'delete', String(created.id)],
    ]);
    expect(entries[0]!.changes).toEqual(expect.arrayContaining(['value', 'date', 'key_indicator_id']));
  });

  it('refuses a value that is not positive, a missing date, another company’s or another type’s stakeholder and another sector, writing nothing', async () => {
    const company = await newCompany();
    const stranger = await newCompany();
    const refusal = async (overrides: object, lang = 'en') => {
      const res = await call('POST', '/emission-indicators', company.member, input(company, overrides), lang);
      expect(res.status, await res.clone().text()).toBe(422);
      return ZApiError.parse(await res.json()).errors;
    };
    expect(await refusal({ value: 0 })).toEqual({ value: ['The value must be a positive number.'] });
    expect(await refusal({ value: -3 }, 'es')).toEqual({ value: ['El valor debe ser un número positivo.'] });
    expect(Object.keys((await refusal({ date: undefined })) ?? {})).toEqual(['date']);
    expect(await refusal({ headquarter_id: stranger.north.id })).toEqual({
      headquarter_id: ['Choose one of the company’s headquarters.'],
    });
    expect(await refusal({ headquarter_id: company.client.id, client_id: stranger.client.id })).toEqual({
      headquarter_id: ['Choose one of the company’s headquarters.'],
      client_id: ['Choose one of the company’s clients.'],
    });
    expect(await refusal({ sector_id: otherSector })).toEqual({
      sector_id: ['The sector must be the one of the chosen key indicator.'],
    });
    expect(await refusal({ key_indicator_id: 2_000_000_000 })).toEqual({
      key_indicator_id: ['Choose one of the key indicators of the catalogue.'],
    });
    expect(await countOf(company)).toBe(0);

    // The sector named as the key indicator's own is taken.
    expect((await create(company, { sector_id: manufacturing.sector_id })).sector_id).toBe(
      manufacturing.sector_id,
    );
    // An update is checked the same way.
    const [row] = (await list(company, '')).data;
    const bad = await call(
      'PUT',
      `/emission-indicators/${row!.id}`,
      company.member,
      input(company, { value: 0, project_id: stranger.project.id }),
    );
    expect(Object.keys(ZApiError.parse(await bad.json()).errors ?? {}).sort()).toEqual(['value']);
    const badProject = await call(
      'PUT',
      `/emission-indicators/${row!.id}`,
      company.member,
      input(company, { project_id: stranger.project.id }),
    );
    expect(ZApiError.parse(await badProject.json()).errors).toEqual({
      project_id: ['Elige uno de los proyectos de la empresa.'],
    });
  });

  it('follows its key indicator to another sector, and keeps it from deletion while it has values', async () => {
    const company = await newCompany();
    const superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
    const [source] = await t.database.db.select().from(sources).limit(1);
    const moving = await newKeyIndicator(
      'Metros cuadrados (prueba)',
      manufacturing.sector_id,
      manufacturing.sector,
    );
    const created = await create(company, { key_indicator_id: moving.id });
    await succeed(t, 'PUT', `/key-indicators/${moving.id}`, superAdmin, {
      name: moving.name,
      description: null,
      sector_id: otherSector,
      unit_measurement_id: tonnes,
      sources: [source!.id],
    });
    const shown = await call(
      'GET',
      `/emission-indicators/${created.id}?company_id=${company.id}`,
      company.member,
    );
    expect(ZEmissionIndicator.parse(await shown.json())).toMatchObject({
      sector_id: otherSector,
      key_indicator: { sector: { id: otherSector } },
    });
    const removed = await call('DELETE', `/key-indicators/${moving.id}`, superAdmin);
    expect(removed.status).toBe(409);
    expect(await countOf(company)).toBe(1);
  });

  describe('the list', () => {
    let company: Company;
    const values = (page: { data: TEmissionIndicator[] }) => page.data.map((row) => row.value);

    beforeAll(async () => {
      company = await newCompany();
      await create(company, {
        value: 1,
        date: '2024-01-31',
        note: 'Planta norte',
        headquarter_id: company.north.id,
      });
      await create(company, { value: 2, date: '2024-02-01', client_id: company.client.id });
      await create(company, {
        value: 3,
        date: '2024-02-29',
        key_indicator_id: employees.id,
        provider_id: company.provider.id,
        project_id: company.project.id,
      });
      await create(company, { value: 4, date: '2024-03-01', headquarter_id: company.south.id });
      // Another company's indicators never show.
      const other = await newCompany();
      await create(other, { value: 99, date: '2024-02-10' });
    });

    it('pages, the latest date first unless asked, and sorts by every key', async () => {
      const first = await list(company, '&per_page=3');
      expect(values(first)).toEqual([4, 3, 2]);
      expect(first.meta).toEqual({ total: 4, page: 1, per_page: 3 });
      expect(values(await list(company, '&per_page=3&page=2'))).toEqual([1]);
      const expected: Record<string, number[]> = {
        value: [1, 2, 3, 4],
        date: [1, 2, 3, 4],
        id: [1, 2, 3, 4],
        created_at: [1, 2, 3, 4],
        key_indicator: [3, 1, 2, 4],
        sector: [1, 2, 4, 3],
      };
      for (const [sort, order] of Object.entries(expected)) {
        expect(values(await list(company, `&sort=${sort}&order=asc`)), sort).toEqual(order);
        expect(values(await list(company, `&sort=${sort}&order=desc`)), `${sort} desc`).toEqual(
          [...order].reverse(),
        );
      }
    });

    it('filters by sector, key indicator, each stakeholder and its own dates (both days included), and searches', async () => {
      expect(values(await list(company, `&sector_id=${otherSector}`))).toEqual([3]);
      expect(values(await list(company, `&key_indicator_id=${manufacturing.id}`))).toEqual([4, 2, 1]);
      expect(values(await list(company, `&headquarter_id=${company.south.id}`))).toEqual([4]);
      expect(values(await list(company, `&client_id=${company.client.id}`))).toEqual([2]);
      expect(values(await list(company, `&provider_id=${company.provider.id}`))).toEqual([3]);
      expect(values(await list(company, `&project_id=${company.project.id}`))).toEqual([3]);
      expect(values(await list(company, '&date_from=2024-02-01'))).toEqual([4, 3, 2]);
      expect(values(await list(company, '&date_to=2024-02-29'))).toEqual([3, 2, 1]);
      expect(values(await list(company, '&date_from=2024-02-01&date_to=2024-02-29'))).toEqual([3, 2]);
      expect(values(await list(company, '&date_from=&key_indicator_id='))).toEqual([4, 3, 2, 1]);
      expect(values(await list(company, '&search=PLANTA'))).toEqual([1]);
      expect(values(await list(company, '&search=empleados'))).toEqual([3]);
      expect(values(await list(company, '&search=manufactura'))).toEqual([4, 2, 1]);
      expect(values(await list(company, `&search=manufactura&date_to=2024-02-01`))).toEqual([2, 1]);
      const bad = await call(
        'GET',
        `/emission-indicators?company_id=${company.id}&date_from=2024-02-30`,
        company.member,
      );
      expect(bad.status).toBe(422);
      expect(Object.keys(ZApiError.parse(await bad.json()).errors ?? {})).toEqual(['date_from']);
    });
  });

  it('names the key indicator and its sector in the reader’s language: list, search, sort, export and dashboard', async () => {
    const db = t.database.db;
    const [fishing] = await db
      .insert(sectors)
      .values({ name: 'Pesca (idiomas)', name_en: 'Fishing (languages)' })
      .returning();
    const [landed, vessels] = await db
      .insert(key_indicators)
      .values([
        {
          name: 'Toneladas desembarcadas (idiomas)',
          name_en: 'Tonnes landed (languages)',
          sector_id: fishing!.id,
          unit_measurement_id: tonnes,
        },
        {
          name: 'Barcos (idiomas)',
          name_en: 'Vessels (languages)',
          sector_id: fishing!.id,
          unit_measurement_id: tonnes,
        },
      ])
      .returning();
    const company = await newCompany();
    await create(company, { key_indicator_id: landed!.id, value: 1, date: '2024-05-01' });
    await create(company, { key_indicator_id: vessels!.id, value: 2, date: '2024-05-02' });
    const read = async (query: string, lang: 'es' | 'en') => {
      const res = await call(
        'GET',
        `/emission-indicators?company_id=${company.id}${query}`,
        company.member,
        undefined,
        lang,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return listEnvelope(ZEmissionIndicator).parse(await res.json()).data;
    };

    const [english] = await read('&search=landed', 'en');
    expect(english?.key_indicator).toMatchObject({
      name: 'Tonnes landed (languages)',
      sector: { id: fishing!.id, name: 'Fishing (languages)' },
      unit: 't',
    });
    const [spanish] = await read('&search=landed', 'es');
    expect(spanish?.key_indicator).toMatchObject({
      name: 'Toneladas desembarcadas (idiomas)',
      sector: { name: 'Pesca (idiomas)' },
    });
    // Found by either name, and sorted by the one the reader reads.
    expect(
      (await read('&search=fishing&sort=key_indicator&order=asc', 'es')).map((row) => row.value),
    ).toEqual([2, 1]);
    expect((await read('&search=pesca&sort=key_indicator&order=asc', 'en')).map((row) => row.value)).toEqual([
      1, 2,
    ]);

    const exported = await call(
      'POST',
      '/emission-indicators/export',
      company.member,
      { company_id: company.id, sort: 'key_indicator', order: 'asc' },
      'en',
    );
    expect(exported.status).toBe(200);
    const lines = Buffer.from(await exported.arrayBuffer())
      .toString('utf8')
      .split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      'Tonnes landed (languages);Fishing (languages);t;2024-05-01;1;;;;;',
      'Vessels (languages);Fishing (languages);t;2024-05-02;2;;;;;',
    ]);

    const board = await call(
      'GET',
      `/dashboard-emission-indicators?company_id=${company.id}&key_indicator_id=${landed!.id}&date_from=2024-01-01&date_to=2024-12-31`,
      company.member,
      undefined,
      'en',
    );
    expect(ZIndicatorDashboard.parse(await board.json()).key_indicator).toEqual({
      id: landed!.id,
      name: 'Tonnes landed (languages)',
      unit: 't',
      sector: 'Fishing (languages)',
    });
  });

  it('deletes all or none, and keeps every other company out', async () => {
    const company = await newCompany();
    const ids = [(await create(company, { value: 1 })).id, (await create(company, { value: 2 })).id];
    const outsider = await newCompany();
    const theirs = await create(outsider, { value: 3 });

    const mixed = await call('DELETE', '/emission-indicators/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [ids[0], theirs.id],
    });
    expect(mixed.status).toBe(404);
    expect(await countOf(company)).toBe(2);
    expect(await countOf(outsider)).toBe(1);

    const probes: [string, string, object | undefined][] = [
      ['GET', `/emission-indicators/${ids[0]}?company_id=${outsider.id}`, undefined],
      ['PUT', `/emission-indicators/${ids[0]}`, input(outsider)],
      ['DELETE', `/emission-indicators/${ids[0]}`, { company_id: outsider.id }],
      ['DELETE', '/emission-indicators/bulk/destroy', { company_id: outsider.id, ids: [ids[0]] }],
      ['GET', `/emission-indicators?company_id=${company.id}`, undefined],
      ['GET', `/emission-indicators/${ids[0]}?company_id=${company.id}`, undefined],
      ['POST', '/emission-indicators', input(company)],
      ['PUT', `/emission-indicators/${ids[0]}`, input(company)],
      ['DELETE', `/emission-indicators/${ids[0]}`, { company_id: company.id }],
      ['DELETE', '/emission-indicators/bulk/destroy', { company_id: company.id, ids }],
      ['POST', '/emission-indicators/export', { company_id: company.id }],
      ['GET', `/formats/emission_indicators.xlsx?company_id=${company.id}`, undefined],
      ['POST', `/emission-indicators/import?company_id=${company.id}`, {}],
      [
        'GET',
        `/dashboard-emission-indicators?company_id=${company.id}&key_indicator_id=${manufacturing.id}&date_from=2024-01-01&date_to=2024-12-31`,
        undefined,
      ],
      ['GET', `/dashboard-emission-indicators/defaults?company_id=${company.id}`, undefined],
    ];
    for (const [method, path, body] of probes)
      expect((await call(method, path, outsider.admin, body)).status, `${method} ${path}`).toBe(404);
    expect(await countOf(company)).toBe(2);

    const done = await call('DELETE', '/emission-indicators/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [ids[0], ids[1], ids[0]],
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: 2 });
    expect(await countOf(company)).toBe(0);
    expect(await countOf(outsider)).toBe(1);
  });

  describe('import, template and export', () => {
    type Cell = string | number | Date | null;
    const HEADER = ['Fecha', 'Valor', 'Nota', 'Sede', 'Cliente', 'Proveedor', 'Proyecto'];

    async function workbook(rows: Cell[][], head = HEADER) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Indicadores de emisión');
      sheet.addRow(head);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    }
    function upload(
      company: Company,
      bytes: Buffer,
      fields: Record<string, string | number> = { key_indicator_id: manufacturing.id },
      lang = 'es',
    ) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      form.append('file', new Blob([bytes]), 'indicadores.xlsx');
      return t.request(`/api/emission-indicators/import?company_id=${company.id}`, {
        method: 'POST',
        headers: { ...company.member, 'accept-language': lang },
        body: form,
      });
    }

    it('checks every row first: a bad row is listed with its values and nothing is written; fixed, the file imports', async () => {
      const company = await newCompany();
      const rows: Cell[][] = [
        ['2024-01-31', 120, 'Enero', 'Sede Norte', null, null, null],
        ['2024-02-29', 0, null, 'sede norte', null, null, null],
        ['2024-03-31', 150.25, null, 'Sede Inexistente', 'Cliente Grande', 'Proveedor Uno', 'Proyecto Uno'],
        ['2024-13-01', 10, null, null, null, null, null],
      ];
      const refused = await upload(company, await workbook(rows), undefined, 'en');
      expect(refused.status).toBe(422);
      const failure = ZImportFailure.parse(await refused.json());
      expect(failure.message).toBe('There are errors in 3 rows; nothing was imported.');
      expect(failure.rows?.map(({ row, attribute, errors }) => ({ row, attribute, errors }))).toEqual([
        { row: 3, attribute: 'value', errors: ['The value must be a positive number.'] },
        { row: 4, attribute: 'headquarter', errors: ['Choose one of the company’s headquarters.'] },
        { row: 5, attribute: 'date', errors: [expect.any(String)] },
      ]);
      expect(failure.rows?.[1]?.values).toEqual({
        date: '2024-03-31',
        value: 150.25,
        note: null,
        headquarter: 'Sede Inexistente',
        client: 'Cliente Grande',
        provider: 'Proveedor Uno',
        project: 'Proyecto Uno',
      });
      expect(failure.errors).toMatchObject({ 'rows.3.value': ['The value must be a positive number.'] });
      expect(await countOf(company)).toBe(0);

      rows[1]![1] = 130;
      rows[2]![3] = 'Planta Sur';
      rows[3]![0] = '2024-04-30';
      const imported = await upload(company, await workbook(rows));
      expect(imported.status, await imported.clone().text()).toBe(200);
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 4, skipped: 0 });
      const stored = (await list(company, '&sort=date&order=asc')).data;
      expect(
        stored.map((row) => [row.date, row.value, row.note, row.sector_id, row.headquarter?.name ?? null]),
      ).toEqual([
        ['2024-01-31', 120, 'Enero', manufacturing.sector_id, 'Sede Norte'],
        ['2024-02-29', 130, null, manufacturing.sector_id, 'Sede Norte'],
        ['2024-03-31', 150.25, null, manufacturing.sector_id, 'Planta Sur'],
        ['2024-04-30', 10, null, manufacturing.sector_id, null],
      ]);
      expect(stored[2]).toMatchObject({
        client: { name: 'Cliente Grande' },
        provider: { name: 'Proveedor Uno' },
        project: { name: 'Proyecto Uno' },
      });

      // The same file again adds nothing; the same row twice in a file fails the second.
      const again = await upload(company, await workbook(rows));
      expect(ZImportCreated.parse(await again.json())).toEqual({ created: 0, skipped: 4 });
      const twice = await upload(
        company,
        await workbook([
          ['2025-01-31', 5, null, null, null, null, null],
          ['2025-01-31', 5, null, null, null, null, null],
        ]),
      );
      expect(twice.status).toBe(422);
      expect(ZImportFailure.parse(await twice.json()).rows).toMatchObject([
        { row: 3, attribute: 'date', errors: ['Repite el valor de la fila 2 del archivo.'] },
      ]);
      expect(await countOf(company)).toBe(4);
    });

    it('refuses a form without a key indicator, or with another sector, naming the field', async () => {
      const company = await newCompany();
      const bytes = await workbook([['2024-01-31', 1, null, null, null, null, null]]);
      const missing = await upload(company, bytes, {});
      expect(missing.status).toBe(422);
      expect(Object.keys(ZApiError.parse(await missing.json()).errors ?? {})).toEqual(['key_indicator_id']);
      const sector = await upload(
        company,
        bytes,
        { key_indicator_id: manufacturing.id, sector_id: otherSector },
        'en',
      );
      expect(sector.status).toBe(422);
      expect(ZApiError.parse(await sector.json()).errors).toEqual({
        sector_id: ['The sector must be the one of the chosen key indicator.'],
      });
      const imported = await upload(company, bytes, {
        key_indicator_id: employees.id,
        sector_id: employees.sector_id,
        company_id: company.id,
      });
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 1, skipped: 0 });
      expect((await list(company, '')).data[0]).toMatchObject({ key_indicator_id: employees.id });
    });

    it('answers a template with dropdowns of the company’s stakeholders, which imports filled in', async () => {
      const company = await newCompany();
      const res = await t.request(`/api/formats/emission_indicators.xlsx?company_id=${company.id}`, {
        headers: { ...company.member, 'accept-language': 'en' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('emission_indicators.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const [sheet, lists] = book.worksheets;
      expect(sheet!.name).toBe('Emission indicators');
      expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Date',
        'Value',
        'Note',
        'Headquarters',
        'Client',
        'Provider',
        'Project',
      ]);
      expect(lists!.state).toBe('hidden');
      const column = (n: number) => (lists!.getColumn(n).values as unknown[]).slice(2).map(String);
      expect(column(1)).toEqual(['Planta Sur', 'Sede Norte']);
      expect(column(2)).toEqual(['Cliente Grande']);

      sheet!.addRow([new Date(Date.UTC(2024, 5, 30)), 77, 'Junio', 'Planta Sur', 'Cliente Grande']);
      const imported = await upload(company, Buffer.from(await book.xlsx.writeBuffer()), undefined, 'en');
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 1, skipped: 0 });
      expect((await list(company, '')).data[0]).toMatchObject({
        date: '2024-06-30',
        value: 77,
        headquarter: { name: 'Planta Sur' },
        client: { name: 'Cliente Grande' },
      });
    });

    it('exports CSV for Spanish Excel (byte-order mark, `;`, decimal commas, formulas neutralised)', async () => {
      const company = await newCompany();
      await create(company, {
        value: 1250.5,
        date: '2024-03-15',
        note: '=HYPERLINK("x")',
        headquarter_id: company.north.id,
      });
      await create(company, {
        value: 3,
        date: '2024-01-31',
        note: 'Uno; dos',
        key_indicator_id: employees.id,
      });
      const res = await call('POST', '/emission-indicators/export', company.member, {
        company_id: company.id,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('emission_indicators.csv');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
        'Indicador clave;Sector;Unidad;Fecha;Valor;Nota;Sede;Cliente;Proveedor;Proyecto',
        // As the list shows them: the latest date first.
        `${manufacturing.name};${manufacturing.sector};t;2024-03-15;1250,5;"'=HYPERLINK(""x"")";Sede Norte;;;`,
        `${employees.name};${employees.sector};t;2024-01-31;3;"Uno; dos";;;;`,
        '',
      ]);

      // What the list shows: one key indicator, by value; as an xlsx workbook of number and date cells.
      await create(company, { value: 9, date: '2024-02-10', note: 'Otro' });
      const xlsx = await call(
        'POST',
        '/emission-indicators/export',
        company.member,
        {
          company_id: company.id,
          key_indicator_id: manufacturing.id,
          sort: 'value',
          order: 'asc',
          format: 'xlsx',
        },
        'en',
      );
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-disposition')).toContain('emission_indicators.xlsx');
      const SheetJs = await import('@e965/xlsx');
      const book = SheetJs.read(Buffer.from(await xlsx.arrayBuffer()), { cellDates: true });
      expect(book.SheetNames).toEqual(['Emission indicators']);
      const sheet = book.Sheets['Emission indicators']!;
      const table = SheetJs.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      expect(table.map((row) => row[4])).toEqual(['Value', 9, 1250.5]);
      expect([sheet.E2!.t, sheet.D2!.t]).toEqual(['n', 'd']);
      expect((sheet.D3!.v as Date).toISOString().slice(0, 10)).toBe('2024-03-15');
      expect(sheet.F3).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
      expect(sheet.F3!.f).toBeUndefined();
    });
  });

  it('refuses an indicator past the plan’s limit with 409 naming it, and an import that would pass it whole', async () => {
    const company = await newCompany('TRIAL');
    const limits = async () =>
      (await (await call('GET', `/companies/${company.id}`, company.admin)).json()) as {
        current_plan: { name: string };
        current_limits: { emission_indicators: { limit: number; used: number } };
      };
    const { current_plan, current_limits } = await limits();
    const allowed = current_limits.emission_indicators.limit;
    expect(allowed).toBeGreaterThan(0);
    expect(current_limits.emission_indicators.used).toBe(0);
    for (let n = 1; n <= allowed; n++) await create(company, { value: n });
    expect((await limits()).current_limits.emission_indicators.used).toBe(allowed);
    const past = await call('POST', '/emission-indicators', company.admin, input(company, { value: 999 }));
    expect(past.status).toBe(409);
    const refusal = ZApiError.parse(await past.json());
    expect(refusal.message).toContain(current_plan.name);
    expect(refusal.message).toContain(`${allowed} indicadores de emisión`);

    // Two deleted: two free; a file of three new rows is refused whole.
    const { data } = await list(company, '&per_page=2');
    await succeed(t, 'DELETE', '/emission-indicators/bulk/destroy', company.admin, {
      company_id: company.id,
      ids: data.map((row) => row.id),
    });
    const csv = ['Fecha;Valor', '2025-01-31;1', '2025-02-28;2', '2025-03-31;3'].join('\r\n');
    const form = new FormData();
    form.append('key_indicator_id', String(manufacturing.id));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'indicadores.csv');
    const imported = await t.request(`/api/emission-indicators/import?company_id=${company.id}`, {
      method: 'POST',
      headers: { ...company.admin, 'accept-language': 'es' },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(409);
    expect(ZApiError.parse(await imported.json()).message).toContain('añade 3');
    expect((await limits()).current_limits.emission_indicators.used).toBe(allowed - 2);
  });

  it('lets only one of two indicators sent at once take the plan’s last slot', async () => {
    const company = await newCompany('TRIAL');
    const used = async () =>
      (
        (await (await call('GET', `/companies/${company.id}`, company.admin)).json()) as {
          current_limits: { emission_indicators: { limit: number; used: number } };
        }
      ).current_limits.emission_indicators;
    const { limit } = await used();
    for (let n = 1; n < limit; n++) await create(company, { value: n });
    // Both read the usage before either writes unless the company's lock orders them (PostgreSQL
    // runs them at once; PGlite one after the other).
    const sent = await Promise.all(
      [1, 2].map((n) =>
        call('POST', '/emission-indicators', company.admin, input(company, { value: 1000 + n })),
      ),
    );
    expect(sent.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await used()).used).toBe(limit);
  });
});

describe('the indicator dashboard, worked by hand', () => {
  // Catalogue: the key indicator "Toneladas de acero" relates two sources, Combustión (factor
  // 2 kg CO2/L) and Electricidad (factor 0.5 kg CO2/L); a third source, Residuos (1 kg CO2/L), is
  // not one of its sources. CO2's GWP is 1.
  // Activities of the company (2024):
  //   Combustión: Jan 1,000 L → 2,000 kg = 2 t; Feb 500 L → 1 t.
  //   Electricidad: Jan 4,000 L → 2 t; nothing in February.
  //   Residuos: Jan 3,000 L → 3 t (not the key indicator's: left out).
  // Indicator values: Jan 100 + 300 = 400 t of steel; Feb 250 t; Apr 1,000 t (outside the period);
  // Jan 500 of another key indicator (not this one).
  // Period 2024-01-01 … 2024-03-31 (March: no values, no activities).
  //   January: Combustión 2 / 400 = 0.005 t CO2e per t; Electricidad 2 / 400 = 0.005.
  //   February: Combustión 1 / 250 = 0.004; Electricidad 0 / 250 = 0.
  //   March: reference 0, footprints 0, intensity none (null).
  // Totals: indicator 400 + 250 = 650 t; footprint 2 + 1 + 2 = 5 t (the main dashboard's for the
  // two sources); intensity 5 / 650 t CO2e per t.
  let company: Company;
  let steel: KeyIndicator;
  let combustion: number;
  let electricity: number;

  beforeAll(async () => {
    const db = t.database.db;
    const [co2] = await db.select().from(gases).where(eq(gases.code, 'CO2'));
    const [litre] = await db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    const operational = (await emissionSourceTypes(t)).operational.id;
    const [a, b, c] = await db
      .insert(sources)
      .values([
        { name: 'Combustión (indicadores)', icon: 'IconFlame' },
        { name: 'Electricidad (indicadores)', icon: 'IconBolt' },
        { name: 'Residuos (indicadores)', icon: 'IconTrash' },
      ])
      .returning();
    combustion = a!.id;
    electricity = b!.id;
    const factorOf = async (name: string, sourceId: number, value: number) => {
      const [factor] = await db.insert(emission_factors).values({ name, source_id: sourceId }).returning();
      await db.insert(gas_emissions).values({
        factor_id: factor!.id,
        gas_id: co2!.id,
        unit_measurement_id: litre!.id,
        type_id: operational,
        value,
        uncertainty: 0,
        date_start: '2023-01-01',
        date_end: '2099-12-31',
        fountain: 'Prueba',
        reference: 'Prueba de indicadores',
      });
      return factor!.id;
    };
    const fuel = await factorOf('Combustible (indicadores)', combustion, 2);
    const grid = await factorOf('Red (indicadores)', electricity, 0.5);
    const waste = await factorOf('Residuo (indicadores)', c!.id, 1);
    const sector = await newSector('Siderurgia (indicadores)');
    steel = await newKeyIndicator('Toneladas de acero', sector, 'Siderurgia (indicadores)', [
      combustion,
      electricity,
    ]);

    company = await newCompany();
    await addCompanySources(t, company.id, [combustion, electricity, c!.id]);
    const activity = (factor: number, date: string, litres: number) =>
      succeed(t, 'POST', '/emission-activities', company.member, {
        company_id: company.id,
        date,
        consumption: litres,
        by_emission_source: false,
        emission_factor_id: factor,
        type_id: operational,
        unit_measurement_id: litre!.id,
      });
    await activity(fuel, '2024-01-10', 1000);
    await activity(fuel, '2024-02-20', 500);
    await activity(grid, '2024-01-15', 4000);
    await activity(waste, '2024-01-20', 3000);
    await create(company, { key_indicator_id: steel.id, value: 100, date: '2024-01-05' });
    await create(company, { key_indicator_id: steel.id, value: 300, date: '2024-01-31' });
    await create(company, { key_indicator_id: steel.id, value: 250, date: '2024-02-29' });
    await create(company, { key_indicator_id: steel.id, value: 1000, date: '2024-04-01' });
    await create(company, { key_indicator_id: manufacturing.id, value: 500, date: '2024-01-10' });
  });

  const read = async (query: string) => {
    const res = await call(
      'GET',
      `/dashboard-emission-indicators?company_id=${company.id}${query}`,
      company.member,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return ZIndicatorDashboard.parse(await res.json());
  };

  it('answers each month and source with the footprint, the indicator and their exact intensity', async () => {
    const board = await read(`&key_indicator_id=${steel.id}&date_from=2024-01-01&date_to=2024-03-31`);
    expect(board.key_indicator).toEqual({
      id: steel.id,
      name: 'Toneladas de acero',
      unit: 't',
      sector: 'Siderurgia (indicadores)',
    });
    const source = (
      id: number,
      name: string,
      reference: number,
      print: number,
      intensity: number | null,
    ) => ({
      source_id: id,
      source: name,
      reference_intensity: reference,
      carbon_print: print,
      indicator_intensity: intensity,
    });
    expect(board.months).toEqual([
      {
        month: '2024-01',
        sources: [
          source(combustion, 'Combustión (indicadores)', 400, 2, 0.005),
          source(electricity, 'Electricidad (indicadores)', 400, 2, 0.005),
        ],
      },
      {
        month: '2024-02',
        sources: [
          source(combustion, 'Combustión (indicadores)', 250, 1, 0.004),
          source(electricity, 'Electricidad (indicadores)', 250, 0, 0),
        ],
      },
      {
        month: '2024-03',
        sources: [
          source(combustion, 'Combustión (indicadores)', 0, 0, null),
          source(electricity, 'Electricidad (indicadores)', 0, 0, null),
        ],
      },
    ]);
    expect(board.totals).toEqual({ indicator: 650, carbon_footprint: 5, intensity: 5 / 650 });

    // The footprint is the main dashboard's for the same company, period and sources.
    const main = ZDashboard.parse(
      await succeed(
        t,
        'GET',
        `/dashboard?company_id=${company.id}&date_from=2024-01-01&date_to=2024-03-31&sources=${combustion}&sources=${electricity}`,
        company.member,
      ),
    );
    expect(main.totals.carbon_footprint).toBe(board.totals.carbon_footprint);
  });

  it('names the sector it is asked with, and refuses another one, an unknown key indicator or a backwards period', async () => {
    const base = `/dashboard-emission-indicators?company_id=${company.id}&date_from=2024-01-01&date_to=2024-12-31`;
    expect(
      (
        await read(
          `&key_indicator_id=${steel.id}&sector_id=${steel.sector_id}&date_from=2024-01-01&date_to=2024-12-31`,
        )
      ).totals,
    ).toEqual({
      indicator: 1650,
      carbon_footprint: 5,
      intensity: 5 / 1650,
    });
    const refused = async (query: string) => {
      const res = await call('GET', `${base}${query}`, company.member, undefined, 'en');
      expect(res.status, await res.clone().text()).toBe(422);
      return ZApiError.parse(await res.json()).errors;
    };
    expect(await refused(`&key_indicator_id=${steel.id}&sector_id=${otherSector}`)).toEqual({
      sector_id: ['The sector must be the one of the chosen key indicator.'],
    });
    expect(await refused('&key_indicator_id=2000000000')).toEqual({
      key_indicator_id: ['Choose one of the key indicators of the catalogue.'],
    });
    expect(Object.keys((await refused('')) ?? {})).toEqual(['key_indicator_id']);
    const backwards = await call(
      'GET',
      `/dashboard-emission-indicators?company_id=${company.id}&key_indicator_id=${steel.id}&date_from=2024-12-31&date_to=2024-01-01`,
      company.member,
    );
    expect(backwards.status).toBe(422);
    expect(Object.keys(ZApiError.parse(await backwards.json()).errors ?? {})).toEqual(['date_to']);
  });

  it('opens on the first sector and key indicator with values and the last full calendar year', async () => {
    const defaults = ZIndicatorDashboardDefaults.parse(
      await succeed(
        t,
        'GET',
        `/dashboard-emission-indicators/defaults?company_id=${company.id}`,
        company.member,
      ),
    );
    // "Manufactura (indicadores)" comes before "Siderurgia (indicadores)".
    expect(defaults).toEqual({
      sector_id: manufacturing.sector_id,
      key_indicator_id: manufacturing.id,
      ...lastFullYear(new Date()),
    });
    expect(lastFullYear(new Date('2026-03-01T00:00:00Z'))).toEqual({
      date_from: '2025-01-01',
      date_to: '2025-12-31',
    });
    const empty = await newCompany();
    expect(
      ZIndicatorDashboardDefaults.parse(
        await succeed(
          t,
          'GET',
          `/dashboard-emission-indicators/defaults?company_id=${empty.id}`,
          empty.member,
        ),
      ),
    ).toMatchObject({ sector_id: null, key_indicator_id: null });
  });
});
