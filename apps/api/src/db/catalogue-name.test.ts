import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZDashboard,
  ZEmissionActivity,
  ZEmissionFactor,
  ZEmissionSource,
  ZFactorOption,
  ZGas,
  ZSource,
  ZUnitMeasurement,
  listEnvelope,
} from '@huella/shared';
import { companyBurningDiesel, createStakeholder, signedInUser, succeed } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { unit_measurements } from './schema/index.ts';

// The seeded catalogue speaks the reader's language: an English reader sees the English names of
// catalogue sources, factors, gases and units wherever the workspace and the catalogue screens show
// them, a Spanish reader (the default) the Spanish ones; a super-admin reads and writes both.

describe('catalogue names in the reader’s language', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof companyBurningDiesel>>;
  let emissionSourceId: number;
  let superAdmin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    company = await companyBurningDiesel(t);
    const site = await createStakeholder(t, company.id, 'HEADQUARTERS', 'Planta Cali');
    emissionSourceId = (await company.dieselSource('GEN-01', 'Planta eléctrica', site.id)).id;
    const [litre] = await t.database.db
      .select({ id: unit_measurements.id })
      .from(unit_measurements)
      .where(eq(unit_measurements.code, 'L'));
    await succeed(t, 'POST', '/emission-activities', company.owner.headers, {
      company_id: company.id,
      date: '2024-06-15',
      consumption: 1000,
      by_emission_source: true,
      emission_source_id: emissionSourceId,
      unit_measurement_id: litre!.id,
    });
    ({ headers: superAdmin } = await signedInUser(t, { role: 'super-admin' }));
  });
  afterAll(async () => t?.close());

  const read = (path: string, lang: string, headers = company.owner.headers) =>
    succeed(t, 'GET', path, { ...headers, 'accept-language': lang });

  it('names the workspace’s catalogue rows in English for an English reader, in Spanish otherwise', async () => {
    for (const [lang, expected] of [
      [
        'en',
        {
          source: 'Stationary combustion',
          factor: 'Diesel / distillate fuel oil No. 2, stationary combustion (EPA)',
          unit: 'Litre',
        },
      ],
      [
        'es',
        {
          source: 'Combustión estacionaria',
          factor: 'Diésel / fuel oil destilado n.º 2, combustión estacionaria (EPA)',
          unit: 'Litro',
        },
      ],
      ['fr, es;q=0.5', { source: 'Combustión estacionaria' }],
    ] as const) {
      const emissionSource = ZEmissionSource.parse(
        await read(`/emission-sources/${emissionSourceId}?company_id=${company.id}`, lang),
      );
      expect(emissionSource.source.name, lang).toBe(expected.source);
      if (!('factor' in expected)) continue;
      expect(emissionSource.emission_factor.name, lang).toBe(expected.factor);

      const activities = listEnvelope(ZEmissionActivity).parse(
        await read(`/emission-activities?company_id=${company.id}`, lang),
      );
      expect(activities.data[0], lang).toMatchObject({
        source: { name: expected.source },
        emission_factor: { name: expected.factor },
        unit_measurement: { name: expected.unit },
      });

      const dashboard = ZDashboard.parse(
        await read(`/dashboard?company_id=${company.id}&date_from=2024-01-01&date_to=2024-12-31`, lang),
      );
      expect(
        dashboard.by_source.map((row) => row.name),
        lang,
      ).toEqual([expected.source]);

      const factors = listEnvelope(ZFactorOption).parse(
        await read(`/factors?source_id=${company.stationary.id}`, lang),
      );
      expect(
        factors.data.map((factor) => factor.name),
        lang,
      ).toContain(expected.factor);
    }
  });

  it('gives catalogue screens both names and the one to show, and finds a row by either', async () => {
    const english = ZSource.parse(await read(`/sources/${company.stationary.id}`, 'en'));
    expect(english).toMatchObject({
      name: 'Combustión estacionaria',
      name_en: 'Stationary combustion',
      display_name: 'Stationary combustion',
    });
    const spanish = ZSource.parse(await read(`/sources/${company.stationary.id}`, 'es'));
    expect(spanish.display_name).toBe('Combustión estacionaria');

    const units = listEnvelope(ZUnitMeasurement).parse(
      await read('/unit-measurements?search=gallon&per_page=100', 'es'),
    );
    expect(units.data.map((unit) => unit.code)).toContain('gal_us');
    const gases = listEnvelope(ZGas).parse(await read('/gases?search=nitrous', 'en', superAdmin));
    expect(gases.data.map((gas) => gas.display_name)).toEqual(['Nitrous oxide']);
    const factorsIn = async (lang: string) =>
      listEnvelope(ZEmissionFactor).parse(
        await read(`/emission-factors?source_id=${company.stationary.id}&per_page=100`, lang, superAdmin),
      ).data;
    // Sorted by the name the reader reads: propane comes last in Spanish, natural gas in English.
    const inEnglish = await factorsIn('en');
    expect(inEnglish.at(-1)?.display_name).toMatch(/^Natural gas/);
    expect((await factorsIn('es')).at(-1)?.display_name).toMatch(/^Propano/);
    expect(inEnglish.every((factor) => factor.source.name === 'Stationary combustion')).toBe(true);
  });

  it('lets a super-admin write both names; one writing in English keeps the Spanish name', async () => {
    const created = ZGas.parse(
      await succeed(
        t,
        'POST',
        '/gases',
        { ...superAdmin, 'accept-language': 'en' },
        {
          name: 'Octafluoropropano',
          name_en: 'Octafluoropropane',
          formula: 'C3F8',
          pc: 9290,
        },
      ),
    );
    expect(created).toMatchObject({
      name: 'Octafluoropropano',
      name_en: 'Octafluoropropane',
      display_name: 'Octafluoropropane',
    });
    // An update that leaves the English name out keeps it; a blank one clears it, and English
    // readers then see the Spanish name.
    const kept = ZGas.parse(
      await succeed(
        t,
        'PUT',
        `/gases/${created.id}`,
        { ...superAdmin, 'accept-language': 'en' },
        {
          name: 'Octafluoropropano (PFC-218)',
          formula: 'C3F8',
          pc: 9290,
        },
      ),
    );
    expect(kept).toMatchObject({ name: 'Octafluoropropano (PFC-218)', name_en: 'Octafluoropropane' });
    const cleared = ZGas.parse(
      await succeed(
        t,
        'PUT',
        `/gases/${created.id}`,
        { ...superAdmin, 'accept-language': 'en' },
        {
          name: 'Octafluoropropano (PFC-218)',
          name_en: '  ',
          formula: 'C3F8',
          pc: 9290,
        },
      ),
    );
    expect(cleared).toMatchObject({ name_en: null, display_name: 'Octafluoropropano (PFC-218)' });
  });

  it('refuses an English name under the rules of the Spanish one, on the field', async () => {
    const res = await t.request('/api/unit-measurements', {
      method: 'POST',
      headers: { ...superAdmin, 'accept-language': 'en' },
      json: { name: 'Tonelada larga', name_en: 'L\u0007', factor: 1016.0469088, group: 'mass' },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['name_en']);
  });
});
