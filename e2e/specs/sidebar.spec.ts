import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';

const sidebar = (page: Page) => page.locator('#app-sidebar');

async function expectWidth(page: Page, px: number) {
  await expect.poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? 0)).toBe(px);
}

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sidebar_state');
}

/** The administrator's company opens on its first screen, with settings among the entries. */
async function openCompany(page: Page) {
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('app sidebar', () => {
  test.use({ signedInAs: DEMO.admin });

  test('Ctrl+B collapses it to icons and expands it; the state survives a reload', async ({ page }) => {
    await openCompany(page);
    await expectWidth(page, 256);
    await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expectWidth(page, 48);
    // Collapsed: the entry is an icon whose name is still announced.
    await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toBeVisible();
    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    // About 7 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    await page.reload();
    await expectWidth(page, 48);

    await page.keyboard.press('Control+b');
    await expectWidth(page, 256);
    expect((await sidebarCookie(page))?.value).toBe('true');
  });

  test('the header button toggles it', async ({ page }) => {
    await openCompany(page);
    const collapse = page.getByRole('button', { name: 'Contraer barra lateral' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();
    await expectWidth(page, 48);
    const expand = page.getByRole('button', { name: 'Expandir barra lateral' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expectWidth(page, 256);
  });

  test('the breadcrumb names the current page', async ({ page }) => {
    await page.goto('/design');
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByText('Sistema de diseño')).toHaveAttribute('aria-current', 'page');
  });

  test('below 768 px it is a drawer opened from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openCompany(page);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(288);
    await drawer.getByRole('link', { name: 'Configuración' }).click();
    await expect(drawer).toBeHidden();
    // Ctrl+B opens the drawer on small screens.
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
