import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity } from '@huella/shared';
import {
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
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// Biogenic CO2 only (GHG Protocol, DESIGN §4): in a blend part marked avoided, the CO2 is reported
// apart and its CH4 and N2O stay in the footprint. The auditor's hand case, through the API.

describe('an activity on a blend with a biogenic part', () => {
  let t: TestApp;
  let b20: number;
  let stationary: Awaited<ReturnType<typeof seededSource>>;
  let operational: number;
  let gallon: number;

  beforeAll(async () => {
    t = await startTestApp();
    stationary = await seededSource(t, 'stationary_combustion');
    operational = (await emissionSourceTypes(t)).operational.id;
    const db = t.database.db;
    const gas: Record<string, number> = {};
    for (const row of await db.select().from(gases)) gas[row.code!] = row.id;
    gallon = (await db.select().from(unit_measurements).where(eq(unit_measurements.code, 'gal_us')))[0]!.id;
    const [diesel, biodiesel, blend] = await db
      .insert(emission_factors)
      .values([
        { name: 'Diésel (prueba B20)', source_id: stationary.id },
        { name: 'Biodiésel (prueba B20)', source_id: stationary.id },
        { name: 'B20 (prueba)', source_id: stationary.id, derives: true },
      ])
      .returning();
    // EPA GHG Emission Factors Hub 2024, Table 1, per US gallon (CH4 and N2O published in g).
    const value = (factorId: number, gasCode: string, v: number) => ({
      factor_id: factorId,
      gas_id: gas[gasCode]!,
      unit_measurement_id: gallon,
      type_id: operational,
      value: v,
      uncertainty: 0,
      date_start: '2024-01-01',
      date_end: '2099-12-31',
      fountain: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
      reference: 'US EPA GHG Emission Factors Hub 2024, Table 1',
    });
    await db
      .insert(gas_emissions)
      .values([
        value(diesel!.id, 'CO2', 10.21),
        value(diesel!.id, 'CH4_FOSSIL', 0.00041),
        value(diesel!.id, 'N2O', 0.00008),
        value(biodiesel!.id, 'CO2', 9.45),
        value(biodiesel!.id, 'CH4_NON_FOSSIL', 0.00014),
        value(biodiesel!.id, 'N2O', 0.00001),
      ]);
    await db.insert(emission_factor_parts).values([
      { factor_id: blend!.id, part_factor_id: diesel!.id, percent: 80, avoided: false },
      { factor_id: blend!.id, part_factor_id: biodiesel!.id, percent: 20, avoided: true },
    ]);
    b20 = blend!.id;
  });
  afterAll(async () => t?.close());

  it('1,000 gal of B20 count every gas but the biodiesel CO2, which alone is avoided', async () => {
    const owner = await signedInUser(t);
    const company = (await createCompany(t, owner.user)).id;
    await setPlan(t, company, 'LARGE');
    const member = await signedInUser(t);
    await addMember(t, company, member.user, 'member');
    await addCompanySources(t, company, [stationary.id]);
    await createStakeholder(t, company, 'HEADQUARTERS', 'Planta Cali');
    const res = await t.request('/api/emission-activities', {
      method: 'POST',
      headers: member.headers,
      json: {
        company_id: company,
        date: '2024-06-15',
        consumption: 1000,
        by_emission_source: false,
        emission_factor_id: b20,
        type_id: operational,
        unit_measurement_id: gallon,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const activity = ZEmissionActivity.parse(await res.json());
    // In the footprint: diesel 8,168 + 9.7744 + 17.472 kg; biodiesel CH4 0.028 kg × 27 = 0.756 kg and
    // N2O 0.002 kg × 273 = 0.546 kg: 8,196.5484 kg. Avoided: the biodiesel CO2, 200 gal × 9.45 = 1,890 kg.
    expect(activity.carbon_footprint).toBe(8.196548);
    expect(activity.carbon_footprint_avoided).toBe(1.89);
    // One row per gas: both methanes are CH4, told apart by their GWP (fossil 29.8, non-fossil 27).
    expect(activity.emissions.map((row) => row.gas).sort()).toEqual(['CH4', 'CH4', 'CO2', 'N2O']);
    expect(
      activity.emissions.map((row) => [row.carbon_footprint, row.carbon_footprint_avoided]).sort(),
    ).toEqual(
      [
        // CO2: diesel 8.168 t in, biodiesel 1.89 t avoided.
        [8.168, 1.89],
        // fossil CH4 (diesel) 0.009774 t, non-fossil CH4 (biodiesel) 0.000756 t, both in.
        [0.009774, 0],
        [0.000756, 0],
        // N2O: 17.472 + 0.546 = 18.018 kg, in.
        [0.018018, 0],
      ].sort(),
    );
  });
});
