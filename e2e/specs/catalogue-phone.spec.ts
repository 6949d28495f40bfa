import { apiToken, DEMO, DEMO_COMPANY, expect, test, type TLang } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

/** A phone held upright. */
const PHONE = { width: 390, height: 844 };

/** The first look at a screen waits longer: on a busy machine the first render may take a while. */
const FIRST_LOAD = { timeout: 20_000 };

const TEXT = {
  es: {
    gases: 'Gases',
    factors: 'Factores de emisión',
    members: 'Miembros',
    view: (name: string) => `Ver ${name}`,
    remove: (name: string) => `Eliminar ${name}`,
    removeMember: (email: string) => `Quitar a ${email} de la empresa`,
    roleOf: (email: string) => `Rol de ${email}`,
    search: 'Buscar',
    gasValues: 'Valores por gas',
    published: 'Fuente de publicación:',
    validity: 'Vigencia:',
    uncertainty: 'Incertidumbre:',
    factor: 'Factor de conversión:',
    chooseCompany: 'Elegir empresa',
    gwpSource: 'AR6 del IPCC (2021)',
    newActivity: 'Nueva actividad',
    recordByLabel: 'Registrar por',
    recordBy: ['Fuente de emisión', 'Factor de emisión'],
  },
  en: {
    gases: 'Gases',
    factors: 'Emission factors',
    members: 'Members',
    view: (name: string) => `View ${name}`,
    remove: (name: string) => `Delete ${name}`,
    removeMember: (email: string) => `Remove ${email} from the company`,
    roleOf: (email: string) => `Role of ${email}`,
    search: 'Search',
    gasValues: 'Gas values',
    published: 'Published in:',
    validity: 'Validity:',
    uncertainty: 'Uncertainty:',
    factor: 'Conversion factor:',
    chooseCompany: 'Choose company',
    gwpSource: 'IPCC AR6 (2021)',
    newActivity: 'New activity',
    recordByLabel: 'Record by',
    recordBy: ['Emission source', 'Emission factor'],
  },
} as const;

/**
 * How far the content of the table's scroll container (and of the page) reaches past its width: 0
 * when nothing needs a sideways scroll.
 */
async function sidewaysOverflow(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    let overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX } = getComputedStyle(node);
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') {
        overflow = Math.max(overflow, node.scrollWidth - node.clientWidth);
      }
    }
    return overflow;
  });
}

/** The element is visible and lies wholly inside the viewport's width. */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport();
  const box = await locator.boundingBox();
  expect(box, 'its box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Every row of a catalogue list shows its name, its view and its delete button inside the screen's
 * width, with no sideways scroll. The first and last rows are checked one by one; all rows at once.
 */
async function expectRowsFit(page: Page, lang: TLang, names: string[]) {
  const text = TEXT[lang];
  const table = page.getByRole('table').first();
  expect(names.length).toBeGreaterThan(0);
  for (const name of [names[0]!, names.at(-1)!]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: text.view(name) }) });
    await row.scrollIntoViewIfNeeded();
    await expectOnScreen(page, row.getByText(name, { exact: true }).first());
    await expectOnScreen(page, row.getByRole('button', { name: text.view(name), exact: true }));
    await expectOnScreen(page, row.getByRole('button', { name: text.remove(name), exact: true }));
  }
  const labels = names.flatMap((name) => [text.view(name), text.remove(name)]);
  const outside = await table.evaluate((element, wanted) => {
    const width = document.documentElement.clientWidth;
    return wanted.filter((label) => {
      const button = element.querySelector(`button[aria-label="${CSS.escape(label)}"]`);
      const box = button?.getBoundingClientRect();
      return !box || box.width === 0 || box.left < 0 || box.right > width;
    });
  }, labels);
  expect(outside, 'row buttons outside the screen').toEqual([]);
  expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);
}

/** The names of the rows on screen, read from their select boxes ("Select <name>"). */
async function rowNames(page: Page, lang: TLang): Promise<string[]> {
  const prefix = lang === 'es' ? 'Seleccionar ' : 'Select ';
  const boxes = page.getByRole('table').first().locator('tbody').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible(FIRST_LOAD);
  const labels = await boxes.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.slice(prefix.length));
}

async function tokenFor(page: Page, email: string) {
  return apiToken(page.request, email);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`catalogue on a phone (${lang})`, () => {
    // Each test looks at every row; a busy machine needs more than the default 30 s.
    test.slow();
    test.use({ signedInAs: DEMO.superAdmin, lang, viewport: PHONE });

    test('the gases list keeps each name and its actions on screen', async ({ page }) => {
      await page.goto('/gases');
      await expect(page.getByRole('heading', { name: TEXT[lang].gases, level: 1 })).toBeVisible(FIRST_LOAD);
      await expectRowsFit(page, lang, await rowNames(page, lang));
      // The columns a phone has no room for are under the name: the formula and the GWP's source.
      // Carbon dioxide itself, not the CO2-equivalent gas of the factors published in CO2e.
      const co2 = page.getByRole('row').filter({ hasText: /CO2/, hasNotText: /CO2e/i }).first();
      await expect(co2).toContainText(TEXT[lang].gwpSource);
    });

    test('the emission factors list keeps each name and its actions on screen', async ({ page }) => {
      await page.goto('/emission-factors');
      await expect(page.getByRole('heading', { name: TEXT[lang].factors, level: 1 })).toBeVisible(FIRST_LOAD);
      await expectRowsFit(page, lang, await rowNames(page, lang));
    });

    test("a factor's gas values show the value with its unit, the published source and year", async ({
      page,
    }) => {
      const text = TEXT[lang];
      const token = await tokenFor(page, DEMO.superAdmin);
      const answer = await page.request.get('/api/emission-factors', {
        params: { search: 'por pie cúbico (EPA 2024)' },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.ok()).toBe(true);
      const { data } = (await answer.json()) as { data: { id: number }[] };
      await page.goto(`/factors/${data[0]!.id}/gas-emissions`);

      const table = page.getByRole('table').first();
      const co2 = table.getByRole('row').filter({ hasText: 'kg CO2/scf' });
      await expect(co2).toBeVisible(FIRST_LOAD);
      await expectOnScreen(page, co2.getByText('CO2', { exact: true }));
      await expect(co2).toContainText(lang === 'es' ? '0,05444' : '0.05444');
      // IPCC 2006's default range for natural gas CO2 (EPA publishes none): ±3.922 %.
      await expect(co2).toContainText(`${text.uncertainty} ±${lang === 'es' ? '3,922' : '3.922'}`);
      await expect(co2).toContainText(text.validity);
      await expect(co2).toContainText(text.published);
      await expect(co2.getByRole('link', { name: /epa\.gov/ })).toHaveAttribute(
        'href',
        'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
      );
      await expect(co2).toContainText('US EPA GHG Emission Factors Hub 2024');
      await expectOnScreen(page, co2.getByRole('button', { name: text.view('CO2'), exact: true }));
      await expectOnScreen(page, co2.getByRole('button', { name: text.remove('CO2'), exact: true }));
      expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);
    });

    test('a long conversion factor reads rounded, its every digit in a tooltip', async ({ page }) => {
      const text = TEXT[lang];
      const name = `Julio e2e ${lang} ${Date.now().toString(36)}`;
      const token = await tokenFor(page, DEMO.superAdmin);
      const created = await page.request.post('/api/unit-measurements', {
        data: { name, abbreviation: 'J', group: 'energy', factor: 0.000000277777778, description: null },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(created.ok(), await created.text()).toBe(true);

      await page.goto(`/unit-measurements?search=${encodeURIComponent(name)}`);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(text.factor, FIRST_LOAD);
      const readable = row.getByText(lang === 'es' ? '0,0000002778' : '0.0000002778', { exact: true });
      await expectOnScreen(page, readable);
      await readable.focus();
      await expect(page.getByRole('tooltip')).toHaveText(
        lang === 'es' ? '0,000000277777778' : '0.000000277777778',
      );
    });

    test('the company selector is never an empty box', async ({ page }) => {
      await page.goto('/gases');
      const selector = page.getByRole('button', { name: new RegExp(TEXT[lang].chooseCompany) });
      await expectOnScreen(page, selector);
      const mark = selector.locator('svg').first();
      const box = await mark.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(16);
    });
  });

  test.describe(`members on a phone (${lang})`, () => {
    test.use({ signedInAs: DEMO.admin, lang, viewport: PHONE });

    test("the members table keeps each e-mail, its role and its removal on screen; the company's initials show", async ({
      page,
    }) => {
      const text = TEXT[lang];
      // The company is selected on the way in (it opens on its dashboard).
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/settings');
      const table = page.getByRole('table', { name: text.members });
      await expect(table).toBeVisible(FIRST_LOAD);
      for (const email of [DEMO.admin, DEMO.member]) {
        const row = table.getByRole('row').filter({ hasText: email });
        await row.scrollIntoViewIfNeeded();
        await expectOnScreen(page, row.getByText(email, { exact: true }));
        await expectOnScreen(page, row.getByLabel(text.roleOf(email)));
        await expectOnScreen(page, row.getByRole('button', { name: text.removeMember(email) }));
      }
      expect(await sidewaysOverflow(table)).toBeLessThanOrEqual(0);

      const selector = page.getByRole('button', { name: new RegExp(DEMO_COMPANY) });
      await expect(selector).toBeInViewport();
      await expect(selector.getByText('AV', { exact: true })).toBeVisible();
    });

    test("the activity form's switch between recording by source and by factor fits the screen", async ({
      page,
    }) => {
      const text = TEXT[lang];
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-activities/0');
      await expect(page.getByRole('heading', { level: 1, name: text.newActivity })).toBeVisible(FIRST_LOAD);
      const form = page.locator('form');
      // The switch stays inside its box (it used to run past the box's edge, its last word cut).
      const choices = form.getByRole('radiogroup', { name: text.recordByLabel });
      const box = await form
        .locator('fieldset')
        .filter({ has: page.getByRole('radiogroup', { name: text.recordByLabel }) })
        .last()
        .boundingBox();
      const own = await choices.boundingBox();
      expect(own!.x + own!.width).toBeLessThanOrEqual(box!.x + box!.width);
      for (const choice of text.recordBy) {
        await expectOnScreen(page, form.locator('label', { hasText: new RegExp(`^${choice}$`) }));
      }
      // Choosing the other way still works from the narrow switch.
      await form.locator('label', { hasText: new RegExp(`^${text.recordBy[1]}$`) }).click();
      await expect(form.getByRole('radio', { name: text.recordBy[1] })).toBeChecked();
      expect(await sidewaysOverflow(form)).toBeLessThanOrEqual(0);
    });
  });
}
