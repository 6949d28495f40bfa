import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMISSION_ACTIVITY_SORTS,
  ZApiError,
  ZEmissionActivity,
  ZEmissionActivityImportResult,
  listEnvelope,
  type TEmissionActivity,
} from '@huella/shared';
import {
  activity_emissions,
  audit_log,
  emission_activities,
  emission_factor_parts,
  emission_factors,
  gas_emissions,
  gases,
  unit_measurements,
} from '../../db/schema/index.ts';
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
import { importOutcome } from '../../testing/imports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';
import { listActivityRows, listEveryActivityRow } from './emission-activities.repository.ts';

type Source = Awaited<ReturnType<typeof seededSource>>;

const factorNamed = (source: Source, start: string) => {
  const factor = source.factors.find((f) => f.name.startsWith(start));
  if (!factor) throw new Error(`no factor ${start} in ${source.name}`);
  return factor;
};

describe('emission activities', () => {
  let t: TestApp;
  let stationary: Source;
  let electricity: Source;
  let operational: number;
  const unit: Record<string, number> = {};
  const gas: Record<string, number> = {};
  let superAdmin: Record<string, string>;
  /** A factor per litre with two validity ranges, a biofuel, and a 70/30 blend of them. */
  let fuel: { id: number; co2_2024: number };
  let blend: number;

  beforeAll(async () => {
    t = await startTestApp();
    stationary = await seededSource(t, 'stationary_combustion');
    electricity = await seededSource(t, 'purchased_electricity');
    operational = (await emissionSourceTypes(t)).operational.id;
    const db = t.database.db;
    for (const row of await db.select().from(unit_measurements)) unit[row.code!] = row.id;
    for (const row of await db.select().from(gases)) gas[row.code!] = row.id;
    superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;

    const value = (factor: number, gasCode: string, v: number, u: number, start: string, end: string) => ({
      factor_id: factor,
      gas_id: gas[gasCode]!,
      unit_measurement_id: unit.L!,
      type_id: operational,
      value: v,
      uncertainty: u,
      date_start: start,
      date_end: end,
      fountain: 'Prueba',
      reference: 'Prueba 2024',
    });
    const [fuelRow, bioRow, blendRow] = await db
      .insert(emission_factors)
      .values([
        { name: 'Combustible de prueba por litro', source_id: stationary.id },
        { name: 'Biocombustible de prueba', source_id: stationary.id },
        { name: 'Mezcla de prueba 70/30', source_id: stationary.id, derives: true },
      ])
      .returning();
    const [, co2_2024] = await db
      .insert(gas_emissions)
      .values([
        value(fuelRow!.id, 'CO2', 2.0, 5, '2023-01-01', '2023-12-31'),
        value(fuelRow!.id, 'CO2', 2.5, 5, '2024-01-01', '2099-12-31'),
        value(fuelRow!.id, 'CH4_FOSSIL', 0.0001, 50, '2023-01-01', '2099-12-31'),
        value(bioRow!.id, 'CO2', 1.9, 10, '2023-01-01', '2099-12-31'),
      ])
      .returning();
    await db.insert(emission_factor_parts).values([
      { factor_id: blendRow!.id, part_factor_id: fuelRow!.id, percent: 70, avoided: false },
      { factor_id: blendRow!.id, part_factor_id: bioRow!.id, percent: 30, avoided: true },
    ]);
    fuel = { id: fuelRow!.id, co2_2024: co2_2024!.id };
    blend = blendRow!.id;
  });
  afterAll(async () => t?.close());

  /** A company using the stationary-combustion and electricity categories, with a headquarter. */
  async function newCompany(plan: 'LARGE' | 'DEMO' = 'LARGE') {
    const owner = await signedInUser(t);
    const id = (await createCompany(t, owner.user)).id;
    await setPlan(t, id, plan);
    const colleague = await signedInUser(t);
    await addMember(t, id, colleague.user, 'member');
    await addCompanySources(t, id, [stationary.id, electricity.id]);
    const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
    const client = await createStakeholder(t, id, 'CLIENTS', 'Cliente Uno');
    return { id, admin: owner.headers, member: colleague.headers, site, client };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const call = (method: string, path: string, headers: Record<string, string>, json?: object, lang = 'es') =>
    t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

  const byFactor = (company: Company, factorId: number, overrides: object = {}) => ({
    company_id: company.id,
    date: '2024-06-15',
    consumption: 1000,
    by_emission_source: false,
    emission_factor_id: factorId,
    type_id: operational,
    unit_measurement_id: unit.gal_us,
    ...overrides,
  });

  async function create(company: Company, body: object): Promise<TEmissionActivity> {
    const res = await call('POST', '/emission-activities', company.member, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return ZEmissionActivity.parse(await res.json());
  }

  describe('the calculation through the API', () => {
    it('reproduces the worked checks: 1,000 US gallons of diesel and 100 MWh of Colombian grid power', async () => {
      const company = await newCompany();
      const diesel = await create(company, byFactor(company, factorNamed(stationary, 'Diésel').id));
      // 10,210 kg CO2 + 0.41 kg CH4 × 29.8 + 0.08 kg N2O × 273 = 10,244.058 kg.
      expect(diesel.carbon_footprint).toBe(10.244058);
      expect(diesel.carbon_footprint_avoided).toBe(0);
      expect(diesel.emissions.map((e) => [e.gas, e.carbon_footprint])).toEqual([
        ['CO2', 10.21],
        ['CH4', 0.012218],
        ['N2O', 0.02184],
      ]);
      const grid = await create(
        company,
        byFactor(company, factorNamed(electricity, 'Electricidad red SIN').id, {
          consumption: 100,
          unit_measurement_id: unit.MWh,
        }),
      );
      expect(grid.carbon_footprint).toBe(11.2);
    });

    it('reproduces the uncertainty check: lines of 10 t at ±5 % and 30 t at ±10 % give 40 t at ±7.603 %', async () => {
      const db = t.database.db;
      const [factor] = await db
        .insert(emission_factors)
        .values({ name: 'Factor de prueba de incertidumbre', source_id: stationary.id })
        .returning();
      const line = (gasCode: string, value: number, uncertainty: number) => ({
        factor_id: factor!.id,
        gas_id: gas[gasCode]!,
        unit_measurement_id: unit.L!,
        type_id: operational,
        value,
        uncertainty,
        date_start: '2024-01-01',
        date_end: '2099-12-31',
        fountain: 'Prueba',
        reference: 'Prueba 2024',
      });
      // Per litre: 10 kg of CO2 (±5 %) and 30 kg CO2e of fossil methane (±10 %).
      await db.insert(gas_emissions).values([line('CO2', 10, 5), line('CH4_FOSSIL', 30 / 29.8, 10)]);
      const company = await newCompany();
      const activity = await create(
        company,
        byFactor(company, factor!.id, { consumption: 1000, unit_measurement_id: unit.L }),
      );
      // sqrt((10 × 5 %)² + (30 × 10 %)²) / 40 = sqrt(0.25 + 9) / 40 = 7.603 %.
      expect(activity).toMatchObject({ carbon_footprint: 40, uncertainty: 7.603 });
    });

    it('converts gallons to the litres of the value valid on the day, and keeps a blend’s avoided part apart', async () => {
      const company = await newCompany();
      const activity = await create(
        company,
        byFactor(company, blend, { date: '2024-03-01', consumption: 100, unit_measurement_id: unit.gal_us }),
      );
      // 100 gal = 378.5411784 L. Fuel 70 %: CO2 2.5 kg/L (the 2024 value, not 2023's 2.0) →
      // 662.4470622 kg; CH4 0.0001 kg/L × 29.8 → 0.7896369 kg; 663.2366991 kg → 0.663237 t.
      // Biofuel 30 %, avoided: 1.9 kg/L → 215.7684717 kg → 0.215768 t, apart.
      expect(activity.carbon_footprint).toBe(0.663237);
      expect(activity.carbon_footprint_avoided).toBe(0.215768);
      // Its own uncertainty: sqrt((662.447·5 %)² + (0.7896·50 %)²) / 663.2367 = 4.994 %.
      expect(activity.uncertainty).toBe(4.994);
      const lines = await t.database.db
        .select()
        .from(activity_emissions)
        .where(eq(activity_emissions.activity_id, activity.id));
      expect(lines.find((line) => line.gas_emission_id === fuel.co2_2024)?.quantity).toBeCloseTo(
        378.5411784,
        9,
      );
      expect(lines).toHaveLength(3);
      // Each stored line keeps what it applied, so its kilograms are worked again from the row alone.
      expect(lines.find((line) => line.gas_emission_id === fuel.co2_2024)).toMatchObject({
        gas_id: gas.CO2,
        gas_name: 'Dióxido de carbono',
        gas_formula: 'CO2',
        factor_id: fuel.id,
        share: 0.7,
        avoided: false,
        value: 2.5,
        value_unit_id: unit.L,
        value_unit: 'L',
        conversion: 3.785411784,
        gwp: 1,
        gwp_report: 'AR6',
        value_uncertainty: 5,
        activity_uncertainty: 0,
        fountain: 'Prueba',
        reference: 'Prueba 2024',
      });
      expect(lines.find((line) => line.gas_id === gas.CH4_FOSSIL)).toMatchObject({
        gas_name: 'Metano fósil',
        gas_formula: 'CH4',
        value: 0.0001,
        gwp: 29.8,
        value_uncertainty: 50,
      });
      for (const line of lines) {
        expect(line.quantity).toBe(100 * line.conversion);
        expect(line.co2e_kg).toBeCloseTo(100 * line.conversion * line.share * line.value * line.gwp, 9);
        expect(line.computed_at).toBeInstanceOf(Date);
      }
    });

    it('refuses a unit of another group and a day without a valid value, on the field, naming the factor', async () => {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      const kwh = await call(
        'POST',
        '/emission-activities',
        company.member,
        byFactor(company, diesel.id, { unit_measurement_id: unit.kWh }),
      );
      expect(kwh.status).toBe(422);
      expect(ZApiError.parse(await kwh.json()).errors?.unit_measurement_id).toEqual([
        `La unidad no se puede convertir a la del factor «${diesel.name}»: elige una unidad del mismo grupo.`,
      ]);
      const old = await call(
        'POST',
        '/emission-activities',
        company.member,
        byFactor(company, diesel.id, { date: '2019-05-01' }),
        'en',
      );
      expect(old.status).toBe(422);
      expect(ZApiError.parse(await old.json()).errors?.date).toEqual([
        `The factor “${diesel.name}” has no value valid on this date.`,
      ]);
      const zero = await call(
        'POST',
        '/emission-activities',
        company.member,
        byFactor(company, diesel.id, { consumption: 0 }),
      );
      expect(ZApiError.parse(await zero.json()).errors?.consumption).toEqual([
        'Consumo no válido: escribe un número mayor que 0.',
      ]);
      expect(await countActivities(company.id)).toBe(0);
    });
  });

  it('records by emission source: the source gives the factor, category, type and headquarter', async () => {
    const company = await newCompany();
    const diesel = factorNamed(stationary, 'Diésel');
    const source = await createEmissionSource(t, company.id, {
      code: 'GEN-01',
      name: 'Planta eléctrica',
      type_id: operational,
      source_id: stationary.id,
      emission_factor_id: diesel.id,
      headquarter_id: company.site.id,
    });
    const activity = await create(company, {
      company_id: company.id,
      date: '2024-02-10',
      consumption: 1000,
      by_emission_source: true,
      emission_source_id: source.id,
      unit_measurement_id: unit.gal_us,
      client_id: company.client.id,
      description: 'Consumo de febrero',
    });
    expect(activity).toMatchObject({
      by_emission_source: true,
      emission_source: { id: source.id, code: 'GEN-01' },
      emission_factor: { id: diesel.id },
      source_id: stationary.id,
      type_id: operational,
      headquarter: { id: company.site.id, name: 'Planta Cali' },
      client: { id: company.client.id, name: 'Cliente Uno' },
      carbon_footprint: 10.244058,
    });
    // The source moves to the propane factor: its activity follows and is calculated again; a
    // factor given per energy unit cannot take its gallons, and the change is refused.
    const sourceBody = (factorId: number) => ({
      company_id: company.id,
      code: 'GEN-01',
      name: 'Planta eléctrica',
      type_id: operational,
      source_id: stationary.id,
      emission_factor_id: factorId,
      headquarter_id: company.site.id,
    });
    const propane = factorNamed(stationary, 'Propano');
    const moved = await call('PUT', `/emission-sources/${source.id}`, company.admin, sourceBody(propane.id));
    expect(moved.status, await moved.clone().text()).toBe(200);
    const followed = ZEmissionActivity.parse(
      await (
        await call('GET', `/emission-activities/${activity.id}?company_id=${company.id}`, company.member)
      ).json(),
    );
    expect(followed.emission_factor.id).toBe(propane.id);
    expect(followed.carbon_footprint).not.toBe(10.244058);
    expect(followed.carbon_footprint).toBeGreaterThan(5);
    const perEnergy = factorNamed(stationary, 'Gas natural, combustión estacionaria, por MMBtu');
    const refusedMove = await call(
      'PUT',
      `/emission-sources/${source.id}`,
      company.admin,
      sourceBody(perEnergy.id),
    );
    expect(refusedMove.status).toBe(422);
    expect(ZApiError.parse(await refusedMove.json()).errors?.emission_factor_id?.[0]).toMatch(
      /no se pueden calcular con el factor «Gas natural, combustión estacionaria, por MMBtu/,
    );

    // The emission source now has an activity: it cannot go.
    const refused = await call('DELETE', `/emission-sources/${source.id}`, company.admin, {
      company_id: company.id,
    });
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(await refused.json()).message).toBe(
      'La fuente de emisión «Planta eléctrica» tiene 1 actividad registrada.',
    );
    // …nor the client it names.
    const client = await call('DELETE', `/stakeholders/${company.client.id}`, company.admin, {
      company_id: company.id,
      type: 'CLIENTS',
    });
    expect(client.status).toBe(409);

    const wrong = await call('POST', '/emission-activities', company.member, {
      company_id: company.id,
      date: '2024-02-10',
      consumption: 5,
      by_emission_source: true,
      unit_measurement_id: unit.gal_us,
      project_id: company.client.id,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(ZApiError.parse(await wrong.json()).errors ?? {}).sort()).toEqual([
      'emission_source_id',
    ]);
  });

  it('lists with the tCO2e of each row, filters, sorts and searches; updates recalculate; deletes all or none', async () => {
    const company = await newCompany();
    const diesel = factorNamed(stationary, 'Diésel');
    const a = await create(company, byFactor(company, diesel.id, { date: '2024-01-10', consumption: 100 }));
    const b = await create(
      company,
      byFactor(company, diesel.id, {
        date: '2024-03-10',
        consumption: 300,
        headquarter_id: company.site.id,
        description: 'Generador de respaldo',
      }),
    );
    const list = async (query: string) => {
      const res = await call('GET', `/emission-activities?company_id=${company.id}${query}`, company.member);
      expect(res.status, await res.clone().text()).toBe(200);
      return listEnvelope(ZEmissionActivity).parse(await res.json());
    };
    expect((await list('')).data.map((row) => row.id)).toEqual([b.id, a.id]);
    expect((await list('&sort=carbon_footprint&order=asc')).data.map((row) => row.carbon_footprint)).toEqual([
      1.024406, 3.073217,
    ]);
    expect((await list(`&headquarter_id=${company.site.id}`)).data.map((row) => row.id)).toEqual([b.id]);
    expect((await list('&search=respaldo')).data.map((row) => row.id)).toEqual([b.id]);
    // The activity's own date bounds the list, both days included, besides the creation days.
    expect((await list('&date_from=2024-03-10')).data.map((row) => row.id)).toEqual([b.id]);
    expect((await list('&date_to=2024-03-09')).data.map((row) => row.id)).toEqual([a.id]);
    expect((await list('&date_from=2024-01-10&date_to=2024-03-10')).meta.total).toBe(2);
    expect((await list('&date_from=2024-01-11&date_to=2024-03-09')).meta.total).toBe(0);
    // A search finds an activity by the name of its headquarter, client, provider or project, and
    // by its documents' names, whatever the case and the accents; another company's never.
    const withClient = await create(
      company,
      byFactor(company, diesel.id, {
        date: '2024-02-10',
        consumption: 50,
        client_id: company.client.id,
        documents: 'Factura-ÁGUA-0042.pdf',
      }),
    );
    const searched = async (term: string) =>
      (await list(`&search=${encodeURIComponent(term)}`)).data.map((row) => row.id).sort((x, y) => x - y);
    expect(await searched('planta cali')).toEqual([b.id]);
    expect(await searched('CLIENTE uno')).toEqual([withClient.id]);
    expect(await searched('factura-agua')).toEqual([withClient.id]);
    const stranger = await newCompany();
    await create(stranger, byFactor(stranger, diesel.id, { client_id: stranger.client.id }));
    expect(await searched('Cliente Uno')).toEqual([withClient.id]);
    expect((await list('&search=cliente%20uno')).meta.total).toBe(1);
    const removed = await call('DELETE', `/emission-activities/${withClient.id}`, company.member, {
      company_id: company.id,
    });
    expect(removed.status).toBe(204);

    const updated = await call('PUT', `/emission-activities/${a.id}`, company.member, {
      ...byFactor(company, diesel.id, { date: '2024-01-10', consumption: 200 }),
    });
    expect(updated.status).toBe(200);
    expect(ZEmissionActivity.parse(await updated.json()).carbon_footprint).toBe(2.048812);

    const other = await newCompany();
    const foreign = await create(other, byFactor(other, diesel.id));
    const mixed = await call('DELETE', '/emission-activities/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [a.id, foreign.id],
    });
    expect(mixed.status).toBe(404);
    expect((await list('')).meta.total).toBe(2);
    const both = await call('DELETE', '/emission-activities/bulk/destroy', company.member, {
      company_id: company.id,
      ids: [a.id, b.id],
    });
    expect(both.status).toBe(200);
    expect((await list('')).meta.total).toBe(0);
    const lines = await t.database.db
      .select()
      .from(activity_emissions)
      .where(inArray(activity_emissions.activity_id, [a.id, b.id]));
    expect(lines).toEqual([]);
  });

  it('counts activities against the plan: the one past the limit is 409, an import past it refused whole', async () => {
    const company = await newCompany('DEMO'); // 100 activities
    const diesel = factorNamed(stationary, 'Diésel');
    await t.database.db.insert(emission_activities).values(
      Array.from({ length: 98 }, (_, i) => ({
        company_id: company.id,
        date: '2024-05-01',
        consumption: i + 1,
        by_emission_source: false,
        emission_factor_id: diesel.id,
        type_id: operational,
        source_id: stationary.id,
        unit_measurement_id: unit.gal_us!,
      })),
    );
    const csv = (rows: number) =>
      Buffer.from(
        `\uFEFFFactor de emisión;Fecha;Consumo;Unidad de medida\n${Array.from(
          { length: rows },
          (_, i) => `${diesel.name};2024-05-0${(i % 9) + 1};${i + 1};gal`,
        ).join('\n')}\n`,
      );
    // A file with more rows than the plan has room for is refused at its upload.
    const tooMany = await upload(company, csv(5), 'es');
    expect(tooMany.status).toBe(409);
    expect(ZApiError.parse(await tooMany.json()).message).toMatch(
      /permite 100 actividades; la empresa tiene 98, así que caben 2 más, y el archivo tiene más filas/,
    );
    expect(await countActivities(company.id)).toBe(98);
    await create(company, byFactor(company, diesel.id));
    await create(company, byFactor(company, diesel.id));
    // At the limit, a file is refused at once, before any row is read.
    const full = await upload(company, csv(1), 'en', true);
    expect(full.status).toBe(409);
    expect(ZApiError.parse(await full.json()).message).toMatch(/allows 100 activities/);
    const past = await call(
      'POST',
      '/emission-activities',
      company.member,
      byFactor(company, diesel.id),
      'en',
    );
    expect(past.status).toBe(409);
    expect(ZApiError.parse(await past.json()).message).toMatch(/allows 100 activities/);
  });

  it('lets one of three parallel saves take the plan’s last activity, counting from the roll-ups the others commit', async () => {
    const company = await newCompany('DEMO'); // 100 activities
    const diesel = factorNamed(stationary, 'Diésel');
    for (let i = 0; i < 99; i++) await create(company, byFactor(company, diesel.id));
    const saves = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/emission-activities', company.member, byFactor(company, diesel.id), 'en'),
      ),
    );
    expect(saves.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await countActivities(company.id)).toBe(100);
  });

  it('keeps a catalogue factor or unit that companies record on, saying how many use it', async () => {
    const company = await newCompany();
    const [factor] = await t.database.db
      .insert(emission_factors)
      .values({ name: 'Factor solo de actividades', source_id: stationary.id })
      .returning();
    await t.database.db.insert(gas_emissions).values({
      factor_id: factor!.id,
      gas_id: gas.CO2!,
      unit_measurement_id: unit.gal_us!,
      type_id: operational,
      value: 2,
      uncertainty: 0,
      date_start: '2024-01-01',
      date_end: '2099-12-31',
      fountain: 'Prueba',
      reference: 'Prueba 2024',
    });
    await create(company, byFactor(company, factor!.id, { consumption: 3, unit_measurement_id: unit.m3 }));
    const factorDelete = await call('DELETE', `/emission-factors/${factor!.id}`, superAdmin);
    expect(factorDelete.status).toBe(409);
    expect(ZApiError.parse(await factorDelete.json()).message).toBe(
      'El factor «Factor solo de actividades» está en uso en 1 actividad registrada.',
    );
    const unitDelete = await call('DELETE', `/unit-measurements/${unit.m3}`, superAdmin, undefined, 'en');
    expect(unitDelete.status).toBe(409);
    expect(ZApiError.parse(await unitDelete.json()).message).toMatch(/is used by/);
  });

  async function upload(
    company: Company,
    bytes: Buffer,
    lang = 'es',
    again = false,
    name = 'actividades.csv',
  ) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    if (again) form.append('again', 'true');
    const headers = { ...company.member, 'accept-language': lang };
    const queued = await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers,
      body: form,
    });
    return importOutcome(t, queued, headers);
  }

  async function countActivities(companyId: number): Promise<number> {
    return (
      await t.database.db
        .select({ id: emission_activities.id })
        .from(emission_activities)
        .where(eq(emission_activities.company_id, companyId))
    ).length;
  }

  describe('import, retry and export', () => {
    it('saves the valid rows, answers the failing ones by field, and a retry saves them once', async () => {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      const source = await createEmissionSource(t, company.id, {
        code: 'CAL-01',
        name: 'Caldera',
        type_id: operational,
        source_id: stationary.id,
        emission_factor_id: diesel.id,
        headquarter_id: company.site.id,
      });
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Actividades');
      sheet.addRow([
        'Emission source',
        'Emission factor',
        'Date',
        'Consumption',
        'Unit of measurement',
        'Client',
      ]);
      for (let i = 1; i <= 10; i++)
        sheet.addRow(['CAL-01', null, new Date(Date.UTC(2024, i - 1, 15)), 100 * i, 'gal', null]);
      // Three bad rows: no consumption, a unit of another group, a client that does not exist.
      sheet.getRow(4).getCell(4).value = null;
      sheet.getRow(6).getCell(5).value = 'kWh';
      sheet.getRow(9).getCell(6).value = 'Nadie';
      const bytes = Buffer.from(await book.xlsx.writeBuffer());
      const res = await upload(company, bytes, 'en', false, 'activities.xlsx');
      expect(res.status, await res.clone().text()).toBe(200);
      const result = ZEmissionActivityImportResult.parse(await res.json());
      expect(result).toMatchObject({ saved: 7, skipped: 0, failed: 3 });
      expect(result.errors.map((error) => [error.row, error.attribute])).toEqual([
        [4, 'consumption'],
        [6, 'unit_measurement'],
        [9, 'client'],
      ]);
      expect(result.errors[1]!.errors).toEqual([
        `The unit cannot be converted to the one of the factor “${diesel.name}”: choose a unit of the same group.`,
      ]);
      expect(result.errors[1]!.values).toMatchObject({ emission_source: 'CAL-01', unit_measurement: 'kWh' });
      expect(await countActivities(company.id)).toBe(7);

      // The same file again is noticed, and imported again only when asked.
      const seen = await upload(company, bytes, 'en', false, 'activities.xlsx');
      expect(seen.status).toBe(409);
      expect(((await seen.json()) as { previous: { saved: number } }).previous.saved).toBe(7);

      const fixed = [
        {
          row: 4,
          emission_source: 'CAL-01',
          date: '2024-03-15',
          consumption: '300',
          unit_measurement: 'gal',
        },
        {
          row: 6,
          emission_source: 'CAL-01',
          date: '2024-05-15',
          consumption: 'NO VALIDO',
          unit_measurement: 'gal',
        },
        {
          row: 9,
          emission_source: 'CAL-01',
          date: '2024-08-15',
          consumption: 800,
          unit_measurement: 'gal',
          client: 'Cliente Uno',
        },
      ];
      const retry = async (data: object[]) => {
        const response = await call(
          'POST',
          '/v1/emission-activities/retry',
          company.member,
          { company_id: company.id, import_id: result.import_id, data },
          'en',
        );
        expect(response.status, await response.clone().text()).toBe(200);
        return ZEmissionActivityImportResult.parse(await response.json());
      };
      const first = await retry(fixed);
      expect(first).toMatchObject({ saved: 2, failed: 1 });
      expect(first.errors.map((error) => [error.row, error.attribute])).toEqual([[6, 'consumption']]);
      const second = await retry([{ ...fixed[1]!, consumption: '500' }, fixed[0]!]);
      expect(second).toMatchObject({ saved: 1, skipped: 1, failed: 0 });
      expect(await countActivities(company.id)).toBe(10);
      expect(await retry(fixed.map((row) => ({ ...row, consumption: '1' })))).toMatchObject({
        saved: 0,
        skipped: 3,
      });
      expect(await countActivities(company.id)).toBe(10);
      const client = await t.database.db
        .select({ client: emission_activities.client_id, source: emission_activities.emission_source_id })
        .from(emission_activities)
        .where(and(eq(emission_activities.company_id, company.id), eq(emission_activities.import_row, 9)));
      expect(client).toEqual([{ client: company.client.id, source: source.id }]);

      const again = await upload(company, bytes, 'en', true, 'activities.xlsx');
      expect(ZEmissionActivityImportResult.parse(await again.json())).toMatchObject({ saved: 7, failed: 3 });
      expect(await countActivities(company.id)).toBe(17);
    });

    it('takes 10,000 rows with 300 bad ones: 9,700 saved, 300 answered by field, saved once when fixed', async () => {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      await createEmissionSource(t, company.id, {
        code: 'GEN-01',
        name: 'Planta eléctrica',
        type_id: operational,
        source_id: stationary.id,
        emission_factor_id: diesel.id,
        headquarter_id: company.site.id,
      });
      // Every 33rd row is bad, three ways in turn: no consumption, a day that does not exist, a
      // source the company does not have.
      const bad = (n: number) => n % 33 === 0 && n / 33 <= 300;
      const lines = ['Fuente de emisión;Fecha;Consumo;Unidad de medida;Observaciones'];
      for (let n = 1; n <= 10_000; n++) {
        const kind = (n / 33) % 3;
        const day = `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`;
        if (!bad(n)) lines.push(`GEN-01;${day};${(n % 500) + 1},5;gal;Registro ${n}`);
        else if (kind === 0) lines.push(`GEN-01;${day};;gal;Registro ${n}`);
        else if (kind === 1) lines.push(`GEN-01;2025-02-30;12;gal;Registro ${n}`);
        else lines.push(`GEN-99;${day};12;gal;Registro ${n}`);
      }
      const res = await upload(company, Buffer.from(`${lines.join('\n')}\n`), 'es');
      expect(res.status, await res.clone().text()).toBe(200);
      const result = ZEmissionActivityImportResult.parse(await res.json());
      expect(result).toMatchObject({ saved: 9700, failed: 300 });
      const failingRows = [...new Set(result.errors.map((error) => error.row))];
      expect(failingRows).toHaveLength(300);
      expect(new Set(result.errors.map((error) => error.attribute))).toEqual(
        new Set(['consumption', 'date', 'emission_source']),
      );
      // Fixed in the dialog's table: each failing row with a consumption, a real day and the source.
      const fixed = failingRows.map((row) => ({
        row,
        emission_source: 'GEN-01',
        date: '2025-02-28',
        consumption: '7',
        unit_measurement: 'gal',
      }));
      const retry = () =>
        call('POST', '/v1/emission-activities/retry', company.member, {
          company_id: company.id,
          import_id: result.import_id,
          data: fixed,
        });
      const first = ZEmissionActivityImportResult.parse(await (await retry()).json());
      expect(first).toMatchObject({ saved: 300, skipped: 0, failed: 0 });
      expect(await countActivities(company.id)).toBe(10_000);
      const again = ZEmissionActivityImportResult.parse(await (await retry()).json());
      expect(again).toMatchObject({ saved: 0, skipped: 300, failed: 0 });
      expect(await countActivities(company.id)).toBe(10_000);
    }, 120_000);

    it('answers a template with the company’s dropdowns, and exports CSV that imports again', async () => {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      await create(
        company,
        byFactor(company, diesel.id, { description: '=HYPERLINK("x")', client_id: company.client.id }),
      );
      const template = await call(
        'GET',
        `/formats/emission_activities.xlsx?company_id=${company.id}`,
        company.member,
      );
      expect(template.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await template.arrayBuffer());
      expect(book.worksheets[0]!.name).toBe('Actividades');
      expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
        'Fuente de emisión',
        'Factor de emisión',
        'Fecha',
        'Consumo',
      ]);

      const exported = await call('POST', '/emission-activities/export', company.member, {
        company_id: company.id,
      });
      expect(exported.status).toBe(200);
      const bytes = Buffer.from(await exported.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = bytes.toString('utf8');
      expect(text).toContain(`;"'=HYPERLINK(""x"")";`);
      expect(text.split('\r\n')[0]).toContain('Fuente de emisión;Factor de emisión;Fecha;Consumo');
      expect(text).toContain('10,244058');
      const reimported = await upload(company, bytes, 'es', false, 'emission_activities.csv');
      expect(ZEmissionActivityImportResult.parse(await reimported.json())).toMatchObject({
        saved: 1,
        failed: 0,
      });
    });
  });

  describe('the export of the list', () => {
    /** A company with activities by factor and by source, on several days, two of one client. */
    async function listedCompany() {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      const source = await createEmissionSource(t, company.id, {
        code: 'CAL-01',
        name: 'Caldera',
        type_id: operational,
        source_id: stationary.id,
        emission_factor_id: diesel.id,
        headquarter_id: company.site.id,
      });
      const bySource = (overrides: object) => ({
        company_id: company.id,
        date: '2024-05-01',
        consumption: 10,
        by_emission_source: true,
        emission_source_id: source.id,
        unit_measurement_id: unit.gal_us,
        ...overrides,
      });
      const rows = {
        jan: await create(company, byFactor(company, diesel.id, { date: '2024-01-10', consumption: 100 })),
        feb: await create(
          company,
          byFactor(company, diesel.id, {
            date: '2024-02-10',
            consumption: 1234.5,
            client_id: company.client.id,
            description: '=1+1 compresor',
          }),
        ),
        mar: await create(
          company,
          byFactor(company, diesel.id, {
            date: '2024-03-10',
            consumption: 300,
            client_id: company.client.id,
          }),
        ),
        may: await create(company, bySource({ date: '2024-05-01', consumption: 50 })),
        may2: await create(company, bySource({ date: '2024-05-01', consumption: 20 })),
      };
      return { company, rows };
    }

    const exportOf = async (company: Company, body: object, lang = 'es') => {
      const res = await call(
        'POST',
        '/emission-activities/export',
        company.member,
        {
          company_id: company.id,
          ...body,
        },
        lang,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };

    it('holds the rows the list shows, filtered, searched and sorted, in CSV and in an xlsx of number and date cells', async () => {
      const { company, rows } = await listedCompany();
      const filtered = { client_id: company.client.id, sort: 'consumption', order: 'desc' };

      const csv = await exportOf(company, filtered);
      expect(csv.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.res.headers.get('content-disposition')).toContain('emission_activities.csv');
      const lines = csv.bytes.toString('utf8').split('\r\n');
      expect(lines[0]).toMatch(/^\uFEFFFuente de emisión;Factor de emisión;Fecha;Consumo;/);
      // Only the client's two activities, most consumed first; the formula-like note neutralised.
      expect(lines.slice(1, -1).map((line) => line.split(';').slice(2, 4))).toEqual([
        ['2024-02-10', '1234,5'],
        ['2024-03-10', '300'],
      ]);
      expect(lines[1]).toContain(";'=1+1 compresor;");
      expect(lines.at(-1)).toBe('');

      const xlsx = await exportOf(company, { ...filtered, format: 'xlsx' }, 'en');
      expect(xlsx.res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(xlsx.res.headers.get('content-disposition')).toContain('emission_activities.xlsx');
      // SheetJS (another reader than the one that wrote it) sees numbers, dates and text cells.
      const sheetJs = await import('@e965/xlsx');
      const book = sheetJs.read(xlsx.bytes, { cellDates: true });
      expect(book.SheetNames).toEqual(['Activities']);
      const sheet = book.Sheets.Activities!;
      const table = sheetJs.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
      expect((table[0] as string[]).slice(0, 4)).toEqual([
        'Emission source',
        'Emission factor',
        'Date',
        'Consumption',
      ]);
      expect(table).toHaveLength(3);
      expect(sheet.D2).toMatchObject({ t: 'n', v: 1234.5 });
      expect(sheet.D3).toMatchObject({ t: 'n', v: 300 });
      expect(sheet.C2!.t).toBe('d');
      expect((sheet.C2!.v as Date).toISOString().slice(0, 10)).toBe('2024-02-10');
      const footprint = (table[0] as string[]).indexOf('Footprint (t CO2e)');
      expect(footprint).toBeGreaterThan(0);
      expect(table[1]![footprint]).toBeCloseTo(rows.feb.carbon_footprint, 6);
      // The note is a text cell: no spreadsheet runs it.
      const note = sheet[`F2`]!;
      expect(note).toMatchObject({ t: 's', v: '=1+1 compresor' });
      expect(note.f).toBeUndefined();

      // A search and the list's own order (newest day first, then as recorded): every page of it.
      const searched = await exportOf(company, { search: 'CAL-01', format: 'xlsx' });
      const searchedBook = new ExcelJS.Workbook();
      await searchedBook.xlsx.load(searched.bytes as unknown as ArrayBuffer);
      const found = searchedBook.worksheets[0]!;
      expect(found.name).toBe('Actividades');
      expect(found.rowCount).toBe(3);
      expect([found.getCell('D2').value, found.getCell('D3').value]).toEqual([50, 20]);
      expect(found.getCell('C2').value).toEqual(new Date(Date.UTC(2024, 4, 1)));

      // The workbook imports again as it is.
      const reimported = await upload(company, xlsx.bytes, 'en', false, 'emission_activities.xlsx');
      expect(ZEmissionActivityImportResult.parse(await reimported.json())).toMatchObject({
        saved: 2,
        failed: 0,
      });
    });

    it('refuses a filter or a format it does not know, on the field', async () => {
      const { company } = await listedCompany();
      const res = await call('POST', '/emission-activities/export', company.member, {
        company_id: company.id,
        format: 'pdf',
        created_at_from: '2024-13-01',
        sort: 'nothing',
      });
      expect(res.status).toBe(422);
      const body = ZApiError.parse(await res.json());
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['created_at_from', 'format', 'sort']);
    });

    it('reads every page in the list’s order, whatever the sort, from where the last one ended', async () => {
      const { company, rows } = await listedCompany();
      const ids = Object.values(rows).map((row) => row.id);
      expect(ids).toHaveLength(5);
      for (const sort of [undefined, ...EMISSION_ACTIVITY_SORTS]) {
        for (const order of ['asc', 'desc'] as const) {
          const query = sort ? { sort, order } : {};
          const page = await listActivityRows(
            t.database.db,
            company.id,
            {},
            { page: 1, per_page: 100, ...query },
            'es',
          );
          const every = [];
          // Pages of two: ties (one day, one source) and empty sources fall across pages.
          for await (const row of listEveryActivityRow(t.database.db, company.id, {}, query, 'es', 2))
            every.push(row.id);
          expect(every, `${sort} ${order}`).toEqual(page.data.map((row) => row.id));
        }
      }
      const few = [];
      for await (const row of listEveryActivityRow(
        t.database.db,
        company.id,
        { client_id: company.client.id },
        { search: 'compresor' },
        'es',
        1,
      ))
        few.push(row.id);
      expect(few).toEqual([rows.feb.id]);
    });
  });

  describe('recalculation after a catalogue change', () => {
    it('recalculates every activity of the factor whose gas value changed, and flags those left without one', async () => {
      const company = await newCompany();
      const diesel = factorNamed(stationary, 'Diésel');
      const onFuel = await create(
        company,
        byFactor(company, fuel.id, { date: '2024-04-01', consumption: 10, unit_measurement_id: unit.L }),
      );
      const on2023 = await create(
        company,
        byFactor(company, fuel.id, { date: '2023-04-01', consumption: 10, unit_measurement_id: unit.L }),
      );
      const onBlend = await create(
        company,
        byFactor(company, blend, { date: '2024-04-01', consumption: 10, unit_measurement_id: unit.L }),
      );
      const onDiesel = await create(company, byFactor(company, diesel.id));
      await recomputePendingEmissions(t.app.ctx);
      /** When each activity's lines were last computed. */
      const computedAt = async () =>
        new Map(
          (
            await t.database.db
              .select({
                id: activity_emissions.activity_id,
                gas_emission_id: activity_emissions.gas_emission_id,
                at: activity_emissions.computed_at,
              })
              .from(activity_emissions)
              .where(eq(activity_emissions.company_id, company.id))
          ).map((row) => [`${row.id}:${row.gas_emission_id}`, row.at.getTime()]),
        );
      const before = await computedAt();

      // The 2024 CO2 value of the fuel goes from 2.5 to 3 kg/L.
      const [value] = await t.database.db
        .select()
        .from(gas_emissions)
        .where(eq(gas_emissions.id, fuel.co2_2024));
      const changed = await call('PUT', `/gas-emissions/${fuel.co2_2024}`, superAdmin, {
        factor_id: value!.factor_id,
        gas_id: value!.gas_id,
        unit_measurement_id: value!.unit_measurement_id,
        type_id: value!.type_id,
        value: 3,
        uncertainty: 5,
        date_start: value!.date_start,
        date_end: value!.date_end,
        fountain: value!.fountain,
        reference: value!.reference,
        avoided: false,
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const outcome = await recomputePendingEmissions(t.app.ctx);
      expect(outcome.events).toBe(1);
      const show = async (id: number) =>
        ZEmissionActivity.parse(
          await (
            await call('GET', `/emission-activities/${id}?company_id=${company.id}`, company.member)
          ).json(),
        );
      // 10 L × 3 kg + 10 L × 0.0001 kg × 29.8 = 30.0298 kg.
      expect((await show(onFuel.id)).carbon_footprint).toBe(0.03003);
      // 70 % of it: 21.02086 kg.
      expect((await show(onBlend.id)).carbon_footprint).toBe(0.021021);
      expect((await show(on2023.id)).carbon_footprint).toBe(on2023.carbon_footprint);
      expect((await show(onDiesel.id)).carbon_footprint).toBe(10.244058);
      const after = await computedAt();
      const touched = [
        ...new Set(
          [...after].filter(([key, at]) => at !== before.get(key)).map(([key]) => Number(key.split(':')[0])),
        ),
      ].sort();
      // The lines rewritten are those the changed value gives other figures: of the factor and of
      // its blend. Every activity of the factor and its blend was recalculated whatever its date (a
      // value's range decides which days calculate at all: the audit below counts 3), and the one of
      // 2023, which the change does not reach, kept its lines as they were; none of another factor.
      expect(touched).toEqual([onFuel.id, onBlend.id].sort());
      // The company's audit log says what changed and how many of its activities were recalculated.
      const entries = await t.database.db
        .select()
        .from(audit_log)
        .where(
          and(eq(audit_log.company_id, company.id), eq(audit_log.entity, 'emission-activities.recompute')),
        );
      expect(entries.at(-1)?.changes).toEqual(['gas_emission.changed', 'recomputed:3', 'flagged:0']);

      // The value's range shrinks to 2024: an activity of 2025 is left without a value, flagged.
      const late = await create(
        company,
        byFactor(company, fuel.id, { date: '2025-02-01', consumption: 10, unit_measurement_id: unit.L }),
      );
      const shrunk = await call('PUT', `/gas-emissions/${fuel.co2_2024}`, superAdmin, {
        factor_id: value!.factor_id,
        gas_id: value!.gas_id,
        unit_measurement_id: value!.unit_measurement_id,
        type_id: value!.type_id,
        value: 3,
        uncertainty: 5,
        date_start: '2024-01-01',
        date_end: '2024-12-31',
        fountain: value!.fountain,
        reference: value!.reference,
        avoided: false,
      });
      expect(shrunk.status, await shrunk.clone().text()).toBe(200);
      await recomputePendingEmissions(t.app.ctx);
      const flagged = await show(late.id);
      expect(flagged).toMatchObject({ flagged: true, carbon_footprint: 0 });
      expect(flagged.flag?.field).toBe('date');
      const state = await call('GET', '/emissions/recompute', superAdmin);
      expect(await state.json()).toMatchObject({ pending: 0 });
    });
  });

  it('keeps a PDF or an image as the supporting document, told by its content', async () => {
    const company = await newCompany();
    const activity = await create(company, byFactor(company, factorNamed(stationary, 'Diésel').id));
    const put = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return t.request(`/api/emission-activities/${activity.id}/document?company_id=${company.id}`, {
        method: 'PUT',
        headers: company.member,
        body: form,
      });
    };
    const text = await put(Buffer.from('hola'), 'factura.pdf');
    expect(text.status).toBe(422);
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    const ok = await put(pdf, 'factura-enero.pdf');
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(ZEmissionActivity.parse(await ok.json()).document).toEqual({
      name: 'factura-enero.pdf',
      type: 'application/pdf',
      size: pdf.length,
    });
    const download = await t.request(
      `/api/emission-activities/${activity.id}/document?company_id=${company.id}`,
      {
        headers: company.member,
      },
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
    const other = await newCompany();
    const foreign = await t.request(
      `/api/emission-activities/${activity.id}/document?company_id=${other.id}`,
      {
        headers: other.member,
      },
    );
    expect(foreign.status).toBe(404);
  });
});
