import { DEMO, expect, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    add: 'Agregar',
    name: 'Nombre',
    gwp: 'Potencial de calentamiento (PCG)',
    save: 'Guardar',
    created: /^Gas «.+» creado$/,
    search: 'Buscar',
  },
  en: {
    add: 'Add',
    name: 'Name',
    gwp: 'Warming potential (GWP)',
    save: 'Save',
    created: /^Gas “.+” created$/,
    search: 'Search',
  },
} as const;

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`gases (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('a super-admin creates a gas and finds it by search', async ({ page }) => {
      const text = TEXT[lang];
      const name = `Gas e2e ${lang} ${Date.now().toString(36)}`;
      await page.goto('/gases');
      await page.getByRole('button', { name: text.add, exact: true }).click();
      await expect(page).toHaveURL(/\/gases\/0$/);
      await page.getByLabel(text.name, { exact: false }).first().fill(name);
      await page.getByLabel(text.gwp).fill('28');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created)).toBeVisible();
      await expect(page).toHaveURL(/\/gases$/);
      await page.getByLabel(text.search).fill(name);
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    });
  });
}
