import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMISSION_SOURCE_IMPORT_MAX_ROWS,
  ZApiError,
  ZDependents,
  ZEmissionSource,
  ZImportCreated,
  ZImportFailure,
  listEnvelope,
  type TEmissionSource,
} from '@huella/shared';
import { emission_sources, types } from '../../db/schema/index.ts';
import {
  addCompanySources,
  addMember,
  createCompany,
  createEmissionSource,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

type Source = Awaited<ReturnType<typeof seededSource>>;
type Types = Awaited<ReturnType<typeof emissionSourceTypes>>;

const factorNamed = (source: Source, start: string) => {
  const factor = source.factors.find((f) => f.name.startsWith(start));
  if (!factor) throw new Error(`no factor ${start} in ${source.name}`);
  return factor;
};

describe('emission sources', () => {
  let t: TestApp;
  let stationary: Source;
  let mobile: Source;
  let fugitive: Source;
  let type: Types;

  beforeAll(async () => {
    t = await startTestApp();
    stationary = await seededSource(t, 'stationary_combustion');
    mobile = await seededSource(t, 'mobile_combustion');
    fugitive = await seededSource(t, 'fugitive_refrigerants');
    type = await emissionSourceTypes(t);
  });
  afterAll(async () => t?.close());

  /**
   * A company with an administrator, a member, the stationary and mobile sources and two
   * headquarters, on the LARGE plan unless another is named (a new company has the trial's limits).
   */
  async function newCompany(plan: 'LARGE' | 'TRIAL' = 'LARGE') {
    const owner = await signedInUser(t);
    const id = (await createCompany(t, owner.user)).id;
    if (plan === 'LARGE') await setPlan(t, id, 'LARGE');
    const colleague = await signedInUser(t);
    await addMember(t, id, colleague.user, 'member');
    await addCompanySources(t, id, [stationary.id, mobile.id]);
    const north = await createStakeholder(t, id, 'HEADQUARTERS', 'Sede Bogota');
    const south = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
    return { id, admin: owner.headers, member: colleague.headers, north, south };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const call = (method: string, path: string, headers: Record<string, string>, json?: object, lang = 'es') =>
    t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

  const input = (company: Company, overrides: object = {}) => ({
    company_id: company.id,
    code: 'CAL-01',
    name: 'Caldera de vapor',
    type_id: type.operational.id,
    source_id: stationary.id,
    emission_factor_id: factorNamed(stationary, 'Propano').id,
    headquarter_id: company.north.id,
    ...overrides,
  });

  const list = async (company: Company, query: string, lang = 'es') => {
    const res = await call(
      'GET',
      `/emission-sources?company_id=${company.id}${query}`,
      company.member,
      undefined,
      lang,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return listEnvelope(ZEmissionSource).parse(await res.json());
  };

  it('lets a member create, read, update and delete emission sources with their names', async () => {
    const company = await newCompany();
    const created = await call('POST', '/emission-sources', company.member, input(company));
    expect(created.status).toBe(201);
    const source = ZEmissionSource.parse(await created.json());
    const propane = factorNamed(stationary, 'Propano');
    expect(source).toMatchObject({
      company_id: company.id,
      code: 'CAL-01',
      name: 'Caldera de vapor',
      type: { id: type.operational.id, name: 'Operativa' },
      source: { id: stationary.id, name: stationary.name, icon: stationary.icon },
      emission_factor: { id: propane.id, name: propane.name },
      headquarter: { id: company.north.id, name: 'Sede Bogota' },
    });

    const shown = await call(
      'GET',
      `/emission-sources/${source.id}?company_id=${company.id}`,
      company.member,
      undefined,
      'en',
    );
    expect(shown.status).toBe(200);
    expect(ZEmissionSource.parse(await shown.json()).type.name).toBe('Operational');

    const diesel = factorNamed(mobile, 'Diésel');
    const updated = await call(
      'PUT',
      `/emission-sources/${source.id}`,
      company.member,
      input(company, {
        code: 'FLO-01',
        name: 'Flota de camiones',
        type_id: type.embedded.id,
        source_id: mobile.id,
        emission_factor_id: diesel.id,
        headquarter_id: company.south.id,
      }),
    );
    expect(updated.status).toBe(200);
    expect(ZEmissionSource.parse(await updated.json())).toMatchObject({
      code: 'FLO-01',
      type: { name: 'Incorporada' },
      source: { id: mobile.id },
      emission_factor: { id: diesel.id },
      headquarter: { name: 'Planta Cali' },
    });
    // Keeping its own code, in another case, is no conflict.
    const recased = await call('PUT', `/emission-sources/${source.id}`, company.admin, {
      ...input(company, { source_id: mobile.id, emission_factor_id: diesel.id }),
      code: 'flo-01',
    });
    expect(recased.status).toBe(200);

    const preview = await call(
      'GET',
      `/emission-sources/dependents?company_id=${company.id}&ids=${source.id}`,
      company.member,
    );
    expect(ZDependents.parse(await preview.json())).toEqual({ removes: [], blocked: [] });
    const deleted = await call('DELETE', `/emission-sources/${source.id}`, company.member, {
      company_id: company.id,
    });
    expect(deleted.status).toBe(204);
    const gone = await call('GET', `/emission-sources/${source.id}?company_id=${company.id}`, company.member);
    expect(gone.status).toBe(404);
    const again = await call('DELETE', `/emission-sources/${source.id}`, company.member, {
      company_id: company.id,
    });
    expect(again.status).toBe(404);
  });

  it('checks the code, the type, the source, the factor and the headquarter of a write, all at once', async () => {
    const company = await newCompany();
    expect((await call('POST', '/emission-sources', company.admin, input(company))).status).toBe(201);

    const taken = await call(
      'POST',
      '/emission-sources',
      company.member,
      input(company, { code: 'cal-01' }),
      'en',
    );
    expect(taken.status).toBe(422);
    const takenBody = ZApiError.parse(await taken.json());
    expect(takenBody.message).toBe(
      'The code “cal-01” is already used by another emission source of the company.',
    );
    expect(takenBody.errors).toEqual({ code: [takenBody.message] });

    const [otherType] = await t.database.db
      .insert(types)
      .values({ group: 'document_kind', code: 'invoice', name_es: 'Factura', name_en: 'Invoice' })
      .returning();
    const stranger = await newCompany();
    const client = await createStakeholder(t, company.id, 'CLIENTS', 'Cliente Grande');
    const wrong = await call(
      'POST',
      '/emission-sources',
      company.member,
      input(company, {
        code: 'CAL-01',
        type_id: otherType!.id,
        source_id: fugitive.id,
        emission_factor_id: factorNamed(stationary, 'Propano').id,
        headquarter_id: client.id,
      }),
      'en',
    );
    expect(wrong.status).toBe(422);
    expect(ZApiError.parse(await wrong.json()).errors).toEqual({
      code: ['The code “CAL-01” is already used by another emission source of the company.'],
      type_id: ['Choose one of the emission-source types: operational or embedded.'],
      source_id: ['Choose one of the company’s emission-source categories.'],
      emission_factor_id: ['Choose an emission factor of the chosen category.'],
      headquarter_id: ['Choose one of the company’s headquarters.'],
    });

    // A factor of another of the company's sources, a headquarter of another company.
    const mismatched = await call(
      'POST',
      '/emission-sources',
      company.member,
      input(company, {
        code: 'CAL-02',
        emission_factor_id: factorNamed(mobile, 'Diésel').id,
        headquarter_id: stranger.north.id,
      }),
    );
    expect(ZApiError.parse(await mismatched.json()).errors).toEqual({
      emission_factor_id: ['Elige un factor de emisión de la categoría elegida.'],
      headquarter_id: ['Elige una de las sedes de la empresa.'],
    });

    const missing = await call('POST', '/emission-sources', company.member, { company_id: company.id }, 'en');
    expect(Object.keys(ZApiError.parse(await missing.json()).errors ?? {}).sort()).toEqual([
      'code',
      'emission_factor_id',
      'headquarter_id',
      'name',
      'source_id',
      'type_id',
    ]);
    expect((await list(company, '')).meta.total).toBe(1);
  });

  describe('the list', () => {
    let company: Company;
    const codes = (page: { data: TEmissionSource[] }) => page.data.map((row) => row.code);

    beforeAll(async () => {
      company = await newCompany();
      const warehouse = await createStakeholder(t, company.id, 'HEADQUARTERS', 'Almacen Medellin');
      const rows = [
        {
          code: 'A-01',
          name: 'Caldera norte',
          source_id: stationary.id,
          emission_factor_id: factorNamed(stationary, 'Propano').id,
          headquarter_id: company.north.id,
          created_at: new Date('2024-01-10T12:00:00Z'),
        },
        {
          code: 'B-02',
          name: 'Flota de camiones',
          source_id: mobile.id,
          emission_factor_id: factorNamed(mobile, 'Diésel').id,
          headquarter_id: company.south.id,
          created_at: new Date('2024-02-15T23:30:00Z'),
        },
        {
          code: 'C-03',
          name: 'Aire planta',
          source_id: stationary.id,
          emission_factor_id: factorNamed(stationary, 'Gas natural, combustión estacionaria, por pie').id,
          headquarter_id: warehouse.id,
          created_at: new Date('2024-03-20T08:00:00Z'),
        },
      ];
      for (const row of rows)
        await createEmissionSource(t, company.id, { ...row, type_id: type.operational.id });
      // Another company's sources never show.
      const other = await newCompany();
      await createEmissionSource(t, other.id, {
        ...rows[0]!,
        headquarter_id: other.north.id,
        type_id: type.operational.id,
      });
    });

    it('pages, by code unless asked', async () => {
      const first = await list(company, '');
      expect(codes(first)).toEqual(['A-01', 'B-02', 'C-03']);
      expect(first.meta).toEqual({ total: 3, page: 1, per_page: 10 });
      const second = await list(company, '&per_page=2&page=2');
      expect(codes(second)).toEqual(['C-03']);
      expect(second.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    });

    it('sorts by every key, both ways', async () => {
      const expected: Record<string, string[]> = {
        code: ['A-01', 'B-02', 'C-03'],
        name: ['C-03', 'A-01', 'B-02'],
        source: ['A-01', 'C-03', 'B-02'],
        emission_factor: ['B-02', 'C-03', 'A-01'],
        headquarter: ['C-03', 'B-02', 'A-01'],
        created_at: ['A-01', 'B-02', 'C-03'],
      };
      for (const [sort, order] of Object.entries(expected)) {
        expect(codes(await list(company, `&sort=${sort}&order=asc`)), sort).toEqual(order);
        expect(codes(await list(company, `&sort=${sort}&order=desc`)), `${sort} desc`).toEqual(
          [...order].reverse(),
        );
      }
      const unknown = await call(
        'GET',
        `/emission-sources?company_id=${company.id}&sort=company_id`,
        company.member,
      );
      expect(unknown.status).toBe(422);
    });

    it('filters by headquarter, source, creation days (inclusive) and searches code and name', async () => {
      expect(codes(await list(company, `&headquarter_id=${company.south.id}`))).toEqual(['B-02']);
      expect(codes(await list(company, `&source_id=${stationary.id}`))).toEqual(['A-01', 'C-03']);
      expect(codes(await list(company, `&source_id=${fugitive.id}`))).toEqual([]);
      expect(codes(await list(company, '&created_at_from=2024-02-15'))).toEqual(['B-02', 'C-03']);
      expect(codes(await list(company, '&created_at_to=2024-02-15'))).toEqual(['A-01', 'B-02']);
      expect(codes(await list(company, '&created_at_from=2024-02-16&created_at_to=2024-03-20'))).toEqual([
        'C-03',
      ]);
      expect(codes(await list(company, '&created_at_from=&headquarter_id='))).toEqual([
        'A-01',
        'B-02',
        'C-03',
      ]);
      expect(codes(await list(company, '&search=b-0'))).toEqual(['B-02']);
      expect(codes(await list(company, '&search=CALDERA'))).toEqual(['A-01']);
      expect(codes(await list(company, `&search=planta&source_id=${stationary.id}`))).toEqual(['C-03']);
      const bad = await call(
        'GET',
        `/emission-sources?company_id=${company.id}&created_at_from=2024-02-30`,
        company.member,
      );
      expect(bad.status).toBe(422);
      // A year the database could take but no inventory has is refused too, naming the filter.
      for (const date of ['0001-01-01', '2999-12-31']) {
        const far = await call(
          'GET',
          `/emission-sources?company_id=${company.id}&created_at_to=${date}`,
          company.member,
        );
        expect(far.status).toBe(422);
        expect(ZApiError.parse(await far.json()).errors).toEqual({
          created_at_to: ['Introduce una fecha entre los años 1900 y 2100.'],
        });
      }
    });
  });

  it('deletes all or none, and keeps every other company out', async () => {
    const company = await newCompany();
    const ids: number[] = [];
    for (const code of ['D-1', 'D-2', 'D-3']) {
      const res = await call('POST', '/emission-sources', company.member, input(company, { code }));
      ids.push(ZEmissionSource.parse(await res.json()).id);
    }
    const outsider = await newCompany();
    const theirs = ZEmissionSource.parse(
      await (
        await call('POST', '/emission-sources', outsider.member, input(outsider, { code: 'X-1' }))
      ).json(),
    );

    // An id of another company keeps every other.
    const mixed = await call('DELETE', '/emission-sources/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [ids[0], theirs.id],
    });
    expect(mixed.status).toBe(404);
    expect((await list(company, '')).meta.total).toBe(3);

    // The other company's administrator, under their own company or this one, finds none of these.
    const probes: [string, string, object | undefined][] = [
      ['GET', `/emission-sources/${ids[0]}?company_id=${outsider.id}`, undefined],
      ['PUT', `/emission-sources/${ids[0]}`, input(outsider, { code: 'HIJACK' })],
      ['DELETE', `/emission-sources/${ids[0]}`, { company_id: outsider.id }],
      ['DELETE', '/emission-sources/bulk/destroy', { company_id: outsider.id, ids: [ids[0]] }],
      ['GET', `/emission-sources/dependents?company_id=${outsider.id}&ids=${ids[0]}`, undefined],
      ['GET', `/emission-sources?company_id=${company.id}`, undefined],
      ['GET', `/emission-sources/${ids[0]}?company_id=${company.id}`, undefined],
      ['PUT', `/emission-sources/${ids[0]}`, input(company, { code: 'HIJACK' })],
      ['DELETE', `/emission-sources/${ids[0]}`, { company_id: company.id }],
      ['POST', '/emission-sources/export', { company_id: company.id }],
      ['GET', `/formats/emission_sources.xlsx?company_id=${company.id}`, undefined],
      ['POST', `/emission-sources/import?company_id=${company.id}`, {}],
    ];
    for (const [method, path, body] of probes)
      expect((await call(method, path, outsider.admin, body)).status, `${method} ${path}`).toBe(404);

    const done = await call('DELETE', '/emission-sources/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [ids[0], ids[1], ids[0]],
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: 2 });
    expect(codes((await list(company, '')).data)).toEqual(['D-3']);
    expect((await list(outsider, '')).meta.total).toBe(1);

    function codes(rows: TEmissionSource[]) {
      return rows.map((row) => row.code);
    }
  });

  describe('import, template and export', () => {
    type Cell = string | number | null;
    const HEADER = ['Código', 'Nombre', 'Tipo', 'Categoría de fuente', 'Factor de emisión', 'Sede'];

    async function workbook(rows: Cell[][], head = HEADER) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Fuentes de emisión');
      sheet.addRow(head);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    }
    function upload(company: Company, bytes: Buffer, lang = 'es', headers = company.member) {
      const form = new FormData();
      form.append('company_id', String(company.id));
      form.append('file', new Blob([bytes]), 'fuentes.xlsx');
      return t.request(`/api/emission-sources/import?company_id=${company.id}`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': lang },
        body: form,
      });
    }
    const countOf = async (company: Company) =>
      (await t.database.db.select().from(emission_sources).where(eq(emission_sources.company_id, company.id)))
        .length;

    it('imports 1,000 rows all or none: two bad rows are listed with their values and nothing is written', async () => {
      const company = await newCompany();
      const propane = factorNamed(stationary, 'Propano').name;
      const diesel = factorNamed(mobile, 'Diésel').name;
      const rows: Cell[][] = Array.from({ length: 1000 }, (_, i) => [
        `EQ-${String(i + 1).padStart(4, '0')}`,
        `Equipo ${i + 1}`,
        i % 2 === 0 ? 'Operativa' : 'embedded',
        i % 3 === 0 ? mobile.name : stationary.name,
        i % 3 === 0 ? diesel : propane,
        i % 2 === 0 ? 'Sede Bogota' : 'planta cali',
      ]);
      const good = rows.map((row) => [...row]);
      // Sheet row 12: a factor of another source than the row's; sheet row 501: no such headquarter.
      rows[10]![4] = diesel;
      rows[499]![5] = 'Sede Inexistente';

      const refused = await upload(company, await workbook(rows), 'en');
      expect(refused.status).toBe(422);
      const failure = ZImportFailure.parse(await refused.json());
      expect(failure.message).toBe('There are errors in 2 rows; nothing was imported.');
      expect(failure.rows).toEqual([
        {
          row: 12,
          attribute: 'emission_factor',
          errors: ['Choose an emission factor of the chosen category.'],
          values: {
            code: 'EQ-0011',
            name: 'Equipo 11',
            type: 'Operativa',
            source: stationary.name,
            emission_factor: diesel,
            headquarter: 'Sede Bogota',
            activity_uncertainty: null,
          },
        },
        {
          row: 501,
          attribute: 'headquarter',
          errors: ['Choose one of the company’s headquarters.'],
          values: {
            code: 'EQ-0500',
            name: 'Equipo 500',
            type: 'embedded',
            source: stationary.name,
            emission_factor: propane,
            headquarter: 'Sede Inexistente',
            activity_uncertainty: null,
          },
        },
      ]);
      expect(failure.errors).toEqual({
        'rows.12.emission_factor': ['Choose an emission factor of the chosen category.'],
        'rows.501.headquarter': ['Choose one of the company’s headquarters.'],
      });
      expect(await countOf(company)).toBe(0);

      const imported = await upload(company, await workbook(good));
      expect(imported.status).toBe(200);
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 1000, skipped: 0 });
      expect(await countOf(company)).toBe(1000);
      expect((await list(company, '&search=EQ-0011')).data[0]).toMatchObject({
        name: 'Equipo 11',
        type: { id: type.operational.id },
        source: { id: stationary.id },
        emission_factor: { name: propane },
        headquarter: { id: company.north.id },
      });
      expect((await list(company, '&search=EQ-0004')).data[0]).toMatchObject({
        type: { id: type.embedded.id },
        source: { id: mobile.id },
        emission_factor: { name: diesel },
        headquarter: { id: company.south.id },
      });

      // The same file again is already there: nothing is added.
      const again = await upload(company, await workbook(good));
      expect(ZImportCreated.parse(await again.json())).toEqual({ created: 0, skipped: 1000 });
      expect(await countOf(company)).toBe(1000);
    }, 60_000);

    it('fails a code repeated in the file or taken in the company, and every unknown name', async () => {
      const company = await newCompany();
      const propane = factorNamed(stationary, 'Propano').name;
      await createEmissionSource(t, company.id, {
        code: 'TAKEN-1',
        name: 'Caldera antigua',
        type_id: type.operational.id,
        source_id: stationary.id,
        emission_factor_id: factorNamed(stationary, 'Propano').id,
        headquarter_id: company.north.id,
      });
      const res = await upload(
        company,
        await workbook([
          ['NEW-1', 'Caldera nueva', 'Operativa', stationary.name, propane, 'Sede Bogota'],
          ['new-1', 'Caldera repetida', 'Operativa', stationary.name, propane, 'Sede Bogota'],
          ['taken-1', 'Caldera nueva', 'Operativa', stationary.name, propane, 'Sede Bogota'],
          ['NEW-2', 'Fuga', 'Mixta', fugitive.name, 'Fuga de refrigerante R-410A, por kg', null],
        ]),
      );
      expect(res.status).toBe(422);
      const failure = ZImportFailure.parse(await res.json());
      expect(failure.rows?.map(({ row, attribute, errors }) => ({ row, attribute, errors }))).toEqual([
        { row: 3, attribute: 'code', errors: ['Repite el valor de la fila 2 del archivo.'] },
        {
          row: 4,
          attribute: 'code',
          errors: ['El código «TAKEN-1» ya lo usa otra fuente de emisión de la empresa.'],
        },
        {
          row: 5,
          attribute: 'type',
          errors: ['Elige uno de los tipos de fuente de emisión: operativa o incorporada.'],
        },
        {
          row: 5,
          attribute: 'source',
          errors: ['Elige una de las categorías de fuentes de emisión de la empresa.'],
        },
        {
          row: 5,
          attribute: 'emission_factor',
          errors: ['Elige un factor de emisión de la categoría elegida.'],
        },
        { row: 5, attribute: 'headquarter', errors: ['Este campo es obligatorio.'] },
      ]);
      expect(await countOf(company)).toBe(1);

      const headers = await upload(company, await workbook([['X', 'Y']], ['Código', 'Nombre']), 'en');
      expect(headers.status).toBe(422);
      expect(ZApiError.parse(await headers.json()).message).toBe(
        'The header row lacks the columns: “Type”, “Source category”, “Emission factor”, “Headquarters”.',
      );
    });

    it('is bounded to EMISSION_SOURCE_IMPORT_MAX_ROWS rows', async () => {
      const company = await newCompany();
      const many = Array.from({ length: EMISSION_SOURCE_IMPORT_MAX_ROWS + 1 }, (_, i): Cell[] => [
        `R${i}`,
        'Fila',
        null,
        null,
        null,
        null,
      ]);
      const res = await upload(company, await workbook(many), 'en');
      expect(res.status).toBe(413);
      expect(ZApiError.parse(await res.json()).message).toBe(
        `The file exceeds the import limits: ${EMISSION_SOURCE_IMPORT_MAX_ROWS} rows, 30 columns.`,
      );
    }, 60_000);

    it('answers a template with dropdowns of the company’s types, sources, factors and headquarters', async () => {
      const company = await newCompany();
      const res = await t.request(`/api/formats/emission_sources.xlsx?company_id=${company.id}`, {
        headers: { ...company.member, 'accept-language': 'en' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('emission_sources.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const [sheet, lists] = book.worksheets;
      expect(sheet!.name).toBe('Emission sources');
      expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Code',
        'Name',
        'Type',
        'Source category',
        'Emission factor',
        'Headquarters',
        'Activity data uncertainty (%)',
      ]);
      expect(lists!.state).toBe('hidden');
      const column = (n: number) => (lists!.getColumn(n).values as unknown[]).slice(2).map(String);
      expect(column(1)).toEqual(['Operational', 'Embedded']);
      // The catalogue's choices in the reader's language.
      expect(column(2).sort()).toEqual([mobile.name_en, stationary.name_en].sort());
      expect(column(3).sort()).toEqual(
        [...stationary.factors, ...mobile.factors].map((f) => f.name_en).sort(),
      );
      expect(column(4)).toEqual(['Planta Cali', 'Sede Bogota']);
      const validations = (
        sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
      ).dataValidations.model;
      expect(validations.E2).toMatchObject({
        type: 'list',
        formulae: [`'Lists'!$C$2:$C$${column(3).length + 1}`],
      });

      // Filled in with its own dropdown values, the template imports; the activity data's
      // uncertainty is a percent from 0 to 100, left empty when not stated.
      const propane = factorNamed(stationary, 'Propano').name;
      sheet!.addRow(['T-1', 'Caldera', 'Embedded', stationary.name, propane, 'Planta Cali', 2.5]);
      sheet!.addRow(['T-2', 'Horno', 'Embedded', stationary.name, propane, 'Planta Cali', 150]);
      const refused = await upload(company, Buffer.from(await book.xlsx.writeBuffer()), 'en');
      expect(refused.status).toBe(422);
      expect(ZImportFailure.parse(await refused.json()).rows).toMatchObject([
        {
          row: 3,
          attribute: 'activity_uncertainty',
          errors: ['The activity data’s uncertainty is a percent from 0 to 100 (0 when it is not known).'],
        },
      ]);
      sheet!.spliceRows(3, 1);
      sheet!.addRow(['T-2', 'Horno', 'Embedded', stationary.name, propane, 'Planta Cali', null]);
      const imported = await upload(company, Buffer.from(await book.xlsx.writeBuffer()), 'en');
      expect(ZImportCreated.parse(await imported.json())).toEqual({ created: 2, skipped: 0 });
      expect((await list(company, '')).data.map((row) => [row.code, row.activity_uncertainty])).toEqual([
        ['T-1', 2.5],
        ['T-2', 0],
      ]);
    });

    it('exports CSV with a byte-order mark, `;` and formulas neutralised, which imports again', async () => {
      const company = await newCompany();
      const propane = factorNamed(stationary, 'Propano');
      await createEmissionSource(t, company.id, {
        code: 'Z-9',
        name: "=cmd|' /C calc'!A0",
        type_id: type.operational.id,
        source_id: stationary.id,
        emission_factor_id: propane.id,
        headquarter_id: company.north.id,
      });
      await createEmissionSource(t, company.id, {
        code: 'A-1',
        name: 'Caldera; norte',
        type_id: type.embedded.id,
        source_id: stationary.id,
        emission_factor_id: propane.id,
        headquarter_id: company.south.id,
        activity_uncertainty: 2.5,
      });
      const res = await call('POST', '/emission-sources/export', company.member, { company_id: company.id });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('emission_sources.csv');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines).toEqual([
        'Código;Nombre;Tipo;Categoría de fuente;Factor de emisión;Sede;Incertidumbre del dato de actividad (%)',
        `A-1;"Caldera; norte";Incorporada;${stationary.name};${propane.name};Planta Cali;2,5`,
        `Z-9;'=cmd|' /C calc'!A0;Operativa;${stationary.name};${propane.name};Sede Bogota;`,
        '',
      ]);

      // The export is a file the import takes as it is: every row is already there.
      const again = await upload(company, bytes);
      expect(ZImportCreated.parse(await again.json())).toEqual({ created: 0, skipped: 2 });
    });

    it('exports what the list shows: its filters, search and sort, as CSV or an xlsx workbook', async () => {
      const company = await newCompany();
      const propane = factorNamed(stationary, 'Propano');
      const source = (code: string, headquarter: number, activity_uncertainty = 0) =>
        createEmissionSource(t, company.id, {
          code,
          name: `Horno ${code}`,
          type_id: type.operational.id,
          source_id: stationary.id,
          emission_factor_id: propane.id,
          headquarter_id: headquarter,
          activity_uncertainty,
        });
      await source('H-1', company.north.id, 1.5);
      await source('H-2', company.south.id);
      await source('H-3', company.north.id, 3);
      await source('X-1', company.north.id);
      const filtered = { company_id: company.id, headquarter_id: company.north.id, search: 'horno h' };
      const csv = await call('POST', '/emission-sources/export', company.member, {
        ...filtered,
        sort: 'code',
        order: 'desc',
      });
      expect(csv.status).toBe(200);
      const lines = Buffer.from(await csv.arrayBuffer())
        .subarray(3)
        .toString('utf8')
        .split('\r\n');
      expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['H-3', 'H-1']);

      const xlsx = await call('POST', '/emission-sources/export', company.member, {
        ...filtered,
        format: 'xlsx',
      });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-disposition')).toContain('emission_sources.xlsx');
      const SheetJs = await import('@e965/xlsx');
      const book = SheetJs.read(Buffer.from(await xlsx.arrayBuffer()));
      expect(book.SheetNames).toEqual(['Fuentes de emisión']);
      const sheet = book.Sheets['Fuentes de emisión']!;
      expect(SheetJs.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).map((row) => row[0])).toEqual([
        'Código',
        'H-1',
        'H-3',
      ]);
      expect(sheet.G2).toMatchObject({ t: 'n', v: 1.5 });
      expect(sheet.G3).toMatchObject({ t: 'n', v: 3 });
    });
  });

  it('lets members write here, unlike in the settings', async () => {
    const company = await newCompany();
    const created = await call('POST', '/emission-sources', company.member, input(company));
    expect(created.status).toBe(201);
    const stakeholder = await call('POST', '/stakeholders', company.member, {
      company_id: company.id,
      type: 'HEADQUARTERS',
      name: 'Sede Nueva',
    });
    expect(stakeholder.status).toBe(403);
  });

  it('refuses the emission source past the plan’s limit with 409 naming it, and an import that would pass it whole', async () => {
    const company = await newCompany('TRIAL');
    const limits = async () =>
      (await (await call('GET', `/companies/${company.id}`, company.admin)).json()) as {
        current_plan: { name: string };
        current_limits: { emission_sources: { limit: number; used: number } };
      };
    const { current_plan, current_limits } = await limits();
    const allowed = current_limits.emission_sources.limit;
    expect(allowed).toBe(10);
    for (let n = 1; n <= allowed; n++) {
      const res = await call(
        'POST',
        '/emission-sources',
        company.member,
        input(company, { code: `LIM-${n}` }),
      );
      expect(res.status).toBe(201);
    }
    const past = await call('POST', '/emission-sources', company.admin, input(company, { code: 'LIM-11' }));
    expect(past.status).toBe(409);
    const refusal = ZApiError.parse(await past.json());
    expect(refusal.message).toContain(current_plan.name);
    expect(refusal.message).toContain('10 fuentes de emisión');
    const english = await call(
      'POST',
      '/emission-sources',
      company.admin,
      input(company, { code: 'LIM-11' }),
      'en',
    );
    expect(ZApiError.parse(await english.json()).message).toContain('10 emission sources');

    // Two deleted: 8 used, 2 free; a file of 5 new rows is refused whole.
    const { data } = await list(company, '&per_page=2');
    const removed = await call('DELETE', '/emission-sources/bulk/destroy', company.admin, {
      company_id: company.id,
      ids: data.map((row) => row.id),
    });
    expect(removed.status).toBe(200);
    expect((await limits()).current_limits.emission_sources.used).toBe(8);
    const csv = [
      'Código;Nombre;Tipo;Categoría de fuente;Factor de emisión;Sede',
      ...[1, 2, 3, 4, 5].map(
        (n) =>
          `NEW-${n};Fuente nueva ${n};${type.operational.name_es};${stationary.name};${factorNamed(stationary, 'Propano').name};${company.north.name}`,
      ),
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'fuentes.csv');
    const imported = await t.request(`/api/emission-sources/import?company_id=${company.id}`, {
      method: 'POST',
      headers: { ...company.admin, 'accept-language': 'es' },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(409);
    expect(ZApiError.parse(await imported.json()).message).toContain('añade 5');
    expect((await limits()).current_limits.emission_sources.used).toBe(8);
  });
});
