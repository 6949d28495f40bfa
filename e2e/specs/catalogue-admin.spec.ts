import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, byLabel, DEMO, dismissToasts, expect, pickOption, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    add: 'Agregar',
    save: 'Guardar',
    created: /^(.+ «.+»|Valor por gas vigente desde el .+) cread[oa]$/,
    search: 'Buscar',
    name: 'Nombre',
    abbreviation: 'Abreviatura',
    group: 'Grupo',
    volume: 'Volumen',
    factor: 'Factor de conversión',
    icon: 'Icono',
    source: 'Fuente',
    addValue: 'Agregar valor',
    gas: 'Gas',
    unit: 'Unidad de medida',
    type: 'Tipo',
    operational: /^Operativa$/,
    value: 'Valor',
    uncertainty: 'Incertidumbre (%)',
    dateStart: 'Vigente desde',
    dateEnd: 'Vigente hasta',
    fountain: 'Fuente de publicación',
    reference: 'Referencia',
    perPage: 'Filas por página',
    page: (page: number) => `Página ${page}`,
    selectRow: (name: string) => `Seleccionar ${name}`,
    bulkDelete: 'Eliminar seleccionados',
    confirm: '¿Eliminar 2 registros?',
    yes: 'Eliminar 2 registros',
    newValueOf: (factor: string) => `Nuevo valor por gas de «${factor}»`,
    backTo: (factor: string) => `Volver a «${factor}»`,
    deleted: '2 registros eliminados',
    noResults: 'Sin resultados',
  },
  en: {
    add: 'Add',
    save: 'Save',
    created: /^(.+ “.+”|Gas value valid from .+) created$/,
    search: 'Search',
    name: 'Name',
    abbreviation: 'Abbreviation',
    group: 'Group',
    volume: 'Volume',
    factor: 'Conversion factor',
    icon: 'Icon',
    source: 'Source',
    addValue: 'Add value',
    gas: 'Gas',
    unit: 'Unit of measurement',
    type: 'Type',
    operational: /^Operational$/,
    value: 'Value',
    uncertainty: 'Uncertainty (%)',
    dateStart: 'Valid from',
    dateEnd: 'Valid until',
    fountain: 'Published in',
    reference: 'Reference',
    perPage: 'Rows per page',
    page: (page: number) => `Page ${page}`,
    selectRow: (name: string) => `Select ${name}`,
    bulkDelete: 'Delete selected',
    confirm: 'Delete 2 records?',
    yes: 'Delete 2 records',
    newValueOf: (factor: string) => `New gas value of “${factor}”`,
    backTo: (factor: string) => `Back to “${factor}”`,
    deleted: '2 records deleted',
    noResults: 'No results',
  },
} as const;

/** Searches the list for `name` and expects its row. */
async function findInList(page: Page, lang: TLang, name: string) {
  await page.getByLabel(TEXT[lang].search).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Adds one gas value to the factor `factor`, whose screen (with its gas values) is open. */
async function addGasValue(page: Page, lang: TLang, factor: string, gas: RegExp, value: string) {
  const text = TEXT[lang];
  // The toasts of the previous save go first, so the "created" toast below is this save's.
  await dismissToasts(page);
  await page.getByRole('button', { name: text.addValue, exact: true }).click();
  await expect(page).toHaveURL(/\/factors\/\d+\/gas-emissions\/0$/);
  // The new value names its factor and leads back to it.
  await expect(page.getByRole('heading', { level: 1, name: text.newValueOf(factor) })).toBeVisible();
  await expect(page.getByRole('link', { name: text.backTo(factor) })).toBeVisible();
  await pickOption(page, text.gas, gas);
  await pickOption(page, text.unit, /^(Litro|Litre|Liter)$/);
  await pickOption(page, text.type, text.operational);
  await byLabel(page, text.value).fill(value);
  await byLabel(page, text.uncertainty).fill('5');
  await byLabel(page, text.dateStart).fill('2024-01-01');
  await byLabel(page, text.dateStart).press('Tab');
  await byLabel(page, text.dateEnd).fill('2030-12-31');
  await byLabel(page, text.dateEnd).press('Tab');
  await byLabel(page, text.fountain).fill('IPCC 2006');
  await byLabel(page, text.reference).fill('Vol. 2, cap. 2');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.created)).toBeVisible();
  await expect(page).toHaveURL(/\/emission-factors\/\d+$/);
}

/** Creates a gas through the API as the super-admin. */
async function createGas(request: APIRequestContext, token: string, name: string) {
  const created = await request.post('/api/gases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, formula: null, pc: 1, description: null },
  });
  expect(created.status(), await created.text()).toBe(201);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`catalogue administration (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('a super-admin creates a unit of measurement and finds it by search', async ({ page }) => {
      const text = TEXT[lang];
      const name = `Unit e2e ${lang} ${Date.now().toString(36)}`;
      await page.goto('/unit-measurements');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await expect(page).toHaveURL(/\/unit-measurements\/0$/);
      await byLabel(page, text.name).fill(name);
      await byLabel(page, text.abbreviation).fill('ue');
      await pickOption(page, text.group, new RegExp(`^${text.volume}$`));
      await byLabel(page, text.factor).fill('2.5');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/unit-measurements$/);
      await findInList(page, lang, name);
      // The group shows in words of the language, not as its key.
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      await expect(row.getByRole('cell', { name: text.volume, exact: true })).toBeVisible();
    });

    test('a super-admin creates a source with categories of both standards and finds it', async ({
      page,
    }) => {
      const text = TEXT[lang];
      const name = `Source e2e ${lang} ${Date.now().toString(36)}`;
      await page.goto('/sources');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await expect(page).toHaveURL(/\/sources\/0$/);
      await byLabel(page, text.name).fill(name);
      await pickOption(page, text.icon);
      for (const standard of [/^ISO 14064-1/, /^(GHG Protocol|Protocolo GHG)/]) {
        await page.getByLabel(standard).first().click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/sources$/);
      await findInList(page, lang, name);
    });

    test('a super-admin creates an emission factor and adds two gas values to it', async ({ page }) => {
      // Three forms filled in one after the other.
      test.slow();
      const text = TEXT[lang];
      const name = `Factor e2e ${lang} ${Date.now().toString(36)}`;
      await page.goto('/emission-factors/0');
      await page.getByRole('textbox', { name: text.name, exact: true }).fill(name);
      await pickOption(page, text.source, /^(Combustión estacionaria|Stationary combustion)$/);
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/emission-factors'),
      );
      await page.getByRole('button', { name: text.save }).click();
      const { id } = (await (await answer).json()) as { id: number };
      await expect(page.getByText(text.created)).toBeVisible();
      // The new factor stays open, ready for its gas values.
      await expect(page).toHaveURL(new RegExp(`/emission-factors/${id}$`));
      await expect(page.getByRole('textbox', { name: text.name, exact: true })).toHaveValue(name);

      await addGasValue(page, lang, name, /^CO2 · /, '2.3');
      await addGasValue(page, lang, name, /^N2O · /, '0.0001');
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('cell', { name: 'CO2', exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'N2O', exact: true })).toBeVisible();
    });

    test('the gases list switches page size and bulk-deletes two selected rows', async ({
      page,
      request,
    }) => {
      const text = TEXT[lang];
      const token = await apiToken(request, DEMO.superAdmin);
      const tag = `bulk${lang}${Date.now().toString(36)}`;
      const names = [`Gas ${tag} A`, `Gas ${tag} B`];
      for (const name of names) await createGas(request, token, name);

      await page.goto('/gases');
      const rows = page.locator('tbody tr');
      // The 18 seeded gases (and those made here) span two pages of 10.
      await expect(rows).toHaveCount(10);
      await expect(page.getByRole('button', { name: text.page(2), exact: true })).toBeVisible();

      await page.getByRole('button', { name: '10', exact: true }).click();
      await page.getByRole('menuitem', { name: '20', exact: true }).click();
      await expect(page).toHaveURL(/per_page=20/);
      await expect(async () => {
        const total = Number(/(\d+)\s*$/.exec((await page.getByText(/^1–\d+/).textContent()) ?? '')?.[1]);
        expect(total).toBeGreaterThanOrEqual(20);
        await expect(rows).toHaveCount(20, { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });

      await page.getByLabel(text.search).fill(tag);
      await expect(page).toHaveURL(/search=/);
      await expect(rows).toHaveCount(2);
      for (const name of names) await page.getByRole('checkbox', { name: text.selectRow(name) }).check();
      const bulk = page.getByRole('button', { name: new RegExp(`^${text.bulkDelete}`) });
      await expect(bulk.getByTestId('bulk-count')).toHaveText('2');
      await bulk.click();
      const dialog = page.getByRole('dialog', { name: text.confirm });
      for (const name of names) await expect(dialog.getByText(name, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: text.yes, exact: true }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
      await expect(page.getByText(text.noResults)).toBeVisible();
    });
  });
}
