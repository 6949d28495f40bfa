import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZDependents, ZSector, ZSource, ZUnitMeasurement, listEnvelope } from '@huella/shared';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('sectors', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
  });
  afterAll(async () => t?.close());

  const create = async (name: string) => {
    const res = await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name } });
    expect(res.status).toBe(201);
    return ZSector.parse(await res.json());
  };

  it('lets a super-admin create, read, update and delete a sector', async () => {
    const sector = await create('Manufactura');
    expect(sector).toMatchObject({ name: 'Manufactura', description: null, code: null });
    const updated = await t.request(`/api/sectors/${sector.id}`, {
      method: 'PUT',
      headers: admin,
      json: { name: 'Manufactura ligera', description: 'Industria de bienes de consumo' },
    });
    expect(ZSector.parse(await updated.json())).toMatchObject({
      name: 'Manufactura ligera',
      description: 'Industria de bienes de consumo',
    });
    expect((await t.request(`/api/sectors/${sector.id}`, { headers: admin })).status).toBe(200);
    expect((await t.request(`/api/sectors/${sector.id}`, { method: 'DELETE', headers: admin })).status).toBe(
      204,
    );
    expect((await t.request(`/api/sectors/${sector.id}`, { headers: admin })).status).toBe(404);
    expect(
      (
        await t.request(`/api/sectors/${sector.id}`, {
          method: 'PUT',
          headers: admin,
          json: { name: 'Otro' },
        })
      ).status,
    ).toBe(404);
  });

  const read = async (path: string, lang: 'es' | 'en') =>
    (await t.request(`/api${path}`, { headers: { ...admin, 'accept-language': lang } })).json();

  it('carries an English name that English readers see; an update without it keeps it', async () => {
    const res = await t.request('/api/sectors', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { name: 'Acuicultura (nombres)', name_en: 'Aquaculture (names)' },
    });
    expect(res.status).toBe(201);
    const sector = ZSector.parse(await res.json());
    expect(sector).toMatchObject({
      name: 'Acuicultura (nombres)',
      name_en: 'Aquaculture (names)',
      display_name: 'Aquaculture (names)',
    });
    expect(ZSector.parse(await read(`/sectors/${sector.id}`, 'es'))).toMatchObject({
      name_en: 'Aquaculture (names)',
      display_name: 'Acuicultura (nombres)',
    });

    const put = async (json: object) => {
      const updated = await t.request(`/api/sectors/${sector.id}`, {
        method: 'PUT',
        headers: { ...admin, 'accept-language': 'en' },
        json,
      });
      expect(updated.status).toBe(200);
      return ZSector.parse(await updated.json());
    };
    expect(await put({ name: 'Acuicultura marina (nombres)' })).toMatchObject({
      name: 'Acuicultura marina (nombres)',
      name_en: 'Aquaculture (names)',
      display_name: 'Aquaculture (names)',
    });
    expect(
      await put({ name: 'Acuicultura marina (nombres)', name_en: 'Marine aquaculture (names)' }),
    ).toMatchObject({ name_en: 'Marine aquaculture (names)', display_name: 'Marine aquaculture (names)' });
    // A blank English name clears it: English readers then read the Spanish one.
    expect(await put({ name: 'Acuicultura marina (nombres)', name_en: ' ' })).toMatchObject({
      name_en: null,
      display_name: 'Acuicultura marina (nombres)',
    });
  });

  it('finds a sector by either name and sorts the list by the name the reader reads', async () => {
    for (const [name, name_en] of [
      ['Zapatería (orden)', 'Apparel and footwear (orden)'],
      ['Alfarería (orden)', 'Pottery (orden)'],
    ])
      await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name, name_en } });
    const names = async (query: string, lang: 'es' | 'en') =>
      listEnvelope(ZSector)
        .parse(await read(`/sectors?${query}`, lang))
        .data.map((sector) => sector.display_name);
    expect(await names('search=orden', 'es')).toEqual(['Alfarería (orden)', 'Zapatería (orden)']);
    expect(await names('search=orden', 'en')).toEqual(['Apparel and footwear (orden)', 'Pottery (orden)']);
    expect(await names('search=footwear', 'es')).toEqual(['Zapatería (orden)']);
    expect(await names('search=zapateria', 'en')).toEqual(['Apparel and footwear (orden)']);
  });

  it('names a seeded sector in English for an English reader', async () => {
    const seeded = listEnvelope(ZSector).parse(await read('/sectors?search=manufactura', 'en')).data;
    expect(seeded.find((sector) => sector.code === 'manufacturing')).toMatchObject({
      name: 'Manufactura',
      name_en: 'Manufacturing',
      display_name: 'Manufacturing',
    });
  });

  it('keeps the name between 3 and 80 characters', async () => {
    for (const name of ['ab', 'x'.repeat(81)]) {
      const res = await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name } });
      expect(res.status).toBe(422);
      expect(Object.keys(ZApiError.parse(await res.json()).errors ?? {})).toEqual(['name']);
    }
  });

  it('searches and pages the list', async () => {
    for (const name of ['Pesca industrial', 'Pesca artesanal', 'Pesca deportiva', 'Educación'])
      await create(name);
    const page = listEnvelope(ZSector).parse(
      await (await t.request('/api/sectors?search=PESCA&per_page=2&page=2', { headers: admin })).json(),
    );
    expect(page.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(page.data.map((s) => s.name)).toEqual(['Pesca industrial']);
  });

  it('answers 409 naming the key indicators of a sector', async () => {
    const sector = await create('Energía');
    const [unit] = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?per_page=1', { headers: admin })).json(),
    ).data;
    const [source] = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?per_page=1', { headers: admin })).json(),
    ).data;
    const indicator = await t.request('/api/key-indicators', {
      method: 'POST',
      headers: admin,
      json: {
        name: 'Intensidad energética',
        sector_id: sector.id,
        unit_measurement_id: unit!.id,
        sources: [source!.id],
      },
    });
    expect(indicator.status).toBe(201);
    const res = await t.request(`/api/sectors/${sector.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(await res.json()).message).toBe(
      'The sector “Energía” is used by 1 key indicator: “Intensidad energética”.',
    );
    // Beyond three, the message names the first three alphabetically and goes on with "…".
    for (const name of ['Indicador E', 'Indicador C', 'Indicador B', 'Indicador D']) {
      const more = await t.request('/api/key-indicators', {
        method: 'POST',
        headers: admin,
        json: { name, sector_id: sector.id, unit_measurement_id: unit!.id, sources: [source!.id] },
      });
      expect(more.status).toBe(201);
    }
    const again = await t.request(`/api/sectors/${sector.id}`, { method: 'DELETE', headers: admin });
    expect(ZApiError.parse(await again.json()).message).toBe(
      'El sector «Energía» está en uso en 5 indicadores clave: «Indicador B», «Indicador C», «Indicador D», ….',
    );
  });

  it('names the sector and its key indicators in English to an English reader refused a delete', async () => {
    const sector = await t.request('/api/sectors', {
      method: 'POST',
      headers: admin,
      json: { name: 'Minería (rechazo)', name_en: 'Mining (refusal)' },
    });
    const { id } = ZSector.parse(await sector.json());
    const [unit] = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?per_page=1', { headers: admin })).json(),
    ).data;
    const [source] = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?per_page=1', { headers: admin })).json(),
    ).data;
    for (const [name, name_en] of [
      ['Toneladas extraídas (rechazo)', 'Tonnes mined (refusal)'],
      ['Metros perforados (rechazo)', null],
    ])
      expect(
        (
          await t.request('/api/key-indicators', {
            method: 'POST',
            headers: admin,
            json: { name, name_en, sector_id: id, unit_measurement_id: unit!.id, sources: [source!.id] },
          })
        ).status,
      ).toBe(201);
    const refuse = async (lang: 'es' | 'en') =>
      ZApiError.parse(
        await (
          await t.request(`/api/sectors/${id}`, {
            method: 'DELETE',
            headers: { ...admin, 'accept-language': lang },
          })
        ).json(),
      ).message;
    expect(await refuse('en')).toBe(
      'The sector “Mining (refusal)” is used by 2 key indicators: “Metros perforados (rechazo)”, “Tonnes mined (refusal)”.',
    );
    expect(await refuse('es')).toBe(
      'El sector «Minería (rechazo)» está en uso en 2 indicadores clave: «Metros perforados (rechazo)», «Toneladas extraídas (rechazo)».',
    );
  });

  it('tells before a delete which sectors key indicators keep', async () => {
    const used = await create('Minería (dependientes)');
    const free = await create('Turismo (dependientes)');
    const [unit] = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?per_page=1', { headers: admin })).json(),
    ).data;
    const [source] = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?per_page=1', { headers: admin })).json(),
    ).data;
    await t.request('/api/key-indicators', {
      method: 'POST',
      headers: admin,
      json: {
        name: 'Toneladas extraídas',
        sector_id: used.id,
        unit_measurement_id: unit!.id,
        sources: [source!.id],
      },
    });
    const res = await t.request(`/api/sectors/dependents?ids=${free.id}&ids=${used.id}`, { headers: admin });
    expect(ZDependents.parse(await res.json())).toEqual({
      removes: [],
      blocked: [
        {
          id: used.id,
          message: 'errors.SECTOR_IN_USE',
          params: { name: used.name, count: 1, users: ['Toneladas extraídas'] },
        },
      ],
    });
  });
});
