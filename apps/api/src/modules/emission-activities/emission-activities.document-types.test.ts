import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZActivityDocumentTypes } from '@huella/shared';
import { unit_measurements } from '../../db/schema/index.ts';
import { companyBurningDiesel, createStakeholder } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

// The document types a company's activities name are offered back by the form and the repair
// table: each once, in order, only the company's own.

let t: TestApp;
let first: Awaited<ReturnType<typeof companyBurningDiesel>>;
let second: Awaited<ReturnType<typeof companyBurningDiesel>>;

const record = async (
  company: typeof first,
  gal: number,
  source: number,
  type_document: string | null,
  day: number,
) => {
  const res = await t.request('/api/emission-activities', {
    method: 'POST',
    headers: company.owner.headers,
    json: {
      company_id: company.id,
      date: `2024-03-${String(day).padStart(2, '0')}`,
      consumption: 10,
      unit_measurement_id: gal,
      by_emission_source: true,
      emission_source_id: source,
      type_document,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
};

const typesOf = async (company: typeof first) => {
  const res = await t.request(`/api/emission-activities/document-types?company_id=${company.id}`, {
    headers: company.owner.headers,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ZActivityDocumentTypes.parse(await res.json()).data;
};

beforeAll(async () => {
  t = await startTestApp();
  first = await companyBurningDiesel(t);
  second = await companyBurningDiesel(t);
  const [gal] = await t.database.db
    .select()
    .from(unit_measurements)
    .where(eq(unit_measurements.code, 'gal_us'));
  const plant = await createStakeholder(t, first.id, 'HEADQUARTERS', 'Planta Cali');
  const depot = await createStakeholder(t, second.id, 'HEADQUARTERS', 'Depósito');
  const boiler = await first.dieselSource('CAL-01', 'Caldera', plant.id);
  const truck = await second.dieselSource('CAM-01', 'Camión', depot.id);
  const named = ['Factura', 'Lectura de contador', 'Factura', null, 'Albarán', 'Factura', null];
  for (const [index, type] of named.entries()) await record(first, gal!.id, boiler.id, type, index + 1);
  await record(second, gal!.id, truck.id, 'Ticket de báscula', 1);
});

afterAll(() => t.close());

describe('GET /api/emission-activities/document-types', () => {
  it('answers each document type the company’s activities name once, in order, none of another company’s', async () => {
    expect(await typesOf(first)).toEqual(['Albarán', 'Factura', 'Lectura de contador']);
    expect(await typesOf(second)).toEqual(['Ticket de báscula']);
  });

  it('answers none for a company whose activities name no document type', async () => {
    const third = await companyBurningDiesel(t);
    expect(await typesOf(third)).toEqual([]);
  });

  it('is refused for a company the user is no member of', async () => {
    const res = await t.request(`/api/emission-activities/document-types?company_id=${second.id}`, {
      headers: first.owner.headers,
    });
    expect([403, 404]).toContain(res.status);
  });
});
