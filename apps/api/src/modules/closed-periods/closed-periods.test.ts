import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listEnvelope,
  ZApiError,
  ZAuditEntry,
  ZCatalogueVersions,
  ZClosedPeriod,
  ZClosedPeriods,
  ZDashboard,
  ZEmissionActivity,
  ZEmissionActivityImportResult,
  type TClosedPeriod,
} from '@huella/shared';
import { emission_factors, gas_emissions, unit_measurements } from '../../db/schema/index.ts';
import {
  addCompanySources,
  addMember,
  createCompany,
  createEmissionSource,
  createGas,
  createStakeholder,
  emissionSourceTypes,
  seededSource,
  setPlan,
  signedInUser,
  succeed,
} from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { recomputePendingEmissions } from '../emissions/emissions.service.ts';
import { runPendingImports } from '../emission-activities/emission-activities.import.ts';

// A closed inventory year (DESIGN §4), over HTTP: with 2024 closed, a GWP change restates 2025 but
// not 2024 (it records what it would have made of it), a write into 2024 answers 409 naming the
// period, and reopening 2024 applies the change; each step is in the audit log.

type Headers = Record<string, string>;
let t: TestApp;
let superAdmin: Headers;
let admin: Headers;
let member: Headers;
let companyId: number;
let gasId: number;
let itemId: number;
let litre: number;
const activity: Record<'y2024' | 'y2025', number> = { y2024: 0, y2025: 0 };

// One gas of GWP 10, one factor of 1 kg of it per litre (±5 %): 100 L on 2024-06-01 and 100 L on
// 2025-06-01 are 1 t CO2e each. The GWP goes to 20: 2025 becomes 2 t, 2024 stays 1 t while closed.
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  superAdmin = (await signedInUser(t, { role: 'super-admin' })).headers;
  const { operational } = await emissionSourceTypes(t);
  const stationary = await seededSource(t, 'stationary_combustion');
  litre = (await db.select().from(unit_measurements)).find((unit) => unit.code === 'L')!.id;
  gasId = await createGas(t, superAdmin, 'Gas de cierre', 10);
  const [factor] = await db
    .insert(emission_factors)
    .values({ name: 'Combustible (cierre)', source_id: stationary.id })
    .returning();
  await db.insert(gas_emissions).values({
    factor_id: factor!.id,
    gas_id: gasId,
    unit_measurement_id: litre,
    type_id: operational.id,
    value: 1,
    uncertainty: 5,
    date_start: '2023-01-01',
    date_end: '2099-12-31',
    fountain: 'Prueba',
    reference: 'Cierre 2024',
  });
  const owner = await signedInUser(t);
  companyId = (await createCompany(t, owner.user)).id;
  admin = owner.headers;
  await setPlan(t, companyId, 'LARGE');
  const colleague = await signedInUser(t);
  await addMember(t, companyId, colleague.user, 'member');
  member = colleague.headers;
  await addCompanySources(t, companyId, [stationary.id]);
  const site = await createStakeholder(t, companyId, 'HEADQUARTERS', 'Planta');
  itemId = (
    await createEmissionSource(t, companyId, {
      code: 'CAL-1',
      name: 'Caldera',
      type_id: operational.id,
      source_id: stationary.id,
      emission_factor_id: factor!.id,
      headquarter_id: site.id,
    })
  ).id;
  for (const [key, date] of [
    ['y2024', '2024-06-01'],
    ['y2025', '2025-06-01'],
  ] as const)
    activity[key] = ZEmissionActivity.parse(
      await succeed(t, 'POST', '/emission-activities', member, body(date)),
    ).id;
});
afterAll(async () => t?.close());

function body(date: string, consumption = 100) {
  return {
    company_id: companyId,
    date,
    consumption,
    by_emission_source: true,
    emission_source_id: itemId,
    unit_measurement_id: litre,
  };
}

async function footprint(year: number) {
  const query = new URLSearchParams({
    company_id: String(companyId),
    date_from: `${year}-01-01`,
    date_to: `${year}-12-31`,
  });
  return ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${query}`, member));
}

const call = (method: string, path: string, headers: Headers, json?: object, lang = 'es') =>
  t.request(`/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, json });

async function auditOf(entity: string) {
  const query = new URLSearchParams({ company_id: String(companyId), entity, per_page: '100' });
  return listEnvelope(ZAuditEntry).parse(await succeed(t, 'GET', `/audit?${query}`, superAdmin)).data;
}

describe('a closed inventory year', () => {
  let closed: TClosedPeriod;

  it('is closed by an administrator, not by a member, and never twice over the same days', async () => {
    const refused = await call('POST', `/companies/${companyId}/closed-periods`, member, {
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
    expect(refused.status).toBe(403);
    const res = await call('POST', `/companies/${companyId}/closed-periods`, admin, {
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
    expect(res.status).toBe(201);
    closed = ZClosedPeriod.parse(await res.json());
    expect(closed).toMatchObject({ date_from: '2024-01-01', date_to: '2024-12-31', holds: [] });
    expect(closed.closed_by).toEqual(expect.any(String));
    const overlapping = await call(
      'POST',
      `/companies/${companyId}/closed-periods`,
      admin,
      { date_from: '2024-12-01', date_to: '2025-01-31' },
      'en',
    );
    expect(overlapping.status).toBe(422);
    expect(ZApiError.parse(await overlapping.json()).errors).toEqual({
      date_from: ['The period overlaps the closed period from Jan 1, 2024 to Dec 31, 2024.'],
    });
    const board = await footprint(2024);
    expect(board.closed.state).toBe('closed');
    expect(board.closed.periods).toEqual([
      expect.objectContaining({ id: closed.id, closed_by: closed.closed_by }),
    ]);
    expect((await footprint(2025)).closed).toEqual({ state: 'open', periods: [] });
  });

  it('refuses every write of its activities with 409 naming the period, in the caller’s language', async () => {
    const message = (lang: string) =>
      lang === 'es'
        ? 'El periodo del 1 ene 2024 al 31 dic 2024 está cerrado: sus actividades no se pueden crear, cambiar, borrar ni importar. Un administrador puede reabrirlo en Configuración.'
        : 'The period from Jan 1, 2024 to Dec 31, 2024 is closed: its activities cannot be created, changed, deleted or imported. An administrator can reopen it in Settings.';
    const refusedWith = async (res: Response, lang: string) => {
      expect(res.status, await res.clone().text()).toBe(409);
      expect(ZApiError.parse(await res.json()).message).toBe(message(lang));
    };
    await refusedWith(await call('POST', '/emission-activities', member, body('2024-03-01')), 'es');
    await refusedWith(
      await call('PUT', `/emission-activities/${activity.y2024}`, member, body('2024-06-01', 50), 'en'),
      'en',
    );
    // Moving a 2025 activity into 2024, or a 2024 one out of it, changes the closed year too.
    await refusedWith(
      await call('PUT', `/emission-activities/${activity.y2025}`, member, body('2024-06-02')),
      'es',
    );
    await refusedWith(
      await call('PUT', `/emission-activities/${activity.y2024}`, member, body('2025-06-02')),
      'es',
    );
    await refusedWith(
      await call('DELETE', '/emission-activities/bulk/destroy', member, {
        company_id: companyId,
        ids: [activity.y2025, activity.y2024],
      }),
      'es',
    );
    // An imported row of the closed year fails, naming the period; sent again, it fails again.
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Fuente de emisión;Fecha;Consumo;Unidad de medida\nCAL-1;2024-02-01;5;L\n']),
      'cerrado.csv',
    );
    const uploaded = await t.request(`/api/emission-activities/import?company_id=${companyId}`, {
      method: 'POST',
      headers: member,
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const queued = ZEmissionActivityImportResult.parse(await uploaded.json());
    await runPendingImports(t.app.ctx);
    const retried = await call('POST', '/v1/emission-activities/retry', member, {
      company_id: companyId,
      import_id: queued.import_id,
      data: [
        { row: 2, emission_source: 'CAL-1', date: '2024-02-01', consumption: '5', unit_measurement: 'L' },
      ],
    });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await retried.json())).toMatchObject({
      saved: 0,
      failed: 1,
      errors: [{ row: 2, attribute: 'date', errors: [message('es')] }],
    });
    // Nothing of it was written: 2024 and 2025 hold one activity each, as before.
    expect((await footprint(2024)).totals).toMatchObject({ carbon_footprint: 1, activities: 1 });
    expect((await footprint(2025)).totals).toMatchObject({ carbon_footprint: 1, activities: 1 });
    // 2025 stays open.
    await succeed(t, 'PUT', `/emission-activities/${activity.y2025}`, member, body('2025-06-01'));
  });

  it('is not restated by a GWP change, which restates 2025 and records what it would have made of 2024', async () => {
    await succeed(t, 'PUT', `/gases/${gasId}`, superAdmin, {
      name: 'Gas de cierre',
      formula: null,
      pc: 20,
      description: null,
    });
    await recomputePendingEmissions(t.app.ctx);
    // The GWP replaced is kept as the gas's earlier version, with who replaced it.
    const versions = ZCatalogueVersions.parse(await succeed(t, 'GET', `/gases/${gasId}/versions`, member));
    expect(versions.map((v) => [v.version, v.values.pc, v.action])).toEqual([
      [2, 20, null],
      [1, 10, 'update'],
    ]);
    expect((await footprint(2025)).totals.carbon_footprint).toBe(2);
    expect((await footprint(2024)).totals.carbon_footprint).toBe(1);
    const [period] = ZClosedPeriods.parse(
      await succeed(t, 'GET', `/companies/${companyId}/closed-periods`, admin),
    );
    expect(period!.holds).toEqual([
      expect.objectContaining({ kind: 'gas.pc_changed', activities: 1, stored: 1, fresh: 2 }),
    ]);
    const recompute = await auditOf('emission-activities.recompute');
    expect(recompute[0]!.changes).toEqual(['gas.pc_changed', 'recomputed:1', 'flagged:0', 'held:1']);
    // The reconciliation sees no mismatch: the closed year keeps its reported figures on purpose.
    const reconcile = (await succeed(t, 'GET', '/emissions/reconcile', superAdmin)) as {
      mismatches: { company_id: number }[];
    };
    expect(reconcile.mismatches.filter((row) => row.company_id === companyId)).toEqual([]);
  });

  it('is reopened by an administrator, audited, after which the held change applies', async () => {
    expect((await call('DELETE', `/companies/${companyId}/closed-periods/${closed.id}`, member)).status).toBe(
      403,
    );
    expect((await call('DELETE', `/companies/${companyId}/closed-periods/${closed.id}`, admin)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/companies/${companyId}/closed-periods/${closed.id}`, admin)).status).toBe(
      404,
    );
    await recomputePendingEmissions(t.app.ctx);
    expect((await footprint(2024)).totals.carbon_footprint).toBe(2);
    expect((await footprint(2024)).closed.state).toBe('open');
    const steps = await auditOf('companies.closed-periods');
    expect(steps.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    const recompute = await auditOf('emission-activities.recompute');
    expect(recompute[0]!.changes).toEqual(['period.reopened', 'recomputed:1', 'flagged:0']);
    // Writable again.
    await succeed(t, 'PUT', `/emission-activities/${activity.y2024}`, member, body('2024-06-01'));
  });

  it('marks a dashboard period that mixes closed and open months', async () => {
    await succeed(t, 'POST', `/companies/${companyId}/closed-periods`, admin, {
      date_from: '2024-01-01',
      date_to: '2024-12-31',
    });
    const query = new URLSearchParams({
      company_id: String(companyId),
      date_from: '2024-07-01',
      date_to: '2025-06-30',
    });
    const board = ZDashboard.parse(await succeed(t, 'GET', `/dashboard?${query}`, member));
    expect(board.closed.state).toBe('mixed');
  });
});
