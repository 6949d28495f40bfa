import { byLabel, DEMO, dismissToasts, expect, pickOption, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    add: 'Agregar',
    save: 'Guardar',
    created: /^(Sector|Indicador clave) «.+» creado$/,
    name: 'Nombre',
    sector: 'Sector',
    unit: 'Unidad de medida',
    sources: 'Fuentes',
    filters: 'Filtros',
    apply: 'Aplicar',
    clear: 'Limpiar filtros',
    oneFilter: '1 filtro activo',
    noResults: 'Sin resultados',
  },
  en: {
    add: 'Add',
    save: 'Save',
    created: /^(Sector|Key indicator) “.+” created$/,
    name: 'Name',
    sector: 'Sector',
    unit: 'Unit of measurement',
    sources: 'Sources',
    filters: 'Filters',
    apply: 'Apply',
    clear: 'Clear filters',
    oneFilter: '1 active filter',
    noResults: 'No results',
  },
} as const;

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`sectors and key indicators (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('a super-admin creates a sector and a key indicator, then filters the indicators by sector', async ({
      page,
    }) => {
      const text = TEXT[lang];
      const tag = `${lang}${Date.now().toString(36)}`;
      const sector = `Sector e2e ${tag}`;
      const indicator = `Indicador e2e ${tag}`;

      await page.goto('/sectors');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await expect(page).toHaveURL(/\/sectors\/0$/);
      await byLabel(page, text.name).fill(sector);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/sectors$/);
      await dismissToasts(page);

      await page.goto('/key-indicators');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await expect(page).toHaveURL(/\/key-indicators\/0$/);
      await byLabel(page, text.name).fill(indicator);
      await pickOption(page, text.sector, new RegExp(`^${sector}$`));
      await pickOption(page, text.unit, /^(Litro|Litre|Liter)$/);
      await page.getByRole('combobox', { name: text.sources }).click();
      await page.getByRole('option', { name: /^(Combustión estacionaria|Stationary combustion)$/ }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/key-indicators$/);

      // Filtered by the new sector, the list holds the new indicator alone and counts one filter.
      await page.getByRole('button', { name: new RegExp(text.filters) }).click();
      const dialog = page.getByRole('dialog');
      await pickOption(page, text.sector, new RegExp(`^${sector}$`));
      await dialog.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(page).toHaveURL(/sector_id=\d+/);
      await expect(page.getByLabel(text.oneFilter)).toBeVisible();
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(page.getByRole('cell', { name: indicator, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: sector, exact: true })).toBeVisible();

      await page.getByRole('button', { name: new RegExp(text.filters) }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.clear }).click();
      await expect(page).not.toHaveURL(/sector_id=/);
      await expect(page.getByLabel(text.oneFilter)).toHaveCount(0);
    });
  });
}
