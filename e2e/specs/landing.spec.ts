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

  test('the main button opens sign-up in one click; the other leads to the contact section', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Hablemos' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole('heading', { level: 2, name: '¿Hablamos?' })).toBeInViewport();
    await page.getByRole('link', { name: 'Empezar' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  });

  test('the header offers sign-up beside sign-in, on a desktop and on a phone, in both languages', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await banner.getByRole('link', { name: 'Crear cuenta', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await switchLanguage(page, 'en');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });
});
