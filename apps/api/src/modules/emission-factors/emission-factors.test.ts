import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZDependents,
  ZEmissionFactor,
  ZFactorOption,
  ZGasEmission,
  ZSource,
  listEnvelope,
  type TEmissionFactor,
} from '@huella/shared';
import { catalogue_events, emission_factors } from '../../db/schema/index.ts';
import { bearer, signIn, signedInUser, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('emission factors', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let sourceId: number;
  let otherSourceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
    const sources = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?per_page=2', { headers: admin })).json(),
    ).data;
    sourceId = sources[0]!.id;
    otherSourceId = sources[1]!.id;
  });
  afterAll(async () => t?.close());

  const post = (json: object, lang = 'es') =>
    t.request('/api/emission-factors', {
      method: 'POST',
      headers: { ...admin, 'accept-language': lang },
      json,
    });
  const create = async (name: string, json: object = {}): Promise<TEmissionFactor> => {
    const res = await post({ name, source_id: sourceId, ...json });
    expect(res.status).toBe(201);
    return ZEmissionFactor.parse(await res.json());
  };
  const put = (id: number, json: object) =>
    t.request(`/api/emission-factors/${id}`, {
      method: 'PUT',
      headers: { ...admin, 'accept-language': 'en' },
      json,
    });
  const events = (id: number) =>
    t.database.db.select().from(catalogue_events).where(eq(catalogue_events.entity_id, id));
  const part = (factor: TEmissionFactor, percent: number, avoided = false) => ({
    id: factor.id,
    name: factor.name,
    percent,
    avoided,
  });

  it('creates, reads, updates and deletes a plain factor', async () => {
    const factor = await create('Diésel B10 (prueba)', {
      description: 'Mezcla con 10 % de biodiésel',
      fly: true,
      renewable: true,
      value: 2.6,
    });
    expect(factor).toMatchObject({
      derives: false,
      fly: true,
      renewable: true,
      value: 2.6,
      factors: [],
      source: { id: sourceId },
    });
    const res = await put(factor.id, { name: 'Diésel B12 (prueba)', source_id: otherSourceId });
    expect(res.status).toBe(200);
    expect(ZEmissionFactor.parse(await res.json())).toMatchObject({
      name: 'Diésel B12 (prueba)',
      source_id: otherSourceId,
      fly: false,
      // Left out of the body: not renewable.
      renewable: false,
      value: null,
      description: null,
    });
    expect(
      (await t.request(`/api/emission-factors/${factor.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(204);
    expect((await t.request(`/api/emission-factors/${factor.id}`, { headers: admin })).status).toBe(404);
  });

  it('refuses a derived factor whose parts sum to 99.9 with 422 naming `factors`, and saves it at 100', async () => {
    const a = await create('Diésel fósil');
    const b = await create('Biodiésel', { description: 'De palma' });
    const refused = await post({
      name: 'Diésel B10',
      source_id: sourceId,
      derives: true,
      factors: [part(a, 90), part(b, 9.9, true)],
    });
    expect(refused.status).toBe(422);
    const body = ZApiError.parse(await refused.json());
    expect(body.errors).toEqual({ factors: ['Los porcentajes deben sumar exactamente 100.'] });
    const refusedEn = await post(
      { name: 'Diésel B10', source_id: sourceId, derives: true, factors: [part(a, 90), part(b, 9.9, true)] },
      'en',
    );
    expect(ZApiError.parse(await refusedEn.json()).errors).toEqual({
      factors: ['The percentages must add up to exactly 100.'],
    });

    const saved = await post({
      name: 'Diésel B10',
      source_id: sourceId,
      derives: true,
      factors: [part(a, 90), part(b, 10, true)],
    });
    expect(saved.status).toBe(201);
    const blend = ZEmissionFactor.parse(await saved.json());
    expect(blend.factors).toEqual([
      { id: a.id, name: 'Diésel fósil', percent: 90, avoided: false },
      { id: b.id, name: 'Biodiésel', percent: 10, avoided: true },
    ]);
    const shown = ZEmissionFactor.parse(
      await (await t.request(`/api/emission-factors/${blend.id}`, { headers: admin })).json(),
    );
    expect(shown.factors).toEqual(blend.factors);

    const thirds = await post({
      name: 'Tres partes',
      source_id: sourceId,
      derives: true,
      factors: [part(a, 33.333), part(b, 33.333), part(await create('Tercera parte'), 33.334)],
    });
    expect(thirds.status).toBe(201);
  });

  it('checks the parts against the database: existing, not derived, not the factor itself', async () => {
    const a = await create('Parte simple');
    const blend = await create('Mezcla', { derives: true, factors: [part(a, 100)] });
    const unknown = await post(
      {
        name: 'Mezcla rota',
        source_id: sourceId,
        derives: true,
        factors: [{ id: 999_999, percent: 50 }, part(a, 50)],
      },
      'en',
    );
    expect(ZApiError.parse(await unknown.json()).errors).toEqual({
      'factors.0.id': ['The selected value does not exist.'],
    });
    const nested = await post(
      { name: 'Mezcla de mezclas', source_id: sourceId, derives: true, factors: [part(blend, 100)] },
      'en',
    );
    expect(nested.status).toBe(422);
    expect(ZApiError.parse(await nested.json()).errors).toEqual({
      'factors.0.id': ['A derived factor cannot be a part of another derived factor.'],
    });
    const self = await put(blend.id, {
      name: 'Mezcla',
      source_id: sourceId,
      derives: true,
      factors: [part(blend, 50), part(a, 50)],
    });
    expect(self.status).toBe(422);
    expect(ZApiError.parse(await self.json()).errors).toEqual({
      'factors.0.id': ['A factor cannot be a part of itself.'],
    });
    const partTurnsBlend = await put(a.id, {
      name: 'Parte simple',
      source_id: sourceId,
      derives: true,
      factors: [part(await create('Otra'), 100)],
    });
    expect(partTurnsBlend.status).toBe(422);
    expect(ZApiError.parse(await partTurnsBlend.json()).errors).toEqual({
      derives: ['This factor is a part of a derived factor, so it cannot be derived itself.'],
    });
    const badSource = await post({ name: 'Sin fuente', source_id: 999_999 }, 'en');
    expect(ZApiError.parse(await badSource.json()).errors).toEqual({
      source_id: ['The selected value does not exist.'],
    });
  });

  it('keeps a factor with gas values of its own from becoming derived, until they are deleted', async () => {
    const [co2] = listEnvelope(ZGasEmission).parse(
      await (await t.request('/api/factors/1/gases?per_page=1', { headers: admin })).json(),
    ).data;
    const plain = await create('Carbón (valores propios)');
    const addValue = (date_start: string, date_end: string) =>
      t.request('/api/gas-emissions', {
        method: 'POST',
        headers: admin,
        json: {
          factor_id: plain.id,
          gas_id: co2!.gas_id,
          unit_measurement_id: co2!.unit_measurement_id,
          type_id: co2!.type_id,
          value: 2.4,
          uncertainty: 5,
          date_start,
          date_end,
          fountain: 'IPCC 2006',
          reference: 'Vol. 2, cap. 2',
        },
      });
    const first = ZGasEmission.parse(await (await addValue('2024-01-01', '2024-12-31')).json());
    const other = await create('Biomasa (parte)');
    const toBlend = { name: plain.name, source_id: sourceId, derives: true, factors: [part(other, 100)] };

    const refused = await put(plain.id, toBlend);
    expect(refused.status).toBe(422);
    expect(ZApiError.parse(await refused.json()).errors).toEqual({
      derives: [
        'This factor has 1 gas value of its own: delete it before making the factor derived (a derived factor takes its values from the factors it blends).',
      ],
    });
    await addValue('2025-01-01', '2025-12-31');
    const twice = await t.request(`/api/emission-factors/${plain.id}`, {
      method: 'PUT',
      headers: { ...admin, 'accept-language': 'es' },
      json: toBlend,
    });
    expect(ZApiError.parse(await twice.json()).errors).toEqual({
      derives: [
        'Este factor tiene 2 valores por gas propios: elimínalos antes de hacerlo derivado (un factor derivado toma sus valores de los factores que combina).',
      ],
    });
    const unchanged = ZEmissionFactor.parse(
      await (await t.request(`/api/emission-factors/${plain.id}`, { headers: admin })).json(),
    );
    expect(unchanged).toMatchObject({ derives: false, factors: [] });

    const values = listEnvelope(ZGasEmission).parse(
      await (await t.request(`/api/factors/${plain.id}/gases`, { headers: admin })).json(),
    ).data;
    expect(values.map((v) => v.id)).toContain(first.id);
    for (const value of values) {
      const res = await t.request(`/api/gas-emissions/${value.id}`, { method: 'DELETE', headers: admin });
      expect(res.status).toBe(204);
    }
    const blended = await put(plain.id, toBlend);
    expect(blended.status).toBe(200);
    expect(ZEmissionFactor.parse(await blended.json())).toMatchObject({ derives: true });
  });

  it('records one event when the parts or derives change, none for other edits; derives off removes the parts', async () => {
    const a = await create('Gasolina fósil');
    const b = await create('Etanol');
    const blend = await create('Gasolina E10', { derives: true, factors: [part(a, 90), part(b, 10, true)] });
    expect(await events(blend.id)).toEqual([]);
    const body = {
      name: 'Gasolina E10',
      source_id: sourceId,
      derives: true,
      factors: [part(b, 10, true), part(a, 90)],
    };
    expect(
      (await put(blend.id, { ...body, name: 'Gasolina E10 (Colombia)', description: 'Mezcla oficial' }))
        .status,
    ).toBe(200);
    expect(await events(blend.id)).toEqual([]);

    expect((await put(blend.id, { ...body, factors: [part(a, 88), part(b, 12, true)] })).status).toBe(200);
    const first = await events(blend.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      kind: 'factor.parts_changed',
      payload: {
        previous: {
          derives: true,
          parts: [
            { id: a.id, percent: 90, avoided: false },
            { id: b.id, percent: 10, avoided: true },
          ],
        },
        current: {
          derives: true,
          parts: [
            { id: a.id, percent: 88, avoided: false },
            { id: b.id, percent: 12, avoided: true },
          ],
        },
      },
    });

    const off = await put(blend.id, { ...body, derives: false });
    expect(off.status).toBe(200);
    expect(ZEmissionFactor.parse(await off.json())).toMatchObject({ derives: false, factors: [] });
    const all = await events(blend.id);
    expect(all).toHaveLength(2);
    expect(all[1]!.payload).toMatchObject({ current: { derives: false, parts: [] } });
  });

  it('answers 409 naming the derived factors that use a factor; deleting both together works', async () => {
    const a = await create('Carbón térmico');
    const b = await create('Biomasa sólida');
    const blend = await create('Cocombustión', { derives: true, factors: [part(a, 70), part(b, 30)] });
    const res = await t.request(`/api/emission-factors/${a.id}`, { method: 'DELETE', headers: admin });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(await res.json()).message).toBe(
      'El factor «Carbón térmico» es parte de 1 factor derivado: «Cocombustión».',
    );
    const bulk = await t.request('/api/emission-factors/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [a.id, blend.id, b.id] },
    });
    expect(bulk.status).toBe(200);
    expect(await bulk.json()).toEqual({ deleted: 3 });
  });

  it('tells before a delete what goes with the factors (their gas values) and which blend keeps one', async () => {
    const [co2] = listEnvelope(ZGasEmission).parse(
      await (await t.request('/api/factors/1/gases?per_page=1', { headers: admin })).json(),
    ).data;
    const a = await create('Fuelóleo (dependientes)');
    const b = await create('Queroseno (dependientes)');
    const blend = await create('Mezcla de prueba (dependientes)', {
      derives: true,
      factors: [part(a, 40), part(b, 60)],
    });
    for (const [factor, year] of [
      [a, 2024],
      [a, 2025],
      [b, 2024],
    ] as const) {
      const res = await t.request('/api/gas-emissions', {
        method: 'POST',
        headers: admin,
        json: {
          factor_id: factor.id,
          gas_id: co2!.gas_id,
          unit_measurement_id: co2!.unit_measurement_id,
          type_id: co2!.type_id,
          value: 2.4,
          uncertainty: 5,
          date_start: `${year}-01-01`,
          date_end: `${year}-12-31`,
          fountain: 'IPCC 2006',
          reference: 'Vol. 2, cap. 2',
        },
      });
      expect(res.status).toBe(201);
    }
    const ask = async (ids: number[]) => {
      const query = ids.map((id) => `ids=${id}`).join('&');
      const res = await t.request(`/api/emission-factors/dependents?${query}`, { headers: admin });
      expect(res.status).toBe(200);
      return ZDependents.parse(await res.json());
    };

    expect(await ask([a.id])).toEqual({
      removes: [{ kind: 'gas_emissions', count: 2 }],
      blocked: [
        {
          id: a.id,
          message: 'errors.FACTOR_IN_USE',
          params: { name: a.name, count: 1, users: [blend.name] },
        },
      ],
    });
    // Together with the blend nothing keeps them; the gas values of both go.
    expect(await ask([a.id, b.id, blend.id])).toEqual({
      removes: [{ kind: 'gas_emissions', count: 3 }],
      blocked: [],
    });
    expect(await ask([blend.id])).toEqual({ removes: [], blocked: [] });
    // Asking deletes nothing.
    expect((await t.request(`/api/factors/${a.id}/gases`, { headers: admin })).status).toBe(200);
    expect((await t.request(`/api/emission-factors/${a.id}`, { headers: admin })).status).toBe(200);

    const unknown = await t.request(`/api/emission-factors/dependents?ids=${a.id}&ids=999999`, {
      headers: admin,
    });
    expect(unknown.status).toBe(404);
    for (const query of ['', 'ids=0', 'ids=abc', 'ids=2147483648', Array(101).fill('ids=1').join('&')]) {
      const res = await t.request(`/api/emission-factors/dependents?${query}`, { headers: admin });
      expect(res.status, query).toBe(422);
    }
    const user = await createUser(t);
    const member = await t.request(`/api/emission-factors/dependents?ids=${a.id}`, {
      headers: bearer(await signIn(t, user.email)),
    });
    expect(member.status).toBe(403);
  });

  it('lists factors with search, source filter and meta; the light list filters source and derives', async () => {
    const plain = await create('Selector simple', {});
    await create('Selector derivado', { derives: true, factors: [part(plain, 100)] });
    const other = await create('Selector otra fuente', { source_id: otherSourceId });

    const list = listEnvelope(ZEmissionFactor).parse(
      await (
        await t.request(`/api/emission-factors?search=selector&source_id=${sourceId}`, { headers: admin })
      ).json(),
    );
    expect(list.data.map((f) => f.name)).toEqual(['Selector derivado', 'Selector simple']);
    expect(list.meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(list.data[0]!.factors).toEqual([
      { id: plain.id, name: 'Selector simple', percent: 100, avoided: false },
    ]);

    const options = listEnvelope(ZFactorOption).parse(
      await (
        await t.request(`/api/factors?search=selector&source_id=${sourceId}&derives=false`, {
          headers: admin,
        })
      ).json(),
    );
    expect(options.data).toEqual([
      { id: plain.id, name: 'Selector simple', source_id: sourceId, derives: false },
    ]);
    expect(options.meta.per_page).toBe(100);
    const otherOptions = listEnvelope(ZFactorOption).parse(
      await (
        await t.request(`/api/factors?source_id=${otherSourceId}&search=selector`, { headers: admin })
      ).json(),
    );
    expect(otherOptions.data.map((f) => f.id)).toEqual([other.id]);
  });

  it('lists the seeded factors and their gas values; a seeded factor is editable and keeps its code', async () => {
    const [seeded] = await t.database.db
      .select()
      .from(emission_factors)
      .where(eq(emission_factors.code, 'EPA_HUB_2024_NATURAL_GAS_SCF'));
    const gases = listEnvelope(ZGasEmission).parse(
      await (await t.request(`/api/factors/${seeded!.id}/gases`, { headers: admin })).json(),
    );
    expect(gases.data.length).toBeGreaterThanOrEqual(3);
    expect(gases.data.every((g) => g.factor_id === seeded!.id)).toBe(true);
    expect(gases.data.map((g) => g.gas.formula)).toEqual(expect.arrayContaining(['CO2', 'CH4', 'N2O']));
    expect((await t.request('/api/factors/999999/gases', { headers: admin })).status).toBe(404);

    const res = await put(seeded!.id, {
      name: 'Gas natural por pie cúbico (EPA 2024)',
      source_id: seeded!.source_id,
    });
    expect(res.status).toBe(200);
    expect(ZEmissionFactor.parse(await res.json())).toMatchObject({
      code: 'EPA_HUB_2024_NATURAL_GAS_SCF',
      name: 'Gas natural por pie cúbico (EPA 2024)',
    });
  });
});
