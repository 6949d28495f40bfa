import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZEmissionActivity,
  ZEmissionFactor,
  ZCatalogueVersions,
  ZGasEmission,
  ZGasEmissionImportResult,
  ZImportFailure,
  listEnvelope,
  type TGasEmission,
} from '@huella/shared';
import { englishInSpanish } from '@huella/shared/i18n/language-check';
import {
  catalogue_events,
  gas_emissions,
  gases,
  sources,
  types,
  unit_measurements,
} from '../../db/schema/index.ts';
import { addCompanySources, createCompany, setPlan, signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { streamedEntries, unzipEntries, zipOf } from '../../testing/zip-files.ts';
import { listGasEmissionOverlaps } from './gas-emissions.service.ts';

describe('gas emissions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let sourceId: number;
  const gas = { co2: { id: 0, name: '' }, n2o: { id: 0, name: '' } };
  const unit = { gallon: { id: 0, label: '' }, litre: { id: 0, label: '' } };
  const type = { operational: 0, embedded: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
    const db = t.database.db;
    sourceId = (await db.select().from(sources).where(eq(sources.code, 'mobile_combustion')))[0]!.id;
    for (const [key, code] of [
      ['co2', 'CO2'],
      ['n2o', 'N2O'],
    ] as const) {
      const [row] = await db.select().from(gases).where(eq(gases.code, code));
      gas[key] = { id: row!.id, name: row!.name };
    }
    for (const [key, code] of [
      ['gallon', 'gal_us'],
      ['litre', 'L'],
    ] as const) {
      const [row] = await db.select().from(unit_measurements).where(eq(unit_measurements.code, code));
      unit[key] = { id: row!.id, label: `${row!.name} (${row!.abbreviation})` };
    }
    for (const row of await db.select().from(types).where(eq(types.group, 'emission_source'))) {
      if (row.code === 'operational' || row.code === 'embedded') type[row.code] = row.id;
    }
  });
  afterAll(async () => t?.close());

  const newFactor = async (name: string) => {
    const res = await t.request('/api/emission-factors', {
      method: 'POST',
      headers: admin,
      json: { name, source_id: sourceId },
    });
    expect(res.status).toBe(201);
    return ZEmissionFactor.parse(await res.json()).id;
  };
  /** A derived factor made of `partId` alone. */
  const newBlend = async (name: string, partId: number) => {
    const res = await t.request('/api/emission-factors', {
      method: 'POST',
      headers: admin,
      json: {
        name,
        source_id: sourceId,
        derives: true,
        factors: [{ id: partId, name: 'Parte', percent: 100, avoided: false }],
      },
    });
    expect(res.status).toBe(201);
    return ZEmissionFactor.parse(await res.json()).id;
  };
  const derivedMessage =
    'A derived factor has no gas values of its own: it takes those of the factors it blends.';
  const value = (factorId: number, overrides: object = {}) => ({
    factor_id: factorId,
    gas_id: gas.co2.id,
    unit_measurement_id: unit.gallon.id,
    type_id: type.operational,
    value: 10.21,
    uncertainty: 5,
    date_start: '2024-01-01',
    date_end: '2024-12-31',
    fountain: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
    reference: 'US EPA GHG Emission Factors Hub 2024, Table 2',
    avoided: false,
    ...overrides,
  });
  const post = (json: object, lang = 'es') =>
    t.request('/api/gas-emissions', { method: 'POST', headers: { ...admin, 'accept-language': lang }, json });
  const create = async (json: object): Promise<TGasEmission> => {
    const res = await post(json);
    expect(res.status).toBe(201);
    return ZGasEmission.parse(await res.json());
  };
  const put = (id: number, json: object, lang = 'es') =>
    t.request(`/api/gas-emissions/${id}`, {
      method: 'PUT',
      headers: { ...admin, 'accept-language': lang },
      json,
    });
  const eventsOf = async (kind: string) =>
    (await t.database.db.select().from(catalogue_events).where(eq(catalogue_events.kind, kind))).sort(
      (a, b) => a.id - b.id,
    );

  it('creates, reads, updates and deletes a gas value with its gas and unit', async () => {
    const factorId = await newFactor('Diésel (valores)');
    const created = await create(value(factorId, { avoided: null }));
    expect(created).toMatchObject({
      factor_id: factorId,
      value: 10.21,
      avoided: false,
      type_id: type.operational,
      gas: { id: gas.co2.id, formula: 'CO2' },
      unit_measurement: { id: unit.gallon.id, abbreviation: 'gal' },
    });
    const res = await put(created.id, value(factorId, { value: 10.3, uncertainty: 3.5 }));
    expect(res.status).toBe(200);
    expect(ZGasEmission.parse(await res.json())).toMatchObject({ value: 10.3, uncertainty: 3.5 });
    expect(
      ZGasEmission.parse(
        await (await t.request(`/api/gas-emissions/${created.id}`, { headers: admin })).json(),
      ).value,
    ).toBe(10.3);
    // The value replaced is kept as a version, with who replaced it.
    const versions = async () =>
      ZCatalogueVersions.parse(
        await (await t.request(`/api/gas-emissions/${created.id}/versions`, { headers: admin })).json(),
      );
    const history = await versions();
    expect(history.map((v) => [v.version, v.values.value, v.values.uncertainty, v.action])).toEqual([
      [2, 10.3, 3.5, null],
      [1, 10.21, created.uncertainty, 'update'],
    ]);
    expect(history[1]!.replaced_by).toEqual(expect.stringContaining('@'));
    expect(history[1]!.replaced_at).toEqual(expect.any(String));
    expect(
      (await t.request(`/api/gas-emissions/${created.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(204);
    expect((await t.request(`/api/gas-emissions/${created.id}`, { headers: admin })).status).toBe(404);
    // Deleted, its versions stay: the last one says it was deleted.
    expect((await versions()).map((v) => [v.version, v.values.value, v.action])).toEqual([
      [2, 10.3, 'delete'],
      [1, 10.21, 'update'],
    ]);
    expect((await t.request('/api/gas-emissions/2000000000/versions', { headers: admin })).status).toBe(404);
  });

  it('refuses an overlapping validity of the same factor and gas with 422 on both dates, naming the value', async () => {
    const factorId = await newFactor('Gasolina (vigencias)');
    const first = await create(value(factorId));
    const overlap = await post(value(factorId, { date_start: '2024-12-31', date_end: '2025-12-31' }), 'en');
    expect(overlap.status).toBe(422);
    const message = `The validity overlaps value ${first.id} of the same gas (2024-01-01 to 2024-12-31, per gal): a gas has one value per day, whatever its unit.`;
    expect(ZApiError.parse(await overlap.json()).errors).toEqual({
      date_start: [message],
      date_end: [message],
    });

    // The next day or another gas is fine; a value never overlaps itself.
    await create(value(factorId, { date_start: '2025-01-01', date_end: '2025-12-31' }));
    await create(value(factorId, { gas_id: gas.n2o.id }));
    expect((await put(first.id, value(factorId, { date_end: '2024-06-30' }))).status).toBe(200);
    const moved = await put(first.id, value(factorId, { date_end: '2025-01-01' }));
    expect(moved.status).toBe(422);
  });

  describe('one value per factor, gas and day, whatever its unit', () => {
    /** A company that records activities of the mobile-combustion category, as its administrator. */
    async function newCompany() {
      const owner = await signedInUser(t);
      const company = await createCompany(t, owner.user);
      await setPlan(t, company.id, 'LARGE');
      await addCompanySources(t, company.id, [sourceId]);
      return { id: company.id, headers: owner.headers };
    }

    it('refuses a value per gallon where one per litre holds, so 100 L count 0.2697 t and not twice that', async () => {
      const factorId = await newFactor('Gasolina (litros y galones)');
      const perLitre = await create(value(factorId, { unit_measurement_id: unit.litre.id, value: 2.697 }));
      const perGallon = value(factorId, { unit_measurement_id: unit.gallon.id, value: 10.21 });
      const refused = await post(perGallon, 'en');
      expect(refused.status).toBe(422);
      expect(ZApiError.parse(await refused.json()).errors?.date_start).toEqual([
        `The validity overlaps value ${perLitre.id} of the same gas (2024-01-01 to 2024-12-31, per L): a gas has one value per day, whatever its unit.`,
      ]);
      const inSpanish = await post(perGallon, 'es');
      expect(ZApiError.parse(await inSpanish.json()).errors?.date_start).toEqual([
        `La vigencia se superpone con el valor ${perLitre.id} del mismo gas (2024-01-01 a 2024-12-31, por L): un gas tiene un solo valor por día, sea cual sea su unidad.`,
      ]);
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(stored.map((row) => row.id)).toEqual([perLitre.id]);

      const company = await newCompany();
      const res = await t.request('/api/emission-activities', {
        method: 'POST',
        headers: company.headers,
        json: {
          company_id: company.id,
          date: '2024-06-15',
          consumption: 100,
          by_emission_source: false,
          emission_factor_id: factorId,
          type_id: type.operational,
          unit_measurement_id: unit.litre.id,
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      // 100 L × 2.697 kg/L = 269.7 kg: once, not again as 26.417 gal × 10.21 kg/gal.
      expect(ZEmissionActivity.parse(await res.json()).carbon_footprint).toBe(0.2697);
    });

    it('refuses an update that moves a value into the days of another unit’s value of the same gas', async () => {
      const factorId = await newFactor('Diésel (unidades al actualizar)');
      const perLitre = await create(value(factorId, { unit_measurement_id: unit.litre.id, value: 2.697 }));
      const perGallon = await create(value(factorId, { date_start: '2025-01-01', date_end: '2025-12-31' }));
      const res = await put(
        perGallon.id,
        value(factorId, { date_start: '2024-07-01', date_end: '2025-12-31' }),
        'en',
      );
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors?.date_start).toEqual([
        `The validity overlaps value ${perLitre.id} of the same gas (2024-01-01 to 2024-12-31, per L): a gas has one value per day, whatever its unit.`,
      ]);
      // Changing the unit of a value to the other one does not escape the rule either.
      const moved = await put(
        perGallon.id,
        value(factorId, {
          unit_measurement_id: unit.litre.id,
          date_start: '2024-12-31',
          date_end: '2025-12-31',
        }),
      );
      expect(moved.status).toBe(422);
      expect(
        (await put(perGallon.id, value(factorId, { date_start: '2025-01-01', date_end: '2025-06-30' })))
          .status,
      ).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.id, perGallon.id));
      expect(row).toMatchObject({ date_start: '2025-01-01', unit_measurement_id: unit.gallon.id });
    });

    it('leaves no two values of one factor and gas on the same day in the seeded catalogue', async () => {
      expect(await listGasEmissionOverlaps({ db: t.database.db })).toEqual([]);
    });
  });

  it('refuses values of a derived factor, which takes them from its parts; a stored one can still be deleted', async () => {
    const partId = await newFactor('Diésel (parte de mezcla)');
    const blendId = await newBlend('Mezcla B10 (valores)', partId);

    const created = await post(value(blendId), 'en');
    expect(created.status).toBe(422);
    expect(ZApiError.parse(await created.json()).errors).toEqual({ factor_id: [derivedMessage] });

    const ofPart = await create(value(partId));
    const moved = await put(ofPart.id, value(blendId), 'en');
    expect(moved.status).toBe(422);
    expect(ZApiError.parse(await moved.json()).errors).toEqual({ factor_id: [derivedMessage] });

    // A value stored before the factor became a blend (by an earlier version) can be deleted.
    const [legacy] = await t.database.db
      .insert(gas_emissions)
      .values({ ...value(blendId), avoided: false })
      .returning({ id: gas_emissions.id });
    const removed = await t.request(`/api/gas-emissions/${legacy!.id}`, { method: 'DELETE', headers: admin });
    expect(removed.status).toBe(204);
  });

  it('refuses an end before the start, unknown references and values out of range', async () => {
    const factorId = await newFactor('Gas LP (reglas)');
    const res = await post(
      value(factorId, {
        date_start: '2024-06-01',
        date_end: '2024-05-31',
        gas_id: 999_999,
        uncertainty: 1001,
      }),
      'en',
    );
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors).toEqual({
      date_end: ['The end date must be on or after the start date.'],
      uncertainty: ['Must be less than or equal to 1000.'],
    });
    const unknown = await post(
      value(factorId, { gas_id: 999_999, unit_measurement_id: 999_999, type_id: 999_999 }),
      'en',
    );
    expect(ZApiError.parse(await unknown.json()).errors).toEqual({
      gas_id: ['The selected value does not exist.'],
      unit_measurement_id: ['The selected value does not exist.'],
      type_id: ['The selected value does not exist.'],
    });
    const noType = await post(value(factorId, { type_id: null }), 'en');
    expect(noType.status).toBe(422);
    expect(ZApiError.parse(await noType.json()).errors).toEqual({ type_id: ['This field is required.'] });
    const noFactor = await post(value(999_999), 'en');
    expect(ZApiError.parse(await noFactor.json()).errors).toEqual({
      factor_id: ['The selected value does not exist.'],
    });
  });

  it('records one event per change the calculation reads, none for a new reference text', async () => {
    const factorId = await newFactor('Keroseno (eventos)');
    const before = (await eventsOf('gas_emission.changed')).length;
    const created = await create(value(factorId));
    expect(
      (await put(created.id, value(factorId, { reference: 'EPA 2024, tabla 2 (revisada)', fountain: 'EPA' })))
        .status,
    ).toBe(200);
    expect(
      (
        await put(
          created.id,
          value(factorId, { reference: 'EPA 2024, tabla 2 (revisada)', fountain: 'EPA', value: 9.75 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.request(`/api/gas-emissions/${created.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(204);
    const events = (await eventsOf('gas_emission.changed')).slice(before);
    expect(events.map((e) => [e.entity_id, (e.payload as { action: string }).action])).toEqual([
      [created.id, 'created'],
      [created.id, 'updated'],
      [created.id, 'deleted'],
    ]);
    expect(events[1]!.payload).toMatchObject({ factor_ids: [factorId], changed: ['value'] });
    // A refused change records nothing.
    await post(value(factorId, { date_end: '2023-01-01' }));
    expect((await eventsOf('gas_emission.changed')).length).toBe(before + 3);
  });

  describe('import', () => {
    type Row = (string | number | Date | boolean | null)[];
    /** The column keys, which templates had as headers before headers were words. */
    const header = [
      'gas',
      'unit_measurement',
      'type',
      'value',
      'uncertainty',
      'date_start',
      'date_end',
      'fountain',
      'reference',
      'avoided',
    ];

    async function workbook(rows: Row[], head: string[] = header): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('gas_emissions');
      sheet.addRow(head);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    }

    async function upload(factorId: number | string, bytes: Buffer, lang = 'es') {
      const form = new FormData();
      form.append('factor_id', String(factorId));
      form.append(
        'file',
        new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
        'valores.xlsx',
      );
      return t.request('/api/gas-emissions/import', {
        method: 'POST',
        headers: { ...admin, 'accept-language': lang },
        body: form,
      });
    }

    const goodRows = (): Row[] => [
      [
        gas.co2.name,
        unit.gallon.label,
        'Operativa',
        10.21,
        5,
        new Date(Date.UTC(2024, 0, 1)),
        new Date(Date.UTC(2024, 11, 31)),
        'https://www.epa.gov',
        'EPA 2024',
        'no',
      ],
      [
        gas.n2o.name,
        unit.gallon.label,
        'Incorporada',
        '0,00008',
        '10',
        '2024-01-01',
        '2024-12-31',
        'https://www.epa.gov',
        'EPA 2024',
        'sí',
      ],
      [
        gas.co2.name,
        'gal',
        'operational',
        10.3,
        5,
        '2025-01-01',
        '2025-12-31',
        'https://www.epa.gov',
        'EPA 2025',
        null,
      ],
    ];

    /** The template of a factor in a language, as a workbook. */
    async function template(factorId: number, lang: string) {
      const res = await t.request(`/api/gas-emissions/import/template?factor_id=${factorId}`, {
        headers: { ...admin, 'accept-language': lang },
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      return { res, book };
    }
    const headerOf = (sheet: ExcelJS.Worksheet) =>
      (sheet.getRow(1).values as unknown[]).slice(1).map((cell) => String(cell));
    /** The columns of the hidden sheet: each list's header and items. */
    const listsOf = (sheet: ExcelJS.Worksheet) =>
      Array.from({ length: sheet.columnCount }, (_, i) =>
        (sheet.getColumn(i + 1).values as unknown[]).slice(1).map((cell) => String(cell)),
      );

    it('answers a template with the header row, dropdowns from a hidden sheet and date columns', async () => {
      const factorId = await newFactor('Diésel (plantilla)');
      const res = await t.request(`/api/gas-emissions/import/template?factor_id=${factorId}`, {
        headers: admin,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toContain(`valores-por-gas-factor-${factorId}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const [sheet, lists] = book.worksheets;
      expect(sheet!.name).toBe('Valores por gas');
      expect(headerOf(sheet!)).toEqual([
        'Gas',
        'Unidad de medida',
        'Tipo',
        'Valor',
        'Incertidumbre (%)',
        'Vigente desde',
        'Vigente hasta',
        'Fuente de publicación',
        'Referencia',
        'Emisión evitada',
      ]);
      expect(lists!.name).toBe('Listas');
      expect(lists!.state).toBe('hidden');
      const gasList = (lists!.getColumn(1).values as unknown[]).slice(2);
      expect(gasList).toEqual(expect.arrayContaining([gas.co2.name, gas.n2o.name]));
      expect((lists!.getColumn(2).values as unknown[]).slice(2)).toContain(unit.gallon.label);
      const validations = (
        sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
      ).dataValidations.model;
      expect(validations.A2).toMatchObject({
        type: 'list',
        formulae: [`'Listas'!$A$2:$A$${gasList.length + 1}`],
      });
      expect(validations.F2).toMatchObject({ type: 'date' });
      expect(validations.E2).toMatchObject({ type: 'decimal', formulae: [0, 1000] });
      expect(sheet!.getColumn(6).numFmt).toBe('yyyy-mm-dd');
      expect(
        (await t.request('/api/gas-emissions/import/template?factor_id=999999', { headers: admin })).status,
      ).toBe(404);

      // Filled in with its own dropdown values, the template imports.
      sheet!.addRow([
        gas.co2.name,
        unit.gallon.label,
        'Operativa',
        10.21,
        5,
        new Date(Date.UTC(2024, 0, 1)),
        new Date(Date.UTC(2024, 11, 31)),
        'https://www.epa.gov',
        'EPA 2024',
        'no',
      ]);
      const filled = Buffer.from(await book.xlsx.writeBuffer());
      const imported = await upload(factorId, filled);
      expect(imported.status).toBe(200);
      expect(ZGasEmissionImportResult.parse(await imported.json())).toEqual({ imported: 1, skipped: 0 });
    });

    it('writes the template in the language of the request, and no English word in the Spanish one', async () => {
      const factorId = await newFactor('Diésel (plantilla en dos idiomas)');
      const es = await template(factorId, 'es-CO,es;q=0.9');
      const en = await template(factorId, 'en-US,en;q=0.9');
      expect(en.res.headers.get('content-disposition')).toContain(`gas-values-factor-${factorId}.xlsx`);
      const [esSheet, esLists] = es.book.worksheets;
      const [enSheet, enLists] = en.book.worksheets;
      expect(enSheet!.name).toBe('Gas values');
      expect(headerOf(enSheet!)).toEqual([
        'Gas',
        'Unit of measurement',
        'Type',
        'Value',
        'Uncertainty (%)',
        'Valid from',
        'Valid until',
        'Published in',
        'Reference',
        'Avoided emission',
      ]);
      expect(listsOf(enLists!)[2]).toEqual(['Type', 'Operational', 'Embedded']);
      expect(listsOf(enLists!)[3]).toEqual(['Avoided emission', 'yes', 'no']);
      expect(listsOf(esLists!)[2]).toEqual(['Tipo', 'Operativa', 'Incorporada']);
      expect(listsOf(esLists!)[3]).toEqual(['Emisión evitada', 'sí', 'no']);

      // Every word the Spanish file shows: sheet names, headers, list headers and list items, each
      // against its English counterpart where there is one.
      const findings: string[] = [];
      const check = (spanish: string, english?: string) =>
        findings.push(...englishInSpanish(spanish, english).map((finding) => `${spanish}: ${finding}`));
      check(esSheet!.name, enSheet!.name);
      check(esLists!.name, enLists!.name);
      headerOf(esSheet!).forEach((cell, i) => check(cell, headerOf(enSheet!)[i]));
      const enColumns = listsOf(enLists!);
      listsOf(esLists!).forEach((column, i) => {
        check(column[0]!, enColumns[i]![0]);
        // Gas and unit names are catalogue data, the same in both files; types and yes/no are words.
        const translated = i >= 2;
        column.slice(1).forEach((item, j) => check(item, translated ? enColumns[i]![j + 1] : undefined));
      });
      expect(findings).toEqual([]);
    });

    it('imports a template in either language whatever the language of the request', async () => {
      const row = (type: string, start: string, end: string): Row => [
        gas.co2.name,
        unit.gallon.label,
        type,
        10.21,
        5,
        start,
        end,
        'https://www.epa.gov',
        'EPA 2024',
        null,
      ];
      for (const [fileLang, requestLang, type] of [
        ['en', 'es', 'Operational'],
        ['es', 'en', 'Operativa'],
      ] as const) {
        const factorId = await newFactor(`Diésel (plantilla ${fileLang} importada en ${requestLang})`);
        const { book } = await template(factorId, fileLang);
        const sheet = book.worksheets[0]!;
        sheet.addRow(row(type, '2024-01-01', '2024-12-31'));
        sheet.addRow(row(type, '2025-01-01', '2025-12-31'));
        const res = await upload(factorId, Buffer.from(await book.xlsx.writeBuffer()), requestLang);
        expect(res.status).toBe(200);
        expect(ZGasEmissionImportResult.parse(await res.json())).toEqual({ imported: 2, skipped: 0 });
      }
    });

    it('imports a template filled in before headers were words (its headers are the column keys)', async () => {
      const factorId = await newFactor('Diésel (plantilla antigua)');
      const res = await upload(factorId, await workbook(goodRows().slice(0, 1), header));
      expect(res.status).toBe(200);
      expect(ZGasEmissionImportResult.parse(await res.json())).toEqual({ imported: 1, skipped: 0 });
    });

    it('imports every row in one go; importing the same file again writes nothing twice', async () => {
      const factorId = await newFactor('Diésel (importado)');
      const before = (await eventsOf('gas_emission.imported')).length;
      const res = await upload(factorId, await workbook(goodRows()));
      expect(res.status).toBe(200);
      expect(ZGasEmissionImportResult.parse(await res.json())).toEqual({ imported: 3, skipped: 0 });
      const stored = listEnvelope(ZGasEmission).parse(
        await (await t.request(`/api/factors/${factorId}/gases?per_page=50`, { headers: admin })).json(),
      ).data;
      expect(stored).toHaveLength(3);
      expect(stored.find((g) => g.gas.id === gas.n2o.id)).toMatchObject({
        value: 0.00008,
        uncertainty: 10,
        avoided: true,
        type_id: type.embedded,
        date_start: '2024-01-01',
      });
      expect(stored.filter((g) => g.gas.id === gas.co2.id).every((g) => g.type_id === type.operational)).toBe(
        true,
      );
      const imported = (await eventsOf('gas_emission.imported')).slice(before);
      expect(imported).toHaveLength(1);
      expect(imported[0]).toMatchObject({ entity_id: factorId, payload: { factor_ids: [factorId] } });

      const again = await upload(factorId, await workbook(goodRows()));
      expect(ZGasEmissionImportResult.parse(await again.json())).toEqual({ imported: 0, skipped: 3 });
      const count = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(count).toHaveLength(3);
    });

    it('imports the same rows from a legacy xls or a CSV, whatever the file is called', async () => {
      const xlsBook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        xlsBook,
        XLSX.utils.aoa_to_sheet([header, ...goodRows()], { cellDates: true }),
        'Valores',
      );
      const xls = XLSX.write(xlsBook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
      const xlsFactor = await newFactor('Diésel (xls)');
      const fromXls = await upload(xlsFactor, xls);
      expect(fromXls.status, await fromXls.clone().text()).toBe(200);
      expect(ZGasEmissionImportResult.parse(await fromXls.json())).toEqual({ imported: 3, skipped: 0 });

      // A CSV saved by a Spanish spreadsheet: `;`, decimal commas, day-first dates, a byte-order mark.
      const text = (cell: Row[number]) => {
        if (cell === null) return '';
        if (cell instanceof Date) return cell.toISOString().slice(0, 10).split('-').reverse().join('/');
        return typeof cell === 'number' ? String(cell).replace('.', ',') : String(cell);
      };
      const csv = `\uFEFF${[header, ...goodRows()].map((row) => row.map(text).join(';')).join('\r\n')}\r\n`;
      const csvFactor = await newFactor('Diésel (csv)');
      const fromCsv = await upload(csvFactor, Buffer.from(csv));
      expect(fromCsv.status, await fromCsv.clone().text()).toBe(200);
      expect(ZGasEmissionImportResult.parse(await fromCsv.json())).toEqual({ imported: 3, skipped: 0 });

      const valuesOf = async (factorId: number) =>
        listEnvelope(ZGasEmission)
          .parse(
            await (await t.request(`/api/factors/${factorId}/gases?per_page=50`, { headers: admin })).json(),
          )
          .data.map((g) => [g.gas.id, g.value, g.uncertainty, g.date_start, g.date_end, g.avoided, g.type_id])
          .sort();
      expect(await valuesOf(csvFactor)).toEqual(await valuesOf(xlsFactor));
      expect(await valuesOf(xlsFactor)).toHaveLength(3);

      // A failing CSV row is named by the row a spreadsheet shows for it.
      const failing = `${header.join(',')}\n${gas.co2.name},gal,Operativa,"1,5,30",5,2024-01-01,2024-12-31,EPA,EPA 2024,\n`;
      const refused = await upload(await newFactor('Diésel (csv con errores)'), Buffer.from(failing), 'en');
      expect(refused.status).toBe(422);
      expect(ZImportFailure.parse(await refused.json()).rows).toEqual([
        {
          row: 2,
          attribute: 'value',
          errors: ['Must be a number.'],
          values: expect.objectContaining({ gas: gas.co2.name, value: '1,5,30' }),
        },
      ]);
    });

    it("reads text figures and dates the language's way, as the form of the language does", async () => {
      const factorId = await newFactor('Diésel (texto)');
      const row = (value: string, start: string): Row => [
        gas.co2.name,
        unit.gallon.label,
        'Operativa',
        value,
        '12,5',
        start,
        '31/12/2024',
        'https://www.epa.gov',
        'EPA 2024',
        'no',
      ];
      const refused = await upload(factorId, await workbook([row('1.530', '31/02/2024')]));
      expect(refused.status).toBe(422);
      const body = ZImportFailure.parse(await refused.json());
      expect(Object.fromEntries(body.rows!.map((e) => [e.attribute, e.errors]))).toEqual({
        date_start: ['Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.'],
      });

      const res = await upload(factorId, await workbook([row('1.234,5', '01/02/2024')]));
      expect(res.status, await res.clone().text()).toBe(200);
      const stored = listEnvelope(ZGasEmission).parse(
        await (await t.request(`/api/factors/${factorId}/gases`, { headers: admin })).json(),
      ).data;
      expect(stored.map((g) => [g.value, g.uncertainty, g.date_start, g.date_end])).toEqual([
        [1234.5, 12.5, '2024-02-01', '2024-12-31'],
      ]);

      // One separator and three digits: thousands in Spanish, as the Spanish form reads it.
      const thousands = await newFactor('Diésel (miles)');
      const grouped = await upload(thousands, await workbook([row('41.000', '01/02/2024')]));
      expect(grouped.status, await grouped.clone().text()).toBe(200);
      const [value] = listEnvelope(ZGasEmission).parse(
        await (await t.request(`/api/factors/${thousands}/gases`, { headers: admin })).json(),
      ).data;
      expect(value?.value).toBe(41000);
    });

    it('refuses a file for a derived factor, which takes its values from its parts', async () => {
      const blendId = await newBlend('Mezcla B20 (importada)', await newFactor('Diésel (parte importada)'));
      const res = await upload(blendId, await workbook(goodRows()), 'en');
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({ factor_id: [derivedMessage] });
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, blendId));
      expect(stored).toHaveLength(0);
    });

    it('imports nothing when a row fails, listing each failure with its row and values', async () => {
      const factorId = await newFactor('Diésel (errores)');
      const storedN2o = await create(
        value(factorId, { gas_id: gas.n2o.id, date_start: '2023-01-01', date_end: '2024-03-31' }),
      );
      const rows = goodRows();
      rows.push([
        'Gas inexistente',
        unit.gallon.label,
        null,
        -1,
        5,
        '2024-02-30',
        '2024-12-31',
        'EPA',
        'EPA 2024',
        'quizá',
      ]);
      rows.push([
        gas.co2.name,
        unit.gallon.label,
        'Operational',
        1,
        5,
        '2024-06-01',
        '2024-07-01',
        'EPA',
        'EPA 2024',
        null,
      ]);
      const res = await upload(factorId, await workbook(rows), 'en');
      expect(res.status).toBe(422);
      const body = ZImportFailure.parse(await res.json());
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toBe('There are errors in 4 rows; nothing was imported.');
      const byRow = (row: number) =>
        Object.fromEntries(body.rows!.filter((e) => e.row === row).map((e) => [e.attribute, e.errors]));
      // Row 3: N2O overlaps the stored value; rows 2 and 6 overlap each other; row 5 has cell errors.
      const overlapsStored = `The validity overlaps value ${storedN2o.id} of the same gas (2023-01-01 to 2024-03-31, per gal): a gas has one value per day, whatever its unit.`;
      expect(byRow(3)).toEqual({ date_start: [overlapsStored], date_end: [overlapsStored] });
      expect(byRow(2)).toEqual({
        date_start: ['The validity overlaps row 6 of the file.'],
        date_end: ['The validity overlaps row 6 of the file.'],
      });
      expect(byRow(6).date_start).toEqual(['The validity overlaps row 2 of the file.']);
      expect(byRow(5)).toEqual({
        gas: ['The selected value does not exist.'],
        type: ['This field is required.'],
        value: ['Must be greater than or equal to 0.'],
        date_start: ['Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.'],
        avoided: ['Enter yes or no.'],
      });
      expect(byRow(4)).toEqual({});
      expect(body.rows!.find((e) => e.row === 5)!.values).toMatchObject({
        gas: 'Gas inexistente',
        value: -1,
        avoided: 'quizá',
      });
      expect(body.errors!['rows.5.gas']).toEqual(['The selected value does not exist.']);
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(stored).toHaveLength(1);
    });

    it("lists a row's cell errors and its validity overlaps in the same answer", async () => {
      const factorId = await newFactor('Diésel (todo a la vez)');
      const storedN2o = await create(
        value(factorId, { gas_id: gas.n2o.id, date_start: '2023-01-01', date_end: '2024-03-31' }),
      );
      const row = (overrides: Partial<Record<number, unknown>>): Row => {
        const cells: unknown[] = [
          gas.n2o.name,
          unit.gallon.label,
          'Operational',
          1,
          5,
          '2024-01-01',
          '2024-12-31',
          'EPA',
          'EPA 2024',
          'no',
        ];
        for (const [index, cell] of Object.entries(overrides)) cells[Number(index)] = cell;
        return cells as Row;
      };
      // Row 2 overlaps the stored value and has a negative value; rows 3 and 4 overlap each other
      // (another gas) and row 4 also says neither yes nor no.
      const rows = [
        row({ 3: -1 }),
        row({ 0: gas.co2.name, 5: '2025-01-01', 6: '2025-06-30' }),
        row({ 0: gas.co2.name, 5: '2025-06-01', 6: '2025-12-31', 9: 'quizá' }),
      ];
      const res = await upload(factorId, await workbook(rows), 'en');
      expect(res.status).toBe(422);
      const body = ZImportFailure.parse(await res.json());
      const byRow = (n: number) =>
        Object.fromEntries(body.rows!.filter((e) => e.row === n).map((e) => [e.attribute, e.errors]));
      const stored = `The validity overlaps value ${storedN2o.id} of the same gas (2023-01-01 to 2024-03-31, per gal): a gas has one value per day, whatever its unit.`;
      expect(byRow(2)).toEqual({
        value: ['Must be greater than or equal to 0.'],
        date_start: [stored],
        date_end: [stored],
      });
      expect(byRow(3)).toEqual({
        date_start: ['The validity overlaps row 4 of the file.'],
        date_end: ['The validity overlaps row 4 of the file.'],
      });
      expect(byRow(4)).toEqual({
        date_start: ['The validity overlaps row 3 of the file.'],
        date_end: ['The validity overlaps row 3 of the file.'],
        avoided: ['Enter yes or no.'],
      });
    });

    it('refuses a row whose gas holds a value in another unit on the same days, in the file or stored', async () => {
      const factorId = await newFactor('Diésel (unidades importadas)');
      const perLitre = await create(value(factorId, { unit_measurement_id: unit.litre.id, value: 2.697 }));
      const row = (gasName: string, unitLabel: string, start: string, end: string): Row => [
        gasName,
        unitLabel,
        'Operational',
        1,
        5,
        start,
        end,
        'EPA',
        'EPA 2024',
        'no',
      ];
      const rows = [
        // Row 2: CO2 per gallon on days of the stored CO2 per litre.
        row(gas.co2.name, unit.gallon.label, '2024-06-01', '2024-12-31'),
        // Rows 3 and 4: N2O per gallon and per litre on the same days of 2025.
        row(gas.n2o.name, unit.gallon.label, '2025-01-01', '2025-06-30'),
        row(gas.n2o.name, unit.litre.label, '2025-06-30', '2025-12-31'),
        // Row 5: CO2 per gallon the day after the stored value ends is fine.
        row(gas.co2.name, unit.gallon.label, '2025-01-01', '2025-12-31'),
      ];
      const res = await upload(factorId, await workbook(rows), 'en');
      expect(res.status).toBe(422);
      const body = ZImportFailure.parse(await res.json());
      const byRow = (n: number) =>
        Object.fromEntries(body.rows!.filter((e) => e.row === n).map((e) => [e.attribute, e.errors]));
      const overlapsStored = `The validity overlaps value ${perLitre.id} of the same gas (2024-01-01 to 2024-12-31, per L): a gas has one value per day, whatever its unit.`;
      expect(byRow(2)).toEqual({ date_start: [overlapsStored], date_end: [overlapsStored] });
      expect(byRow(3).date_start).toEqual(['The validity overlaps row 4 of the file.']);
      expect(byRow(4).date_start).toEqual(['The validity overlaps row 3 of the file.']);
      expect(byRow(5)).toEqual({});
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(stored.map((r) => r.id)).toEqual([perLitre.id]);

      // Without the overlapping rows the file imports.
      const fixed = await upload(factorId, await workbook([rows[1]!, rows[3]!]), 'en');
      expect(fixed.status).toBe(200);
      expect(ZGasEmissionImportResult.parse(await fixed.json())).toEqual({ imported: 2, skipped: 0 });
    });

    it('refuses a file that is not a spreadsheet, lacks columns, has no rows or exceeds the limits', async () => {
      const factorId = await newFactor('Diésel (archivos)');
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const image = await upload(factorId, png, 'en');
      expect(image.status).toBe(422);
      expect(ZApiError.parse(await image.json()).errors).toEqual({
        file: ['The file must be a spreadsheet (.xlsx, .xls or .csv).'],
      });
      const text = await upload(factorId, Buffer.from('gas;value\nCO2;1\n'), 'en');
      expect(text.status).toBe(422);
      expect(ZApiError.parse(await text.json()).message).toBe(
        'The header row lacks the columns: “Unit of measurement”, “Type”, “Uncertainty (%)”, “Valid from”, “Valid until”, “Published in”, “Reference”.',
      );

      const headers = await upload(factorId, await workbook([], ['Gas', 'Valor']), 'en');
      expect(headers.status).toBe(422);
      expect(ZApiError.parse(await headers.json()).message).toBe(
        'The header row lacks the columns: “Unit of measurement”, “Type”, “Uncertainty (%)”, “Valid from”, “Valid until”, “Published in”, “Reference”.',
      );
      const spanish = await upload(
        factorId,
        await workbook([], ['gas', 'Unit of measurement', 'Tipo']),
        'es',
      );
      expect(ZApiError.parse(await spanish.json()).message).toBe(
        'Faltan columnas en la fila de encabezados: «Valor», «Incertidumbre (%)», «Vigente desde», «Vigente hasta», «Fuente de publicación», «Referencia».',
      );
      const empty = await upload(factorId, await workbook([]), 'en');
      expect(ZApiError.parse(await empty.json()).message).toBe('The file has no data rows.');

      const many: Row[] = Array.from({ length: 5001 }, (_, i) => [
        gas.co2.name,
        'gal',
        null,
        i,
        1,
        '2024-01-01',
        '2024-01-01',
        'x',
        'y',
        null,
      ]);
      const tooMany = await upload(factorId, await workbook(many), 'en');
      expect(tooMany.status).toBe(413);
      expect(ZApiError.parse(await tooMany.json()).message).toBe(
        'The file exceeds the import limits: 5000 rows, 30 columns.',
      );

      const wide = await upload(
        factorId,
        await workbook([[...goodRows()[0]!, ...Array.from({ length: 25 }, () => 'extra')]]),
        'en',
      );
      expect(wide.status).toBe(413);

      // A small file that inflates far beyond what a sheet of 5,000 rows needs (a zip bomb).
      const bomb = await workbook([
        [gas.co2.name, 'gal', null, 1, 1, '2024-01-01', '2024-01-01', 'a'.repeat(40_000_000), 'y', null],
      ]);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      expect((await upload(factorId, bomb)).status).toBe(413);

      const big = await upload(factorId, Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'en');
      expect(big.status).toBe(413);

      const noFactor = await upload(999_999, await workbook(goodRows()), 'en');
      expect(ZApiError.parse(await noFactor.json()).errors).toEqual({
        factor_id: ['The selected value does not exist.'],
      });
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(stored).toHaveLength(0);
    });

    it('refuses a zip with entries its directory does not list, which a streaming reader would inflate', async () => {
      const factorId = await newFactor('Diésel (entradas ocultas)');
      const entries = unzipEntries(await workbook(goodRows()));
      // A bomb as an extra local entry before the listed ones: the directory stays small and truthful.
      const hidden = zipOf([
        { name: 'xl/media/image1.bin', data: Buffer.alloc(40 * 1024 * 1024), listed: false },
        ...entries,
      ]);
      expect(hidden.length).toBeLessThan(100_000);
      expect(streamedEntries(hidden).reduce((sum, entry) => sum + entry.size, 0)).toBeGreaterThan(
        32 * 1024 * 1024,
      );
      const res = await upload(factorId, hidden, 'en');
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({
        file: ['The file must be a spreadsheet (.xlsx, .xls or .csv).'],
      });
      const stored = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.factor_id, factorId));
      expect(stored).toHaveLength(0);
      // The same entries, all listed, import as usual.
      expect((await upload(factorId, zipOf(entries), 'en')).status).toBe(200);
    });
  });
});
