import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLE_NAMES } from './db/tenant.ts';
import type { Access, RouteEntry } from './plugins/auth.ts';
import {
  addMember,
  companyBurningDiesel,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  signedInUser,
} from './testing/factories.ts';
import { runPendingImports } from './modules/emission-activities/emission-activities.import.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Rows, not only membership: derived from the route table, every company route that names a row
 * of the company (in its path, or the ids of a bulk delete) is called by an administrator of
 * company A, through company A, with the id of company B's row. It answers 404, as for a row that
 * does not exist, and no table with company_id changes (the tables are read from the schema). The
 * same call with a row of A's own goes through, so the 404 is the row's and not the request's.
 */

type Company = Awaited<ReturnType<typeof newCompany>>;
type Rows = Record<string, number>;

let t: TestApp;
let stationary: Awaited<ReturnType<typeof seededSource>>;
let operational: number;
let gallons: number;
let keyIndicator: number;

async function newCompany() {
  const { id, owner, dieselSource } = await companyBurningDiesel(t);
  return { id, admin: owner.headers, dieselSource };
}

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.request(
    path,
    body instanceof FormData
      ? { method, headers, body }
      : { method, headers, ...(body === undefined ? {} : { json: body }) },
  );

/** One row of each kind a company route names, made for `company`; a new set at each call. */
async function rowsOf(company: Company): Promise<Rows> {
  const stamp = `${company.id}-${Math.random().toString(36).slice(2, 8)}`;
  const site = await createStakeholder(t, company.id, 'HEADQUARTERS', `Sede ${stamp}`);
  const source = await company.dieselSource(`GEN-${stamp}`, 'Planta eléctrica', site.id);
  const activity = await call('POST', '/api/emission-activities', company.admin, {
    company_id: company.id,
    date: '2024-06-15',
    consumption: 100,
    by_emission_source: true,
    emission_source_id: source.id,
    unit_measurement_id: gallons,
  });
  expect(activity.status, await activity.clone().text()).toBe(201);
  const activityId = ((await activity.json()) as { id: number }).id;
  const document = await call(
    'PUT',
    `/api/emission-activities/${activityId}/document?company_id=${company.id}`,
    company.admin,
    documentForm(),
  );
  expect(document.status, await document.clone().text()).toBe(200);
  const colleague = await signedInUser(t);
  await addMember(t, company.id, colleague.user, 'member');
  // Sent by an administrator of its own each time: one person's invitations a day are limited.
  const inviter = await signedInUser(t);
  await addMember(t, company.id, inviter.user, 'administrator');
  const invited = await call('POST', `/api/companies/${company.id}/users`, inviter.headers, {
    email: `invited-${stamp}@example.com`,
    role: 'member',
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  // A year of its own each time rows are made (a company may get rows twice): closed periods never overlap.
  const year = 1990 + closedYears++;
  const closing = await call('POST', `/api/companies/${company.id}/closed-periods`, company.admin, {
    date_from: `${year}-01-01`,
    date_to: `${year}-12-31`,
  });
  expect(closing.status, await closing.clone().text()).toBe(201);
  const file = new FormData();
  file.append(
    'file',
    new Blob([`Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-${stamp};2024-07-01;3;gal\n`]),
    'actividades.csv',
  );
  const imported = await call(
    'POST',
    `/api/emission-activities/import?company_id=${company.id}`,
    company.admin,
    file,
  );
  expect(imported.status, await imported.clone().text()).toBe(200);
  // Run, so the company may import again.
  await runPendingImports(t.app.ctx);
  const indicator = await call('POST', '/api/emission-indicators', company.admin, {
    company_id: company.id,
    key_indicator_id: keyIndicator,
    value: 120,
    date: '2024-06-30',
    headquarter_id: site.id,
  });
  expect(indicator.status, await indicator.clone().text()).toBe(201);
  return {
    emission_indicator: ((await indicator.json()) as { id: number }).id,
    import: ((await imported.json()) as { import_id: number }).import_id,
    closed_period: ((await closing.json()) as { id: number }).id,
    stakeholder: site.id,
    emission_source: source.id,
    emission_activity: activityId,
    user: colleague.user.id,
    invitation: ((await invited.json()) as { id: number }).id,
  };
}

let closedYears = 0;

/** A PDF as small as a PDF gets: what an activity's document upload accepts. */
function documentForm(): FormData {
  const form = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'factura.pdf');
  return form;
}

/**
 * What a valid call of each route that names a row sends beside the row (the body, when it has
 * one): the row is B's for the probe and A's own for the check that follows. A route that names a
 * row and has no entry here fails the test, so a new one is covered the day it is added.
 */
const BODIES: Record<string, (company: Company, rows: Rows) => unknown> = {
  'GET /api/emission-activities/:emission_activity': () => undefined,
  'GET /api/emission-activities/imports/:import': () => undefined,
  'DELETE /api/emission-activities/imports/:import/failures': () => undefined,
  'PUT /api/emission-activities/:emission_activity': (company, rows) => ({
    company_id: company.id,
    date: '2024-07-15',
    consumption: 120,
    by_emission_source: true,
    emission_source_id: rows.own_emission_source,
    unit_measurement_id: gallons,
  }),
  'DELETE /api/emission-activities/:emission_activity': (company) => ({ company_id: company.id }),
  'DELETE /api/emission-activities/bulk/destroy': (company, rows) => ({
    company_id: company.id,
    ids: [rows.emission_activity],
  }),
  'GET /api/emission-activities/:emission_activity/document': () => undefined,
  'PUT /api/emission-activities/:emission_activity/document': () => documentForm(),
  'DELETE /api/emission-activities/:emission_activity/document': () => undefined,
  'GET /api/emission-sources/:emission_source': () => undefined,
  'PUT /api/emission-sources/:emission_source': (company, rows) => ({
    company_id: company.id,
    code: `MOVED-${company.id}-${rows.emission_source}`,
    name: 'Planta eléctrica',
    type_id: operational,
    source_id: stationary.id,
    emission_factor_id: stationary.factors.find((factor) => factor.name.startsWith('Diésel'))!.id,
    headquarter_id: rows.own_stakeholder,
  }),
  'DELETE /api/emission-sources/:emission_source': (company) => ({ company_id: company.id }),
  'DELETE /api/emission-sources/bulk/destroy': (company, rows) => ({
    company_id: company.id,
    ids: [rows.emission_source],
  }),
  'GET /api/emission-indicators/:emission_indicator': () => undefined,
  'PUT /api/emission-indicators/:emission_indicator': (company, rows) => ({
    company_id: company.id,
    key_indicator_id: keyIndicator,
    value: 130,
    date: '2024-07-31',
    headquarter_id: rows.own_stakeholder,
  }),
  'DELETE /api/emission-indicators/:emission_indicator': (company) => ({ company_id: company.id }),
  'DELETE /api/emission-indicators/bulk/destroy': (company, rows) => ({
    company_id: company.id,
    ids: [rows.emission_indicator],
  }),
  'PUT /api/stakeholders/:stakeholder': (company, rows) => ({
    company_id: company.id,
    type: 'HEADQUARTERS',
    name: `Renamed ${rows.stakeholder}`,
  }),
  'DELETE /api/stakeholders/:stakeholder': (company) => ({ company_id: company.id, type: 'HEADQUARTERS' }),
  'DELETE /api/stakeholders/bulk/destroy': (company, rows) => ({
    company_id: company.id,
    type: 'HEADQUARTERS',
    ids: [rows.stakeholder],
  }),
  'DELETE /api/companies/:company/users/:user': () => undefined,
  'GET /api/companies/:company/users/:user': () => undefined,
  'PUT /api/companies/:company/users/:user/assign-role': () => ({ role: 'administrator' }),
  'DELETE /api/companies/:company/invitations/:invitation': () => undefined,
  'DELETE /api/companies/:company/closed-periods/:closed_period': () => undefined,
};

/** The kind of row a bulk delete names by its `ids`: the row parameter of its area's routes. */
const BULK_KIND: Record<string, string> = {
  'emission-activities': 'emission_activity',
  'emission-sources': 'emission_source',
  'emission-indicators': 'emission_indicator',
  stakeholders: 'stakeholder',
};

const rowParams = (route: RouteEntry) =>
  [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!).filter((name) => name !== 'company');
const isBulk = (route: RouteEntry) => route.url.endsWith('/bulk/destroy');
const namesRow = (route: RouteEntry) => rowParams(route).length > 0 || isBulk(route);

/** The route called about `company`, naming the rows in `rows` (the rows of a delete's own area). */
function requestFor(route: RouteEntry, company: Company, rows: Rows) {
  const rule = route.access as Extract<Access, { kind: 'company' }>;
  let url = route.url.replace(':company', String(company.id));
  for (const name of rowParams(route)) url = url.replace(`:${name}`, String(rows[name]));
  const make = BODIES[`${route.method} ${route.url}`]!;
  let body = make(company, rows);
  if (rule.from === 'query') url += `?${rule.key}=${company.id}`;
  if (rule.from === 'body' && body && !(body instanceof FormData)) body = { ...body, [rule.key]: company.id };
  return call(route.method, url, company.admin, body);
}

async function snapshot(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of TENANT_TABLE_NAMES) {
    const result = await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    );
    hashes[table] = String((result as unknown as { rows: { h: string }[] }).rows[0]!.h);
  }
  return hashes;
}

describe('tenant isolation over the rows of every company route', () => {
  let a: Company;
  let b: Company;
  let rowsOfB: Rows;
  let routes: RouteEntry[];

  beforeAll(async () => {
    t = await startTestApp();
    stationary = await seededSource(t, 'stationary_combustion');
    operational = (await emissionSourceTypes(t)).operational.id;
    const [unit] = await t.database.db
      .execute<{ id: number }>(sql`select id from unit_measurements where code = 'gal_us'`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    gallons = unit!.id;
    const [indicator] = await t.database.db
      .execute<{ id: number }>(sql`select id from key_indicators order by id limit 1`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    keyIndicator = indicator!.id;
    a = await newCompany();
    b = await newCompany();
    rowsOfB = await rowsOf(b);
    routes = t.app.routeTable.filter((route) => route.access.kind === 'company' && namesRow(route));
  });
  afterAll(async () => t?.close());

  it('knows a valid call of every company route that names a row', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const uncovered = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !(name in BODIES));
    expect(uncovered).toEqual([]);
    const kinds = new Set(routes.flatMap(rowParams));
    expect([...kinds].filter((kind) => !(kind in rowsOfB))).toEqual([]);
    for (const route of routes.filter(isBulk)) expect(BULK_KIND[route.url.split('/')[2]!]).toBeDefined();
  });

  it('answers 404 for a row of another company asked through one’s own, and changes no table', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const own = await rowsOf(a);
      const probe = {
        ...rowsOfB,
        own_emission_source: own.emission_source!,
        own_stakeholder: own.stakeholder!,
      };
      const before = await snapshot();
      const res = await requestFor(route, a, probe);
      const after = await snapshot();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (res.status !== 404 || changed.length > 0)
        leaks.push(
          `${route.method} ${route.url} → ${res.status}${changed.length ? `, changed ${changed}` : ''}`,
        );

      // The same call with A's own row is not refused: the 404 above was about the row.
      const mine = { ...own, own_emission_source: own.emission_source!, own_stakeholder: own.stakeholder! };
      const control = await requestFor(route, a, mine);
      if (control.status === 404 || control.status === 422 || control.status >= 500)
        leaks.push(
          `${route.method} ${route.url} with A's own row → ${control.status}: ${await control.text()}`,
        );
    }
    expect(leaks).toEqual([]);
  });
});
