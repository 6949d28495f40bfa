import type { Page } from '@playwright/test';
import {
  createCompanyOwner,
  createVerifiedUser,
  DEMO,
  expect,
  invitationPath,
  inviteThroughApi,
  latestMail,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { opensInLightMode, seriousViolationsInBothSchemes } from './axe.ts';

/** The CO2 row of the first seeded factor's gas values is on screen. */
const showsCo2Value = (page: Page) =>
  expect(page.getByRole('cell', { name: 'CO2', exact: true })).toBeVisible();

/** Screens checked per visitor: the path, what shows once it is ready, and a name when one path shows twice. */
const SCREENS: { as: string | null; path: string; name?: string; ready?: (page: Page) => Promise<void> }[] = [
  {
    as: null,
    path: '/design',
    ready: (page) => expect(page.locator('#charts svg.recharts-surface').first()).toBeVisible(),
  },
  { as: null, path: '/' },
  { as: null, path: '/no-existe' },
  { as: null, path: '/sign-in' },
  { as: null, path: '/sign-up' },
  { as: null, path: '/forgot-password' },
  // The super-admin has no company: the picker shows the create form.
  { as: DEMO.superAdmin, path: '/welcome' },
  // The catalogue screens: a list, the factor form with its gas values, a gas value form.
  ...['/sources', '/gases', '/unit-measurements', '/emission-factors', '/sectors', '/key-indicators'].map(
    (path) => ({
      as: DEMO.superAdmin,
      path,
      ready: (page: Page) => expect(page.getByRole('button', { name: /^(Agregar|Add)$/ })).toBeVisible(),
    }),
  ),
  // The delete dialog of a list, over the list.
  {
    as: DEMO.superAdmin,
    path: '/gases',
    name: '/gases with its delete dialog open',
    ready: async (page: Page) => {
      await page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Eliminar / })
        .click();
      const dialog = page.getByRole('dialog', { name: /^¿Eliminar «/ });
      await expect(
        dialog.getByText(/^(Esta acción no se puede deshacer\.|No se puede eliminar todavía)$/),
      ).toBeVisible();
      // The dialog's title bar is no second banner: the page keeps its one header landmark.
      await expect(page.getByRole('banner')).toHaveCount(1);
    },
  },
  {
    as: DEMO.superAdmin,
    path: '/emission-factors/1',
    ready: showsCo2Value,
  },
  {
    as: DEMO.superAdmin,
    path: '/sources/1',
    ready: (page) => expect(page.getByRole('textbox', { name: /^Nombre/ })).not.toHaveValue(''),
  },
  {
    as: DEMO.superAdmin,
    path: '/factors/1/gas-emissions',
    ready: showsCo2Value,
  },
  {
    as: DEMO.superAdmin,
    path: '/factors/1/gas-emissions/1',
    ready: (page) => expect(page.getByRole('textbox', { name: /^Referencia/ })).not.toHaveValue(''),
  },
  { as: DEMO.admin, path: '/account' },
  // The demo company's inventory, its form and its import dialog.
  {
    as: DEMO.admin,
    path: '/emission-sources',
    ready: (page) => expect(page.locator('tbody tr').first()).toBeVisible(),
  },
  {
    as: DEMO.admin,
    path: '/emission-sources',
    name: '/emission-sources with its import dialog open',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Importar fuentes de emisión' })).toBeVisible();
    },
  },
  {
    as: DEMO.admin,
    path: '/emission-sources/0',
    ready: (page) => expect(page.getByRole('combobox', { name: 'Categoría', exact: true })).toBeEnabled(),
  },
  {
    as: DEMO.admin,
    path: '/emission-activities',
    ready: (page) => expect(page.locator('tbody tr').first()).toBeVisible(),
  },
  {
    as: DEMO.admin,
    path: '/emission-activities/0',
    ready: (page) =>
      expect(page.getByRole('combobox', { name: 'Fuente de emisión', exact: true })).toBeEnabled(),
  },
  {
    as: DEMO.admin,
    path: '/settings',
    ready: (page) => expect(page.getByRole('row').filter({ hasText: DEMO.member })).toBeVisible(),
  },
  // The demo company's emission indicators, their form and the indicator dashboard.
  {
    as: DEMO.admin,
    path: '/emission-indicators',
    ready: (page) => expect(page.locator('tbody tr').first()).toBeVisible(),
  },
  {
    as: DEMO.admin,
    path: '/emission-indicators/0',
    ready: (page) => expect(page.getByRole('combobox', { name: 'Sector', exact: true })).toBeEnabled(),
  },
  {
    as: DEMO.admin,
    path: '/emission-indicators-dashboard',
    ready: (page) => expect(page.getByRole('table', { name: 'Indicador por categoría y mes' })).toBeVisible(),
  },
];

/** How a screen is named in the tests: its name when one path shows twice, else its path. */
const screenName = (screen: (typeof SCREENS)[number]) => screen.name ?? screen.path;

/**
 * A screen's axe check: the page opened as a visitor would reach it (light), then its serious
 * violations in light and in dark mode, switched on the same visit.
 */
async function checkScreen(page: Page, screen: (typeof SCREENS)[number]) {
  await page.goto(screen.path);
  await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screen.ready?.(page);
  return seriousViolationsInBothSchemes(page);
}

/**
 * The screens of one visitor are checked in a few even tests of up to this many screens: a test's own
 * start (a browser context, a sign-in, the app's first load) cost as much as a screen's check.
 */
const SCREENS_PER_TEST = 6;

for (const as of [...new Set(SCREENS.map((screen) => screen.as))]) {
  test.describe(`accessibility (light and dark mode${as ? `, ${as}` : ''})`, () => {
    test.use({ signedInAs: as });
    test.beforeEach(({ page }) => opensInLightMode(page));

    const screens = SCREENS.filter((s) => s.as === as);
    const size = Math.ceil(screens.length / Math.ceil(screens.length / SCREENS_PER_TEST));
    for (let first = 0; first < screens.length; first += size) {
      const group = screens.slice(first, first + size);
      test(`${group.map(screenName).join(', ')} have no serious or critical axe violations`, async ({
        page,
      }) => {
        // The showcase holds every component at once, and the company's inventory and activities
        // are long tables: a screen's two checks take up to 45 s on a busy machine.
        test.setTimeout(group.length * 45_000);
        // The company's screens need the company selected, which /welcome does (it opens on the
        // dashboard); it stays selected for the screens after.
        if (group.some((screen) => /^\/(settings|emission-sources|emission-activities)/.test(screen.path))) {
          await page.goto('/welcome');
          await expect(page).toHaveURL(/\/dashboard$/);
        }
        // Every screen is checked; the violations are told per screen.
        const violations: Record<string, Awaited<ReturnType<typeof seriousViolationsInBothSchemes>>> = {};
        for (const screen of group) {
          const found = await test.step(screenName(screen), () => checkScreen(page, screen));
          if (found.length > 0) violations[screenName(screen)] = found;
        }
        expect(violations).toEqual({});
      });
    }
  });
}

/**
 * The same check in English, on the screens a new company's administrator goes through (the
 * dashboard, the settings with the first steps, the activity form) and the catalogue of sources
 * with the recalculation's state: their words are another language's, their lengths other lengths.
 */
const ENGLISH_SCREENS: (typeof SCREENS)[number][] = [
  {
    as: DEMO.admin,
    path: '/dashboard',
    ready: (page) => expect(page.locator('svg.recharts-surface').first()).toBeVisible(),
  },
  {
    as: DEMO.admin,
    path: '/settings',
    ready: (page) => expect(page.getByRole('row').filter({ hasText: DEMO.member })).toBeVisible(),
  },
  {
    as: DEMO.admin,
    path: '/emission-activities/0',
    ready: (page) =>
      expect(page.getByRole('combobox', { name: 'Emission source', exact: true })).toBeEnabled(),
  },
  {
    as: DEMO.superAdmin,
    path: '/sources',
    ready: (page) => expect(page.getByRole('status', { name: 'Recalculation status' })).toBeVisible(),
  },
];

for (const as of [...new Set(ENGLISH_SCREENS.map((screen) => screen.as))]) {
  test.describe(`accessibility in English (light and dark mode, ${as})`, () => {
    test.use({ signedInAs: as, lang: 'en' });
    test.beforeEach(({ page }) => opensInLightMode(page));

    const group = ENGLISH_SCREENS.filter((screen) => screen.as === as);
    test(`${group.map(screenName).join(', ')} have no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 45_000);
      if (as === DEMO.admin) {
        await page.goto('/welcome');
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      const violations: Record<string, Awaited<ReturnType<typeof seriousViolationsInBothSchemes>>> = {};
      for (const screen of group) {
        const found = await test.step(screenName(screen), () => checkScreen(page, screen));
        if (found.length > 0) violations[screenName(screen)] = found;
      }
      expect(violations).toEqual({});
    });
  });
}

/** The invitation screens need invitations of their own, made per test through the API. */
test.describe('accessibility of invitations (light and dark mode)', () => {
  test.beforeEach(({ page }) => opensInLightMode(page));

  test('the invitation link, its account form and settings with a pending invitation', async ({
    page,
    request,
  }) => {
    // An account and a company made through the API, two pages and four axe scans.
    test.slow();
    const owner = await createCompanyOwner(request, 'a11y');
    const email = uniqueEmail('a11y');
    await inviteThroughApi(request, owner, email);
    await page.goto(invitationPath(await latestMail(request, email, 'invitation')));
    await expect(page.getByRole('heading', { level: 1, name: `Únete a ${owner.company}` })).toBeVisible();
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);

    await signInThroughApi(page, owner.email, owner.password, '/welcome');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);
  });

  test('/welcome with an invitation to answer', async ({ page, request }) => {
    test.slow();
    const owner = await createCompanyOwner(request, 'a11y-host');
    const person = await createVerifiedUser(request, 'a11y-person');
    await inviteThroughApi(request, owner, person.email, { role: 'administrator' });
    await signInThroughApi(page, person.email, person.password, '/welcome');
    await expect(page.getByRole('region', { name: 'Invitaciones' }).getByText(owner.company)).toBeVisible();
    expect(await seriousViolationsInBothSchemes(page)).toEqual([]);
  });
});
