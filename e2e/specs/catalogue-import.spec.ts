import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, DEMO, expect, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    open: 'Importar',
    template: 'Descargar plantilla',
    file: 'Archivo xlsx',
    upload: 'Importar',
    failures: 'Filas con errores',
    done: '2 valores importados, 0 repetidos omitidos',
    operational: 'Operativa',
    unit: 'Unidad de medida',
    filename: (factor: number) => `valores-por-gas-factor-${factor}.xlsx`,
    headers: {
      gas: 'Gas',
      unit: 'Unidad de medida',
      type: 'Tipo',
      value: 'Valor',
      uncertainty: 'Incertidumbre (%)',
      start: 'Vigente desde',
      end: 'Vigente hasta',
      fountain: 'Fuente de publicación',
      reference: 'Referencia',
    },
  },
  en: {
    open: 'Import',
    template: 'Download template',
    file: 'xlsx file',
    upload: 'Import',
    failures: 'Rows with errors',
    done: '2 values imported, 0 repeated ones skipped',
    operational: 'Operational',
    unit: 'Unit of measurement',
    filename: (factor: number) => `gas-values-factor-${factor}.xlsx`,
    headers: {
      gas: 'Gas',
      unit: 'Unit of measurement',
      type: 'Type',
      value: 'Value',
      uncertainty: 'Uncertainty (%)',
      start: 'Valid from',
      end: 'Valid until',
      fountain: 'Published in',
      reference: 'Reference',
    },
  },
} as const;

type TRow = [gas: string, unit: string, type: string, value: number, start: Date, end: Date];

/**
 * Fills the downloaded template's first sheet from its second row on, finding each column by its
 * header in the screen's language, and saves it as `to`.
 */
async function fillTemplate(template: string, to: string, lang: TLang, rows: TRow[]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((cell) => String(cell ?? ''));
  const column = (name: keyof (typeof TEXT)[TLang]['headers']) => {
    const index = header.indexOf(TEXT[lang].headers[name]);
    expect(index, `template column ${TEXT[lang].headers[name]}`).toBeGreaterThan(0);
    return index;
  };
  rows.forEach(([gas, unit, type, value, start, end], i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(column('gas')).value = gas;
    row.getCell(column('unit')).value = unit;
    row.getCell(column('type')).value = type;
    row.getCell(column('value')).value = value;
    row.getCell(column('uncertainty')).value = 5;
    row.getCell(column('start')).value = start;
    row.getCell(column('end')).value = end;
    row.getCell(column('fountain')).value = 'IPCC 2006';
    row.getCell(column('reference')).value = 'Vol. 2';
    row.commit();
  });
  await book.xlsx.writeFile(to);
}

/** Picks `file` in the file chooser that `button` opens. */
async function chooseFile(button: Locator, file: string) {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`gas values import (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('a refused file lists its failing rows and writes nothing; the corrected file imports', async ({
      page,
      request,
    }, testInfo) => {
      const text = TEXT[lang];
      const token = await apiToken(request, DEMO.superAdmin);
      const headers = { Authorization: `Bearer ${token}` };
      const sources = await request.get('/api/sources', { headers, params: { per_page: 50 } });
      const source = ((await sources.json()) as { data: { id: number; name: string }[] }).data.find(
        (row) => row.name === 'Combustión estacionaria',
      );
      expect(source).toBeDefined();
      const created = await request.post('/api/emission-factors', {
        headers,
        data: {
          name: `Import e2e ${lang} ${Date.now().toString(36)}`,
          description: null,
          source_id: source!.id,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await page.goto(`/factors/${id}/gas-emissions`);
      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: text.template }).click();
      const template = testInfo.outputPath('template.xlsx');
      const downloaded = await download;
      expect(downloaded.suggestedFilename()).toBe(text.filename(id));
      await downloaded.saveAs(template);

      const start = new Date(Date.UTC(2024, 0, 1));
      const end = new Date(Date.UTC(2030, 11, 31));
      const bad = testInfo.outputPath('bad.xlsx');
      await fillTemplate(template, bad, lang, [
        ['CO2', 'L', text.operational, 2.3, start, end],
        ['Gas que no existe', 'L', text.operational, 1, start, end],
        ['CH4', 'Barril que no existe', text.operational, 1, start, end],
      ]);
      await chooseFile(dialog.getByRole('button', { name: text.file }), bad);
      await dialog.getByRole('button', { name: text.upload, exact: true }).click();
      const failures = dialog.getByRole('table', { name: text.failures });
      await expect(failures).toBeVisible();
      // Each failure names its row, its column as the template's header says it, and the value.
      const failing = failures.locator('tbody tr');
      await expect(failing).toHaveCount(2);
      await expect(failing.nth(0).getByRole('cell')).toHaveText(['3', 'Gas', 'Gas que no existe', /.+/]);
      await expect(failing.nth(1).getByRole('cell')).toHaveText([
        '4',
        text.unit,
        'Barril que no existe',
        /.+/,
      ]);
      const untouched = await request.get(`/api/factors/${id}/gases`, { headers });
      expect(((await untouched.json()) as { data: unknown[] }).data).toHaveLength(0);

      const good = testInfo.outputPath('good.xlsx');
      await fillTemplate(template, good, lang, [
        ['CO2', 'L', text.operational, 2.3, start, end],
        ['CH4', 'L', text.operational, 0.0001, start, end],
      ]);
      await chooseFile(dialog.getByRole('button', { name: new RegExp(text.file) }), good);
      await dialog.getByRole('button', { name: text.upload, exact: true }).click();
      await expect(page.getByText(text.done)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('tbody tr')).toHaveCount(2);
      await expect(page.getByRole('cell', { name: 'CO2', exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'CH4', exact: true })).toBeVisible();
    });
  });
}
