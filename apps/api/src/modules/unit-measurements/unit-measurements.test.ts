import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZDependents, ZSector, ZSource, ZUnitMeasurement, listEnvelope } from '@huella/shared';
import { catalogue_events, unit_measurements } from '../../db/schema/index.ts';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('unit measurements', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
  });
  afterAll(async () => t?.close());

  const create = async (json: object) => {
    const res = await t.request('/api/unit-measurements', { method: 'POST', headers: admin, json });
    expect(res.status).toBe(201);
    return ZUnitMeasurement.parse(await res.json());
  };
  const put = (id: number, json: object) =>
    t.request(`/api/unit-measurements/${id}`, { method: 'PUT', headers: admin, json });
  const events = (id: number) =>
    t.database.db.select().from(catalogue_events).where(eq(catalogue_events.entity_id, id));

  it('lets a super-admin create, read, update and delete a unit; the factor defaults to 1', async () => {
    const unit = await create({ name: 'Barril', abbreviation: 'bbl', group: 'volume' });
    expect(unit).toMatchObject({
      name: 'Barril',
      abbreviation: 'bbl',
      group: 'volume',
      factor: 1,
      code: null,
    });
    const res = await put(unit.id, {
      name: 'Barril de petróleo',
      abbreviation: 'bbl',
      group: 'volume',
      factor: 158.987294928,
    });
    expect(ZUnitMeasurement.parse(await res.json())).toMatchObject({
      name: 'Barril de petróleo',
      factor: 158.987294928,
    });
    // Without a factor the conversion stays.
    const kept = await put(unit.id, { name: 'Barril', abbreviation: 'bbl', group: 'volume' });
    expect(ZUnitMeasurement.parse(await kept.json()).factor).toBe(158.987294928);
    expect(
      (await t.request(`/api/unit-measurements/${unit.id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(204);
    expect((await t.request(`/api/unit-measurements/${unit.id}`, { headers: admin })).status).toBe(404);
  });

  it('refuses a factor that is not greater than 0', async () => {
    const res = await t.request('/api/unit-measurements', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { name: 'Nada', factor: 0 },
    });
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors).toEqual({ factor: ['Must be greater than 0.'] });
  });

  it('takes a group only from the known groups, answering 422 in words for another', async () => {
    for (const [lang, message] of [
      [
        'es',
        'Elige uno de los grupos de unidades: volumen, masa, energía, distancia, distancia de pasajeros, distancia de carga, cantidad, superficie o tiempo.',
      ],
      [
        'en',
        'Choose one of the unit groups: volume, mass, energy, distance, passenger distance, freight distance, count, area or time.',
      ],
    ] as const) {
      const res = await t.request('/api/unit-measurements', {
        method: 'POST',
        headers: { ...admin, 'accept-language': lang },
        json: { name: 'Barril', group: 'volumen' },
      });
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({ group: [message] });
    }
    const unit = await create({ name: 'Hectárea', abbreviation: 'ha', group: 'area', factor: 10_000 });
    const changed = await put(unit.id, { name: 'Hectárea', group: 'liquids' });
    expect(changed.status).toBe(422);
    expect((await put(unit.id, { name: 'Hectárea', group: '' })).status).toBe(200);
    expect(
      ZUnitMeasurement.parse(
        await (await t.request(`/api/unit-measurements/${unit.id}`, { headers: admin })).json(),
      ).group,
    ).toBeNull();
  });

  it('reads a unit stored with a group that is no longer a choice, as it is', async () => {
    const [stored] = await t.database.db
      .insert(unit_measurements)
      .values({ name: 'Barril antiguo', abbreviation: 'bbl', group: 'liquids', factor: 158.987 })
      .returning();
    const shown = await t.request(`/api/unit-measurements/${stored!.id}`, { headers: admin });
    expect(shown.status).toBe(200);
    expect(ZUnitMeasurement.parse(await shown.json()).group).toBe('liquids');
    const listed = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?search=antiguo', { headers: admin })).json(),
    );
    expect(listed.data.map((u) => u.group)).toEqual(['liquids']);
  });

  it('finds units by the words of their group in either language', async () => {
    const search = async (term: string) =>
      listEnvelope(ZUnitMeasurement)
        .parse(
          await (
            await t.request(`/api/unit-measurements?per_page=100&search=${encodeURIComponent(term)}`, {
              headers: admin,
            })
          ).json(),
        )
        .data.map((u) => u.code);
    expect(await search('Energía')).toEqual(expect.arrayContaining(['kWh', 'MWh', 'GJ', 'TJ']));
    expect(await search('volumen')).toEqual(expect.arrayContaining(['L', 'm3', 'gal_us', 'scf']));
    expect(await search('Mass')).toEqual(expect.arrayContaining(['kg', 't', 'lb']));
    expect(await search('volumen')).not.toContain('kg');
  });

  it('lists the seeded units (search on abbreviation) and edits one keeping its code', async () => {
    const found = listEnvelope(ZUnitMeasurement).parse(
      await (await t.request('/api/unit-measurements?search=gal', { headers: admin })).json(),
    );
    const gallon = found.data.find((u) => u.code === 'gal_us')!;
    expect(gallon).toMatchObject({ abbreviation: 'gal', group: 'volume', factor: 3.785411784 });
    const res = await put(gallon.id, {
      name: 'Galón (EE. UU.)',
      abbreviation: 'gal',
      group: 'volume',
      factor: gallon.factor,
      description: gallon.description,
    });
    expect(ZUnitMeasurement.parse(await res.json())).toMatchObject({
      code: 'gal_us',
      name: 'Galón (EE. UU.)',
    });
  });

  it('records an event only when the conversion factor or group really changes', async () => {
    const unit = await create({ name: 'Pie cúbico', abbreviation: 'ft3', group: 'volume', factor: 28.3 });
    await put(unit.id, { name: 'Pie cúbico (ft³)', abbreviation: 'ft³', group: 'volume', factor: 28.3 });
    await put(unit.id, { name: 'Pie cúbico', abbreviation: 'ft3', group: 'volume' });
    expect(await events(unit.id)).toEqual([]);
    await put(unit.id, { name: 'Pie cúbico', abbreviation: 'ft3', group: 'volume', factor: 28.316846592 });
    const recorded = await events(unit.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: 'unit.factor_changed',
      payload: {
        previous: { factor: 28.3, group: 'volume' },
        current: { factor: 28.316846592, group: 'volume' },
      },
    });
  });

  it('answers 409 naming the gas values or key indicators that use a unit', async () => {
    const [gallon] = await t.database.db
      .select()
      .from(unit_measurements)
      .where(eq(unit_measurements.code, 'gal_us'));
    const used = await t.request(`/api/unit-measurements/${gallon!.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(used.status).toBe(409);
    expect(ZApiError.parse(await used.json()).message).toMatch(
      /^The unit “.+” is used by \d+ emission-factor values \(“[^”]+”(, “[^”]+”)*(, …)?\)\.$/,
    );

    const unit = await create({ name: 'Empleado', group: 'count' });
    const sector = ZSector.parse(
      await (
        await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name: 'Oficinas' } })
      ).json(),
    );
    const [source] = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources', { headers: admin })).json(),
    ).data;
    await t.request('/api/key-indicators', {
      method: 'POST',
      headers: admin,
      json: {
        name: 'Plantilla',
        name_en: 'Headcount',
        sector_id: sector.id,
        unit_measurement_id: unit.id,
        sources: [source!.id],
      },
    });
    const res = await t.request('/api/unit-measurements/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [unit.id] },
    });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(await res.json()).message).toBe(
      'La unidad «Empleado» está en uso en 1 indicador clave: «Plantilla».',
    );
    // An English reader reads the key indicator by its English name.
    const english = await t.request(`/api/unit-measurements/${unit.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(ZApiError.parse(await english.json()).message).toBe(
      'The unit “Empleado” is used by 1 key indicator: “Headcount”.',
    );
  });

  it('tells before a delete which units gas values keep; a unit nothing uses is free to go', async () => {
    const [gallon] = await t.database.db
      .select()
      .from(unit_measurements)
      .where(eq(unit_measurements.code, 'gal_us'));
    const free = await create({ name: 'Unidad libre (dependientes)', group: 'count' });
    const res = await t.request(`/api/unit-measurements/dependents?ids=${gallon!.id}&ids=${free.id}`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    const dependents = ZDependents.parse(await res.json());
    expect(dependents.removes).toEqual([]);
    expect(dependents.blocked).toEqual([
      expect.objectContaining({ id: gallon!.id, message: 'errors.UNIT_IN_USE_GAS_EMISSIONS' }),
    ]);
  });
});
