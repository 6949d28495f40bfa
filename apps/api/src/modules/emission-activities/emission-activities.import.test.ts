import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity, ZEmissionActivityImportResult } from '@huella/shared';
import { activity_emissions, emission_activities, unit_measurements } from '../../db/schema/index.ts';
import {
  addCompanySources,
  addMember,
  companyBurningDiesel,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { reconcileEmissions } from '../reconciliation/reconciliation.service.ts';
import { importOutcome } from '../../testing/imports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// An import is read, checked and calculated row by row and written a thousand rows at a time: a
// factor or a unit first named past the first thousand rows, a row failing its calculation in a
// later batch and a closed day in a later batch must come out as they would in a file of one batch.

describe('the activity import, batch after batch', () => {
  let t: TestApp;
  let diesel: { id: number; name: string };
  let grid: { id: number; name: string };
  let operational: number;
  const unit: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const stationary = await seededSource(t, 'stationary_combustion');
    const electricity = await seededSource(t, 'purchased_electricity');
    diesel = stationary.factors.find((factor) => factor.name.startsWith('Diésel'))!;
    grid = electricity.factors.find((factor) => factor.name.startsWith('Electricidad red SIN'))!;
    operational = (await emissionSourceTypes(t)).operational.id;
    for (const row of await t.database.db.select().from(unit_measurements)) unit[row.code!] = row.id;
  });
  afterAll(async () => t?.close());

  async function newCompany() {
    const { id, owner, dieselSource } = await companyBurningDiesel(t);
    const colleague = await signedInUser(t);
    await addMember(t, id, colleague.user, 'member');
    await addCompanySources(t, id, [(await seededSource(t, 'purchased_electricity')).id]);
    const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
    await dieselSource('GEN-01', 'Planta eléctrica', site.id);
    return { id, admin: owner.headers, member: colleague.headers };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const headersOf = (company: Company) => ({ ...company.member, 'accept-language': 'en' });

  /** Uploads the rows: the import queued. */
  const send = (company: Company, lines: string[]) => {
    const form = new FormData();
    const csv = `Fuente de emisión;Factor de emisión;Fecha;Consumo;Unidad de medida;Observaciones\n${lines.join('\n')}\n`;
    form.append('file', new Blob([Buffer.from(csv)]), 'actividades.csv');
    return t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: headersOf(company),
      body: form,
    });
  };

  /** Uploads the rows and runs the import, a thousand rows per transaction unless told: how it ended. */
  const upload = async (company: Company, lines: string[], batch = 1000) =>
    importOutcome(t, await send(company, lines), headersOf(company), { batch });

  const savedOf = async (company: Company) =>
    t.database.db
      .select({ id: emission_activities.id })
      .from(emission_activities)
      .where(eq(emission_activities.company_id, company.id));

  const day = (n: number, year = 2025) =>
    `${year}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`;

  /** An activity's totals and lines as stored. */
  async function stored(id: number) {
    const db = t.database.db;
    const [activity] = await db.select().from(emission_activities).where(eq(emission_activities.id, id));
    const lines = await db
      .select({ gas: activity_emissions.gas_emission_id, co2e_kg: activity_emissions.co2e_kg })
      .from(activity_emissions)
      .where(eq(activity_emissions.activity_id, id))
      .orderBy(asc(activity_emissions.gas_emission_id));
    return {
      carbon_footprint: activity!.carbon_footprint,
      carbon_footprint_avoided: activity!.carbon_footprint_avoided,
      uncertainty: activity!.uncertainty,
      lines,
    };
  }

  it('calculates a factor and a unit first named past the first thousand rows as the form does, failing only the row that cannot be', async () => {
    const company = await newCompany();
    const lines: string[] = [];
    for (let n = 1; n <= 2500; n++) {
      if (n < 1200) lines.push(`GEN-01;;${day(n)};${n};gal;Registro ${n}`);
      else if (n === 2300) lines.push(`;${diesel.name};${day(n)};5;kWh;Registro ${n}`);
      else if (n % 2 === 1) lines.push(`;${grid.name};${day(n)};${n}.5;kWh;Registro ${n}`);
      else lines.push(`;${diesel.name};${day(n)};${n};gal;Registro ${n}`);
    }
    const res = await upload(company, lines);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = ZEmissionActivityImportResult.parse(await res.json());
    expect(result).toMatchObject({
      state: 'done',
      read: 2500,
      total: 2500,
      saved: 2499,
      skipped: 0,
      failed: 1,
    });
    expect(result.errors.map((error) => [error.row, error.attribute, error.errors])).toEqual([
      [
        2301,
        'unit_measurement',
        [
          `The unit cannot be converted to the one of the factor “${diesel.name}”: choose a unit of the same group.`,
        ],
      ],
    ]);
    // Rows of the second and third thousand come out as the same activity made in the form.
    for (const [n, factor, unitCode, consumption] of [
      [1501, grid, 'kWh', 1501.5],
      [2402, diesel, 'gal_us', 2402],
    ] as const) {
      const [imported] = await t.database.db
        .select({ id: emission_activities.id })
        .from(emission_activities)
        .where(eq(emission_activities.import_row, n + 1));
      const res = await t.request('/api/emission-activities', {
        method: 'POST',
        headers: { ...company.member, 'accept-language': 'en' },
        json: {
          company_id: company.id,
          date: day(n),
          consumption,
          by_emission_source: false,
          emission_factor_id: factor.id,
          type_id: operational,
          unit_measurement_id: unit[unitCode],
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const twin = ZEmissionActivity.parse(await res.json());
      expect(await stored(imported!.id)).toEqual(await stored(twin.id));
    }
  });

  it('fails the rows of a closed period, naming it, and saves the others', async () => {
    const company = await newCompany();
    const closing = await t.request(`/api/companies/${company.id}/closed-periods`, {
      method: 'POST',
      headers: { ...company.admin, 'accept-language': 'en' },
      json: { date_from: '2024-01-01', date_to: '2024-12-31' },
    });
    expect(closing.status, await closing.clone().text()).toBe(201);
    const lines: string[] = [];
    for (let n = 1; n <= 3000; n++)
      lines.push(`GEN-01;;${day(n, n === 1500 || n === 2999 ? 2024 : 2025)};${n};gal;Registro ${n}`);
    const res = await upload(company, lines);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = ZEmissionActivityImportResult.parse(await res.json());
    expect(result).toMatchObject({ state: 'done', read: 3000, saved: 2998, failed: 2 });
    const closed =
      'The period from Jan 1, 2024 to Dec 31, 2024 is closed: its activities cannot be created, changed, deleted or imported. An administrator can reopen it in Settings.';
    expect(result.errors.map((error) => [error.row, error.attribute, error.errors])).toEqual([
      [1501, 'date', [closed]],
      [3000, 'date', [closed]],
    ]);
    expect(result.errors[0]!.values).toMatchObject({
      emission_source: 'GEN-01',
      date: day(1500, 2024),
      consumption: '1500',
    });
    expect(await savedOf(company)).toHaveLength(2998);
  });

  it('refuses the whole file for a cell past its bound in the third thousand rows, keeping nothing of it', async () => {
    const company = await newCompany();
    const lines: string[] = [];
    for (let n = 1; n <= 3000; n++) {
      // A cell past the bound of a spreadsheet's cell, once two batches are written.
      if (n === 2600) lines.push(`GEN-01;;${day(n)};${n};gal;${'x'.repeat(40_000)}`);
      else if (n === 10) lines.push(`GEN-01;;${day(n)};-4;gal;Registro ${n}`);
      else lines.push(`GEN-01;;${day(n)};${n};gal;Registro ${n}`);
    }
    const res = await upload(company, lines);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = ZEmissionActivityImportResult.parse(await res.json());
    expect(result).toMatchObject({ state: 'refused', saved: 0, failed: 0, errors: [] });
    expect(result.message).toMatch(/2601.*32,?767|32,?767.*2601/);
    expect(await savedOf(company)).toHaveLength(0);
  });

  // On a server two batches are written at once (`IMPORT_IN_FLIGHT`); on the embedded database one.
  it('counts the rows, the rows to fix and the roll-ups of batches written side by side as of one batch at a time', async () => {
    const company = await newCompany();
    const lines: string[] = [];
    // Every seventh row names a unit the diesel's cannot be converted from: 171 rows to fix.
    for (let n = 1; n <= 1200; n++)
      lines.push(`GEN-01;;${day(n)};${n};${n % 7 === 0 ? 'kWh' : 'gal'};Registro ${n}`);
    const res = await upload(company, lines, 100);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await res.json())).toMatchObject({
      state: 'done',
      read: 1200,
      saved: 1029,
      failed: 171,
    });
    expect(await savedOf(company)).toHaveLength(1029);
    const { rollup_mismatches } = await reconcileEmissions(t.app.ctx);
    expect(rollup_mismatches.filter((mismatch) => mismatch.company_id === company.id)).toEqual([]);
  });

  it('refuses a file that passes the plan in its fourth batch, while the next is written beside it, keeping nothing', async () => {
    const company = await newCompany();
    const lines = Array.from({ length: 250 }, (_, i) => `GEN-01;;${day(i)};${i + 1};gal;Registro ${i + 1}`);
    const queued = await send(company, lines);
    expect(queued.status, await queued.clone().text()).toBe(200);
    // The plan changes while the import waits: 100 activities, where the upload found room for 250.
    await setPlan(t, company.id, 'DEMO');
    const res = await importOutcome(t, queued, headersOf(company), { batch: 30 });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = ZEmissionActivityImportResult.parse(await res.json());
    expect(result).toMatchObject({ state: 'refused', saved: 0 });
    expect(result.message).toMatch(/allows 100 activities/);
    expect(await savedOf(company)).toHaveLength(0);
    const { rollup_mismatches } = await reconcileEmissions(t.app.ctx);
    expect(rollup_mismatches.filter((mismatch) => mismatch.company_id === company.id)).toEqual([]);
  });
});
