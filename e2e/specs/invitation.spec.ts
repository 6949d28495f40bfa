import {
  byLabel,
  DEMO,
  DEMO_COMPANY,
  expect,
  latestMail,
  NEW_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures.ts';

const TEXT = {
  es: {
    email: 'Correo electrónico',
    invite: 'Invitar',
    invited: (email: string) => `Enviamos una invitación a ${email}.`,
    pending: 'Invitación pendiente',
    title: 'Únete a tu equipo',
    name: 'Nombre',
    password: 'Contraseña',
    confirmation: 'Confirma la contraseña',
    policies: /Acepto los/,
    accept: 'Aceptar invitación',
    account: 'Mi cuenta',
    invalid: 'Invitación no válida',
    goToSignIn: 'Ir a iniciar sesión',
  },
  en: {
    email: 'E-mail',
    invite: 'Invite',
    invited: (email: string) => `We sent an invitation to ${email}.`,
    pending: 'Pending invitation',
    title: 'Join your team',
    name: 'First name',
    password: 'Password',
    confirmation: 'Confirm the password',
    policies: /I accept the/,
    accept: 'Accept invitation',
    account: 'My account',
    invalid: 'Invalid invitation',
    goToSignIn: 'Go to sign in',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`invitations (${lang})`, () => {
    test.use({ signedInAs: DEMO.admin, lang });

    test(`an administrator invites a new e-mail, who joins through the link (${lang})`, async ({
      page,
      browser,
      request,
      baseURL,
      clientAddress,
    }) => {
      const email = uniqueEmail(`invited-${lang}`);
      await page.goto('/settings');
      const members = page.getByRole('region', { name: lang === 'en' ? 'Members' : 'Miembros' });
      await byLabel(members, t.email).fill(email);
      await members.getByRole('button', { name: t.invite, exact: true }).click();
      await expect(page.getByText(t.invited(email))).toBeVisible();
      const row = members.getByRole('row').filter({ hasText: email });
      await expect(row.getByText(t.pending)).toBeVisible();

      const mail = await latestMail(request, email, 'invitation');
      const link = /https?:\/\/\S+(\/sign-up\/company\/\d+\/user\/\d+\?token=\S+)/.exec(mail.text)?.[1];
      expect(link, mail.text).toBeTruthy();

      // The invited person, in a browser of their own.
      const invitee = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
        storageState: languageOnly(baseURL!, lang),
      });
      const other = await invitee.newPage();
      await other.goto(link!);
      await expect(other.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(other.getByText(DEMO_COMPANY)).toBeVisible();
      await expect(byLabel(other, t.email)).toHaveValue(email);
      await byLabel(other, t.name).fill('Invitada');
      await byLabel(other, t.password).fill(NEW_PASSWORD);
      await byLabel(other, t.confirmation).fill(NEW_PASSWORD);
      await other.getByRole('checkbox', { name: t.policies }).check();
      await other.getByRole('button', { name: t.accept }).click();

      // A member of one company: straight into it, on the first screen members have.
      await expect(other).toHaveURL(/\/account$/);
      await expect(other.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await expect(other.getByRole('banner').getByText(DEMO_COMPANY)).toBeVisible();
      await invitee.close();

      // The link works once.
      const again = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
        storageState: languageOnly(baseURL!, lang),
      });
      const reused = await again.newPage();
      await reused.goto(link!);
      await expect(reused.getByRole('heading', { level: 1, name: t.invalid })).toBeVisible();
      await reused.getByRole('link', { name: t.goToSignIn }).click();
      await expect(reused).toHaveURL(/\/sign-in$/);
      await again.close();

      // Back in settings the member is active.
      await page.reload();
      await expect(members.getByRole('row').filter({ hasText: email }).getByText(t.pending)).toHaveCount(0);
    });
  });
}

/** A fresh browser state with only the UI language stored. */
function languageOnly(baseURL: string, lang: 'es' | 'en') {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'lang', value: lang }] }],
  };
}
