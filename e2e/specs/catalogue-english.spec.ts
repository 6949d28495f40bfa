import { DEMO, expect, switchLanguage, test } from './fixtures.ts';

// The seeded catalogue in the reader's language: English names for an English reader, Spanish (the
// default) for a Spanish one, in the workspace and on the super-admin's catalogue screens.

const FIRST_LOAD = { timeout: 15_000 };

const NAMES = {
  en: {
    source: 'Stationary combustion',
    factor: 'Natural gas, stationary combustion, per cubic foot (EPA 2024)',
    summary: 'Summary by source category',
  },
  es: {
    source: 'Combustión estacionaria',
    factor: 'Gas natural, combustión estacionaria, por pie cúbico (EPA 2024)',
    summary: 'Resumen por categoría de fuente',
  },
} as const;

test.describe('catalogue names in the workspace', () => {
  test.use({ signedInAs: DEMO.admin, lang: 'en' });

  test('an English reader sees the inventory’s catalogue source and factor in English, a Spanish one in Spanish', async ({
    page,
  }) => {
    // The demo administrator's company opens on its dashboard; its inventory is searched from there.
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/dashboard$/, FIRST_LOAD);
    await page.goto('/emission-sources?search=BOG-CAL-01');
    const row = page.getByRole('row', { name: /BOG-CAL-01/ });
    await expect(row).toContainText(NAMES.en.source, FIRST_LOAD);
    await expect(row).toContainText(NAMES.en.factor);
    await expect(row).not.toContainText(NAMES.es.source);

    await switchLanguage(page, 'es');
    await expect(row).toContainText(NAMES.es.source, FIRST_LOAD);
    await expect(row).toContainText(NAMES.es.factor);
  });

  test('the dashboard’s summary names the source categories in the reader’s language', async ({ page }) => {
    test.slow();
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/dashboard$/);
    const summary = page.getByRole('table', { name: NAMES.en.summary });
    await expect(summary.getByRole('row', { name: new RegExp(NAMES.en.source) })).toBeVisible(FIRST_LOAD);

    await switchLanguage(page, 'es');
    const resumen = page.getByRole('table', { name: NAMES.es.summary });
    await expect(resumen.getByRole('row', { name: new RegExp(NAMES.es.source) })).toBeVisible(FIRST_LOAD);
  });
});

test.describe('catalogue names on the super-admin’s screens', () => {
  test.use({ signedInAs: DEMO.superAdmin, lang: 'en' });

  test('the sources list shows English names, and the form holds both names', async ({ page }) => {
    await page.goto('/sources');
    const cell = page.getByRole('cell', { name: NAMES.en.source, exact: true });
    await expect(cell).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: `View ${NAMES.en.source}` }).click();
    await expect(page).toHaveURL(/\/sources\/\d+$/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAMES.es.source, FIRST_LOAD);
    await expect(page.getByRole('textbox', { name: /^English version of the name/ })).toHaveValue(
      NAMES.en.source,
    );
  });
});
