import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolationsInBothSchemes } from './axe.ts';
import {
  createVerifiedUser,
  DEMO,
  DEMO_PASSWORD,
  expect,
  signInThroughApi,
  test,
  type TLang,
} from './fixtures.ts';

/**
 * Nothing typed is lost when the session ends or the connection goes while someone works: a form
 * filled while the session ended is saved after signing in again in a dialog over the page; a save
 * made offline says at once that nothing was saved and keeps the form; a link opened before
 * signing in leads back to its screen.
 */

const TEXT = {
  es: {
    code: 'Código',
    name: 'Nombre',
    type: 'Tipo',
    category: 'Categoría',
    factor: 'Factor de emisión',
    headquarter: 'Sede',
    uncertainty: 'Incertidumbre del dato de actividad (%)',
    uncertaintyTyped: '2,5',
    save: 'Guardar',
    created: (code: string) => `Fuente de emisión «Caldera ${code}» creada`,
    expired: 'Tu sesión expiró',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signInAgain: 'Iniciar sesión y continuar',
    wrongPassword: 'El correo o la contraseña no son correctos.',
    offlineNotice: 'Sin conexión',
    offlineSave: 'Sin conexión: no se guardó nada. Lo que escribiste se conserva',
    signIn: 'Iniciar sesión',
    editActivity: 'Editar actividad',
    search: 'Buscar',
    createCompany: 'Crea tu empresa',
    company: {
      name: 'Nombre de la empresa',
      nit: 'NIT',
      address: 'Dirección',
      phone: 'Teléfono',
      email: 'Correo de contacto',
    },
    createSubmit: 'Crear empresa',
    companyCreated: (name: string) => `Creamos ${name}. Tu prueba gratuita ya empezó.`,
  },
  en: {
    code: 'Code',
    name: 'Name',
    type: 'Type',
    category: 'Category',
    factor: 'Emission factor',
    headquarter: 'Headquarters',
    uncertainty: 'Activity data uncertainty (%)',
    uncertaintyTyped: '2.5',
    save: 'Save',
    created: (code: string) => `Emission source “Caldera ${code}” created`,
    expired: 'Your session expired',
    email: 'E-mail',
    password: 'Password',
    signInAgain: 'Sign in and continue',
    wrongPassword: 'The e-mail or the password is not correct.',
    offlineNotice: 'No connection',
    offlineSave: 'No connection: nothing was saved. What you typed is kept',
    signIn: 'Sign in',
    editActivity: 'Edit activity',
    search: 'Search',
    createCompany: 'Create your company',
    company: {
      name: 'Company name',
      nit: 'Tax ID (NIT)',
      address: 'Address',
      phone: 'Phone',
      email: 'Contact e-mail',
    },
    createSubmit: 'Create company',
    companyCreated: (name: string) => `${name} was created. Your free trial has started.`,
  },
} as const;

type TText = (typeof TEXT)[TLang];

type TStoredSource = {
  code: string;
  name: string;
  activity_uncertainty: number;
  type: { name: string };
  source: { name: string };
  emission_factor: { name: string };
  headquarter: { name: string };
};

/** Picks the first option of a select and answers its text. */
async function pickFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const option = page.getByRole('option').first();
  const text = (await option.innerText()).trim();
  await option.click();
  return text;
}

/** Fills every field of a new emission source; answers what was chosen in the selects. */
async function fillSource(page: Page, text: TText, code: string) {
  const form = page.locator('form');
  await form.getByRole('textbox', { name: text.code }).fill(code);
  await form.getByRole('textbox', { name: text.name }).fill(`Caldera ${code}`);
  const type = await pickFirst(page, text.type);
  const category = await pickFirst(page, text.category);
  const factor = await pickFirst(page, text.factor);
  const headquarter = await pickFirst(page, text.headquarter);
  await form.getByRole('textbox', { name: text.uncertainty }).fill(text.uncertaintyTyped);
  return { type, category, factor, headquarter };
}

/** The sources stored under `code`, read through the API with a session of their own. */
/** The company's stored sources of this code, their catalogue names in the reader's language. */
async function storedSources(
  request: APIRequestContext,
  code: string,
  lang: TLang,
): Promise<TStoredSource[]> {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { access_token: token, user } = (await signIn.json()) as {
    access_token: string;
    user: { companies: { id: number }[] };
  };
  const answer = await request.get('/api/emission-sources', {
    params: { company_id: user.companies[0]!.id, search: code },
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: TStoredSource[] }).data;
}

async function expectStored(
  request: APIRequestContext,
  code: string,
  chosen: Awaited<ReturnType<typeof fillSource>>,
  lang: TLang,
) {
  expect(await storedSources(request, code, lang)).toEqual([
    expect.objectContaining({
      code,
      name: `Caldera ${code}`,
      activity_uncertainty: 2.5,
      source: expect.objectContaining({ name: chosen.category }),
      emission_factor: expect.objectContaining({ name: chosen.factor }),
      headquarter: expect.objectContaining({ name: chosen.headquarter }),
    }),
  ]);
}

for (const lang of ['es', 'en'] as const satisfies readonly TLang[]) {
  const text = TEXT[lang];

  test.describe(`session and connection (${lang})`, () => {
    test.use({ lang });

    test('a form filled while the session ended is saved with everything typed after signing in again in a dialog', async ({
      page,
      request,
    }) => {
      test.slow();
      await signInThroughApi(page, DEMO.admin, DEMO_PASSWORD, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-sources/0');
      const code = `SES-${lang}-${Date.now().toString(36)}`;
      const chosen = await fillSource(page, text, code);

      // The session ends elsewhere (signed out with this browser's refresh cookie): the page's
      // access token is refused from now on, and the cookie renews nothing.
      const revoked = await page.request.post('/api/auth/sign-out');
      expect(revoked.ok(), await revoked.text()).toBe(true);

      await page.getByRole('button', { name: text.save }).click();
      const dialog = page.getByRole('dialog', { name: text.expired });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: text.email })).toHaveValue(DEMO.admin);
      await expect(page).toHaveURL(/\/emission-sources\/0$/);

      // A wrong password is said in the dialog, which stays.
      await dialog.getByRole('textbox', { name: text.password }).fill('Not-the-password-1');
      await dialog.getByRole('button', { name: text.signInAgain }).click();
      await expect(dialog.getByText(text.wrongPassword)).toBeVisible();
      expect(await storedSources(request, code, lang)).toEqual([]);

      await dialog.getByRole('textbox', { name: text.password }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: text.signInAgain }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.created(code))).toBeVisible();
      await expect(page).toHaveURL(/\/emission-sources$/);
      await expectStored(request, code, chosen, lang);

      // The new session goes on working, after a reload too: the list finds the new record.
      await page.reload();
      await page.getByRole('textbox', { name: text.search }).fill(code);
      await expect(page.getByRole('row', { name: new RegExp(code) })).toBeVisible();
    });

    test('a company being created when the session ended is created after signing in again, before any company is entered', async ({
      page,
      request,
    }) => {
      const user = await createVerifiedUser(request, `session-welcome-${lang}`, lang);
      await signInThroughApi(page, user.email, user.password, '/welcome');
      await expect(page.getByRole('heading', { name: text.createCompany })).toBeVisible();
      const name = `Empresa ${lang} ${Date.now().toString(36)}`;
      const form = text.company;
      await page.getByRole('textbox', { name: form.name }).fill(name);
      await page.getByRole('textbox', { name: form.nit }).fill('901234567-8');
      await page.getByRole('textbox', { name: form.address }).fill('Avenida 68 # 22-10, Bogotá');
      await page.getByRole('textbox', { name: form.phone }).fill('+57 601 555 0303');
      await page.getByRole('textbox', { name: form.email }).fill('info@empresa-e2e.co');

      const revoked = await page.request.post('/api/auth/sign-out');
      expect(revoked.ok(), await revoked.text()).toBe(true);
      await page.getByRole('button', { name: text.createSubmit }).click();
      const dialog = page.getByRole('dialog', { name: text.expired });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/welcome$/);
      await dialog.getByRole('textbox', { name: text.password }).fill(user.password);
      await dialog.getByRole('button', { name: text.signInAgain }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.companyCreated(name))).toBeVisible();
      await expect(page).not.toHaveURL(/\/(welcome|sign-in)/);
    });

    test('a save made offline says within seconds that nothing was saved, keeps the form, and saves once back online', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      await signInThroughApi(page, DEMO.admin, DEMO_PASSWORD, '/welcome');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/emission-sources/0');
      const code = `OFF-${lang}-${Date.now().toString(36)}`;
      const chosen = await fillSource(page, text, code);

      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: text.offlineNotice });
      await expect(notice).toBeVisible({ timeout: 5_000 });
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.offlineSave).first()).toBeVisible({ timeout: 5_000 });
      await expect(page.getByRole('button', { name: text.save })).toBeEnabled();
      await expect(page).toHaveURL(/\/emission-sources\/0$/);

      const form = page.locator('form');
      await expect(form.getByRole('textbox', { name: text.code })).toHaveValue(code);
      await expect(form.getByRole('textbox', { name: text.name })).toHaveValue(`Caldera ${code}`);
      await expect(form.getByRole('combobox', { name: text.type, exact: true })).toHaveValue(chosen.type);
      await expect(form.getByRole('combobox', { name: text.factor, exact: true })).toHaveValue(chosen.factor);
      await expect(form.getByRole('textbox', { name: text.uncertainty })).toHaveValue(text.uncertaintyTyped);
      expect(await seriousViolationsInBothSchemes(page)).toEqual([]);

      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.created(code))).toBeVisible();
      await expectStored(request, code, chosen, lang);
    });

    test('a link opened before signing in leads back to its screen after signing in', async ({ page }) => {
      await page.goto('/emission-activities/1173');
      await expect(page).toHaveURL(/\/sign-in\?redirect=%2Femission-activities%2F1173$/);
      await page.getByRole('textbox', { name: text.email }).fill(DEMO.admin);
      await page.getByRole('textbox', { name: text.password }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/emission-activities\/1173$/);
      await expect(page.getByRole('heading', { level: 1, name: text.editActivity })).toBeVisible();
    });
  });
}
