import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createCompanyOwner, expect, signInThroughApi, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    title: 'Actividades',
    filters: /Filtros/,
    export: 'Exportar',
    csv: 'CSV (separado por ;)',
    xlsx: 'Libro de Excel (.xlsx)',
    sheet: 'Actividades',
    header: ['Fuente de emisión', 'Factor de emisión', 'Fecha', 'Consumo'],
    /** The consumptions of the filtered rows, most first, as the CSV writes them. */
    csvConsumptions: ['1234,5', '300'],
  },
  en: {
    title: 'Activities',
    filters: /Filters/,
    export: 'Export',
    csv: 'CSV (; separated)',
    xlsx: 'Excel workbook (.xlsx)',
    sheet: 'Activities',
    header: ['Emission source', 'Emission factor', 'Date', 'Consumption'],
    csvConsumptions: ['1234.5', '300'],
  },
} as const;

const DIESEL = 'Diésel / fuel oil destilado n.º 2, combustión estacionaria (EPA)';

type TNamed = { id: number; name: string };

/**
 * A company whose activities are three of one client and two of none, on diesel: the list filtered
 * by the client holds three, the export of it those three only.
 */
async function createActivities(request: APIRequestContext, prefix: string) {
  const owner = await createCompanyOwner(request, prefix);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const found = await request.get('/api/factors', { headers, params: { search: DIESEL, per_page: 100 } });
  const diesel = ((await found.json()) as { data: (TNamed & { source_id: number })[] }).data.find(
    (row) => row.name === DIESEL,
  )!;
  expect(diesel, 'the seeded diesel factor').toBeTruthy();
  const chosen = await request.post(`/api/companies/${owner.companyId}/sources`, {
    headers,
    data: { sources: [diesel.source_id] },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const client = await request.post('/api/stakeholders', {
    headers,
    data: { company_id: owner.companyId, type: 'CLIENTS', name: 'Cliente Exportado', description: null },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as TNamed).id;
  const types = await request.get('/api/types/emission_source', { headers });
  const operational = ((await types.json()) as { data: (TNamed & { code: string })[] }).data.find(
    (type) => type.code === 'operational',
  )!;
  const units = await request.get('/api/unit-measurements', { headers, params: { per_page: 100 } });
  const gallons = ((await units.json()) as { data: { id: number; code: string | null }[] }).data.find(
    (row) => row.code === 'gal_us',
  )!;
  const rows: [string, number, number | null][] = [
    ['2024-01-10', 100, null],
    ['2024-02-10', 1234.5, clientId],
    ['2024-03-10', 300, clientId],
    ['2024-04-10', 77, clientId],
    ['2024-05-10', 999, null],
  ];
  for (const [date, consumption, client_id] of rows) {
    const created = await request.post('/api/emission-activities', {
      headers,
      data: {
        company_id: owner.companyId,
        date,
        consumption,
        by_emission_source: false,
        emission_factor_id: diesel.id,
        type_id: operational.id,
        unit_measurement_id: gallons.id,
        client_id,
        description: date === '2024-04-10' ? 'Fuera de la búsqueda' : 'Caldera principal',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { ...owner, clientId };
}

async function exportAs(page: Page, text: (typeof TEXT)[TLang], item: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.export, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return download;
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const text = TEXT[lang];

  test.describe(`exports (${lang})`, () => {
    test.use({ lang });

    test('the filtered, searched and sorted activity list exports only its rows, as CSV and as Excel', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createActivities(request, `exports-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      // A company without headquarters yet starts on its settings' first steps.
      await expect(page).toHaveURL(/\/(dashboard|settings)$/);
      // The list as a user leaves it: one client, a search, the largest consumption first.
      await page.goto(
        `/emission-activities?client_id=${owner.clientId}&search=caldera&sort=consumption&order=desc`,
      );
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const table = page.getByRole('table', { name: text.title });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(page.getByRole('button', { name: text.filters })).toContainText('1');

      const csv = await exportAs(page, text, text.csv);
      expect(csv.suggestedFilename()).toBe('emission_activities.csv');
      const bytes = await readFile(await csv.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]!.split(';').slice(0, 4)).toEqual(text.header);
      expect(lines.slice(1, -1).map((line) => line.split(';').slice(2, 4))).toEqual([
        ['2024-02-10', text.csvConsumptions[0]],
        ['2024-03-10', text.csvConsumptions[1]],
      ]);

      const xlsx = await exportAs(page, text, text.xlsx);
      expect(xlsx.suggestedFilename()).toBe('emission_activities.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await xlsx.path());
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe(text.sheet);
      expect(sheet.rowCount).toBe(3);
      expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(text.header);
      // Numbers are number cells and dates date cells, whatever Excel's language opens them.
      expect([sheet.getCell('D2').value, sheet.getCell('D3').value]).toEqual([1234.5, 300]);
      expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2024, 1, 10)));
      expect(sheet.getCell('C3').value).toEqual(new Date(Date.UTC(2024, 2, 10)));
    });
  });
}
