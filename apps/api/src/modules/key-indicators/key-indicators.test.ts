import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZKeyIndicator,
  ZSector,
  ZSource,
  ZUnitMeasurement,
  listEnvelope,
  type TKeyIndicator,
} from '@huella/shared';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('key indicators', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let sectorA: number;
  let sectorB: number;
  let unit: { id: number; name: string; abbreviation: string | null };
  let sources: number[];

  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
    const sector = async (name: string) =>
      ZSector.parse(
        await (await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name } })).json(),
      ).id;
    sectorA = await sector('Industria');
    sectorB = await sector('Servicios');
    unit = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?search=kilogramo', { headers: admin })).json(),
    ).data[0]!;
    sources = listEnvelope(ZSource)
      .parse(await (await t.request('/api/sources?per_page=3', { headers: admin })).json())
      .data.map((s) => s.id);
  });
  afterAll(async () => t?.close());

  const create = async (json: object) => {
    const res = await t.request('/api/key-indicators', { method: 'POST', headers: admin, json });
    expect(res.status).toBe(201);
    return ZKeyIndicator.parse(await res.json());
  };

  it('creates a key indicator answered with its sector, unit and sources', async () => {
    const indicator = await create({
      name: 'Producción anual',
      description: 'Toneladas producidas',
      sector_id: sectorA,
      unit_measurement_id: unit.id,
      sources: [sources[1], sources[0], sources[1]],
    });
    expect(indicator).toMatchObject({
      name: 'Producción anual',
      sector: { id: sectorA, name: 'Industria' },
      unit_measurement: { id: unit.id, name: unit.name, abbreviation: unit.abbreviation },
    });
    expect(indicator.sources).toEqual([sources[0], sources[1]].sort((a, b) => a! - b!));

    const updated = await t.request(`/api/key-indicators/${indicator.id}`, {
      method: 'PUT',
      headers: admin,
      json: {
        name: 'Producción anual',
        sector_id: sectorB,
        unit_measurement_id: unit.id,
        sources: [sources[2]],
      },
    });
    expect(updated.status).toBe(200);
    expect(ZKeyIndicator.parse(await updated.json())).toMatchObject({
      sector_id: sectorB,
      sector: { name: 'Servicios' },
      sources: [sources[2]],
      description: null,
    });
    expect(
      (await t.request(`/api/key-indicators/${indicator.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(204);
    expect((await t.request(`/api/key-indicators/${indicator.id}`, { headers: admin })).status).toBe(404);
  });

  const read = async (path: string, lang: 'es' | 'en') =>
    (await t.request(`/api${path}`, { headers: { ...admin, 'accept-language': lang } })).json();

  it('carries an English name that English readers see, with its sector and unit in English', async () => {
    const sector = ZSector.parse(
      await (
        await t.request('/api/sectors', {
          method: 'POST',
          headers: admin,
          json: { name: 'Minería (nombres)', name_en: 'Mining (names)' },
        })
      ).json(),
    );
    const res = await t.request('/api/key-indicators', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: {
        name: 'Toneladas extraídas (nombres)',
        name_en: 'Tonnes mined (names)',
        sector_id: sector.id,
        unit_measurement_id: unit.id,
        sources: [sources[0]],
      },
    });
    expect(res.status).toBe(201);
    const indicator = ZKeyIndicator.parse(await res.json());
    expect(indicator).toMatchObject({
      name: 'Toneladas extraídas (nombres)',
      name_en: 'Tonnes mined (names)',
      display_name: 'Tonnes mined (names)',
      sector: { id: sector.id, name: 'Mining (names)' },
      unit_measurement: { id: unit.id, name: 'Kilogram' },
    });
    expect(ZKeyIndicator.parse(await read(`/key-indicators/${indicator.id}`, 'es'))).toMatchObject({
      name_en: 'Tonnes mined (names)',
      display_name: 'Toneladas extraídas (nombres)',
      sector: { name: 'Minería (nombres)' },
      unit_measurement: { name: unit.name },
    });

    const put = async (json: object) => {
      const updated = await t.request(`/api/key-indicators/${indicator.id}`, {
        method: 'PUT',
        headers: { ...admin, 'accept-language': 'en' },
        json: { sector_id: sector.id, unit_measurement_id: unit.id, sources: [sources[0]], ...json },
      });
      expect(updated.status).toBe(200);
      return ZKeyIndicator.parse(await updated.json());
    };
    expect(await put({ name: 'Toneladas de mineral (nombres)' })).toMatchObject({
      name: 'Toneladas de mineral (nombres)',
      name_en: 'Tonnes mined (names)',
      display_name: 'Tonnes mined (names)',
    });
    expect(
      await put({ name: 'Toneladas de mineral (nombres)', name_en: 'Tonnes of ore (names)' }),
    ).toMatchObject({
      name_en: 'Tonnes of ore (names)',
      display_name: 'Tonnes of ore (names)',
    });
    // A blank English name clears it: English readers then read the Spanish one.
    expect(await put({ name: 'Toneladas de mineral (nombres)', name_en: '' })).toMatchObject({
      name_en: null,
      display_name: 'Toneladas de mineral (nombres)',
    });
  });

  it('finds a key indicator by either name and sorts the list by the name the reader reads', async () => {
    const sector = ZSector.parse(
      await (
        await t.request('/api/sectors', {
          method: 'POST',
          headers: admin,
          json: { name: 'Oficinas (orden)' },
        })
      ).json(),
    );
    for (const [name, name_en] of [
      ['Agua consumida (orden)', 'Water used (orden)'],
      ['Viajes realizados (orden)', 'Business trips (orden)'],
    ])
      await create({
        name,
        name_en,
        sector_id: sector.id,
        unit_measurement_id: unit.id,
        sources: [sources[0]],
      });
    const names = async (query: string, lang: 'es' | 'en') =>
      listEnvelope(ZKeyIndicator)
        .parse(await read(`/key-indicators?${query}`, lang))
        .data.map((indicator) => indicator.display_name);
    expect(await names('search=orden', 'es')).toEqual([
      'Agua consumida (orden)',
      'Viajes realizados (orden)',
    ]);
    expect(await names('search=orden', 'en')).toEqual(['Business trips (orden)', 'Water used (orden)']);
    expect(await names('search=water', 'es')).toEqual(['Agua consumida (orden)']);
    expect(await names('search=viajes', 'en')).toEqual(['Business trips (orden)']);
  });

  it('names the seeded key indicators and their sector in English for an English reader', async () => {
    const seeded = listEnvelope(ZKeyIndicator).parse(
      await read('/key-indicators?search=toneladas-kil', 'en'),
    ).data;
    expect(seeded.map((indicator) => [indicator.display_name, indicator.sector.name])).toEqual([
      ['Tonne-kilometres transported', 'Transport and logistics'],
    ]);
  });

  it('refuses missing or unknown references with 422 naming the fields', async () => {
    const empty = await t.request('/api/key-indicators', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { name: 'Sin datos', sources: [] },
    });
    expect(empty.status).toBe(422);
    expect(ZApiError.parse(await empty.json()).errors).toEqual({
      sector_id: ['This field is required.'],
      unit_measurement_id: ['This field is required.'],
      sources: ['Select at least 1.'],
    });
    const unknown = await t.request('/api/key-indicators', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { name: 'Referencias', sector_id: 999_999, unit_measurement_id: 999_999, sources: [999_999] },
    });
    expect(unknown.status).toBe(422);
    expect(ZApiError.parse(await unknown.json()).errors).toEqual({
      sector_id: ['The selected value does not exist.'],
      unit_measurement_id: ['The selected value does not exist.'],
      sources: ['The selected value does not exist.'],
    });
  });

  it('filters the list by sector and by source, with search and meta', async () => {
    await create({
      name: 'Consumo de agua',
      sector_id: sectorA,
      unit_measurement_id: unit.id,
      sources: [sources[0]],
    });
    await create({
      name: 'Consumo de papel',
      sector_id: sectorB,
      unit_measurement_id: unit.id,
      sources: [sources[1]],
    });
    await create({
      name: 'Empleados',
      sector_id: sectorB,
      unit_measurement_id: unit.id,
      sources: [sources[0], sources[1]],
    });
    const list = async (query: string) =>
      listEnvelope(ZKeyIndicator).parse(
        await (await t.request(`/api/key-indicators?${query}`, { headers: admin })).json(),
      );

    expect((await list(`sector_id=${sectorB}`)).data.map((k) => k.name)).toEqual([
      'Consumo de papel',
      'Empleados',
    ]);
    // The seeded catalogue's indicators use these sources too: only this test's sectors are looked at.
    const ofTheseSectors = (page: { data: TKeyIndicator[] }) =>
      page.data.filter((k) => [sectorA, sectorB].includes(k.sector_id)).map((k) => k.name);
    expect(ofTheseSectors(await list(`source_id=${sources[0]}&per_page=100`))).toEqual([
      'Consumo de agua',
      'Empleados',
    ]);
    expect((await list(`source_id=${sources[0]}&sector_id=${sectorB}`)).data.map((k) => k.name)).toEqual([
      'Empleados',
    ]);
    const searched = await list('search=consumo&per_page=1');
    expect(searched.meta).toEqual({ total: 2, page: 1, per_page: 1 });
    expect(searched.data[0]?.name).toBe('Consumo de agua');
  });

  it('bulk-destroys key indicators', async () => {
    const a = await create({
      name: 'Indicador A',
      sector_id: sectorA,
      unit_measurement_id: unit.id,
      sources: [sources[0]],
    });
    const b = await create({
      name: 'Indicador B',
      sector_id: sectorA,
      unit_measurement_id: unit.id,
      sources: [sources[0]],
    });
    const res = await t.request('/api/key-indicators/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [a.id, b.id] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
  });
});
