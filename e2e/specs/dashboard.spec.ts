import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expect, test, type TLang } from './fixtures.ts';
import { opensInLightMode, seriousViolationsInBothSchemes } from './axe.ts';

// The dashboard and a source's page on the demo company (three years of activities), as its
// administrator sees them: in Spanish and English, under a changed filter kept across a reload,
// with their CSV files, in dark mode, on a phone, and without serious accessibility findings.

const TEXT = {
  es: {
    title: 'Panel de emisiones',
    menu: 'Panel',
    cards: ['Huella de carbono', 'Huella evitada', 'Huella operativa', 'Huella incorporada'],
    charts: [
      'Distribución por categoría de fuente',
      'Distribución por categoría ISO 14064-1',
      'Distribución según el Protocolo GHG',
      'Emisiones totales por mes',
      'Emisiones por categoría de fuente y mes',
      'Composición de la huella por gas',
    ],
    summary: 'Resumen por categoría de fuente',
    filters: 'Filtros',
    filtersTitle: 'Filtros del panel',
    sources: 'Categorías de fuentes de emisión',
    fromYear: 'Desde el año',
    toYear: 'Hasta el año',
    apply: 'Aplicar',
    reset: 'Restablecer',
    period: (year: number) => `Del 1 ene ${year} al 31 dic ${year}`,
    csv: (chart: string) => `Descargar: ${chart}`,
    bySourceHeader: 'Categoría de fuente;Huella (tCO2e);Participación (%);Incertidumbre (%);Alcance',
    decimal: /;\d+,\d+;/,
    detail: /^Ver el detalle de /,
    back: 'Volver al panel',
    sourceCards: ['Huella de carbono', 'Huella evitada', 'Consumo', 'Actividades'],
    byResource: 'Huella por fuente de emisión',
    gases: 'Huella por gas',
    itemsTable: 'Fuentes de emisión de la categoría',
    activeFilters: /filtros? activos?/,
    working: 'Cómo se calculó',
    workingOf: (figure: string) => `Cómo se calculó: ${figure}`,
    workingDownload: 'Descargar el cálculo',
    csvFile: 'CSV (separado por ;)',
    xlsxFile: 'Libro de Excel (.xlsx)',
    workingHeader: 'Fila;Línea;Recurso de emisión;Fuente de emisión;Factor;Gas',
    lines: 'Líneas del cálculo',
    showActivities: /^Ver \d+ actividad/,
    report: 'Informe PDF',
    reportTitle: 'Informe de inventario',
    income: 'Ingreso neto del periodo',
    incomeValue: '2.500.000.000',
    make: 'Generar el PDF',
    incomeInvalid: 'Escribe unos ingresos netos válidos: un número mayor que 0.',
  },
  en: {
    title: 'Emissions dashboard',
    menu: 'Dashboard',
    cards: ['Carbon footprint', 'Avoided footprint', 'Operational footprint', 'Embedded footprint'],
    charts: [
      'Distribution by source category',
      'Distribution by ISO 14064-1 category',
      'Distribution by the GHG Protocol',
      'Total emissions by month',
      'Emissions by source category and month',
      'Footprint composition by gas',
    ],
    summary: 'Summary by source category',
    filters: 'Filters',
    filtersTitle: 'Dashboard filters',
    sources: 'Emission-source categories',
    fromYear: 'From year',
    toYear: 'To year',
    apply: 'Apply',
    reset: 'Reset',
    period: (year: number) => `Jan 1, ${year} to Dec 31, ${year}`,
    csv: (chart: string) => `Download: ${chart}`,
    bySourceHeader: 'Source category;Footprint (tCO2e);Share (%);Uncertainty (%);Scope',
    decimal: /;\d+\.\d+;/,
    detail: /^Show the detail of /,
    back: 'Back to the dashboard',
    sourceCards: ['Carbon footprint', 'Avoided footprint', 'Consumption', 'Activities'],
    byResource: 'Footprint by emission source',
    gases: 'Footprint by gas',
    itemsTable: 'Emission sources of the category',
    activeFilters: /active filters?/,
    working: 'How this was calculated',
    workingOf: (figure: string) => `How this was calculated: ${figure}`,
    workingDownload: 'Download the calculation',
    csvFile: 'CSV (; separated)',
    xlsxFile: 'Excel workbook (.xlsx)',
    workingHeader: 'Row;Line;Emission resource;Emission source;Factor;Gas',
    lines: 'Lines of the calculation',
    showActivities: /^Show \d+ activit/,
    report: 'PDF report',
    reportTitle: 'Inventory report',
    income: 'Net income of the period',
    incomeValue: '2,500,000,000',
    make: 'Make the PDF',
    incomeInvalid: 'Enter a valid net income: a number greater than 0.',
  },
} as const;

/** The figures of the demo company take a moment the first time: a dashboard's first load. */
const FIRST_LOAD = { timeout: 30_000 };

/** The administrator enters the demo company, which opens on its dashboard. */
async function openDashboard(page: Page) {
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function downloadText(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

async function pickYear(page: Page, label: string, year: number) {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: String(year), exact: true }).click();
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];

  test.describe(`dashboard (${lang})`, () => {
    test.use({ signedInAs: DEMO.admin, lang });

    test('shows every card and chart of the demo company, and the summary opens a source’s page', async ({
      page,
    }) => {
      test.slow();
      await openDashboard(page);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(
        page.locator('#app-sidebar').getByRole('link', { name: t.menu, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      for (const name of t.cards) await expect(card(page, name)).toContainText('tCO2e', FIRST_LOAD);
      await expect(card(page, t.cards[0])).toContainText(/±\d/);
      for (const chart of t.charts) {
        const region = page.getByRole('region', { name: chart });
        await expect(region.locator('svg.recharts-surface').first()).toBeVisible(FIRST_LOAD);
      }
      const summary = page.getByRole('table', { name: t.summary });
      await expect(summary.getByRole('row')).not.toHaveCount(1);

      const detail = summary.getByRole('link', { name: t.detail }).first();
      const name = ((await detail.getAttribute('aria-label')) ?? '').replace(t.detail, '');
      await detail.click();
      await expect(page).toHaveURL(/\/dashboard\/source\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      for (const label of t.sourceCards) await expect(card(page, label)).toBeVisible(FIRST_LOAD);
      await expect(card(page, t.sourceCards[2])).toContainText(/\d/);
      await expect(
        page.getByRole('region', { name: t.byResource }).locator('svg.recharts-surface').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: t.gases }).getByRole('group').first()).toContainText(
        'tCO2e',
      );
      await expect(page.getByRole('table', { name: t.itemsTable }).getByRole('row')).not.toHaveCount(1);

      // The inventory items' file: resource;carbon_footprint, two decimals.
      await page.getByRole('button', { name: t.csv(t.byResource) }).click();
      const csv = await downloadText(page, page.getByRole('menuitem', { name: t.csvFile }));
      expect(csv.name).toBe('carbon-footprint-by-resource.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.text.slice(1).split('\r\n');
      expect(lines[0]).toBe('resource;carbon_footprint');
      expect(lines[1]).toMatch(lang === 'es' ? /;\d+,\d{2}$/ : /;\d+\.\d{2}$/);

      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('a narrower filter changes the figures, is counted on its button and survives a reload', async ({
      page,
    }) => {
      test.slow();
      await openDashboard(page);
      const footprint = card(page, t.cards[0]);
      await expect(footprint).toContainText('tCO2e', FIRST_LOAD);
      const before = await footprint.textContent();

      // One year: 2025.
      await page.getByRole('button', { name: new RegExp(`^${t.filters}`) }).click();
      const dialog = page.getByRole('dialog', { name: t.filtersTitle });
      await pickYear(page, t.fromYear, 2025);
      await pickYear(page, t.toYear, 2025);
      await expect(dialog.getByTestId('filter-period')).toContainText(t.period(2025), { ignoreCase: true });
      await dialog.getByRole('button', { name: t.apply }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('dashboard-period')).toHaveText(t.period(2025));
      await expect(footprint).not.toHaveText(before ?? '', FIRST_LOAD);
      await expect(footprint).toContainText('tCO2e');
      const oneYear = await footprint.textContent();
      await expect(page.getByRole('button', { name: new RegExp(`^${t.filters}`) })).toContainText('1');

      await page.reload();
      await expect(page.getByTestId('dashboard-period')).toHaveText(t.period(2025));
      await expect(footprint).toHaveText(oneYear ?? '', FIRST_LOAD);

      // Back to the defaults.
      await page.getByRole('button', { name: new RegExp(`^${t.filters}`) }).click();
      await dialog.getByRole('button', { name: t.reset }).click();
      await dialog.getByRole('button', { name: t.apply }).click();
      await expect(footprint).toHaveText(before ?? '', FIRST_LOAD);
    });

    test('downloads the distribution by source as a ;-separated CSV with a byte-order mark and as an Excel workbook, in the reader’s language', async ({
      page,
    }) => {
      await openDashboard(page);
      const chart = t.charts[0];
      const button = page.getByRole('region', { name: chart }).getByRole('button', { name: t.csv(chart) });
      await expect(button).toBeVisible(FIRST_LOAD);
      await button.click();
      const csv = await downloadText(page, page.getByRole('menuitem', { name: t.csvFile }));
      expect(csv.name).toBe('carbon-distribution-by-source.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.text.slice(1).split('\r\n');
      expect(lines[0]).toBe(t.bySourceHeader);
      expect(lines.length).toBeGreaterThan(2);
      expect(lines[1]!.split(';')).toHaveLength(5);
      expect(lines[1]).toMatch(t.decimal);

      // The same table as an Excel workbook: the headers in the reader's language, figures as numbers.
      await button.click();
      const xlsx = await downloadText(page, page.getByRole('menuitem', { name: t.xlsxFile }));
      expect(xlsx.name).toBe('carbon-distribution-by-source.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe(chart.slice(0, 31));
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(t.bySourceHeader.split(';'));
      expect(sheet.rowCount).toBe(lines.filter(Boolean).length);
      expect(typeof sheet.getCell('B2').value).toBe('number');
    });

    test('shows how a figure was calculated, from a summary row and from a donut slice, and downloads it as CSV and as Excel', async ({
      page,
    }) => {
      test.slow();
      await openDashboard(page);
      const summary = page.getByRole('table', { name: t.summary });
      const row = summary.getByRole('row').nth(1);
      await expect(row).toBeVisible(FIRST_LOAD);
      const source = (await row.getByRole('rowheader').textContent())!.trim();
      const footprint = (await row.getByRole('cell').first().textContent())!.trim();
      await row.getByRole('button', { name: t.workingOf(source) }).click();
      const drawer = page.getByRole('dialog', { name: new RegExp(t.working) });
      await expect(drawer).toContainText(source);
      // The row's figure (2 decimals) begins the working's.
      await expect(drawer.getByTestId('working-figure')).toContainText(`${footprint} tCO2e`, FIRST_LOAD);
      const lines = drawer.getByRole('table', { name: t.lines });
      await expect(lines.getByRole('row')).not.toHaveCount(1);
      await lines.getByRole('button', { name: t.showActivities }).first().click();
      await expect(lines.getByRole('row').filter({ hasText: /\d{4}/ }).first()).toBeVisible();

      await drawer.getByRole('button', { name: t.workingDownload }).click();
      const csv = await downloadText(page, page.getByRole('menuitem', { name: t.csvFile }));
      expect(csv.name).toMatch(/^working-source-\d+\.csv$/);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csvLines = csv.text.slice(1).split('\r\n');
      expect(csvLines[0]!.startsWith(t.workingHeader)).toBe(true);
      expect(csvLines.length).toBeGreaterThan(3);
      await drawer.getByRole('button', { name: t.workingDownload }).click();
      const xlsx = await downloadText(page, page.getByRole('menuitem', { name: t.xlsxFile }));
      expect(xlsx.name).toMatch(/^working-source-\d+\.xlsx$/);
      // A zip: the workbook's first bytes.
      expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // A slice of the ISO 14064-1 donut.
      // The donut's ring (180 px across, 26 px thick) at its top: whichever slice lies there.
      const donut = page.getByRole('region', { name: t.charts[1] }).locator('svg.recharts-surface').first();
      await donut.scrollIntoViewIfNeeded();
      const box = (await donut.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 77);
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('working-figure')).toContainText('tCO2e', FIRST_LOAD);
      await expect(drawer.getByRole('table', { name: t.lines }).getByRole('row')).not.toHaveCount(1);
    });

    test('makes the inventory report from the dashboard once a valid net income is typed', async ({
      page,
    }) => {
      test.slow();
      await openDashboard(page);
      await expect(card(page, t.cards[0])).toContainText('tCO2e', FIRST_LOAD);
      await page.getByRole('button', { name: t.report }).click();
      const dialog = page.getByRole('dialog', { name: t.reportTitle });
      const income = dialog.getByRole('textbox', { name: t.income });
      await income.fill('0');
      await dialog.getByRole('button', { name: t.make }).click();
      await expect(dialog.getByText(t.incomeInvalid)).toBeVisible();
      await income.fill(t.incomeValue);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t.make }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(dialog).toBeHidden();
    });
  });
}

test.describe('dashboard, one source only', () => {
  test.use({ signedInAs: DEMO.admin });

  test('the dashboard shows only the source kept in its filter', async ({ page }) => {
    test.slow();
    await openDashboard(page);
    const summary = page.getByRole('table', { name: TEXT.es.summary });
    await expect(summary.getByRole('link', { name: TEXT.es.detail }).first()).toBeVisible(FIRST_LOAD);
    const rows = await summary.getByRole('link', { name: TEXT.es.detail }).count();
    expect(rows).toBeGreaterThan(1);
    const kept = (
      (await summary.getByRole('link', { name: TEXT.es.detail }).first().getAttribute('aria-label')) ?? ''
    ).replace(TEXT.es.detail, '');

    await page.getByRole('button', { name: /^Filtros/ }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.es.filtersTitle });
    // Every other source is left out by choosing it again in the list.
    await dialog.getByRole('combobox', { name: TEXT.es.sources }).click();
    const options = page.getByRole('option');
    for (const option of await options.all()) {
      if ((await option.textContent())?.trim() !== kept) await option.click();
    }
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: TEXT.es.apply }).click();
    await expect(dialog).toBeHidden();
    await expect(summary.getByRole('link', { name: TEXT.es.detail })).toHaveCount(1, FIRST_LOAD);
    await expect(summary.getByRole('link', { name: `Ver el detalle de ${kept}` })).toBeVisible();
    await page.reload();
    await expect(summary.getByRole('link', { name: TEXT.es.detail })).toHaveCount(1, FIRST_LOAD);
  });
});

test.describe('dashboard on a phone', () => {
  test.use({ signedInAs: DEMO.admin, viewport: { width: 390, height: 844 } });

  test('cards stack, charts take the whole width, the summary scrolls within its card', async ({ page }) => {
    test.slow();
    await openDashboard(page);
    const cards = TEXT.es.cards.map((name) => card(page, name));
    await expect(cards[0]!).toContainText('tCO2e', FIRST_LOAD);
    const boxes = await Promise.all(cards.map((one) => one.boundingBox()));
    for (const box of boxes) {
      expect(box!.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(box!.width).toBeGreaterThan(300);
    }
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    const chart = page.getByRole('region', { name: TEXT.es.charts[3] });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible(FIRST_LOAD);
    expect((await chart.boundingBox())!.width).toBeGreaterThan(340);
    // The page never scrolls sideways; the table does, inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const table = page.getByRole('table', { name: TEXT.es.summary });
    expect((await table.boundingBox())!.width).toBeGreaterThan(390);
  });
});

test.describe('dashboard accessibility (light and dark mode)', () => {
  test.use({ signedInAs: DEMO.admin });
  test.beforeEach(({ page }) => opensInLightMode(page));

  test('the dashboard, its filter dialog and a source’s page have no serious or critical axe violations', async ({
    page,
  }) => {
    // Four screens, each checked in light and in dark mode.
    test.setTimeout(240_000);
    await openDashboard(page);
    await expect(
      page.getByRole('region', { name: TEXT.es.charts[4] }).locator('svg.recharts-surface').first(),
    ).toBeVisible(FIRST_LOAD);
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);

    // The dialog takes the focus, and gives it back when it closes.
    const button = page.getByRole('button', { name: /^Filtros/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: TEXT.es.filtersTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // How a figure was calculated, opened from its card.
    await page.getByRole('button', { name: TEXT.es.workingOf(TEXT.es.cards[0]) }).click();
    const working = page.getByRole('dialog', { name: new RegExp(TEXT.es.working) });
    await expect(working.getByTestId('working-figure')).toBeVisible(FIRST_LOAD);
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(working).toBeHidden();

    await page.getByRole('table', { name: TEXT.es.summary }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/source\/\d+$/);
    await expect(page.getByRole('table', { name: TEXT.es.itemsTable }).getByRole('row').nth(1)).toBeVisible(
      FIRST_LOAD,
    );
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);
  });
});
