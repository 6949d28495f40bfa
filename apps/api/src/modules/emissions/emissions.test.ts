import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ZEmissionActivity } from '@huella/shared';
import {
  activity_emissions,
  catalogue_events,
  gas_emissions,
  gases,
  types,
  unit_measurements,
} from '../../db/schema/index.ts';
import { openTestDatabase } from '../../db/testing.ts';
import {
  addCompanySources,
  createCompany,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// The recalculation as a background job: durable across a stop of the server.

/** Both servers sign sessions with one key, as one deployment does across restarts. */
const JWT_SECRET = 'a-secret-both-servers-share-0123456789';

describe('the recalculation job', () => {
  const apps: TestApp[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('recalculates after a restart what a catalogue change committed just before the stop', async () => {
    database = await openTestDatabase();
    // The first server runs no jobs: the change is committed, and the server stops before any run.
    const first = await startTestApp({ JOBS: 'false', JWT_SECRET }, undefined, database);
    apps.push(first);
    const owner = await signedInUser(first);
    const superAdmin = (await signedInUser(first, { role: 'super-admin' })).headers;
    const company = (await createCompany(first, owner.user)).id;
    await setPlan(first, company, 'LARGE');
    const electricity = await seededSource(first, 'purchased_electricity');
    await addCompanySources(first, company, [electricity.id]);
    const grid = electricity.factors.find((factor) => factor.name.startsWith('Electricidad red SIN'))!;
    const [mwh] = await database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'MWh'));
    const [operational] = await database.db.select().from(types).where(eq(types.code, 'operational'));
    const created = await first.request('/api/emission-activities', {
      method: 'POST',
      headers: owner.headers,
      json: {
        company_id: company,
        date: '2024-05-31',
        consumption: 100,
        by_emission_source: false,
        emission_factor_id: grid.id,
        type_id: operational!.id,
        unit_measurement_id: mwh!.id,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const activity = ZEmissionActivity.parse(await created.json());
    expect(activity.carbon_footprint).toBe(11.2);
    const storedLines = () =>
      database!.db.select().from(activity_emissions).where(eq(activity_emissions.activity_id, activity.id));
    // The stored line names what it applied: the grid's CO2 value per MWh, its source, CO2's GWP.
    const [line] = await storedLines();
    const [value] = await database.db
      .select()
      .from(gas_emissions)
      .where(eq(gas_emissions.id, line!.gas_emission_id));
    expect(line).toMatchObject({
      factor_id: grid.id,
      gas_name: 'Dióxido de carbono',
      gas_formula: 'CO2',
      value: 112,
      value_unit_id: mwh!.id,
      value_unit: 'MWh',
      conversion: 1,
      share: 1,
      quantity: 100,
      gwp: 1,
      gwp_report: 'AR6',
      value_uncertainty: value!.uncertainty,
      activity_uncertainty: 0,
      fountain: value!.fountain,
      reference: value!.reference,
      co2e_kg: 11_200,
    });

    // CO2's GWP is 1; a (hypothetical) correction to 1.5 makes the same activity 16.8 t.
    const [co2] = await database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const changed = await first.request(`/api/gases/${co2!.id}`, {
      method: 'PUT',
      headers: superAdmin,
      json: { name: co2!.name, formula: co2!.formula, pc: 1.5, description: co2!.description },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const pending = await database.db.select().from(catalogue_events);
    expect(pending.filter((event) => event.processed_at === null).length).toBeGreaterThan(0);

    // The next server runs its jobs: the pending change is taken at start, without another request.
    const second = await startTestApp({ JOBS: 'true', JWT_SECRET }, undefined, database);
    apps.push(second);
    const show = async () =>
      ZEmissionActivity.parse(
        await (
          await second.request(`/api/emission-activities/${activity.id}?company_id=${company}`, {
            headers: owner.headers,
          })
        ).json(),
      );
    const deadline = Date.now() + 60_000;
    while ((await show()).carbon_footprint !== 16.8 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await show()).carbon_footprint).toBe(16.8);
    // The recalculated line names the new GWP: 100 MWh × 1 × 1 × 112 kg/MWh × 1.5.
    const [recomputed] = await storedLines();
    expect(recomputed).toMatchObject({ gwp: 1.5, gwp_report: 'AR6', value: 112, co2e_kg: 16_800 });
    expect(recomputed!.computed_at.getTime()).toBeGreaterThanOrEqual(line!.computed_at.getTime());
    const events = await database.db.select().from(catalogue_events);
    expect(events.every((event) => event.processed_at !== null)).toBe(true);
  }, 90_000);
});
