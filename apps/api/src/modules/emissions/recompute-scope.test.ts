import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity, ZRecomputeState, type TEmissionActivity } from '@huella/shared';
import { emission_factor_parts, emission_factors, unit_measurements } from '../../db/schema/index.ts';
import {
  addCompanySources,
  createCompany,
  createGas,
  emissionSourceTypes,
  gasValueInput,
  seededSource,
  setPlan,
  signedInUser,
  succeed,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from './emissions.service.ts';

// Which stored activities a catalogue change recalculates (DESIGN §4): every activity whose figure
// or calculability the change can alter. A day calculates only when every gas the factor has
// anywhere has a value valid that day, so a gas value's change reaches every activity of its
// factor, and of the blends that use it, at any date.

describe('the recalculation after a catalogue change', () => {
  let t: TestApp;
  let superAdmin: Record<string, string>;
  let company: number;
  let owner: Record<string, string>;
  let operational: number;
  let sourceId: number;
  let litre: number;
  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
    const user = await signedInUser(t);
    owner = user.headers;
    company = (await createCompany(t, user.user)).id;
    await setPlan(t, company, 'LARGE');
    sourceId = (await seededSource(t, 'stationary_combustion')).id;
    await addCompanySources(t, company, [sourceId]);
    operational = (await emissionSourceTypes(t)).operational.id;
    const [row] = await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
    litre = row!.id;
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, headers: Record<string, string>, json?: object) =>
    succeed(t, method, path, headers, json);
  const newGas = (name: string, pc: number) => createGas(t, superAdmin, name, pc);

  const gasValue = (factor: number, gas: number, value: number, start: string, end: string) =>
    gasValueInput({
      factor_id: factor,
      gas_id: gas,
      unit_measurement_id: litre,
      type_id: operational,
      value,
      date_start: start,
      date_end: end,
    });

  async function newFactor(name: string) {
    const [row] = await t.database.db
      .insert(emission_factors)
      .values({ name, source_id: sourceId })
      .returning();
    return row!.id;
  }

  async function record(factor: number, date: string, consumption = 100): Promise<TEmissionActivity> {
    return ZEmissionActivity.parse(
      await call('POST', '/emission-activities', owner, {
        company_id: company,
        date,
        consumption,
        by_emission_source: false,
        emission_factor_id: factor,
        type_id: operational,
        unit_measurement_id: litre,
      }),
    );
  }

  const show = async (id: number) =>
    ZEmissionActivity.parse(await call('GET', `/emission-activities/${id}?company_id=${company}`, owner));

  /** What the activity stores: its figure and flag, and whether saving it unchanged is refused. */
  async function stored(activity: TEmissionActivity) {
    const now = await show(activity.id);
    return { carbon_footprint: now.carbon_footprint, flagged: now.flagged };
  }

  /** Saving the activity unchanged: refused (422) when the catalogue has no figure for it. */
  async function resave(activity: TEmissionActivity) {
    const res = await t.request(`/api/emission-activities/${activity.id}`, {
      method: 'PUT',
      headers: owner,
      json: {
        company_id: company,
        date: activity.date,
        consumption: activity.consumption,
        by_emission_source: false,
        emission_factor_id: activity.emission_factor_id,
        type_id: activity.type_id,
        unit_measurement_id: activity.unit_measurement_id,
      },
    });
    await res.body?.cancel();
    return res.status;
  }

  const pending = async () =>
    ZRecomputeState.parse(await call('GET', '/emissions/recompute', superAdmin)).pending;

  it('reaches every activity of the factor, at any date, when one of its gas values changes', async () => {
    const co2 = await newGas('Dióxido de prueba', 1);
    const n2o = await newGas('Óxido de prueba', 300);
    const factor = await newFactor('Combustible de alcance');
    const co2Value = (await call(
      'POST',
      '/gas-emissions',
      superAdmin,
      gasValue(factor, co2, 2.5, '2000-01-01', '2099-12-31'),
    )) as { id: number };
    await recomputePendingEmissions(t.app.ctx);
    const of2023 = await record(factor, '2023-06-15');
    const of2024 = await record(factor, '2024-06-15');
    expect([of2023.carbon_footprint, of2024.carbon_footprint]).toEqual([0.25, 0.25]);

    // An N2O value for 2024 only: 2023 has no N2O value, so it no longer calculates.
    const n2oValue = (await call(
      'POST',
      '/gas-emissions',
      superAdmin,
      gasValue(factor, n2o, 0.001, '2024-01-01', '2024-12-31'),
    )) as { id: number };
    await recomputePendingEmissions(t.app.ctx);
    expect(await resave(of2023)).toBe(422);
    expect(await stored(of2023)).toEqual({ carbon_footprint: 0, flagged: true });
    // 100 L × 2.5 + 100 L × 0.001 × 300 = 280 kg.
    expect(await stored(of2024)).toEqual({ carbon_footprint: 0.28, flagged: false });

    // CO2 goes to 2.6: 2024 follows, 2023 stays flagged.
    await call(
      'PUT',
      `/gas-emissions/${co2Value.id}`,
      superAdmin,
      gasValue(factor, co2, 2.6, '2000-01-01', '2099-12-31'),
    );
    await recomputePendingEmissions(t.app.ctx);
    expect(await stored(of2023)).toEqual({ carbon_footprint: 0, flagged: true });
    expect(await stored(of2024)).toEqual({ carbon_footprint: 0.29, flagged: false });

    // The N2O value goes: both days calculate again on CO2 alone.
    await call('DELETE', `/gas-emissions/${n2oValue.id}`, superAdmin);
    await recomputePendingEmissions(t.app.ctx);
    expect(await stored(of2023)).toEqual({ carbon_footprint: 0.26, flagged: false });
    expect(await stored(of2024)).toEqual({ carbon_footprint: 0.26, flagged: false });
    expect(await resave(of2023)).toBe(200);
    expect(await pending()).toBe(0);
  });

  it('reaches the activities of a blend whose part gains a value for other days', async () => {
    const co2 = await newGas('Dióxido de mezcla', 1);
    const ch4 = await newGas('Metano de mezcla', 30);
    const part = await newFactor('Parte de la mezcla');
    const [blendRow] = await t.database.db
      .insert(emission_factors)
      .values({ name: 'Mezcla de alcance', source_id: sourceId, derives: true })
      .returning();
    const blend = blendRow!.id;
    await t.database.db
      .insert(emission_factor_parts)
      .values({ factor_id: blend, part_factor_id: part, percent: 100, avoided: false });
    await call('POST', '/gas-emissions', superAdmin, gasValue(part, co2, 2, '2000-01-01', '2099-12-31'));
    await recomputePendingEmissions(t.app.ctx);
    const onBlend = await record(blend, '2023-03-01');
    expect(onBlend.carbon_footprint).toBe(0.2);

    const ch4Value = (await call(
      'POST',
      '/gas-emissions',
      superAdmin,
      gasValue(part, ch4, 0.01, '2025-01-01', '2025-12-31'),
    )) as { id: number };
    await recomputePendingEmissions(t.app.ctx);
    expect(await stored(onBlend)).toEqual({ carbon_footprint: 0, flagged: true });

    // Its range moves to cover 2023 as well: the blend's 2023 activity calculates again.
    await call(
      'PUT',
      `/gas-emissions/${ch4Value.id}`,
      superAdmin,
      gasValue(part, ch4, 0.01, '2020-01-01', '2025-12-31'),
    );
    await recomputePendingEmissions(t.app.ctx);
    // 100 L × 2 + 100 L × 0.01 × 30 = 230 kg.
    expect(await stored(onBlend)).toEqual({ carbon_footprint: 0.23, flagged: false });

    // A new GWP of that gas reaches it too.
    await call('PUT', `/gases/${ch4}`, superAdmin, {
      name: 'Metano de mezcla',
      formula: null,
      pc: 20,
      description: null,
    });
    await recomputePendingEmissions(t.app.ctx);
    expect(await stored(onBlend)).toEqual({ carbon_footprint: 0.22, flagged: false });
    expect(await pending()).toBe(0);
  });

  it('recalculates an activity recorded in a unit whose conversion changes', async () => {
    const co2 = await newGas('Dióxido de unidades', 1);
    const factor = await newFactor('Combustible por unidad');
    await call('POST', '/gas-emissions', superAdmin, gasValue(factor, co2, 1, '2000-01-01', '2099-12-31'));
    const [litreRow] = await t.database.db
      .select()
      .from(unit_measurements)
      .where(eq(unit_measurements.id, litre));
    const barrel = (await call('POST', '/unit-measurements', superAdmin, {
      name: 'Barril de prueba',
      abbreviation: 'brp',
      group: litreRow!.group,
      factor: litreRow!.factor * 100,
      description: null,
    })) as { id: number };
    await recomputePendingEmissions(t.app.ctx);
    const activity = ZEmissionActivity.parse(
      await call('POST', '/emission-activities', owner, {
        company_id: company,
        date: '2022-01-10',
        consumption: 2,
        by_emission_source: false,
        emission_factor_id: factor,
        type_id: operational,
        unit_measurement_id: barrel.id,
      }),
    );
    // 2 barrels of 100 L × 1 kg/L = 200 kg.
    expect(activity.carbon_footprint).toBe(0.2);
    await call('PUT', `/unit-measurements/${barrel.id}`, superAdmin, {
      name: 'Barril de prueba',
      abbreviation: 'brp',
      group: litreRow!.group,
      factor: litreRow!.factor * 150,
      description: null,
    });
    await recomputePendingEmissions(t.app.ctx);
    expect(await stored(activity)).toEqual({ carbon_footprint: 0.3, flagged: false });
    expect(await pending()).toBe(0);
  });
});
