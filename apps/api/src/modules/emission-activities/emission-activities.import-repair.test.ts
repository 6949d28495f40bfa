import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEmissionActivityImportResult, ZLatestActivityImport } from '@huella/shared';
import { companyBurningDiesel, createStakeholder, signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { runPendingImports } from './emission-activities.import.ts';

// The rows of an import still to fix are kept on the server for the company: the activity list
// reopens them from any device, after a later import too, until they are saved or discarded.

describe('the rows of an activity import still to fix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  async function newCompany() {
    const { id, owner, dieselSource } = await companyBurningDiesel(t);
    const site = await createStakeholder(t, id, 'HEADQUARTERS', 'Planta Cali');
    await dieselSource('GEN-01', 'Planta eléctrica', site.id);
    return { id, headers: owner.headers };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  async function importRows(company: Company, lines: string[]) {
    const form = new FormData();
    const csv = `Fuente de emisión;Fecha;Consumo;Unidad de medida\n${lines.join('\n')}\n`;
    form.append('file', new Blob([Buffer.from(csv)]), 'actividades.csv');
    const res = await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: company.headers,
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await runPendingImports(t.app.ctx);
    return ZEmissionActivityImportResult.parse(await res.json()).import_id;
  }

  const toFix = async (company: Company) =>
    ZLatestActivityImport.parse(
      await (
        await t.request(`/api/emission-activities/imports/to-fix?company_id=${company.id}`, {
          headers: company.headers,
        })
      ).json(),
    );

  it('offers the latest import with rows to fix after a later clean import, counts them after each retry, and forgets them once discarded', async () => {
    const company = await newCompany();
    expect(await toFix(company)).toBeNull();
    const first = await importRows(company, [
      'GEN-01;2025-01-15;10;gal',
      'NO-EXISTE;2025-02-15;20;gal',
      'GEN-01;2025-03-15;;gal',
    ]);
    // A later import without failures does not hide the rows of the first.
    await importRows(company, ['GEN-01;2025-04-15;40;gal']);
    const pending = await toFix(company);
    expect(pending).toMatchObject({ import_id: first, saved: 1, failed: 2 });
    expect(pending!.errors.map((error) => [error.row, error.attribute])).toEqual([
      [3, 'emission_source'],
      [4, 'consumption'],
    ]);

    const retry = await t.request('/api/v1/emission-activities/retry', {
      method: 'POST',
      headers: company.headers,
      json: {
        company_id: company.id,
        import_id: first,
        data: [
          { row: 3, emission_source: 'GEN-01', date: '2025-02-15', consumption: 20, unit_measurement: 'gal' },
        ],
      },
    });
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await toFix(company)).toMatchObject({ import_id: first, saved: 2, failed: 1 });

    const discarded = await t.request(
      `/api/emission-activities/imports/${first}/failures?company_id=${company.id}`,
      { method: 'DELETE', headers: company.headers },
    );
    expect(discarded.status, await discarded.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await discarded.json())).toMatchObject({
      import_id: first,
      saved: 2,
      failed: 0,
      errors: [],
    });
    expect(await toFix(company)).toBeNull();
  });

  it('keeps the rows of another company’s import out of reach', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const imported = await importRows(company, ['NO-EXISTE;2025-02-15;20;gal']);
    const stranger = await signedInUser(t);
    const res = await t.request(
      `/api/emission-activities/imports/${imported}/failures?company_id=${company.id}`,
      { method: 'DELETE', headers: stranger.headers },
    );
    expect(res.status).toBe(404);
    const through = await t.request(
      `/api/emission-activities/imports/${imported}/failures?company_id=${other.id}`,
      { method: 'DELETE', headers: other.headers },
    );
    expect(through.status).toBe(404);
    expect(await toFix(company)).toMatchObject({ import_id: imported, failed: 1 });
    expect(await toFix(other)).toBeNull();
  });
});
