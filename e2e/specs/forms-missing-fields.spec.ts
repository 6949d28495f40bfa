import type { Locator, Page, Request } from '@playwright/test';
import { apiToken, DEMO, expect, test, type TLang } from './fixtures.ts';

/**
 * Every form says which field is missing when Save is pressed: each required field left empty is
 * marked invalid with its own message, the first one takes the focus, and nothing is sent.
 */

const TEXT = {
  es: {
    save: 'Guardar',
    required: 'Este campo es obligatorio.',
    summary:
      /^Revisa (el campo marcado|los \d+ campos marcados): (falta|faltan) o no (es válido|son válidos)\.$/,
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
  },
  en: {
    save: 'Save',
    required: 'This field is required.',
    summary: /^Check the (marked field|\d+ marked fields): (it is|they are) missing or not valid\.$/,
    signIn: 'Sign in',
    signUp: 'Create account',
  },
} as const;

/** The required inputs of a form that are still empty (text boxes and selects alike). */
async function emptyRequiredFields(form: Locator): Promise<Locator[]> {
  const empty: Locator[] = [];
  for (const field of await form.locator('input[required], textarea[required]').all()) {
    if ((await field.getAttribute('type')) === 'hidden' || !(await field.isVisible())) continue;
    if ((await field.inputValue()) === '') empty.push(field);
  }
  return empty;
}

async function expectEachMissingFieldSaysSo(page: Page, form: Locator, lang: TLang) {
  await expect(form.getByRole('button', { name: TEXT[lang].save, exact: true })).toBeEnabled();
  const missing = await emptyRequiredFields(form);
  expect(missing.length).toBeGreaterThan(0);
  const requests: string[] = [];
  const sent = (request: Request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) requests.push(request.url());
  };
  page.on('request', sent);
  await form.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
  for (const field of missing) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(TEXT[lang].required.replace('.', '\\.')));
  }
  await expect(missing[0]!).toBeFocused();
  await expect(page.getByTestId('form-errors-summary')).toHaveText(TEXT[lang].summary);
  page.off('request', sent);
  expect(requests).toEqual([]);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  test.describe(`forms say what is missing (${lang})`, () => {
    test.use({ signedInAs: DEMO.superAdmin, lang });

    const paths = [
      '/gases/0',
      '/unit-measurements/0',
      '/emission-factors/0',
      '/sources/0',
      '/sectors/0',
      '/key-indicators/0',
    ];
    // One test opens the forms one after another, each a step: a test's own start (a browser
    // context, a sign-in) cost as much as a form's check.
    test(`${paths.join(', ')} name each missing field on Save`, async ({ page }) => {
      test.setTimeout(paths.length * 20_000);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectEachMissingFieldSaysSo(page, page.locator('form'), lang);
        });
      }
    });

    test('the gas value form names each missing field on Save', async ({ page, request }) => {
      const token = await apiToken(request, DEMO.superAdmin);
      const factors = await request.get('/api/emission-factors?per_page=100', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const plain = ((await factors.json()) as { data: { id: number; derives: boolean }[] }).data.find(
        (factor) => !factor.derives,
      );
      expect(plain).toBeDefined();
      await page.goto(`/factors/${plain!.id}/gas-emissions/0`);
      await expectEachMissingFieldSaysSo(page, page.locator('form'), lang);
    });
  });

  test.describe(`public forms say what is missing (${lang})`, () => {
    test.use({ lang });

    test('sign-in and sign-up mark each empty field on submit', async ({ page }) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: TEXT[lang].signIn, exact: true }).click();
      const fields = await page.locator('form input[required]').all();
      expect(fields.length).toBe(2);
      for (const field of fields) {
        await expect(field).toHaveAccessibleDescription(TEXT[lang].required);
      }
      await page.goto('/sign-up');
      await page.getByRole('button', { name: TEXT[lang].signUp, exact: true }).click();
      const invalid = page.locator('form [aria-invalid="true"]');
      await expect(invalid.first()).toBeVisible();
      expect(await invalid.count()).toBeGreaterThanOrEqual(4);
    });
  });
}
