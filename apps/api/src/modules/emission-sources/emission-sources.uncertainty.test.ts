import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZEmissionActivity, ZEmissionSource, type TEmissionSource } from '@huella/shared';
import {
  activity_emissions,
  emission_factors,
  gas_emissions,
  gases,
  unit_measurements,
} from '../../db/schema/index.ts';
import {
  addCompanySources,
  addMember,
  createCompany,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { importOutcome } from '../../testing/imports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';

// How well an emission source's consumption is known (the activity data's uncertainty, DESIGN §4):
// stated on the source, combined in quadrature with the factor value's uncertainty in every line of
// its activities (IPCC 2006 Vol. 1 Ch. 3, Approach 1, eq. 3.1), wherever they are calculated.

describe('an emission source’s activity-data uncertainty', () => {
  let t: TestApp;
  let stationary: Awaited<ReturnType<typeof seededSource>>;
  let operational: number;
  let superAdmin: Record<string, string>;
  /** A factor of one CO2 value, 2.5 kg/L ± 3 %. */
  let factor: { id: number; co2: number };

  beforeAll(async () => {
    t = await startTestApp();
    stationary = await seededSource(t, 'stationary_combustion');
    operational = (await emissionSourceTypes(t)).operational.id;
    superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
    const db = t.database.db;
    const [litre] = await db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    const [co2] = await db.select().from(gases).where(eq(gases.code, 'CO2'));
    const [row] = await db
      .insert(emission_factors)
      .values({ name: 'Combustible de prueba ±3 %', source_id: stationary.id })
      .returning();
    const [value] = await db
      .insert(gas_emissions)
      .values({
        factor_id: row!.id,
        gas_id: co2!.id,
        unit_measurement_id: litre!.id,
        type_id: operational,
        value: 2.5,
        uncertainty: 3,
        date_start: '2000-01-01',
        date_end: '2099-12-31',
        fountain: 'Prueba',
        reference: 'Prueba 2024',
      })
      .returning();
    factor = { id: row!.id, co2: value!.id };
  });
  afterAll(async () => t?.close());

  async function newCompany() {
    const owner = await signedInUser(t);
    const id = (await createCompany(t, owner.user)).id;
    await setPlan(t, id, 'LARGE');
    const colleague = await signedInUser(t);
    await addMember(t, id, colleague.user, 'member');
    await addCompanySources(t, id, [stationary.id]);
    const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
    return { id, member: colleague.headers, site };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const call = (method: string, path: string, headers: Record<string, string>, json?: object, lang = 'es') =>
    t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

  const sourceInput = (company: Company, overrides: object = {}) => ({
    company_id: company.id,
    code: 'CAL-01',
    name: 'Caldera',
    type_id: operational,
    source_id: stationary.id,
    emission_factor_id: factor.id,
    headquarter_id: company.site.id,
    ...overrides,
  });

  async function createSource(company: Company, overrides: object = {}): Promise<TEmissionSource> {
    const res = await call('POST', '/emission-sources', company.member, sourceInput(company, overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return ZEmissionSource.parse(await res.json());
  }

  const showActivity = async (company: Company, id: number) =>
    ZEmissionActivity.parse(
      await (await call('GET', `/emission-activities/${id}?company_id=${company.id}`, company.member)).json(),
    );

  const lineUncertainties = async (activityId: number) =>
    (
      await t.database.db
        .select({ uncertainty: activity_emissions.uncertainty })
        .from(activity_emissions)
        .where(eq(activity_emissions.activity_id, activityId))
    ).map((row) => row.uncertainty);

  it('is 0 (not stated) unless given, and a percent from 0 to 100, said in both languages', async () => {
    const company = await newCompany();
    expect((await createSource(company)).activity_uncertainty).toBe(0);
    expect(
      (await createSource(company, { code: 'CAL-02', activity_uncertainty: 100 })).activity_uncertainty,
    ).toBe(100);
    const cases: [unknown, string, string][] = [
      [150, 'en', 'The activity data’s uncertainty is a percent from 0 to 100 (0 when it is not known).'],
      [
        -1,
        'es',
        'La incertidumbre del dato de actividad es un porcentaje entre 0 y 100 (0 si no se conoce).',
      ],
      ['alto', 'en', 'The activity data’s uncertainty is a percent from 0 to 100 (0 when it is not known).'],
    ];
    for (const [value, lang, message] of cases) {
      const res = await call(
        'POST',
        '/emission-sources',
        company.member,
        sourceInput(company, { code: 'CAL-03', activity_uncertainty: value }),
        lang,
      );
      expect(res.status, String(value)).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({ activity_uncertainty: [message] });
    }
  });

  it('combines with the factor’s in its activities’ lines when saved, imported, followed and recalculated', async () => {
    const company = await newCompany();
    const source = await createSource(company, { activity_uncertainty: 4 });

    // Saved: sqrt(3² + 4²) = 5 %, on the line and on the activity.
    const res = await call('POST', '/emission-activities', company.member, {
      company_id: company.id,
      date: '2024-06-15',
      consumption: 100,
      by_emission_source: true,
      emission_source_id: source.id,
      unit_measurement_id: (
        await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'))
      )[0]!.id,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = ZEmissionActivity.parse(await res.json());
    expect(saved).toMatchObject({ carbon_footprint: 0.25, uncertainty: 5 });
    expect(await lineUncertainties(saved.id)).toEqual([5]);

    // Imported: the same.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Actividades');
    sheet.addRow(['Emission source', 'Date', 'Consumption', 'Unit of measurement']);
    sheet.addRow(['CAL-01', new Date(Date.UTC(2024, 6, 15)), 200, 'L']);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'activities.xlsx');
    const imported = await importOutcome(
      t,
      await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
        method: 'POST',
        headers: { ...company.member, 'accept-language': 'en' },
        body: form,
      }),
      { ...company.member, 'accept-language': 'en' },
    );
    expect(imported.status, await imported.clone().text()).toBe(200);
    const list = await call(
      'GET',
      `/emission-activities?company_id=${company.id}&sort=date&order=asc`,
      company.member,
    );
    const rows = ((await list.json()) as { data: unknown[] }).data.map((row) => ZEmissionActivity.parse(row));
    expect(rows.map((row) => [row.date, row.carbon_footprint, row.uncertainty])).toEqual([
      ['2024-06-15', 0.25, 5],
      ['2024-07-15', 0.5, 5],
    ]);

    // The source's statement changes: its activities follow. Not stated (0) leaves the factor's 3 %;
    // 12 % gives sqrt(3² + 12²) = sqrt(153) = 12.369316… → 12.369.
    const update = (activity_uncertainty: number) =>
      call(
        'PUT',
        `/emission-sources/${source.id}`,
        company.member,
        sourceInput(company, { activity_uncertainty }),
      );
    expect((await update(0)).status).toBe(200);
    for (const row of rows) expect((await showActivity(company, row.id)).uncertainty).toBe(3);
    expect(await lineUncertainties(saved.id)).toEqual([3]);
    const updated = await update(12);
    expect(ZEmissionSource.parse(await updated.json()).activity_uncertainty).toBe(12);
    for (const row of rows) expect((await showActivity(company, row.id)).uncertainty).toBe(12.369);
    expect((await lineUncertainties(saved.id))[0]).toBeCloseTo(Math.sqrt(153), 9);

    // A catalogue change recalculates them with the source's statement still in: the factor's value
    // now ± 5 %, so sqrt(5² + 12²) = 13.
    const [value] = await t.database.db.select().from(gas_emissions).where(eq(gas_emissions.id, factor.co2));
    const changed = await call('PUT', `/gas-emissions/${factor.co2}`, superAdmin, {
      factor_id: value!.factor_id,
      gas_id: value!.gas_id,
      unit_measurement_id: value!.unit_measurement_id,
      type_id: value!.type_id,
      value: value!.value,
      uncertainty: 5,
      date_start: value!.date_start,
      date_end: value!.date_end,
      fountain: value!.fountain,
      reference: value!.reference,
      avoided: false,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await recomputePendingEmissions(t.app.ctx);
    for (const row of rows) expect((await showActivity(company, row.id)).uncertainty).toBe(13);
  });
});
