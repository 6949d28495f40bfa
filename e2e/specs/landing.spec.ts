import { expect, switchLanguage, test } from './fixtures.ts';

test.describe('landing page', () => {
  test('shows the hero and the three features in Spanish by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Mide, analiza y reporta la huella de carbono de tu empresa',
      }),
    ).toBeVisible();
    await expect(page.getByText('Protocolo GHG · ISO 14064-1').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Empezar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hablemos' })).toBeVisible();
    const features = page.locator('#features');
    for (const name of ['Mide', 'Analiza', 'Reporta']) {
      await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Huella/);
  });

  test('switches to English and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await switchLanguage(page, 'en');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "Measure, analyse and report your company's carbon footprint",
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    for (const name of ['Measure', 'Analyse', 'Report']) {
      await expect(page.locator('#features').getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Measure, analyse and report your company's carbon footprint",
    );
  });

  test('the call-to-action buttons lead to the features and contact sections', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Hablemos' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole('heading', { level: 2, name: '¿Hablamos?' })).toBeInViewport();
    await page.getByRole('link', { name: 'Empezar' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.getByRole('heading', { level: 2, name: /Todo tu inventario/ })).toBeInViewport();
  });
});
