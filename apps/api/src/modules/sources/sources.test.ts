import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZApiError,
  ZDependents,
  ZSource,
  ZSourceForm,
  ZStandard,
  ZType,
  listEnvelope,
  type TStandard,
  type TType,
} from '@huella/shared';
import { emission_factors, sources as sourcesTable } from '../../db/schema/index.ts';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('sources', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let iso: TStandard;
  let ghg: TStandard;
  let operational: TType;

  beforeAll(async () => {
    t = await startTestApp();
    ({ headers: admin } = await signedInUser(t, { role: 'super-admin' }));
    [iso, ghg] = listEnvelope(ZStandard).parse(
      await (await t.request('/api/standards', { headers: admin })).json(),
    ).data as [TStandard, TStandard];
    operational = listEnvelope(ZType)
      .parse(await (await t.request('/api/types/emission_source', { headers: admin })).json())
      .data.find((type) => type.code === 'operational')!;
  });
  afterAll(async () => t?.close());

  const input = () => ({
    name: 'Generación con biomasa',
    description: 'Calderas alimentadas con residuos de madera',
    cause: 'Quema de biomasa',
    limits: 'Calderas propias',
    risk: 'Disponibilidad del combustible '.repeat(20).trim(),
    opportunities: null,
    icon: 'IconFlame',
    categories: [iso.categories[0]!.id, ghg.categories[0]!.id],
    type_id: operational.id,
  });

  it('creates a source with categories of both standards and answers its form', async () => {
    const res = await t.request('/api/sources', { method: 'POST', headers: admin, json: input() });
    expect(res.status).toBe(201);
    const source = ZSource.parse(await res.json());
    expect(source).toMatchObject({
      name: 'Generación con biomasa',
      enable: true,
      type_id: operational.id,
      code: null,
    });
    expect(source.risk!.length).toBeGreaterThan(80);
    expect(source.categories).toEqual([iso.categories[0]!.id, ghg.categories[0]!.id]);

    const form = ZSourceForm.parse(
      await (
        await t.request(`/api/sources/${source.id}/form`, { headers: { ...admin, 'accept-language': 'en' } })
      ).json(),
    );
    expect(form.source?.id).toBe(source.id);
    expect(form.categories_by_standard).toEqual([
      { standard_id: iso.id, category_ids: [iso.categories[0]!.id] },
      { standard_id: ghg.id, category_ids: [ghg.categories[0]!.id] },
    ]);
    expect(form.standards.map((s) => s.id)).toEqual([1, 2]);
    expect(form.types.map((type) => type.code).sort()).toEqual(['embedded', 'operational']);
    expect(form.types.find((type) => type.code === 'operational')?.name).toBe('Operational');

    const blank = ZSourceForm.parse(
      await (await t.request('/api/sources/0/form', { headers: admin })).json(),
    );
    expect(blank.source).toBeNull();
    expect(blank.categories_by_standard.every((entry) => entry.category_ids.length === 0)).toBe(true);
    expect((await t.request('/api/sources/999999/form', { headers: admin })).status).toBe(404);
  });

  it('updates a source, replacing its categories, keeping enable unless sent, then deletes it', async () => {
    const created = ZSource.parse(
      await (
        await t.request('/api/sources', {
          method: 'POST',
          headers: admin,
          json: { ...input(), enable: false },
        })
      ).json(),
    );
    expect(created.enable).toBe(false);
    const res = await t.request(`/api/sources/${created.id}`, {
      method: 'PUT',
      headers: admin,
      json: { ...input(), name: 'Biomasa', categories: [ghg.categories[1]!.id], type_id: null },
    });
    expect(res.status).toBe(200);
    expect(ZSource.parse(await res.json())).toMatchObject({
      name: 'Biomasa',
      enable: false,
      type_id: null,
      categories: [ghg.categories[1]!.id],
    });
    expect((await t.request(`/api/sources/${created.id}`, { method: 'DELETE', headers: admin })).status).toBe(
      204,
    );
    expect((await t.request(`/api/sources/${created.id}`, { headers: admin })).status).toBe(404);
  });

  it('refuses missing categories, unknown categories and a type of another group', async () => {
    const none = await t.request('/api/sources', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { ...input(), categories: [], icon: '', name: 'x'.repeat(81) },
    });
    expect(none.status).toBe(422);
    expect(ZApiError.parse(await none.json()).errors).toEqual({
      name: ['Must be at most 80 characters.'],
      icon: ['Must be at least 3 characters.'],
      categories: ['Select at least 1.'],
    });
    const unknown = await t.request('/api/sources', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: { ...input(), categories: [iso.categories[0]!.id, 999_999], type_id: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(ZApiError.parse(await unknown.json()).errors).toEqual({
      categories: ['The selected value does not exist.'],
      type_id: ['The selected value does not exist.'],
    });
  });

  it('lists and searches the seeded sources; a seeded source is editable and keeps its code', async () => {
    const list = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?search=estacionaria', { headers: admin })).json(),
    );
    const stationary = list.data.find((s) => s.code === 'stationary_combustion')!;
    expect(stationary.categories.length).toBeGreaterThanOrEqual(2);
    const res = await t.request(`/api/sources/${stationary.id}`, {
      method: 'PUT',
      headers: admin,
      json: { ...stationary, name: 'Combustión estacionaria (calderas)' },
    });
    expect(res.status).toBe(200);
    expect(ZSource.parse(await res.json())).toMatchObject({
      code: 'stationary_combustion',
      name: 'Combustión estacionaria (calderas)',
      categories: stationary.categories,
    });
  });

  it('answers 409 naming the emission factors of a source in use', async () => {
    const [stationary] = await t.database.db
      .select()
      .from(sourcesTable)
      .where(eq(sourcesTable.code, 'stationary_combustion'));
    const res = await t.request(`/api/sources/${stationary!.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    const [factors] = await t.database.db
      .select({ n: count() })
      .from(emission_factors)
      .where(eq(emission_factors.source_id, stationary!.id));
    const message = ZApiError.parse(await res.json()).message;
    // An English reader reads the source and its factors by their English names.
    expect(stationary!.name_en).toBeTruthy();
    const prefix = `The source “${stationary!.name_en}” is used by ${factors!.n} emission factors: `;
    expect(message.startsWith(prefix)).toBe(true);
    const names = (
      await t.database.db
        .select({ name: emission_factors.name, name_en: emission_factors.name_en })
        .from(emission_factors)
        .where(eq(emission_factors.source_id, stationary!.id))
    ).map((f) => f.name_en || f.name);
    expect(names.some((name) => !/[áéíóúñ]/i.test(name))).toBe(true);
    const list = message.slice(prefix.length, -1);
    const quoted = [...list.matchAll(/“([^”]+)”/g)].map((match) => match[1]);
    expect(quoted).toHaveLength(Math.min(3, names.length));
    for (const name of quoted) expect(names).toContain(name);
    expect(list.endsWith(', …')).toBe(names.length > 3);
  });

  it('answers 409 naming the key indicators of a source in use, for a bulk delete too', async () => {
    const a = ZSource.parse(
      await (
        await t.request('/api/sources', {
          method: 'POST',
          headers: admin,
          json: { ...input(), name: 'Fuente A' },
        })
      ).json(),
    );
    const b = ZSource.parse(
      await (
        await t.request('/api/sources', {
          method: 'POST',
          headers: admin,
          json: { ...input(), name: 'Fuente B' },
        })
      ).json(),
    );
    const sector = (await (
      await t.request('/api/sectors', { method: 'POST', headers: admin, json: { name: 'Agro' } })
    ).json()) as {
      id: number;
    };
    const unit = (await (
      await t.request('/api/unit-measurements', {
        method: 'POST',
        headers: admin,
        json: { name: 'Hectárea' },
      })
    ).json()) as {
      id: number;
    };
    await t.request('/api/key-indicators', {
      method: 'POST',
      headers: admin,
      json: {
        name: 'Área cultivada',
        name_en: 'Cultivated area',
        sector_id: sector.id,
        unit_measurement_id: unit.id,
        sources: [b.id],
      },
    });
    const res = await t.request('/api/sources/bulk/destroy', {
      method: 'DELETE',
      headers: admin,
      json: { ids: [a.id, b.id] },
    });
    expect(res.status).toBe(409);
    expect(ZApiError.parse(await res.json()).message).toBe(
      'La fuente «Fuente B» está en uso en 1 indicador clave: «Área cultivada».',
    );
    // An English reader reads the key indicator by its English name.
    const english = await t.request(`/api/sources/${b.id}`, {
      method: 'DELETE',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(ZApiError.parse(await english.json()).message).toBe(
      'The source “Fuente B” is used by 1 key indicator: “Cultivated area”.',
    );
    expect((await t.request(`/api/sources/${a.id}`, { headers: admin })).status).toBe(200);
  });

  it('tells before a delete which sources emission factors keep', async () => {
    const [stationary] = await t.database.db
      .select()
      .from(sourcesTable)
      .where(eq(sourcesTable.code, 'stationary_combustion'));
    const res = await t.request(`/api/sources/dependents?ids=${stationary!.id}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(ZDependents.parse(await res.json())).toEqual({
      removes: [],
      blocked: [
        expect.objectContaining({
          id: stationary!.id,
          message: 'errors.SOURCE_IN_USE_FACTORS',
          params: expect.objectContaining({ name: stationary!.name }),
        }),
      ],
    });
  });
});
