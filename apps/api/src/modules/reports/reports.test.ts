import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, formatTooltipNumber, ZApiError, ZDashboard, type TLanguage } from '@huella/shared';
import { eq } from 'drizzle-orm';
import {
  companies,
  emission_factors,
  gas_emissions,
  gases,
  sectors,
  unit_measurements,
} from '../../db/schema/index.ts';
import { sniffImage } from '../../lib/storage.ts';
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
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { TINY_PNG } from '../../testing/uploads.ts';

// The inventory report (DESIGN §4) read back with a PDF text extractor: its figures are the API's
// for the same filter, in Spanish and in English, and its energy rows are worked by hand.

let t: TestApp;
let company: { id: number; admin: Record<string, string>; member: Record<string, string> };
const unit: Record<string, number> = {};

// Company (2025): a boiler burning 1,000 L of fuel (2 kg CO2/L ±5 %: 2,000 kg, scope 1); a meter of
// 10,000 kWh of grid power (0.5 kg/kWh ±10 %: 5,000 kg, scope 2) and 2 MWh of a solar contract
// marked renewable (0 kg/kWh): A4 = 10,000 + 2,000 kWh = 12,000 kWh, A5 = 2,000 kWh.
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  for (const row of await db.select().from(unit_measurements)) unit[row.code!] = row.id;
  const gas = Object.fromEntries((await db.select().from(gases)).map((row) => [row.code!, row.id]));
  const { operational } = await emissionSourceTypes(t);
  const stationary = await seededSource(t, 'stationary_combustion');
  const electricity = await seededSource(t, 'purchased_electricity');
  const [fuel, grid, solar] = await db
    .insert(emission_factors)
    .values([
      { name: 'Combustible (informe)', source_id: stationary.id },
      { name: 'Red (informe)', source_id: electricity.id },
      { name: 'Solar (informe)', source_id: electricity.id, renewable: true },
    ])
    .returning();
  const value = (factor: number, unitId: number, v: number, u: number, reference: string) => ({
    factor_id: factor,
    gas_id: gas.CO2!,
    unit_measurement_id: unitId,
    type_id: operational.id,
    value: v,
    uncertainty: u,
    date_start: '2024-01-01',
    date_end: '2099-12-31',
    fountain: 'Fuente de prueba',
    reference,
  });
  await db
    .insert(gas_emissions)
    .values([
      value(fuel!.id, unit.L!, 2, 5, 'Guía de combustibles 2024'),
      value(grid!.id, unit.kWh!, 0.5, 10, 'Factor de la red 2024'),
      value(solar!.id, unit.kWh!, 0, 0, 'Contrato solar 2024'),
    ]);
  const owner = await signedInUser(t);
  const id = (await createCompany(t, owner.user)).id;
  await setPlan(t, id, 'LARGE');
  const colleague = await signedInUser(t);
  await addMember(t, id, colleague.user, 'member');
  await addCompanySources(t, id, [stationary.id, electricity.id]);
  company = { id, admin: owner.headers, member: colleague.headers };
  const [sector] = await db.insert(sectors).values({ name: 'Manufactura de prueba' }).returning();
  await succeed(t, 'PUT', `/companies/${id}/settings`, owner.headers, { sector_id: sector!.id });
  const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta');
  const item = (code: string, source: number, factor: number) =>
    createEmissionSource(t, id, {
      code,
      name: code,
      type_id: operational.id,
      source_id: source,
      emission_factor_id: factor,
      headquarter_id: site.id,
    });
  const boiler = await item('CALDERA', stationary.id, fuel!.id);
  const meter = await item('MEDIDOR', electricity.id, grid!.id);
  const panels = await item('PANELES', electricity.id, solar!.id);
  const record = (emissionSourceId: number, date: string, consumption: number, unitCode: string) =>
    succeed(t, 'POST', '/emission-activities', company.member, {
      company_id: id,
      date,
      consumption,
      by_emission_source: true,
      emission_source_id: emissionSourceId,
      unit_measurement_id: unit[unitCode],
    });
  await record(boiler.id, '2025-02-01', 1000, 'L');
  await record(meter.id, '2025-03-01', 10_000, 'kWh');
  await record(panels.id, '2025-04-01', 2, 'MWh');
});
afterAll(async () => t?.close());

const filter = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    company_id: String(company.id),
    date_from: '2025-01-01',
    date_to: '2025-12-31',
    ...extra,
  });

async function reportText(lang: TLanguage, income = '1000000') {
  const res = await t.request(`/api/reports/inventory?${filter({ income, lang })}`, {
    headers: company.member,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // The extractor may break a line anywhere a table wraps: compare words, not layout.
  return text.replace(/\s+/g, ' ');
}

describe('the inventory report', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`holds the API's figures, rows A1 to A5 and the factors' sources, in ${lang === 'es' ? 'Spanish' : 'English'}`, async () => {
      const board = ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${filter()}`, company.member));
      expect(board.totals.carbon_footprint).toBe(7);
      const text = await reportText(lang);
      const n = (value: number) => formatTooltipNumber(value, lang);
      expect(text).toContain(
        lang === 'es'
          ? 'Informe de inventario de gases de efecto invernadero'
          : 'Greenhouse gas inventory report',
      );
      expect(text).toContain('Manufactura de prueba');
      expect(text).toContain(`${n(board.totals.carbon_footprint)} tCO2e`);
      expect(text).toContain(`± ${formatNumber(board.totals.uncertainty, lang)} %`);
      const rows =
        lang === 'es'
          ? [
              'A1 · Emisiones de alcance 1',
              'A2 · Emisiones de alcance 2',
              'A3 · Emisiones de alcance 3',
              'A4 · Energía consumida',
              'A5 · Energía renovable consumida',
            ]
          : [
              'A1 · Scope 1 emissions',
              'A2 · Scope 2 emissions',
              'A3 · Scope 3 emissions',
              'A4 · Energy consumed',
              'A5 · Renewable energy consumed',
            ];
      // Scope 1: 2 t; scope 2: 5 t; scope 3: 0; energy 12,000 kWh, of it 2,000 renewable; per 1,000,000 of income.
      const expected = [
        [2, 'tCO2e', 0.000002],
        [5, 'tCO2e', 0.000005],
        [0, 'tCO2e', 0],
        [12_000, 'kWh', 0.012],
        [2_000, 'kWh', 0.002],
      ] as const;
      rows.forEach((row, index) => {
        const [value, unitName, perIncome] = expected[index]!;
        expect(text).toContain(`${row} ${n(value)} ${unitName} ${n(perIncome)}`);
      });
      for (const scope of board.by_scope) expect(text).toContain(n(scope.carbon_footprint));
      for (const source of [
        'Fuente de prueba · Guía de combustibles 2024',
        'Fuente de prueba · Factor de la red 2024',
      ])
        expect(text).toContain(source);
      expect(text).toContain(
        lang === 'es' ? 'Anexo: cálculo del total' : 'Annex: how the total was calculated',
      );
    });
  }

  it('refuses a net income that is not a number greater than 0, in the caller’s language, and another company', async () => {
    for (const [income, lang, message] of [
      ['0', 'es', 'Escribe unos ingresos netos válidos: un número mayor que 0.'],
      ['-5', 'en', 'Enter a valid net income: a number greater than 0.'],
      ['abc', 'en', 'Enter a valid net income: a number greater than 0.'],
    ] as const) {
      const res = await t.request(`/api/reports/inventory?${filter({ income })}`, {
        headers: { ...company.member, 'accept-language': lang },
      });
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({ income: [message] });
    }
    const stranger = await signedInUser(t);
    const res = await t.request(`/api/reports/inventory?${filter({ income: '10' })}`, {
      headers: stranger.headers,
    });
    expect(res.status).toBe(404);
  });

  it('draws the company’s logo', async () => {
    // The report is drawn on the PDF thread, where the logo's bytes arrive as a copy.
    const images = async () => {
      const res = await t.request(`/api/reports/inventory?${filter({ income: '10' })}`, {
        headers: company.member,
      });
      expect(res.status).toBe(200);
      return (
        Buffer.from(await res.arrayBuffer())
          .toString('latin1')
          .split('/Subtype /Image').length - 1
      );
    };
    expect(await images()).toBe(0);
    await t.app.ctx.storage.storeImage('logos', TINY_PNG, sniffImage(TINY_PNG)!, (logo) =>
      t.database.db.update(companies).set({ logo }).where(eq(companies.id, company.id)),
    );
    expect(await images()).toBeGreaterThan(0);
  });
});
