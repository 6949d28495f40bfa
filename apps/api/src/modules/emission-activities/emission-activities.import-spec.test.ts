import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZEmissionActivityImportResult, ZImportCreated } from '@huella/shared';
import { emission_activities } from '../../db/schema/index.ts';
import { companyBurningDiesel, createStakeholder, signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { runPendingImports } from './emission-activities.import.ts';

// A client written to the spec sends a company upload's `company_id` as a field of its form, and the
// activity rows (in a file or in a retry) under the spec's Spanish keys: both are read as the web's.

describe('the imports as the spec’s clients send them', () => {
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

  const csvFile = (text: string, name = 'actividades.csv') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(text)]), name);
    return form;
  };

  const activitiesOf = (companyId: number) =>
    t.database.db
      .select({ consumption: emission_activities.consumption, date: emission_activities.date })
      .from(emission_activities)
      .where(eq(emission_activities.company_id, companyId))
      .orderBy(emission_activities.date);

  it('imports activities with company_id in the form, the spec’s keys as headers and 41.000 read as in the Spanish form', async () => {
    const company = await newCompany();
    const form = csvFile(
      'recurso_de_emision;ruta;fecha;consumo;unidad;observaciones\n' +
        'GEN-01;;2025-01-15;41.000;gal;Enero\n' +
        'GEN-01;;2025-02-15;1.234,5;gal;Febrero\n' +
        'GEN-01;;2025-03-15;;gal;Marzo sin consumo\n',
    );
    form.append('company_id', String(company.id));
    const res = await t.request('/api/emission-activities/import', {
      method: 'POST',
      headers: { ...company.headers, 'accept-language': 'es' },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const queued = ZEmissionActivityImportResult.parse(await res.json());
    await runPendingImports(t.app.ctx);
    const ended = ZEmissionActivityImportResult.parse(
      await (
        await t.request(`/api/emission-activities/imports/${queued.import_id}?company_id=${company.id}`, {
          headers: company.headers,
        })
      ).json(),
    );
    expect(ended).toMatchObject({ state: 'done', saved: 2, failed: 1 });
    expect(ended.errors.map((error) => [error.row, error.attribute])).toEqual([[4, 'consumption']]);
    expect(await activitiesOf(company.id)).toEqual([
      { consumption: 41000, date: '2025-01-15' },
      { consumption: 1234.5, date: '2025-02-15' },
    ]);

    // The failing row, fixed and sent again under the spec's keys, as the spec sends it: no import
    // named, the row taken as one of the import that has rows to fix.
    const retry = await t.request('/api/v1/emission-activities/retry', {
      method: 'POST',
      headers: { ...company.headers, 'accept-language': 'es' },
      json: {
        company_id: company.id,
        data: {
          row: 4,
          recurso_de_emision: 'GEN-01',
          ruta: null,
          fecha: '2025-03-15',
          consumo: '2.500',
          unidad: 'gal',
          observaciones: 'Marzo corregido',
          sede: 'Planta Cali',
        },
      },
    });
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await retry.json())).toMatchObject({ saved: 1, failed: 0 });
    expect((await activitiesOf(company.id))[2]).toEqual({ consumption: 2500, date: '2025-03-15' });
    // The import has no row left to fix; the same row sent again is its latest ended import's,
    // already saved: skipped, never saved twice.
    const again = await t.request('/api/v1/emission-activities/retry', {
      method: 'POST',
      headers: company.headers,
      json: {
        company_id: company.id,
        data: [
          { row: 4, recurso_de_emision: 'GEN-01', fecha: '2025-03-15', consumo: '2.500', unidad: 'gal' },
        ],
      },
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(ZEmissionActivityImportResult.parse(await again.json())).toMatchObject({
      import_id: queued.import_id,
      saved: 0,
      skipped: 1,
      failed: 0,
    });
    expect(await activitiesOf(company.id)).toHaveLength(3);
  });

  it('refuses a retry naming no import when the company has no ended import, naming import_id', async () => {
    const company = await newCompany();
    const res = await t.request('/api/v1/emission-activities/retry', {
      method: 'POST',
      headers: { ...company.headers, 'accept-language': 'en' },
      json: {
        company_id: company.id,
        data: [{ row: 2, recurso_de_emision: 'GEN-01', fecha: '2025-03-15', consumo: '2500', unidad: 'gal' }],
      },
    });
    expect(res.status).toBe(422);
    expect(ZApiError.parse(await res.json()).errors).toEqual({
      import_id: [
        'The company has no ended import to send rows again to: import the file first or give import_id.',
      ],
    });
    expect(await activitiesOf(company.id)).toEqual([]);
  });

  it('reads an English file by the English form’s rule: 41,000 is forty-one thousand there', async () => {
    const company = await newCompany();
    const form = csvFile(
      'Emission source,Date,Consumption,Unit of measurement\nGEN-01,2025-01-15,"41,000",gal\n',
    );
    const res = await t.request(`/api/emission-activities/import?company_id=${company.id}`, {
      method: 'POST',
      headers: { ...company.headers, 'accept-language': 'en' },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await runPendingImports(t.app.ctx);
    expect(await activitiesOf(company.id)).toEqual([{ consumption: 41000, date: '2025-01-15' }]);
  });

  it('answers 422 naming company_id, in the request’s language, when neither the query nor the form names one', async () => {
    const company = await newCompany();
    for (const [lang, message] of [
      ['es', 'Este campo es obligatorio.'],
      ['en', 'This field is required.'],
    ] as const) {
      const res = await t.request('/api/emission-activities/import', {
        method: 'POST',
        headers: { ...company.headers, 'accept-language': lang },
        body: csvFile('Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-01-15;1;gal\n'),
      });
      expect(res.status).toBe(422);
      expect(ZApiError.parse(await res.json()).errors).toEqual({ company_id: [message] });
    }
    expect(await activitiesOf(company.id)).toEqual([]);
  });

  it('answers 404 to a form naming a company the caller is not in, and 422 to one naming no id', async () => {
    const company = await newCompany();
    const stranger = await signedInUser(t);
    const form = csvFile('Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-01-15;1;gal\n');
    form.append('company_id', String(company.id));
    const res = await t.request('/api/emission-activities/import', {
      method: 'POST',
      headers: stranger.headers,
      body: form,
    });
    expect(res.status).toBe(404);
    const wrong = csvFile('Fuente de emisión;Fecha;Consumo;Unidad de medida\nGEN-01;2025-01-15;1;gal\n');
    wrong.append('company_id', 'doce');
    const refused = await t.request('/api/emission-activities/import', {
      method: 'POST',
      headers: company.headers,
      body: wrong,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(ZApiError.parse(await refused.json()).errors ?? {})).toEqual(['company_id']);
    expect(await activitiesOf(company.id)).toEqual([]);
  });

  it('takes company_id in the form on the stakeholder, emission-source and indicator imports too', async () => {
    const company = await newCompany();
    const form = csvFile('Nombre;Descripción\nCliente Uno;Un cliente\n', 'clientes.csv');
    form.append('company_id', String(company.id));
    form.append('type', 'CLIENTS');
    const res = await t.request('/api/stakeholders/import', {
      method: 'POST',
      headers: company.headers,
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ZImportCreated.parse(await res.json())).toEqual({ created: 1, skipped: 0 });

    for (const path of ['/api/emission-sources/import', '/api/emission-indicators/import']) {
      const missing = await t.request(path, {
        method: 'POST',
        headers: { ...company.headers, 'accept-language': 'en' },
        body: csvFile('a;b\n1;2\n'),
      });
      expect(missing.status, path).toBe(422);
      expect(ZApiError.parse(await missing.json()).errors?.company_id, path).toEqual([
        'This field is required.',
      ]);
    }
  });
});
