import { DEMO, expect, pickOption, test, type TLang } from './fixtures.ts';

const TEXT = {
  es: {
    name: 'Nombre',
    source: 'Fuente',
    derives: 'Derivado',
    add: 'Agregar factor',
    percent: 'Porcentaje de',
    save: 'Guardar',
    sumError: 'Los porcentajes deben sumar exactamente 100.',
    created: 'Registro creado',
    derivedValues: 'Valores por gas de los factores que combina',
    addValue: 'Agregar valor',
    partValues: 'Valores por gas de ',
    back: 'Volver al factor',
  },
  en: {
    name: 'Name',
    source: 'Source',
    derives: 'Derived',
    add: 'Add factor',
    percent: 'Percent of',
    save: 'Save',
    sumError: 'The percentages must add up to exactly 100.',
    created: 'Record created',
    derivedValues: 'Gas values of the factors it blends',
    addValue: 'Add value',
    partValues: 'Gas values of ',
    back: 'Back to the factor',
  },
} as const;

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`derived emission factor (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    test('parts summing to 99.9 are refused without a request; at 100 the factor saves', async ({ page }) => {
      const text = TEXT[lang];
      await page.goto('/emission-factors/0');
      await page
        .getByRole('textbox', { name: text.name, exact: true })
        .fill(`Derived e2e ${lang} ${Date.now().toString(36)}`);
      // A seeded source with several plain factors.
      await pickOption(page, text.source, /^Combustión estacionaria$/);
      await page.getByRole('switch', { name: text.derives }).check();
      await pickOption(page, text.add);
      await pickOption(page, text.add);
      const percents = page.getByRole('textbox', { name: new RegExp(`^${text.percent}`) });
      await expect(percents).toHaveCount(2);
      await percents.nth(0).fill('50');
      await percents.nth(1).fill('49.9');

      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/emission-factors')) posts += 1;
      });
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.sumError)).toBeVisible();
      expect(posts).toBe(0);

      await percents.nth(1).fill('50');
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/emission-factors'),
      );
      await page.getByRole('button', { name: text.save }).click();
      const { id } = (await (await answer).json()) as { id: number };
      await expect(page.getByText(text.created)).toBeVisible();
      expect(posts).toBe(1);
      await expect(page).toHaveURL(/\/emission-factors$/);

      // Saved, the blend shows its parts and no gas values of its own.
      await page.goto(`/emission-factors/${id}`);
      await expect(percents).toHaveCount(2);
      await expect(page.getByText(text.derivedValues)).toBeVisible();
      await expect(page.getByRole('button', { name: text.addValue })).toHaveCount(0);

      // The edit icon of a part opens that factor's own gas values, with a link to its form.
      await page
        .getByRole('button', { name: new RegExp(`^${text.partValues}`) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/factors\/\d+\/gas-emissions$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text.partValues.trim());
      await expect(page.getByRole('button', { name: text.addValue })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(/\/emission-factors\/\d+$/);
    });
  });
}
