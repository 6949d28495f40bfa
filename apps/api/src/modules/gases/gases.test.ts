import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZBulkDestroyResult, ZDependents, ZGas, listEnvelope, translate } from '@huella/shared';
import { catalogue_events, emission_factors, gas_emissions, gases } from '../../db/schema/index.ts';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('gases', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
  });
  afterAll(async () => t?.close());

  const create = async (name: string, pc = 10) => {
    const res = await t.request('/api/gases', { method: 'POST', headers: admin, json: { name, pc } });
    expect(res.status).toBe(201);
    return ZGas.parse(await res.json());
  };
  const events = (entityId: number) =>
    t.database.db.select().from(catalogue_events).where(eq(catalogue_events.entity_id, entityId));

  it('lets a super-admin create, read, update and delete a gas', async () => {
    const res = await t.request('/api/gases', {
      method: 'POST',
      headers: admin,
      json: { name: 'Hexafluoroetano', formula: 'C2F6', pc: 12_400, description: '' },
    });
    expect(res.status).toBe(201);
    const gas = ZGas.parse(await res.json());
    expect(gas).toMatchObject({
      name: 'Hexafluoroetano',
      formula: 'C2F6',
      pc: 12_400,
      description: null,
      code: null,
    });

    const shown = ZGas.parse(await (await t.request(`/api/gases/${gas.id}`, { headers: admin })).json());
    expect(shown).toEqual(gas);

    const updated = await t.request(`/api/gases/${gas.id}`, {
      method: 'PUT',
      headers: admin,
      json: { name: 'Perfluoroetano', formula: 'C2F6', pc: 12_400, description: 'PFC-116' },
    });
    expect(updated.status).toBe(200);
    expect(ZGas.parse(await updated.json())).toMatchObject({
      name: 'Perfluoroetano',
      description: 'PFC-116',
    });

    expect((await t.request(`/api/gases/${gas.id}`, { method: 'DELETE', headers: admin })).status).toBe(204);
    expect((await t.request(`/api/gases/${gas.id}`, { headers: admin })).status).toBe(404);
  });

  it('refuses an invalid gas with 422 naming each field', async () => {
    const res = await t.request('/api/gases', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { name: 'ab', pc: -1 },
    });
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors).toEqual({
      name: ['Must be at least 3 characters.'],
      pc: ['Must be greater than or equal to 0.'],
    });
  });

  it('lists the seeded gases with search, pages and meta', async () => {
    const all = listEnvelope(ZGas).parse(
      await (await t.request('/api/gases?per_page=100', { headers: admin })).json(),
    );
    expect(all.data.map((g) => g.code)).toEqual(expect.arrayContaining(['CO2', 'CH4_FOSSIL', 'N2O']));
    expect(all.meta).toEqual({ total: all.data.length, page: 1, per_page: 100 });

    const page2 = listEnvelope(ZGas).parse(
      await (await t.request('/api/gases?per_page=2&page=2', { headers: admin })).json(),
    );
    expect(page2.meta).toEqual({ total: all.meta.total, page: 2, per_page: 2 });
    expect(page2.data.map((g) => g.id)).toEqual(all.data.slice(2, 4).map((g) => g.id));

    const found = listEnvelope(ZGas).parse(
      await (await t.request('/api/gases?search=n2o', { headers: admin })).json(),
    );
    expect(found.data.map((g) => g.code)).toContain('N2O');
    expect(found.data.every((g) => /n2o/i.test(`${g.name} ${g.formula}`))).toBe(true);

    const none = listEnvelope(ZGas).parse(
      await (await t.request('/api/gases?search=%25_nothing', { headers: admin })).json(),
    );
    expect(none).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 10 } });
  });

  it('searches whatever the case and the accents, as every list does', async () => {
    const names = async (term: string) =>
      listEnvelope(ZGas)
        .parse(
          await (await t.request(`/api/gases?search=${encodeURIComponent(term)}`, { headers: admin })).json(),
        )
        .data.map((g) => g.name)
        .sort();
    expect(await names('FOSIL')).toEqual(['Metano fósil', 'Metano no fósil (biogénico)']);
    expect(await names('fósil')).toEqual(await names('fosil'));
    expect(await names('OXIDO NITROSO')).toEqual(['Óxido nitroso']);
    expect(await names('dióxido')).toEqual(['Dióxido de carbono']);
  });

  it('edits a seeded gas and keeps its code', async () => {
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const res = await t.request(`/api/gases/${co2!.id}`, {
      method: 'PUT',
      headers: admin,
      json: { name: 'Dióxido de carbono (CO₂)', formula: 'CO2', pc: 1, description: co2!.description },
    });
    expect(res.status).toBe(200);
    expect(ZGas.parse(await res.json())).toMatchObject({ code: 'CO2', name: 'Dióxido de carbono (CO₂)' });
  });

  it('answers 409 naming how many gas values use a gas and their first factors, and deletes nothing', async () => {
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const [used] = await t.database.db
      .select({ n: count() })
      .from(gas_emissions)
      .where(eq(gas_emissions.gas_id, co2!.id));
    expect(used!.n).toBeGreaterThan(0);
    const res = await t.request(`/api/gases/${co2!.id}`, { method: 'DELETE', headers: admin });
    expect(res.status).toBe(409);
    const message = ZApiError.parse(await res.json()).message;
    const prefix = `El gas «${co2!.name}» está en uso en ${used!.n} valores de factores de emisión (`;
    expect(message.startsWith(prefix)).toBe(true);
    // The first three factors whose values use it, quoted, then "…" as more do.
    const factors = await t.database.db
      .selectDistinct({ name: emission_factors.name })
      .from(gas_emissions)
      .innerJoin(emission_factors, eq(emission_factors.id, gas_emissions.factor_id))
      .where(eq(gas_emissions.gas_id, co2!.id));
    expect(factors.length).toBeGreaterThan(3);
    const list = message.slice(prefix.length, -2);
    const quoted = [...list.matchAll(/«([^»]+)»/g)].map((match) => match[1]);
    expect(quoted).toHaveLength(3);
    expect(list.endsWith(', …')).toBe(true);
    for (const name of quoted) expect(factors.map((f) => f.name)).toContain(name);
    expect((await t.request(`/api/gases/${co2!.id}`, { headers: admin })).status).toBe(200);
  });

  it('tells before a delete which gases their gas values keep, in the words of the refusal', async () => {
    const free = await create('Gas sin valores (dependientes)');
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    // Asked by an English reader: the gas and its factors named as the refusal names them to them.
    const res = await t.request(`/api/gases/dependents?ids=${free.id}&ids=${co2!.id}`, {
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const dependents = ZDependents.parse(await res.json());
    expect(dependents.removes).toEqual([]);
    expect(dependents.blocked).toHaveLength(1);
    const [blocked] = dependents.blocked;
    expect(blocked).toMatchObject({ id: co2!.id, message: 'errors.GAS_IN_USE' });

    const refused = await t.request(`/api/gases/${co2!.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    const message = ZApiError.parse(await refused.json()).message;
    expect(translate(blocked!.message, 'en', blocked!.params)).toBe(message);
    expect(message.startsWith(`The gas “${co2!.name_en}” is used by`)).toBe(true);
    const single = await t.request(`/api/gases/dependents?ids=${free.id}`, { headers: admin });
    expect(ZDependents.parse(await single.json())).toEqual({ removes: [], blocked: [] });
  });

  it('bulk-destroys all or nothing: 409 naming the first gas in use, 404 for an unknown id', async () => {
    const a = await create('Gas de prueba A');
    const b = await create('Gas de prueba B');
    const [co2] = await t.database.db.select().from(gases).where(eq(gases.code, 'CO2'));
    const blocked = await t.request('/api/gases/bulk/destroy', {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
      json: { ids: [a.id, co2!.id, b.id] },
    });
    expect(blocked.status).toBe(409);
    expect(ZApiError.parse(await blocked.json()).message).toMatch(
      /^The gas “.+” is used by \d+ emission-factor values \((“[^”]+”, ){3}…\)\.$/,
    );
    expect((await t.request(`/api/gases/${a.id}`, { headers: admin })).status).toBe(200);

    const unknown = await t.request('/api/gases/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [a.id, 999_999] },
    });
    expect(unknown.status).toBe(404);

    const done = await t.request('/api/gases/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [a.id, b.id] },
    });
    expect(done.status).toBe(200);
    expect(ZBulkDestroyResult.parse(await done.json())).toEqual({ deleted: 2 });
    expect((await t.request(`/api/gases/${b.id}`, { headers: admin })).status).toBe(404);
  });

  it('records one event when the GWP really changes, none for other edits', async () => {
    const gas = await create('Gas con GWP', 25);
    const put = (json: object) =>
      t.request(`/api/gases/${gas.id}`, {
        method: 'PUT',
        headers: admin,
        json: { name: gas.name, pc: 25, ...json },
      });
    expect((await put({ description: 'Solo texto' })).status).toBe(200);
    expect((await put({ pc: 25 })).status).toBe(200);
    expect(await events(gas.id)).toEqual([]);

    expect((await put({ pc: 28 })).status).toBe(200);
    const recorded = await events(gas.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: 'gas.pc_changed',
      entity_id: gas.id,
      payload: { previous_pc: 25, pc: 28 },
      processed_at: null,
    });

    // A refused change records nothing.
    expect((await put({ pc: 30, name: 'x' })).status).toBe(422);
    expect(await events(gas.id)).toHaveLength(1);
  });

  it('keeps the IPCC report of a GWP: AR6 by default, kept when not given, its change recorded', async () => {
    const seeded = listEnvelope(ZGas).parse(
      await (await t.request('/api/gases?per_page=100', { headers: admin })).json(),
    );
    // Every seeded gas's GWP is AR6's, but for factors published in CO2e, whose publication used AR4.
    expect(
      new Set(seeded.data.filter((g) => g.code !== null && g.code !== 'CO2E').map((g) => g.gwp_report)),
    ).toEqual(new Set(['AR6']));
    expect(seeded.data.find((g) => g.code === 'CO2E')).toMatchObject({ pc: 1, gwp_report: 'AR4' });
    const gas = await create('Gas con informe', 28);
    expect(gas.gwp_report).toBe('AR6');
    const put = (json: object) =>
      t.request(`/api/gases/${gas.id}`, {
        method: 'PUT',
        headers: { ...admin, 'accept-language': 'en' },
        json: { name: gas.name, pc: 28, ...json },
      });
    const ar5 = await put({ gwp_report: 'AR5' });
    expect(ar5.status).toBe(200);
    expect(ZGas.parse(await ar5.json()).gwp_report).toBe('AR5');
    expect(ZGas.parse(await (await put({ description: 'Sin informe' })).json()).gwp_report).toBe('AR5');
    const recorded = await events(gas.id);
    expect(recorded.map((event) => [event.kind, event.payload])).toEqual([
      ['gas.pc_changed', { previous_pc: 28, pc: 28, previous_gwp_report: 'AR6', gwp_report: 'AR5' }],
    ]);

    const refused = await put({ gwp_report: 'AR7' });
    expect(refused.status).toBe(422);
    expect(Object.keys(ZApiError.parse(await refused.json()).errors ?? {})).toEqual(['gwp_report']);
  });

  it('records one event when a new formula changes whether the gas is CO2, none when it does not', async () => {
    const gas = await create('Gas con fórmula', 1);
    const put = (formula: string) =>
      t.request(`/api/gases/${gas.id}`, {
        method: 'PUT',
        headers: admin,
        json: { name: gas.name, pc: 1, formula },
      });
    expect((await put('CH4')).status).toBe(200);
    expect((await put('ch4')).status).toBe(200);
    expect(await events(gas.id)).toEqual([]);

    // An avoided blend part leaves its CO2 avoided: the gas becoming CO2 changes figures.
    expect((await put('CO₂')).status).toBe(200);
    expect(await events(gas.id)).toEqual([
      expect.objectContaining({
        kind: 'gas.formula_changed',
        entity_id: gas.id,
        payload: { previous_formula: 'ch4', formula: 'CO₂' },
      }),
    ]);
    expect((await put('CO2')).status).toBe(200);
    expect(await events(gas.id)).toHaveLength(1);
  });
});
