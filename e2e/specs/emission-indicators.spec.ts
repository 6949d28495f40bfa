import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  createCompanyOwner,
  DEMO,
  dismissToasts,
  expect,
  signInThroughApi,
  test,
  type TLang,
} from './fixtures.ts';

// Emission indicators as people use them: a new company's administrator records one from the
// catalogue's sectors and key indicators and finds it with the filter's badge; the demo company's
// administrator reads the indicator dashboard (totals, chart and table) on its seeded indicators.

const TEXT = {
  es: {
    menu: 'Indicadores de emisión',
    dashboardMenu: 'Panel de indicadores',
    title: 'Indicadores de emisión',
    empty: 'Aún no hay indicadores de emisión. Agrega el primero o impórtalos desde la plantilla.',
    add: 'Agregar indicador',
    newTitle: 'Nuevo indicador de emisión',
    sector: 'Sector',
    keyIndicator: 'Indicador clave',
    value: 'Valor',
    date: 'Fecha',
    note: 'Observación',
    save: 'Guardar',
    cancel: 'Cancelar',
    created: /^Indicador de emisión del .+ creado$/,
    valueTyped: '1.250,5',
    valueShown: '1.250,5 t',
    secondTyped: '42',
    day: (iso: string) => iso.split('-').reverse().join('/'),
    manufacturing: 'Manufactura',
    tonnes: 'Toneladas producidas',
    services: 'Servicios',
    employees: 'Empleados',
    filters: 'Filtros',
    oneFilter: 'Filtros 1 filtro activo',
    apply: 'Aplicar',
    dashboardTitle: 'Panel de indicadores',
    cards: ['Total del indicador', 'Huella de carbono total', 'Intensidad del indicador'],
    chart: 'Intensidad del indicador por mes y categoría',
    table: 'Indicador por categoría y mes',
    sections: [
      'Referencia de la unidad (t)',
      'Huella de carbono total (tCO2e)',
      'Intensidad total del indicador (tCO2e/t)',
    ],
    firstMonth: 'ene 2025',
    csv: /^Descargar:/,
    csvFile: 'CSV (separado por ;)',
    indicatorTotal: /Total del indicador[\d.]+,\d t/,
    footprint: /Huella de carbono total[\d.]+,\d+ tCO2e/,
    intensity: /\d+,\d+ tCO2e\/t/,
  },
  en: {
    menu: 'Emission indicators',
    dashboardMenu: 'Indicator dashboard',
    title: 'Emission indicators',
    empty: 'No emission indicators yet. Add the first one or import them from the template.',
    add: 'Add indicator',
    newTitle: 'New emission indicator',
    sector: 'Sector',
    keyIndicator: 'Key indicator',
    value: 'Value',
    date: 'Date',
    note: 'Note',
    save: 'Save',
    cancel: 'Cancel',
    created: /^Emission indicator of .+ created$/,
    valueTyped: '1,250.5',
    valueShown: '1,250.5 t',
    secondTyped: '42',
    day: (iso: string) => {
      const [year, month, day] = iso.split('-');
      return `${month}/${day}/${year}`;
    },
    manufacturing: 'Manufacturing',
    tonnes: 'Tonnes produced',
    services: 'Services',
    employees: 'Employees',
    filters: 'Filters',
    oneFilter: 'Filters 1 active filter',
    apply: 'Apply',
    dashboardTitle: 'Indicator dashboard',
    cards: ['Total of the indicator', 'Total carbon footprint', 'Indicator intensity'],
    chart: 'Indicator intensity by month and category',
    table: 'Indicator by category and month',
    sections: ['Unit reference (t)', 'Total carbon footprint (tCO2e)', 'Total indicator intensity (tCO2e/t)'],
    firstMonth: 'Jan 2025',
    csv: /^Download:/,
    csvFile: 'CSV (; separated)',
    indicatorTotal: /Total of the indicator[\d,]+\.\d t/,
    footprint: /Total carbon footprint[\d,]+\.\d+ tCO2e/,
    intensity: /\d+\.\d+ tCO2e\/t/,
  },
} as const;

/** Picks `option` of the select labelled `label` inside `scope`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The administrator records one indicator through the form. */
async function record(
  page: Page,
  t: (typeof TEXT)[TLang],
  sector: string,
  indicator: string,
  value: string,
  day: string,
) {
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
  const form = page.locator('form');
  await pick(page, form, t.sector, sector);
  await pick(page, form, t.keyIndicator, indicator);
  await form.getByRole('textbox', { name: t.value, exact: true }).fill(value);
  await form.getByRole('textbox', { name: t.date, exact: true }).fill(t.day(day));
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await dismissToasts(page);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const t = TEXT[lang];

  test.describe(`emission indicators (${lang})`, () => {
    test.use({ lang });

    test('an administrator records indicators of two key indicators and narrows the list to one with the filter’s badge', async ({
      page,
      request,
    }) => {
      test.slow();
      const owner = await createCompanyOwner(request, `indicators-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      // A new company opens on its settings, to finish setting it up.
      await expect(page).toHaveURL(/\/settings$/);
      await page.locator('#app-sidebar').getByRole('link', { name: t.menu }).click();
      await expect(page).toHaveURL(/\/emission-indicators$/);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.empty)).toBeVisible();

      await record(page, t, t.manufacturing, t.tonnes, t.valueTyped, '2025-03-31');
      await page.goto('/emission-indicators');
      await record(page, t, t.services, t.employees, t.secondTyped, '2025-03-31');
      await page.goto('/emission-indicators');

      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: t.tonnes })).toContainText(t.valueShown);
      await expect(rows.filter({ hasText: t.employees })).toHaveCount(1);

      // The filter: one key indicator; the badge counts it and the list keeps its rows alone.
      await page.getByRole('button', { name: t.filters }).click();
      const dialog = page.getByRole('dialog');
      await pick(page, dialog, t.keyIndicator, t.tonnes);
      await dialog.getByRole('button', { name: t.apply }).click();
      await expect(page.getByRole('button', { name: t.oneFilter })).toBeVisible();
      await expect(rows.filter({ hasText: t.tonnes })).toHaveCount(1);
      await expect(rows.filter({ hasText: t.employees })).toHaveCount(0);
    });

    test('the demo company’s indicator dashboard shows its totals, chart and table by source and month', async ({
      page,
    }) => {
      test.slow();
      await signInThroughApi(page, DEMO.admin, 'Huella-demo-2026', '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.locator('#app-sidebar').getByRole('link', { name: t.dashboardMenu }).click();
      await expect(page).toHaveURL(/\/emission-indicators-dashboard/);
      await expect(page.getByRole('heading', { level: 1, name: t.dashboardTitle })).toBeVisible();

      // Opens on the first key indicator with values (tonnes produced) over the last full year.
      await expect(page.getByText(t.cards[0], { exact: true })).toBeVisible({ timeout: 30_000 });
      const main = page.locator('main');
      await expect(main).toContainText(t.indicatorTotal);
      await expect(main).toContainText(t.footprint);
      await expect(main).toContainText(t.intensity);

      const chart = page.getByRole('region', { name: t.chart });
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();

      const table = page.getByRole('table', { name: t.table });
      await expect(table.getByRole('columnheader', { name: t.firstMonth })).toBeVisible();
      for (const section of t.sections) await expect(table).toContainText(section);
      // Three sections of the key indicator's sources, a row per source in each.
      const sourceRows = table.getByRole('rowheader');
      expect(await sourceRows.count()).toBeGreaterThanOrEqual(6);

      // The table's file: the same months, numbers written for the reader's Excel.
      await page.getByRole('button', { name: t.csv }).last().click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: t.csvFile }).click();
      const file = await download;
      const text = (await readFile((await file.path())!)).toString('utf8');
      expect(text.split('\r\n')[0]).toContain(';');
      expect(text).toMatch(lang === 'es' ? /;\d+,\d+/ : /;\d+\.\d+/);
    });
  });
}
