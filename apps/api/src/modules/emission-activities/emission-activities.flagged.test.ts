import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompany, ZEmissionActivity, listEnvelope, type TEmissionActivity } from '@huella/shared';
import { emission_factors, gas_emissions, gases, unit_measurements } from '../../db/schema/index.ts';
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

// Flagged activities are easy to find: the list filters them, the export says which and why, and the
// company says how many there are and how many catalogue changes are still to reach its figures.

let t: TestApp;
let superAdmin: Record<string, string>;
let operational: number;
let litre: number;
let factorId: number;
let value: typeof gas_emissions.$inferSelect;
type Company = { id: number; headers: Record<string, string> };
let company: Company;
let other: Company;
let early: TEmissionActivity;
let late: TEmissionActivity;

const call = (method: string, path: string, headers: Record<string, string>, json?: object, lang = 'es') =>
  t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

async function newCompany(sourceId: number): Promise<Company> {
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  await setPlan(t, id, 'LARGE');
  await addCompanySources(t, id, [sourceId]);
  return { id, headers: owner.headers };
}

async function record(of: Company, factor: number, date: string, unit = litre): Promise<TEmissionActivity> {
  const res = await call('POST', '/emission-activities', of.headers, {
    company_id: of.id,
    date,
    consumption: 100,
    by_emission_source: false,
    emission_factor_id: factor,
    type_id: operational,
    unit_measurement_id: unit,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ZEmissionActivity.parse(await res.json());
}

async function showCompany(of: Company) {
  const res = await call('GET', `/companies/${of.id}`, of.headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return ZCompany.parse(await res.json());
}

async function listFlagged(of: Company, flagged: string) {
  const res = await call('GET', `/emission-activities?company_id=${of.id}&flagged=${flagged}`, of.headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return listEnvelope(ZEmissionActivity).parse(await res.json());
}

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
  const stationary = await seededSource(t, 'stationary_combustion');
  const electricity = await seededSource(t, 'purchased_electricity');
  operational = (await emissionSourceTypes(t)).operational.id;
  const db = t.database.db;
  const [l] = await db.select().from(unit_measurements).where(eq(unit_measurements.code, 'L'));
  const [mwh] = await db.select().from(unit_measurements).where(eq(unit_measurements.code, 'MWh'));
  const [co2] = await db.select().from(gases).where(eq(gases.code, 'CO2'));
  litre = l!.id;
  const [factor] = await db
    .insert(emission_factors)
    .values({ name: 'Combustible marcado de prueba', source_id: stationary.id })
    .returning();
  factorId = factor!.id;
  const [inserted] = await db
    .insert(gas_emissions)
    .values({
      factor_id: factorId,
      gas_id: co2!.id,
      unit_measurement_id: litre,
      type_id: operational,
      value: 2.5,
      uncertainty: 5,
      date_start: '2024-01-01',
      date_end: '2099-12-31',
      fountain: 'Prueba',
      reference: 'Prueba 2024',
    })
    .returning();
  value = inserted!;
  company = await newCompany(stationary.id);
  other = await newCompany(electricity.id);
  early = await record(company, factorId, '2024-06-15');
  late = await record(company, factorId, '2025-06-15');
  const grid = electricity.factors.find((f) => f.name.startsWith('Electricidad red SIN'))!;
  await record(other, grid.id, '2024-06-15', mwh!.id);

  // The value's validity shrinks to 2024: the 2025 activity is left without a value.
  const shrunk = await call('PUT', `/gas-emissions/${value.id}`, superAdmin, {
    factor_id: factorId,
    gas_id: value.gas_id,
    unit_measurement_id: litre,
    type_id: operational,
    value: 2.5,
    uncertainty: 5,
    date_start: '2024-01-01',
    date_end: '2024-12-31',
    fountain: 'Prueba',
    reference: 'Prueba 2024',
    avoided: false,
  });
  expect(shrunk.status, await shrunk.clone().text()).toBe(200);
});
afterAll(async () => t?.close());

describe('flagged activities', () => {
  it('counts, with the company, the catalogue changes still to reach its figures, and only its own', async () => {
    expect(await showCompany(company)).toMatchObject({ pending_recomputes: 1, flagged_activities: 0 });
    expect(await showCompany(other)).toMatchObject({ pending_recomputes: 0, flagged_activities: 0 });
    await recomputePendingEmissions(t.app.ctx);
    expect(await showCompany(company)).toMatchObject({ pending_recomputes: 0, flagged_activities: 1 });
    expect(await showCompany(other)).toMatchObject({ pending_recomputes: 0, flagged_activities: 0 });
  });

  it('filters the activity list on the flag', async () => {
    expect((await listFlagged(company, 'true')).data.map((row) => row.id)).toEqual([late.id]);
    expect((await listFlagged(company, 'false')).data.map((row) => row.id)).toEqual([early.id]);
    expect((await listFlagged(company, '')).meta.total).toBe(2);
    expect((await listFlagged(other, 'true')).data).toEqual([]);
    const wrong = await call(
      'GET',
      `/emission-activities?company_id=${company.id}&flagged=maybe`,
      company.headers,
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual(['flagged']);
  });

  it('says in the export which activities are flagged and why, in the reader’s language', async () => {
    const exported = async (lang: string) => {
      const res = await call(
        'POST',
        '/emission-activities/export',
        company.headers,
        { company_id: company.id },
        lang,
      );
      expect(res.status).toBe(200);
      return (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    };
    const es = await exported('es');
    expect(es[0]!.split(';').slice(-2)).toEqual(['Marcada', 'Motivo de la marca']);
    const esRows = es.slice(1).filter(Boolean);
    expect(
      esRows
        .find((row) => row.includes('2025-06-15'))!
        .split(';')
        .slice(-2),
    ).toEqual(['sí', 'El factor «Combustible marcado de prueba» no tiene un valor vigente en esta fecha.']);
    expect(
      esRows
        .find((row) => row.includes('2024-06-15'))!
        .split(';')
        .slice(-2),
    ).toEqual(['no', '']);
    const en = await exported('en');
    expect(en[0]!.split(';').slice(-2)).toEqual(['Flagged', 'Why it is flagged']);
    expect(
      en
        .find((row) => row.includes('2025-06-15'))!
        .split(';')
        .slice(-2),
    ).toEqual(['yes', 'The factor “Combustible marcado de prueba” has no value valid on this date.']);
  });
});
