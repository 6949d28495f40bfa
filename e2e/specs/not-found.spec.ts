import { expect, switchLanguage, test } from './fixtures.ts';

test.describe('not-found page', () => {
  test('an unknown path shows the not-found page with back and contact links', async ({ page }) => {
    await page.goto('/esta/ruta/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contactar con soporte' });
    await expect(contact).toHaveAttribute('href', /^mailto:/);
    await expect(page).toHaveTitle('Página no encontrada · Huella');
    // Framed like the public site.
    await expect(page.getByRole('banner').getByRole('link', { name: /Huella/ })).toBeVisible();

    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
  });

  test('Back returns to the previous page of the app', async ({ page }) => {
    await page.goto('/design');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistema de diseño' })).toBeVisible();
    // A full page load (typed address or a link with a full reload): the browser history.
    await page.goto('/no-existe');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/design$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sistema de diseño' })).toBeVisible();
  });

  test('Back goes home when the visitor arrived from elsewhere', async ({ page }) => {
    await page.goto('/no-existe');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('huella de carbono');
  });
});
