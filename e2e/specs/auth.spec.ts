import type { Page } from '@playwright/test';
import {
  byLabel,
  createVerifiedUser,
  DEMO,
  DEMO_PASSWORD,
  expect,
  fillCode,
  latestCode,
  NEW_PASSWORD,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

const TEXT = {
  es: {
    signUpTitle: 'Crear una cuenta',
    name: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    password: 'Contraseña',
    confirmation: 'Confirma la contraseña',
    policies: /Acepto los/,
    createAccount: 'Crear cuenta',
    verifyTitle: 'Verifica tu correo',
    verify: 'Verificar',
    resend: 'Reenviar código',
    resent: 'Si la cuenta existe y no está verificada, te enviamos un código nuevo.',
    welcome: (name: string) => `Hola, ${name}`,
    companyName: 'Nombre de la empresa',
    nit: 'NIT',
    companyEmail: 'Correo de contacto',
    createCompany: 'Crear empresa',
    settings: 'Configuración',
    accountMenu: 'Menú de la cuenta',
    signOut: 'Cerrar sesión',
    signInTitle: 'Iniciar sesión',
    signIn: 'Iniciar sesión',
    wrongPassword: 'El correo o la contraseña no son correctos.',
    forgot: '¿Olvidaste tu contraseña?',
    forgotTitle: 'Recuperar contraseña',
    sendCode: 'Enviar código',
    codeTitle: 'Introduce el código',
    continue: 'Continuar',
    resetTitle: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    changePassword: 'Cambiar contraseña',
    passwordReset: 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
    codeInvalid: 'El código no es correcto o ya no es válido. Si hace falta, solicita uno nuevo.',
    firstSteps: 'Primeros pasos',
    stepCompanyData: 'Completa los datos de la empresa',
    stepSources: 'Elige las categorías de fuentes de emisión',
    stepHeadquarters: 'Crea una sede',
    stepTeam: 'Invita a tu equipo',
    stepEmissionSource: 'Añade una fuente de emisión',
    stepActivity: 'Registra una primera actividad',
    stepFootprint: 'Mira tu huella',
    sources: 'Categorías de fuentes de emisión',
    sourcesLink: 'Categorías de fuentes',
    administration: 'Administración',
  },
  en: {
    signUpTitle: 'Create an account',
    name: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    password: 'Password',
    confirmation: 'Confirm the password',
    policies: /I accept the/,
    createAccount: 'Create account',
    verifyTitle: 'Verify your e-mail',
    verify: 'Verify',
    resend: 'Resend code',
    resent: 'If the account exists and is not verified, we sent you a new code.',
    welcome: (name: string) => `Hello, ${name}`,
    companyName: 'Company name',
    nit: 'Tax ID (NIT)',
    companyEmail: 'Contact e-mail',
    createCompany: 'Create company',
    settings: 'Settings',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    signInTitle: 'Sign in',
    signIn: 'Sign in',
    wrongPassword: 'The e-mail or the password is not correct.',
    forgot: 'Forgot your password?',
    forgotTitle: 'Recover your password',
    sendCode: 'Send code',
    codeTitle: 'Enter the code',
    continue: 'Continue',
    resetTitle: 'Choose a new password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordReset: 'Your password was changed. You can sign in now.',
    codeInvalid: 'The code is not correct or no longer valid. Request a new one if needed.',
    firstSteps: 'First steps',
    stepCompanyData: "Complete the company's data",
    stepSources: 'Choose the emission-source categories',
    stepHeadquarters: 'Create a headquarter',
    stepTeam: 'Invite your team',
    stepEmissionSource: 'Add an emission source',
    stepActivity: 'Record a first activity',
    stepFootprint: 'See your footprint',
    sources: 'Emission-source categories',
    sourcesLink: 'Source categories',
    administration: 'Administration',
  },
} as const;

const field = (page: Page, label: string) => byLabel(page, label);

for (const lang of ['es', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`identity (${lang})`, () => {
    test.use({ lang });

    test('sign up, verify with the e-mailed code, create a company, sign out', async ({ page, request }) => {
      // Four screens and a mail round trip, one after the other.
      test.slow();
      const email = uniqueEmail(`signup-${lang}`);
      const company = `Empresa E2E ${Date.now().toString(36)}`;
      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible();
      await field(page, t.name).fill('Camila');
      await field(page, t.lastName).fill('Rodríguez');
      await field(page, t.email).fill(email);
      await field(page, t.phone).fill('+57 310 555 0000');
      await field(page, t.address).fill('Carrera 15 # 93-60, Bogotá');
      await field(page, t.password).fill(NEW_PASSWORD);
      await field(page, t.confirmation).fill(NEW_PASSWORD);
      await page.getByRole('checkbox', { name: t.policies }).check();
      await page.getByRole('button', { name: t.createAccount }).click();

      await expect(page).toHaveURL(new RegExp(`/verify-account/${encodeURIComponent(email)}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.verifyTitle })).toBeVisible();
      // A wrong code is refused beside the field, then the resend button mails a new one.
      await fillCode(page, '000000', lang);
      await page.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(page.getByText(t.codeInvalid)).toBeVisible();
      await page.getByRole('button', { name: t.resend }).click();
      await expect(page.getByText(t.resent)).toBeVisible();
      const code = await latestCode(request, email, 'verification-code');
      await fillCode(page, code, lang);
      await page.getByRole('button', { name: t.verify, exact: true }).click();

      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: t.welcome('Camila') })).toBeVisible();
      await field(page, t.companyName).fill(company);
      await field(page, t.nit).fill('900555123-4');
      await field(page, t.address).fill('Calle 100 # 8A-55, Bogotá');
      await field(page, t.phone).fill('+57 601 555 0202');
      await field(page, t.companyEmail).fill('contacto@empresa-e2e.co');
      await page.getByRole('button', { name: t.createCompany }).click();

      // The creator administers the new company: the app opens on its settings, with the first
      // steps of a company without data on top, in order, each leading to where it is done.
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('banner').getByText(company)).toBeVisible();
      await expect(page.getByRole('link', { name: t.settings })).toBeVisible();
      const start = page.getByRole('region', { name: t.firstSteps });
      await expect(start.getByRole('listitem')).toHaveText([
        new RegExp(`^${t.stepCompanyData}`),
        new RegExp(`^${t.stepSources}`),
        new RegExp(`^${t.stepHeadquarters}`),
        new RegExp(`^${t.stepTeam}`),
        new RegExp(`^${t.stepEmissionSource}`),
        new RegExp(`^${t.stepActivity}`),
        new RegExp(`^${t.stepFootprint}`),
      ]);

      await page.getByRole('button', { name: t.accountMenu }).click();
      const signOut = page.getByRole('menuitem', { name: t.signOut });
      await expect(signOut).toBeVisible();
      // The menu lies above the toasts still showing at the top right: nothing covers its items.
      expect(
        await signOut.evaluate((item) => {
          const box = item.getBoundingClientRect();
          return item.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      ).toBe(true);
      await signOut.click();
      await expect(page).toHaveURL(/\/sign-in$/);
      expect(
        await page.evaluate(() => [localStorage.getItem('company_id'), localStorage.getItem('signed_in')]),
      ).toEqual([null, null]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsettings$/);
    });

    test('a super-admin signs in and lands on the administration', async ({ page }) => {
      await page.goto('/sign-in');
      await field(page, t.email).fill(DEMO.superAdmin);
      await field(page, t.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/sources$/);
      await expect(page.getByRole('heading', { level: 1, name: t.sources })).toBeVisible();
      const administration = page.locator('#app-sidebar').getByRole('group', { name: t.administration });
      await expect(administration.getByRole('link', { name: t.sourcesLink })).toBeVisible();
    });

    test('a wrong password is refused with the reason', async ({ page }) => {
      await page.goto('/sign-in');
      await field(page, t.email).fill(DEMO.member);
      await field(page, t.password).fill('Not-the-password-1');
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t.wrongPassword);
      await expect(page).toHaveURL(/\/sign-in$/);
    });

    test('forgot password: code by e-mail, new password, sign in with it', async ({ page, request }) => {
      const user = await createVerifiedUser(request, `recovery-${lang}`, lang);
      const chosen = 'Otra-clave-2026';
      await page.goto('/sign-in');
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();
      await field(page, t.email).fill(user.email);
      await page.getByRole('button', { name: t.sendCode }).click();

      await expect(page).toHaveURL(/\/forgot-password\/valid-code\?email=/);
      await expect(page.getByRole('heading', { level: 1, name: t.codeTitle })).toBeVisible();
      const code = await latestCode(request, user.email, 'recovery-code');
      await fillCode(page, code, lang);
      await page.getByRole('button', { name: t.continue }).click();

      await expect(page).toHaveURL(new RegExp(`/forgot-password/reset-password/${code}\\?email=`));
      await expect(page.getByRole('heading', { level: 1, name: t.resetTitle })).toBeVisible();
      await field(page, t.newPassword).fill(chosen);
      await field(page, t.confirmation).fill(chosen);
      await page.getByRole('button', { name: t.changePassword }).click();

      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByText(t.passwordReset)).toBeVisible();
      await field(page, t.email).fill(user.email);
      await field(page, t.password).fill(chosen);
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: t.welcome(user.name) })).toBeVisible();
    });
  });
}

test.describe('sign-up checks', () => {
  test('the form refuses what the API refuses, in the same words, beside each field', async ({
    page,
    request,
  }) => {
    const taken = await createVerifiedUser(request, 'taken');
    await page.goto('/sign-up');
    await byLabel(page, 'Nombre').fill('Jo');
    await byLabel(page, 'Contraseña').fill('Huella-2026');
    await byLabel(page, 'Confirma la contraseña').fill('Huella-2027');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(byLabel(page, 'Nombre')).toHaveAccessibleDescription('Debe tener al menos 3 caracteres.');
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await expect(page.getByText('Debes aceptar los términos y condiciones para continuar.')).toBeVisible();

    // The policy opens over the form; accepting there ticks the box and keeps what was typed.
    await page.getByRole('button', { name: 'términos y la política de privacidad' }).click();
    await page
      .getByRole('dialog', { name: 'Términos y política de privacidad' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByRole('checkbox', { name: /Acepto los/ })).toBeChecked();

    // A taken e-mail is answered as a new one (its owner is mailed): sign-up tells nobody who has an account.
    await byLabel(page, 'Nombre').fill('Julia');
    await byLabel(page, 'Apellidos').fill('Martínez');
    await byLabel(page, 'Correo electrónico').fill(taken.email);
    await byLabel(page, 'Teléfono').fill('+57 300 555 0101');
    await byLabel(page, 'Dirección').fill('Calle 10 # 20-30, Bogotá');
    await byLabel(page, 'Confirma la contraseña').fill('Huella-2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify-account/${encodeURIComponent(taken.email)}$`));
  });
});

test.describe('guards', () => {
  test('the public site leads to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a visitor without session goes to sign in, then back to the page asked for', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount$/);
    await byLabel(page, 'Correo electrónico').fill(DEMO.member);
    await byLabel(page, 'Contraseña').fill('Huella-demo-2026');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  });

  test('a user whose e-mail is not verified is sent to verify it', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const signUp = await request.post('/api/sign-up', {
      data: {
        name: 'Pablo',
        last_name: 'Sin Verificar',
        email,
        phone: '+57 300 555 0101',
        address: 'Calle 10 # 20-30, Bogotá',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        polices: true,
      },
    });
    expect(signUp.status()).toBe(201);
    await signInThroughApi(page, email, NEW_PASSWORD, '/welcome');
    await expect(page).toHaveURL(new RegExp(`/verify-account/${encodeURIComponent(email)}$`));
    await page.goto('/account');
    await expect(page).toHaveURL(new RegExp(`/verify-account/${encodeURIComponent(email)}$`));
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: DEMO.member });

    test('the session survives a reload, and the sign-in screens send to the app', async ({ page }) => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
      await page.goto('/sign-in');
      // /welcome → the member's only company → its first screen, the dashboard.
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
});
