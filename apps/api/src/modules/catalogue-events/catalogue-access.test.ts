import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../plugins/auth.ts';
import { addMember, bearer, createCompany, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** The platform catalogue: verified users read it, only super-admins write it. */
const CATALOGUE_PREFIXES = [
  '/api/sources',
  '/api/gases',
  '/api/unit-measurements',
  '/api/emission-factors',
  '/api/factors',
  '/api/gas-emissions',
  '/api/sectors',
  '/api/key-indicators',
];
const CATALOGUE_TABLES = [
  'sources',
  'source_categories',
  'gases',
  'unit_measurements',
  'emission_factors',
  'emission_factor_parts',
  'gas_emissions',
  'sectors',
  'key_indicators',
  'key_indicator_sources',
  'catalogue_events',
];

describe('catalogue access over the route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  const callers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    routes = t.app.routeTable.filter((r) =>
      CATALOGUE_PREFIXES.some((p) => r.url === p || r.url.startsWith(`${p}/`)),
    );
    const administrator = await createUser(t);
    const member = await createUser(t);
    const company = await createCompany(t, administrator);
    await addMember(t, company.id, member);
    callers.administrator = bearer(await signIn(t, administrator.email));
    callers.member = bearer(await signIn(t, member.email));
    callers.unverified = bearer(await signIn(t, (await createUser(t, { verified: false })).email));
  });
  afterAll(async () => t?.close());

  async function snapshot(): Promise<string> {
    const parts = await Promise.all(
      CATALOGUE_TABLES.map((table) =>
        t.database.db.execute(
          sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
        ),
      ),
    );
    return parts.map((p) => JSON.stringify((p as unknown as { rows: unknown[] }).rows)).join();
  }

  const url = (route: RouteEntry) => route.url.replace(/:[a-z_]+/g, '1');

  it('declares reads for verified users and writes (with the import template and the delete previews) for super-admins only', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const wrong = routes
      .filter((r) => {
        // What a delete would take with it is asked only by who may delete.
        const isWrite =
          r.method !== 'GET' || r.url.endsWith('/import/template') || r.url.endsWith('/dependents');
        return r.access.kind !== (isWrite ? 'super-admin' : 'verified');
      })
      .map((r) => `${r.method} ${r.url} → ${r.access.kind}`);
    expect(wrong).toEqual([]);
  });

  it.each(['member', 'administrator'])(
    'answers 403 to a company %s on every catalogue write, changing nothing',
    async (who) => {
      const before = await snapshot();
      const leaks: string[] = [];
      for (const route of routes.filter((r) => r.method !== 'GET')) {
        const res = await t.request(url(route), {
          method: route.method,
          headers: callers[who],
          json: route.url.endsWith('/bulk/destroy')
            ? { ids: [1, 2] }
            : { name: 'Intruso', pc: 1, source_id: 1 },
        });
        if (res.status !== 403) leaks.push(`${route.method} ${route.url} → ${res.status}`);
      }
      const template = await t.request('/api/gas-emissions/import/template?factor_id=1', {
        headers: callers[who],
      });
      if (template.status !== 403) leaks.push(`template → ${template.status}`);
      expect(leaks).toEqual([]);
      expect(await snapshot()).toBe(before);
    },
  );

  it('answers 403 to an account whose e-mail is not verified on every catalogue read', async () => {
    const open: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await t.request(url(route), { headers: callers.unverified });
      if (res.status !== 403) open.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it('lets a company member read the catalogue lists', async () => {
    for (const path of [
      '/api/sources',
      '/api/gases',
      '/api/unit-measurements',
      '/api/emission-factors',
      '/api/factors',
      '/api/sectors',
      '/api/key-indicators',
      '/api/factors/1/gases',
      '/api/sources/1/form',
    ]) {
      const res = await t.request(path, { headers: callers.member });
      expect(res.status, path).toBe(200);
    }
  });
});
