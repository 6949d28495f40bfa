import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard, ZWorking, type TWorking } from '@huella/shared';
import {
  emission_factors,
  emission_line_provenances,
  gas_emissions,
  gases,
  unit_measurements,
} from '../../db/schema/index.ts';
import { tenant } from '../../db/tenant.ts';
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
  succeed,
} from '../../testing/factories.ts';
import { importOutcome } from '../../testing/imports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { reconcileEmissions } from '../reconciliation/reconciliation.service.ts';

// The working of a figure (DESIGN §4) reads its lines' sums from the roll-ups and what each line
// applied from the company's provenances, never the stored lines of the period. Here one emission
// source's lines applied two values of one gas value (the value changed with its recalculation
// still pending) in two units: the working must answer what the stored lines themselves add up
// to, line by line and figure by figure, over periods the roll-ups read as whole years, months
// less days and days.

let t: TestApp;
let company: { id: number; member: Record<string, string> };
let boiler: number;
/** What a second company's inventory items are made of. */
let catalogue: { stationary: number; operational: number; fuel: number };
const GALLON = 3.785411784;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const unit = Object.fromEntries(
    (await db.select().from(unit_measurements)).map((row) => [row.code!, row.id]),
  );
  const co2 = (await db.select().from(gases).where(eq(gases.code, 'CO2')))[0]!.id;
  const { operational } = await emissionSourceTypes(t);
  const stationary = await seededSource(t, 'stationary_combustion');
  const electricity = await seededSource(t, 'purchased_electricity');
  const [fuel, grid] = await db
    .insert(emission_factors)
    .values([
      { name: 'Combustible (cálculo)', source_id: stationary.id },
      { name: 'Red (cálculo)', source_id: electricity.id },
    ])
    .returning();
  const value = (factor: number, unitId: number, v: number, uncertainty: number) => ({
    factor_id: factor,
    gas_id: co2,
    unit_measurement_id: unitId,
    type_id: operational.id,
    value: v,
    uncertainty,
    date_start: '2024-01-01',
    date_end: '2099-12-31',
    fountain: 'Prueba',
    reference: 'Prueba del cálculo 2024',
  });
  const [fuelValue] = await db
    .insert(gas_emissions)
    .values([value(fuel!.id, unit.L!, 2, 5), value(grid!.id, unit.kWh!, 0.5, 10)])
    .returning();
  catalogue = { stationary: stationary.id, operational: operational.id, fuel: fuel!.id };
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  await setPlan(t, id, 'LARGE');
  const colleague = await signedInUser(t);
  await addMember(t, id, colleague.user, 'member');
  await addCompanySources(t, id, [stationary.id, electricity.id]);
  company = { id, member: colleague.headers };
  boiler = (
    await createEmissionSource(t, id, {
      code: 'CAL',
      name: 'Caldera',
      type_id: operational.id,
      source_id: stationary.id,
      emission_factor_id: fuel!.id,
      headquarter_id: (await createStakeholder(t, id, 'HEADQUARTERS', 'Planta')).id,
    })
  ).id;
  const record = (body: object) =>
    succeed(t, 'POST', '/emission-activities', company.member, { company_id: id, ...body });
  const burn = (date: string, consumption: number, unitCode: string) =>
    record({
      date,
      consumption,
      by_emission_source: true,
      emission_source_id: boiler,
      unit_measurement_id: unit[unitCode],
    });
  // At 2 kg CO2/L ±5 %: litres and gallons (conversion 1 and 3.785411784).
  await burn('2024-01-10', 100, 'L');
  await burn('2024-02-15', 10, 'gal_us');
  await burn('2024-03-10', 50, 'L');
  await burn('2024-03-30', 20, 'gal_us');
  await record({
    date: '2024-02-01',
    consumption: 1000,
    by_emission_source: false,
    emission_factor_id: grid!.id,
    type_id: operational.id,
    unit_measurement_id: unit.kWh,
  });
  // The value becomes 3 kg/L ±10 % with its recalculation still to run: the lines above keep 2.
  await db
    .update(gas_emissions)
    .set({ value: 3, uncertainty: 10 })
    .where(eq(gas_emissions.id, fuelValue!.id));
  await burn('2024-03-20', 5, 'L');
  await burn('2024-04-05', 40, 'L');
});
afterAll(async () => t?.close());

/** The periods: a whole year, March less its last three days, and days and months around them. */
const PERIODS = [
  { date_from: '2024-01-01', date_to: '2024-12-31' },
  { date_from: '2024-03-01', date_to: '2024-03-28' },
  { date_from: '2024-02-10', date_to: '2024-04-05' },
];

/** Figures of each group, as the dashboard's cards, bars and tables name them. */
const FIGURES = (): Record<string, string>[] => [
  { group: 'total' },
  { group: 'scope', key: '1' },
  { group: 'item', key: `source:${boiler}` },
  { group: 'month', key: '2024-03' },
];

function query(period: (typeof PERIODS)[number], extra: Record<string, string> = {}) {
  return new URLSearchParams({ company_id: String(company.id), ...period, ...extra }).toString();
}

async function working(period: (typeof PERIODS)[number], figure: Record<string, string>) {
  return ZWorking.parse(
    await succeed(t, 'GET', `/dashboard/working?${query(period, figure)}`, company.member),
  );
}

/** Every working of every period, keyed by period and figure. */
async function everyWorking() {
  const all = new Map<string, TWorking>();
  for (const period of PERIODS)
    for (const figure of FIGURES()) all.set(query(period, figure), await working(period, figure));
  return all;
}

describe('the working of a figure, read from the roll-ups', () => {
  it('gives a line per value applied, with the sums of its stored lines', async () => {
    const total = await working(PERIODS[0]!, { group: 'total' });
    const boilerLines = total.lines
      .filter((line) => line.emission_source === 'CAL · Caldera')
      .map((line) => ({
        value: line.value,
        uncertainty: line.uncertainty,
        conversion: line.conversion,
        co2e_kg: Math.round(line.co2e_kg * 1e6) / 1e6,
        activities: line.activity_count,
        listed: line.activities.map((activity) => activity.date),
      }));
    // 2 kg/L: 100 L + 10 gal + 50 L + 20 gal = 150 L + 30 gal, in two units; 3 kg/L: 45 L.
    expect(boilerLines).toEqual([
      {
        value: 2,
        uncertainty: 5,
        conversion: null,
        co2e_kg: Math.round((150 + 30 * GALLON) * 2 * 1e6) / 1e6,
        activities: 4,
        listed: ['2024-01-10', '2024-02-15', '2024-03-10', '2024-03-30'],
      },
      {
        value: 3,
        uncertainty: 10,
        conversion: 1,
        co2e_kg: 135,
        activities: 2,
        listed: ['2024-03-20', '2024-04-05'],
      },
    ]);
    // March less its last three days leaves the gallons of the 30th out: one conversion remains.
    const march = await working(PERIODS[1]!, { group: 'item', key: `source:${boiler}` });
    expect(march.lines.map((line) => [line.value, line.conversion, line.co2e_kg])).toEqual([
      [2, 1, 100],
      [3, 1, 15],
    ]);
  });

  it('answers every figure as the dashboard does, and as the stored lines themselves give it', async () => {
    const fromRollups = await everyWorking();
    for (const period of PERIODS) {
      const board = ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${query(period)}`, company.member));
      const total = fromRollups.get(query(period, { group: 'total' }))!;
      expect([total.carbon_footprint, total.uncertainty]).toEqual([
        board.totals.carbon_footprint,
        board.totals.uncertainty,
      ]);
      const scope1 = board.by_scope.find((row) => row.scope === 1)!;
      const scope = fromRollups.get(query(period, { group: 'scope', key: '1' }))!;
      expect([scope.carbon_footprint, scope.uncertainty]).toEqual([
        scope1.carbon_footprint,
        scope1.uncertainty,
      ]);
    }

    // Without the provenances the working reads the stored lines of the period instead: the same answers.
    await tenant(t.database.db, company.id).deleteFrom(emission_line_provenances);
    expect(await everyWorking()).toEqual(fromRollups);

    // Reconciliation names the roll-up rows whose provenance is unknown, and its fix writes them again.
    const found = await reconcileEmissions(t.app.ctx);
    expect(found.rollup_mismatches.filter((row) => row.company_id === company.id)).not.toEqual([]);
    await reconcileEmissions(t.app.ctx, { fix: true });
    expect((await reconcileEmissions(t.app.ctx)).rollup_mismatches).toEqual([]);
    const provenances = await tenant(t.database.db, company.id).selectFrom(emission_line_provenances);
    expect(provenances.length).toBeGreaterThan(0);
  });

  it('lists the first activities of the first lines only, as far as the list goes, whatever the figure rests on', async () => {
    // Twelve boilers of 190 activities each (2,280): the list takes 200 at most a line and 2,000 in
    // all, item by item: the first ten boilers' 190, 100 of the eleventh, none of the twelfth.
    const owner = await signedInUser(t);
    const id = (await createCompany(t, owner.user)).id;
    await setPlan(t, id, 'LARGE');
    await addCompanySources(t, id, [catalogue.stationary]);
    const site = (await createStakeholder(t, id, 'HEADQUARTERS', 'Planta')).id;
    const codes = Array.from({ length: 12 }, (_, index) => `B${String(index + 1).padStart(2, '0')}`);
    for (const code of codes)
      await createEmissionSource(t, id, {
        code,
        name: 'Caldera',
        type_id: catalogue.operational,
        source_id: catalogue.stationary,
        emission_factor_id: catalogue.fuel,
        headquarter_id: site,
      });
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
    const rows = codes.flatMap((code) =>
      Array.from({ length: 190 }, (_, n) => `${code};${day(189 - n)};${n + 1};L`),
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([`\uFEFFEmission source;Date;Consumption;Unit of measurement\n${rows.join('\n')}\n`]),
      'calderas.csv',
    );
    const imported = await importOutcome(
      t,
      await t.request(`/api/emission-activities/import?company_id=${id}`, {
        method: 'POST',
        headers: owner.headers,
        body: form,
      }),
      owner.headers,
    );
    expect(imported.status, await imported.clone().text()).toBe(200);

    const total = ZWorking.parse(
      await succeed(
        t,
        'GET',
        `/dashboard/working?${new URLSearchParams({ company_id: String(id), ...PERIODS[0]!, group: 'total' })}`,
        owner.headers,
      ),
    );
    expect([total.entries, total.entries_listed]).toEqual([2280, 2000]);
    const listed = new Map(total.lines.map((line) => [line.emission_source.slice(0, 3), line.activities]));
    expect(codes.map((code) => listed.get(code)!.length)).toEqual([...Array(10).fill(190), 100, 0]);
    // Each line's earliest first.
    expect(listed.get('B11')!.map((activity) => activity.date)).toEqual(
      Array.from({ length: 100 }, (_, n) => day(n)),
    );
  });
});
