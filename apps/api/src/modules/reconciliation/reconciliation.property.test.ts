import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unit_measurements } from '../../db/schema/index.ts';
import {
  addCompanySources,
  createCompany,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';
import { reconcileEmissions } from './reconciliation.service.ts';

// Stored figures never drift from the catalogue (DESIGN §4): whatever random sequence of catalogue
// changes (gas values created, changed, deleted and their dates moved, a GWP and its report, a unit's
// conversion, a blend's parts) and activity writes goes through the API, once the recalculation has run to its
// end, reconciliation finds no stored figure that disagrees with the catalogue. One app and database
// serve every run; each run makes its own factors, gas and units, and looks at its own activities.

/** Sequences per run of the suite (at least 200 in CI; RECONCILE_RUNS says otherwise). */
const RUNS = Number(process.env.RECONCILE_RUNS ?? 200);

type Op =
  | {
      op: 'addValue';
      factor: 0 | 1;
      gas: 0 | 1;
      unit: 0 | 1 | 2;
      value: number;
      from: number;
      to: number;
      avoided: boolean;
    }
  | { op: 'changeValue'; which: number; value: number; from: number; to: number; unit: 0 | 1 | 2 }
  | { op: 'deleteValue'; which: number }
  | { op: 'setGwp'; pc: number; report: 'AR5' | 'AR6' }
  | { op: 'setUnitFactor'; unit: 0 | 1; factor: number }
  | { op: 'setParts'; percent: number; avoidedA: boolean; avoidedB: boolean }
  | { op: 'addActivity'; factor: 0 | 1 | 2; year: number; unit: 0 | 1 | 2; consumption: number }
  | { op: 'editActivity'; which: number; year: number; unit: 0 | 1 | 2; consumption: number };

const year = fc.integer({ min: 2020, max: 2025 });
const unit = fc.constantFrom<0 | 1 | 2>(0, 1, 2);
const amount = fc.integer({ min: 1, max: 1000 }).map((n) => n / 10);
const ops: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('addValue' as const),
    factor: fc.constantFrom<0 | 1>(0, 1),
    gas: fc.constantFrom<0 | 1>(0, 1),
    unit,
    value: amount,
    from: year,
    to: year,
    avoided: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('changeValue' as const),
    which: fc.nat(5),
    value: amount,
    from: year,
    to: year,
    unit,
  }),
  fc.record({ op: fc.constant('deleteValue' as const), which: fc.nat(5) }),
  fc.record({
    op: fc.constant('setGwp' as const),
    pc: fc.integer({ min: 1, max: 300 }),
    report: fc.constantFrom<'AR5' | 'AR6'>('AR5', 'AR6'),
  }),
  fc.record({
    op: fc.constant('setUnitFactor' as const),
    unit: fc.constantFrom<0 | 1>(0, 1),
    factor: fc.integer({ min: 1, max: 5000 }).map((n) => n / 1000),
  }),
  fc.record({
    op: fc.constant('setParts' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    avoidedA: fc.boolean(),
    avoidedB: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('addActivity' as const),
    factor: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    year,
    unit,
    consumption: amount,
  }),
  fc.record({ op: fc.constant('editActivity' as const), which: fc.nat(5), year, unit, consumption: amount }),
);

let t: TestApp;
let superAdmin: Record<string, string>;
let company: { id: number; headers: Record<string, string> };
let stationaryId: number;
let operational: number;
let litre: { id: number; group: string | null };
let co2: number;
let run = 0;
/** Activities the sequences recorded, and activities the recalculation rewrote after their changes. */
let recorded = 0;
let recomputed = 0;

async function call(method: string, path: string, headers: Record<string, string>, json?: object) {
  const res = await t.request(`/api${path}`, { method, headers, ...(json ? { json } : {}) });
  // A refusal (422 overlap, no valid value, 409 in use) is part of a random sequence; a failure is not.
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(500);
  return res;
}

async function created(method: string, path: string, json: object): Promise<number> {
  const res = await call(method, path, superAdmin, json);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Plays one sequence on fresh catalogue rows; answers the activities it recorded. */
async function play(sequence: Op[]): Promise<number[]> {
  const n = ++run;
  const gas = await created('POST', '/gases', { name: `Gas de prueba ${n}`, formula: `GP${n}`, pc: 10 });
  const units = [
    { id: litre.id, factor: 1 },
    { id: 0, factor: 1 },
    { id: 0, factor: 3.785 },
  ];
  for (const [index, u] of units.entries()) {
    if (index === 0) continue;
    u.id = await created('POST', '/unit-measurements', {
      name: `Unidad de prueba ${n}-${index}`,
      abbreviation: `u${n}-${index}`,
      group: litre.group,
      factor: u.factor,
    });
  }
  const plain = [
    await created('POST', '/emission-factors', { name: `Factor A ${n}`, source_id: stationaryId }),
    await created('POST', '/emission-factors', { name: `Factor B ${n}`, source_id: stationaryId }),
  ];
  const blendBody = (percent: number, avoidedA: boolean, avoidedB: boolean) => ({
    name: `Mezcla ${n}`,
    source_id: stationaryId,
    derives: true,
    factors: [
      { id: plain[0], percent, avoided: avoidedA },
      { id: plain[1], percent: 100 - percent, avoided: avoidedB },
    ],
  });
  const blend = await created('POST', '/emission-factors', blendBody(70, false, true));
  const factors = [...plain, blend];
  const gases = [co2, gas];
  const values: { id: number; body: Record<string, unknown> }[] = [];
  const activities: { id: number; body: Record<string, unknown> }[] = [];
  const valueBody = (
    factor: number,
    gasId: number,
    unitId: number,
    value: number,
    from: number,
    to: number,
    avoided: boolean,
  ) => ({
    factor_id: factor,
    gas_id: gasId,
    unit_measurement_id: unitId,
    type_id: operational,
    value,
    uncertainty: 5,
    date_start: `${Math.min(from, to)}-01-01`,
    date_end: `${Math.max(from, to)}-12-31`,
    fountain: 'Prueba',
    reference: `Secuencia ${n}`,
    avoided,
  });
  const activityBody = (factor: number, y: number, unitId: number, consumption: number) => ({
    company_id: company.id,
    date: `${y}-06-15`,
    consumption,
    by_emission_source: false,
    emission_factor_id: factor,
    type_id: operational,
    unit_measurement_id: unitId,
  });

  // Each run starts calculable: a CO2 value on each plain factor over every year the activities use…
  for (const [index, factor] of plain.entries()) {
    const body = valueBody(factor, co2, units[index * 2]!.id, 2.5 - index * 0.6, 2020, 2025, false);
    values.push({ id: await created('POST', '/gas-emissions', body), body });
  }
  // …and activities on a plain factor and on the blend for the changes to reach.
  for (const body of [
    activityBody(plain[0]!, 2023, litre.id, 100),
    activityBody(blend, 2024, units[1]!.id, 50),
  ]) {
    const res = await call('POST', '/emission-activities', company.headers, body);
    expect(res.status, await res.clone().text()).toBe(201);
    activities.push({ id: ((await res.json()) as { id: number }).id, body });
  }

  for (const step of sequence) {
    switch (step.op) {
      case 'addValue': {
        const body = valueBody(
          factors[step.factor]!,
          gases[step.gas]!,
          units[step.unit]!.id,
          step.value,
          step.from,
          step.to,
          step.avoided,
        );
        const res = await call('POST', '/gas-emissions', superAdmin, body);
        if (res.status === 201) values.push({ id: ((await res.json()) as { id: number }).id, body });
        break;
      }
      case 'changeValue': {
        const value = values[step.which % Math.max(values.length, 1)];
        if (!value) break;
        const body = {
          ...value.body,
          value: step.value,
          unit_measurement_id: units[step.unit]!.id,
          date_start: `${Math.min(step.from, step.to)}-01-01`,
          date_end: `${Math.max(step.from, step.to)}-12-31`,
        };
        const res = await call('PUT', `/gas-emissions/${value.id}`, superAdmin, body);
        if (res.status === 200) value.body = body;
        break;
      }
      case 'deleteValue': {
        const index = step.which % Math.max(values.length, 1);
        const value = values[index];
        if (!value) break;
        const res = await call('DELETE', `/gas-emissions/${value.id}`, superAdmin);
        if (res.status === 204) values.splice(index, 1);
        break;
      }
      case 'setGwp':
        await call('PUT', `/gases/${gas}`, superAdmin, {
          name: `Gas de prueba ${n}`,
          formula: `GP${n}`,
          pc: step.pc,
          gwp_report: step.report,
        });
        break;
      case 'setUnitFactor':
        await call('PUT', `/unit-measurements/${units[step.unit + 1]!.id}`, superAdmin, {
          name: `Unidad de prueba ${n}-${step.unit + 1}`,
          abbreviation: `u${n}-${step.unit + 1}`,
          group: litre.group,
          factor: step.factor,
        });
        break;
      case 'setParts':
        await call(
          'PUT',
          `/emission-factors/${blend}`,
          superAdmin,
          blendBody(step.percent, step.avoidedA, step.avoidedB),
        );
        break;
      case 'addActivity': {
        const body = activityBody(factors[step.factor]!, step.year, units[step.unit]!.id, step.consumption);
        const res = await call('POST', '/emission-activities', company.headers, body);
        if (res.status === 201) activities.push({ id: ((await res.json()) as { id: number }).id, body });
        break;
      }
      case 'editActivity': {
        const activity = activities[step.which % Math.max(activities.length, 1)];
        if (!activity) break;
        const body = {
          ...activity.body,
          date: `${step.year}-06-15`,
          unit_measurement_id: units[step.unit]!.id,
          consumption: step.consumption,
        };
        const res = await call('PUT', `/emission-activities/${activity.id}`, company.headers, body);
        if (res.status === 200) activity.body = body;
        break;
      }
    }
  }
  return activities.map((activity) => activity.id);
}

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
  const stationary = await seededSource(t, 'stationary_combustion');
  stationaryId = stationary.id;
  operational = (await emissionSourceTypes(t)).operational.id;
  const owner = await signedInUser(t);
  company = { id: (await createCompany(t, owner.user)).id, headers: owner.headers };
  await setPlan(t, company.id, 'LARGE');
  await addCompanySources(t, company.id, [stationary.id]);
  const [l] = await t.database.db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
  litre = { id: l!.id, group: l!.group };
  const gasList = (await (await call('GET', '/gases?per_page=100', superAdmin)).json()) as {
    data: { id: number; formula: string | null }[];
  };
  co2 = gasList.data.find((gas) => gas.formula === 'CO2')!.id;
}, 60_000);
afterAll(async () => t?.close());

describe('reconciliation after random catalogue changes', () => {
  it(`finds nothing once the recalculation has run, over ${RUNS} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 8 }), async (sequence) => {
        const ours = new Set(await play(sequence));
        recorded += ours.size;
        recomputed += (await recomputePendingEmissions(t.app.ctx)).activities;
        const { mismatches, rollup_mismatches } = await reconcileEmissions(t.app.ctx);
        expect(mismatches.filter((mismatch) => ours.has(mismatch.activity_id))).toEqual([]);
        // The roll-ups the dashboards read follow every rewrite of the lines.
        expect(rollup_mismatches).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // Not a vacuous pass: the sequences recorded activities and changed the catalogue under them.
    expect(recorded).toBeGreaterThan(RUNS * 2);
    expect(recomputed).toBeGreaterThan(RUNS / 2);
  }, 300_000);
});
