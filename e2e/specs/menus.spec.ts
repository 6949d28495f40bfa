import type { Page } from '@playwright/test';
import { labelInNameViolations } from './axe.ts';
import { createCompanyOwner, DEMO, DEMO_COMPANY, expect, signInThroughApi, test } from './fixtures.ts';

const sidebar = (page: Page) => page.locator('#app-sidebar');

test.describe('menu by role', () => {
  test.describe('member', () => {
    test.use({ signedInAs: DEMO.member });

    test('a member works in the company without settings', async ({ page }) => {
      await page.goto('/welcome');
      // The first screen of the menu: the company's dashboard.
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('banner').getByText(DEMO_COMPANY)).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Panel', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The design showcase is in nobody's menu (it stays at its address).
      await expect(sidebar(page).getByRole('link', { name: 'Sistema de diseño' })).toHaveCount(0);
      await expect(page.getByRole('status', { name: 'Estado del recálculo' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('group', { name: 'Administración' })).toHaveCount(0);
    });

    test('a member opening a catalogue screen by address is sent back with a message', async ({ page }) => {
      // Four refusals, each loading the company again on the way back.
      test.slow();
      for (const path of ['/gases', '/emission-factors/0', '/key-indicators']) {
        await page.goto(path);
        await expect(
          page.getByText('No tienes acceso a esa pantalla con tu rol en esta empresa.'),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      // Only a super-admin enters a company they are not a member of.
      await page.goto('/load-company/999999');
      await expect(
        page.getByText('No tienes acceso a esa empresa. Elige una de tus empresas.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  test.describe('administrator', () => {
    test.use({ signedInAs: DEMO.admin, lang: 'en' });

    test('an administrator has the settings; the header names the company and the user', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      // The workspace menu: the dashboard first, then emission sources, activities, the carbon-print
      // indicators and the settings (nothing not built yet).
      await expect(sidebar(page).getByRole('link')).toHaveText([
        'Dashboard',
        'Emission sources',
        'Activities',
        'Emission indicators',
        'Indicator dashboard',
        'Settings',
      ]);
      await expect(sidebar(page).getByRole('group', { name: 'Administration' })).toHaveCount(0);

      await page.getByRole('button', { name: /^Andina Verde SAS \(AV\): current company/ }).click();
      await expect(page.getByRole('menuitem', { name: /Andina Verde SAS/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('Andrés Gerente')).toBeVisible();
      await expect(menu.getByText(DEMO.admin)).toBeVisible();
      await menu.getByRole('menuitem', { name: 'My account' }).click();
      await expect(page).toHaveURL(/\/account$/);
    });
  });

  test.describe('header names', () => {
    test.use({ signedInAs: DEMO.admin });

    test('the company, language and account buttons start their names with the words they show, on a desktop and a phone, in both languages', async ({
      page,
    }) => {
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      const banner = page.getByRole('banner');
      await expect(
        banner.getByRole('button', { name: /^Andina Verde SAS \(AV\): empresa actual/ }),
      ).toBeVisible();
      await expect(banner.getByRole('button', { name: /^ES · Cambiar idioma$/ })).toBeVisible();
      await expect(
        banner.getByRole('button', { name: /^AG · Menú de la cuenta de Andrés Gerente$/ }),
      ).toBeVisible();
      expect(await labelInNameViolations(page, 'header')).toEqual([]);

      await banner.getByRole('button', { name: /^ES · Cambiar idioma$/ }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect(
        banner.getByRole('button', { name: /^Andina Verde SAS \(AV\): current company/ }),
      ).toBeVisible();
      await expect(banner.getByRole('button', { name: /^EN · Change language$/ })).toBeVisible();
      await expect(
        banner.getByRole('button', { name: /^AG · Account menu of Andrés Gerente$/ }),
      ).toBeVisible();
      expect(await labelInNameViolations(page, 'header')).toEqual([]);

      // A phone shows the company's mark without its name: the name still says which it is.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(
        banner.getByRole('button', { name: /^Andina Verde SAS \(AV\): current company/ }),
      ).toBeVisible();
      expect(await labelInNameViolations(page, 'header')).toEqual([]);
    });
  });

  test.describe('super-admin', () => {
    test.use({ signedInAs: DEMO.superAdmin });

    test('a super-admin without companies finds the administration from /welcome, and no company settings until entering one', async ({
      page,
    }) => {
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1, name: 'Hola, Sofía' })).toBeVisible();
      // No company of their own: the way to the administration first, and the create form.
      await expect(page.getByRole('heading', { name: 'Crea tu empresa' })).toBeVisible();
      await page.getByRole('link', { name: /Administración de la plataforma/ }).click();
      await expect(page).toHaveURL(/\/sources$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Categorías de fuentes de emisión' }),
      ).toBeVisible();
      // The administration screens say how far the emissions recalculation is.
      await expect(page.getByRole('status', { name: 'Estado del recálculo' })).toContainText(
        /^Recálculo de emisiones: (al día\. Ningún cambio del catálogo pendiente y ninguna actividad marcada\.|\d)/,
      );

      // A company that does not exist selects nothing (entering one is in emission-sources.spec.ts).
      await page.goto('/load-company/999999');
      await expect(page).toHaveURL(/\/welcome$/);

      await page.goto('/design');
      await expect(page.getByRole('heading', { level: 1, name: 'Sistema de diseño' })).toBeVisible();
      await expect(sidebar(page).getByRole('link', { name: 'Sistema de diseño' })).toHaveCount(0);
      await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toHaveCount(0);
      const administration = sidebar(page).getByRole('group', { name: 'Administración' });
      await expect(administration.getByRole('link', { name: 'Categorías de fuentes' })).toBeVisible();
      // The company settings wait for a company: /welcome, keeping where to go once there is one.
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/welcome\?redirect=%2Fsettings$/);
    });
  });

  test('a user of several companies picks one, then switches from the header', async ({ page, request }) => {
    const owner = await createCompanyOwner(request, 'multi', 2);
    const [first, second] = owner.companies as [string, string];
    await signInThroughApi(page, owner.email, owner.password, '/welcome');
    const picker = page.getByRole('list', { name: 'Tus empresas' });
    await expect(picker.getByRole('link')).toHaveCount(2);
    await picker.getByRole('link', { name: new RegExp(first) }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expect(page.getByText(`Datos de ${first} y personas con acceso.`)).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^${first} \\(\\w+\\): empresa actual`) }).click();
    await page.getByRole('menuitem', { name: new RegExp(second) }).click();
    await expect(page.getByText(`Datos de ${second} y personas con acceso.`)).toBeVisible();
    // The choice is remembered for this user: a reload keeps it.
    await page.reload();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${second} \\(\\w+\\): empresa actual`) }),
    ).toBeVisible();
  });
});
