import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_TABLE_NAMES } from './testing/tables.ts';
import type { Access, RouteEntry } from './plugins/auth.ts';
import { addMember, createCompany, createUser, signIn, bearer } from './testing/factories.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Walks every registered route. A route that names a company (path, query or body) must be a
 * company route — reachable only through the caller's membership — or be listed here with the
 * reason it is safe. Then every company route is called by a user of another company: it must
 * answer 404 (or 403) and change nothing; and every administrator route is refused to a member.
 */
const COMPANY_KEYS = ['company', 'company_id'];
const SAFE_COMPANY_ROUTES: Record<string, string> = {
  'GET /api/audit': 'super-admin only; company_id is a filter',
};

function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as { def?: { innerType?: unknown; in?: unknown } } | undefined)?.def;
  return inner?.innerType ? schemaKeys(inner.innerType) : inner?.in ? schemaKeys(inner.in) : [];
}

function namesCompany(route: RouteEntry): boolean {
  const s = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  return [s.params, s.querystring, s.body].some((part) =>
    schemaKeys(part).some((key) => COMPANY_KEYS.includes(key)),
  );
}

describe('tenant isolation over the whole route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  const ids = { companyA: 0, companyB: 0, adminB: 0, memberB: 0 };
  let headersA: Record<string, string>;
  let headersMemberB: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    routes = t.app.routeTable;
    const adminA = await createUser(t);
    const adminB = await createUser(t);
    const memberB = await createUser(t);
    ids.companyA = (await createCompany(t, adminA, 'Company A')).id;
    ids.companyB = (await createCompany(t, adminB, 'Company B')).id;
    await addMember(t, ids.companyB, memberB, 'member');
    ids.adminB = adminB.id;
    ids.memberB = memberB.id;
    headersA = bearer(await signIn(t, adminA.email));
    headersMemberB = bearer(await signIn(t, memberB.email));
  });
  afterAll(async () => t?.close());

  /** Every table of the schema (those with company_id, and the platform's: companies, users…). */
  async function snapshot(): Promise<string> {
    const parts = await Promise.all(
      SCHEMA_TABLE_NAMES.map((table) =>
        t.database.db.execute(
          sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
        ),
      ),
    );
    return parts.map((p) => JSON.stringify((p as unknown as { rows: unknown[] }).rows)).join();
  }

  function urlFor(route: RouteEntry, companyId: number): string {
    return route.url
      .replace(':company', String(companyId))
      .replace(':user', String(ids.adminB))
      .replace(/:[a-z_]+/g, '1');
  }

  const companyRoutes = () => routes.filter((r) => r.access.kind === 'company');

  /**
   * A call of a company route about `companyId`, which the route's access rule finds where it looks
   * for it (the path, the query string or the body), with `body` as the rest of a JSON body.
   */
  function callFor(route: RouteEntry, companyId: number, body: Record<string, unknown>, headers: object) {
    const rule = route.access as Extract<Access, { kind: 'company' }>;
    let url = urlFor(route, companyId);
    const json: Record<string, unknown> | undefined = route.method === 'GET' ? undefined : { ...body };
    if (rule.from === 'query') url += `?${rule.key}=${companyId}`;
    if (rule.from === 'body' && json) json[rule.key] = companyId;
    return t.request(url, { method: route.method, headers: headers as Record<string, string>, json });
  }

  it('classifies every route that names a company', () => {
    const unclassified = routes
      .filter(namesCompany)
      .filter((r) => r.access.kind !== 'company' && !SAFE_COMPANY_ROUTES[`${r.method} ${r.url}`])
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
    expect(companyRoutes().length).toBeGreaterThan(5);
  });

  it('answers 404 to a user of another company on every company route, and changes nothing', async () => {
    const before = await snapshot();
    const leaks: string[] = [];
    for (const route of companyRoutes()) {
      const res = await callFor(
        route,
        ids.companyB,
        { email: 'x@example.com', role: 'administrator', name: 'Hijack SAS' },
        headersA,
      );
      if (res.status !== 404) leaks.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('answers 403 to a member on every administrator route of their own company, and changes nothing', async () => {
    const before = await snapshot();
    const adminOnly = companyRoutes().filter(
      (r) => (r.access as Extract<Access, { kind: 'company' }>).role === 'administrator',
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const route of adminOnly) {
      const res = await callFor(
        route,
        ids.companyB,
        { email: 'x@example.com', role: 'administrator' },
        headersMemberB,
      );
      if (res.status !== 403) leaks.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const open = routes.filter((r) => r.access.kind !== 'public');
    const leaks: string[] = [];
    for (const route of open) {
      const res = await t.request(urlFor(route, ids.companyB), {
        method: route.method,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
      });
      if (res.status !== 401) leaks.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses super-admin routes to a company administrator and to a member with 403', async () => {
    const superOnly = routes.filter((r) => r.access.kind === 'super-admin');
    expect(superOnly.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/audit');
    for (const headers of [headersA, headersMemberB]) {
      for (const route of superOnly) {
        const res = await t.request(urlFor(route, ids.companyA), {
          method: route.method,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
        });
        expect(res.status, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('knows the kind of data of every route, from its module', () => {
    expect(routes.filter((r) => !r.data).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const kinds = new Set(routes.map((r) => r.data));
    expect([...kinds].sort()).toEqual(['catalogue', 'company', 'platform']);
  });

  it('lets only a super-admin write the catalogue, and verified users read it', () => {
    const catalogue = routes.filter((r) => r.data === 'catalogue');
    const writes = catalogue.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(24);
    expect(writes.filter((r) => r.access.kind !== 'super-admin').map((r) => `${r.method} ${r.url}`)).toEqual(
      [],
    );
    const reads = catalogue.filter((r) => r.method === 'GET');
    expect(
      reads.filter((r) => !['verified', 'super-admin'].includes(r.access.kind)).map((r) => r.url),
    ).toEqual([]);
  });

  it('serves only company routes from a company module', () => {
    const company = routes.filter((r) => r.data === 'company');
    expect(company.length).toBeGreaterThan(0);
    expect(company.filter((r) => r.access.kind !== 'company').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('never shows an invitation without its token', async () => {
    const res = await t.request(`/api/invitations/${ids.companyB}/${ids.memberB}?token=not-the-right-token`);
    expect(res.status).toBe(404);
  });
});
