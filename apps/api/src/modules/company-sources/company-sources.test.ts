import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZApiError, ZCompanySources, ZSource, listEnvelope } from '@huella/shared';
import { emission_factors, emission_sources, sources, stakeholders } from '../../db/schema/index.ts';
import { addMember, bearer, createCompany, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('company sources', () => {
  let t: TestApp;
  let companyId: number;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  let outsider: Record<string, string>;
  /** Catalogue source ids by code. */
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const administrator = await createUser(t);
    companyId = (await createCompany(t, administrator, 'Textiles Sabana SAS')).id;
    const memberUser = await createUser(t);
    await addMember(t, companyId, memberUser);
    const other = await createUser(t);
    await createCompany(t, other, 'Otra Empresa SAS');
    admin = bearer(await signIn(t, administrator.email));
    member = bearer(await signIn(t, memberUser.email));
    outsider = bearer(await signIn(t, other.email));
    for (const row of await t.database.db.select({ id: sources.id, code: sources.code }).from(sources))
      id[row.code!] = row.id;
  });
  afterAll(async () => t?.close());

  const url = () => `/api/companies/${companyId}/sources`;
  const choose = (ids: unknown, headers = admin, lang = 'es') =>
    t.request(url(), {
      method: 'POST',
      headers: { ...headers, 'accept-language': lang },
      json: { sources: ids },
    });
  const listed = async (headers = member) =>
    ZCompanySources.parse(await (await t.request(url(), { headers })).json());

  it('starts a new company with none', async () => {
    expect(await listed()).toEqual({ data: [] });
  });

  it('replaces the set with the chosen sources, listed by name with their icon to every member', async () => {
    const res = await choose([id.purchased_electricity, id.stationary_combustion, id.stationary_combustion]);
    expect(res.status).toBe(200);
    const body = ZCompanySources.parse(await res.json());
    expect(body.data).toEqual([
      { id: id.stationary_combustion, name: 'Combustión estacionaria', icon: 'IconFlame' },
      { id: id.purchased_electricity, name: 'Electricidad adquirida', icon: 'IconBolt' },
    ]);
    expect(await listed()).toEqual(body);

    const replaced = await choose([id.stationary_combustion, id.mobile_combustion]);
    expect(replaced.status).toBe(200);
    expect((await listed()).data.map((source) => source.id).sort()).toEqual(
      [id.stationary_combustion!, id.mobile_combustion!].sort(),
    );
  });

  it('asks for at least one source, and refuses unknown or disabled ones on the field', async () => {
    const empty = await choose([]);
    expect(empty.status).toBe(422);
    expect(ZApiError.parse(await empty.json()).errors).toEqual({
      sources: ['Selecciona al menos una categoría de fuentes de emisión.'],
    });

    const unknown = await choose([id.stationary_combustion, 999_999], admin, 'en');
    expect(unknown.status).toBe(422);
    expect(ZApiError.parse(await unknown.json()).errors).toEqual({
      sources: [
        'Choose categories the catalogue offers: one of those chosen does not exist, is disabled or has no emission factors yet.',
      ],
    });

    await t.database.db.update(sources).set({ enable: false }).where(eq(sources.code, 'waste'));
    await t.database.db.update(sources).set({ enable: false }).where(eq(sources.code, 'mobile_combustion'));
    try {
      const disabled = await choose([id.stationary_combustion, id.waste]);
      expect(disabled.status).toBe(422);
      expect(ZApiError.parse(await disabled.json()).errors).toHaveProperty('sources');
      // One the company already uses stays, even once the catalogue disabled it.
      expect((await choose([id.stationary_combustion, id.mobile_combustion])).status).toBe(200);
    } finally {
      await t.database.db
        .update(sources)
        .set({ enable: true })
        .where(inArray(sources.code, ['waste', 'mobile_combustion']));
    }
  });

  it('offers only sources with at least one emission factor, and refuses one without', async () => {
    const catalogue = listEnvelope(ZSource).parse(
      await (await t.request('/api/sources?per_page=100', { headers: member })).json(),
    );
    const withFactors = new Set(
      (await t.database.db.selectDistinct({ id: emission_factors.source_id }).from(emission_factors)).map(
        (row) => row.id,
      ),
    );
    const offered = catalogue.data.filter((source) => source.offered);
    // Every source offered to companies leads to a factor; the seed offers all but purchased goods,
    // for which no factor is published in the reference data yet.
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((source) => withFactors.has(source.id))).toBe(true);
    expect(catalogue.data.filter((source) => !source.offered).map((source) => source.code)).toEqual([
      'purchased_goods_services',
    ]);

    const refused = await choose([id.stationary_combustion, id.purchased_goods_services]);
    expect(refused.status).toBe(422);
    expect(ZApiError.parse(await refused.json()).errors).toEqual({
      sources: [
        'Elige categorías que el catálogo ofrece: alguna de las elegidas no existe, está deshabilitada o aún no tiene factores de emisión.',
      ],
    });

    // Once a super-admin gives it a factor, it is offered and may be chosen.
    const [factor] = await t.database.db
      .insert(emission_factors)
      .values({ name: 'Compras de papel', source_id: id.purchased_goods_services! })
      .returning();
    try {
      const source = ZSource.parse(
        await (await t.request(`/api/sources/${id.purchased_goods_services}`, { headers: member })).json(),
      );
      expect(source.offered).toBe(true);
      expect((await choose([id.stationary_combustion, id.purchased_goods_services])).status).toBe(200);
      expect((await choose([id.stationary_combustion])).status).toBe(200);
    } finally {
      await t.database.db.delete(emission_factors).where(eq(emission_factors.id, factor!.id));
    }
  });

  it('names the sources in the reader’s language, Spanish by default', async () => {
    expect((await choose([id.stationary_combustion, id.purchased_electricity])).status).toBe(200);
    const inEnglish = ZCompanySources.parse(
      await (await t.request(url(), { headers: { ...member, 'accept-language': 'en' } })).json(),
    );
    expect(inEnglish.data.map((source) => source.name)).toEqual([
      'Purchased electricity',
      'Stationary combustion',
    ]);
    expect((await listed()).data.map((source) => source.name)).toEqual([
      'Combustión estacionaria',
      'Electricidad adquirida',
    ]);
  });

  it('keeps a source the company’s emission sources use, naming it and them', async () => {
    expect((await choose([id.stationary_combustion, id.mobile_combustion])).status).toBe(200);
    const [headquarter] = await t.database.db
      .insert(stakeholders)
      .values({ company_id: companyId, type: 'HEADQUARTERS', name: 'Planta Soacha' })
      .returning();
    const [factor] = await t.database.db
      .select()
      .from(emission_factors)
      .where(eq(emission_factors.code, 'EPA_CFR98_DISTILLATE_NO2_GAL'));
    const [source] = await t.database.db
      .select()
      .from(sources)
      .where(eq(sources.id, id.stationary_combustion!));
    await t.database.db.insert(emission_sources).values(
      ['Caldera 1', 'Caldera 2', 'Planta eléctrica', 'Horno', 'Secadora'].map((name, i) => ({
        company_id: companyId,
        code: `SOA-${i + 1}`,
        name,
        type_id: source!.type_id!,
        source_id: source!.id,
        emission_factor_id: factor!.id,
        headquarter_id: headquarter!.id,
      })),
    );

    const refused = await choose([id.mobile_combustion]);
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(await refused.json()).message).toBe(
      'La categoría «Combustión estacionaria» está en uso en 5 fuentes de emisión de la empresa: «Caldera 1», «Caldera 2», «Horno», ….',
    );
    const english = await choose([id.mobile_combustion], admin, 'en');
    expect(ZApiError.parse(await english.json()).message).toBe(
      'The category “Stationary combustion” is used by 5 emission sources of the company: “Caldera 1”, “Caldera 2”, “Horno”, ….',
    );
    expect((await listed()).data).toHaveLength(2);
    // Dropping the unused one is fine.
    expect((await choose([id.stationary_combustion])).status).toBe(200);
  });

  it('refuses more sources than the plan allows, saying how many were chosen', async () => {
    const six = [
      'stationary_combustion',
      'mobile_combustion',
      'fugitive_refrigerants',
      'purchased_electricity',
      'business_travel',
      'waste',
    ].map((code) => id[code]);
    const refused = await choose(six);
    expect(refused.status).toBe(409);
    expect(ZApiError.parse(await refused.json()).message).toBe(
      'El plan Prueba gratuita permite 5 categorías de fuentes; elegiste 6. Quita algunas o cambia de plan.',
    );
    const english = await choose(six, admin, 'en');
    expect(ZApiError.parse(await english.json()).message).toBe(
      'The Prueba gratuita plan allows 5 source categories; you chose 6. Remove some or change plans.',
    );
    expect((await choose(six.slice(0, 5))).status).toBe(200);
    expect((await listed()).data).toHaveLength(5);
  });

  it('lets only administrators choose, and answers 404 to another company', async () => {
    expect((await choose([id.stationary_combustion], member)).status).toBe(403);
    expect((await t.request(url(), { headers: outsider })).status).toBe(404);
    expect((await choose([id.stationary_combustion], outsider)).status).toBe(404);
  });
});
