import type { APIRequestContext, Browser } from '@playwright/test';
import {
  apiToken,
  byLabel,
  createCompanyOwner,
  createVerifiedUser,
  dismissToasts,
  expect,
  invitationPath,
  inviteThroughApi,
  latestMail,
  NEW_PASSWORD,
  signInThroughApi,
  test,
  uniqueEmail,
  type TLang,
} from './fixtures.ts';

/** Joining a company is always the person's choice: an administrator invites, the person accepts. */

const TEXT = {
  es: {
    members: 'Miembros',
    pendingTable: 'Invitaciones pendientes',
    email: 'Correo electrónico',
    invite: 'Invitar',
    invited: (email: string) => `Enviamos una invitación a ${email}.`,
    pending: 'Invitación pendiente',
    join: (company: string) => `Únete a ${company}`,
    name: 'Nombre',
    password: 'Contraseña',
    confirmation: 'Confirma la contraseña',
    policies: /Acepto los/,
    accept: 'Aceptar invitación',
    firstScreen: 'Panel de emisiones',
    invalid: 'Invitación no válida',
    goToSignIn: 'Ir a iniciar sesión',
    otherAccount: (current: string, email: string) =>
      `Has iniciado sesión como ${current}; esta invitación es para ${email}.`,
    signOut: 'Cerrar sesión',
    signInToAnswer: (email: string) => `Inicia sesión como ${email} para aceptarla o rechazarla.`,
    signIn: 'Iniciar sesión',
    signInSubmit: 'Iniciar sesión',
    invitations: 'Invitaciones',
    acceptOf: (company: string) => `Aceptar la invitación de ${company}`,
    declineOf: (company: string) => `Rechazar la invitación de ${company}`,
    accepted: (company: string) => `Ahora formas parte de ${company}.`,
    confirmDecline: (company: string) => `¿Rechazar la invitación de ${company}?`,
    declined: (company: string) => `Rechazaste la invitación de ${company}.`,
    yes: 'Sí',
    companies: 'Tus empresas',
  },
  en: {
    members: 'Members',
    pendingTable: 'Pending invitations',
    email: 'E-mail',
    invite: 'Invite',
    invited: (email: string) => `We sent an invitation to ${email}.`,
    pending: 'Pending invitation',
    join: (company: string) => `Join ${company}`,
    name: 'First name',
    password: 'Password',
    confirmation: 'Confirm the password',
    policies: /I accept the/,
    accept: 'Accept invitation',
    firstScreen: 'Emissions dashboard',
    invalid: 'Invalid invitation',
    goToSignIn: 'Go to sign in',
    otherAccount: (current: string, email: string) =>
      `You are signed in as ${current}; this invitation is for ${email}.`,
    signOut: 'Sign out',
    signInToAnswer: (email: string) => `Sign in as ${email} to accept or decline it.`,
    signIn: 'Sign in',
    signInSubmit: 'Sign in',
    invitations: 'Invitations',
    acceptOf: (company: string) => `Accept the invitation of ${company}`,
    declineOf: (company: string) => `Decline the invitation of ${company}`,
    accepted: (company: string) => `You are now part of ${company}.`,
    confirmDecline: (company: string) => `Decline the invitation of ${company}?`,
    declined: (company: string) => `You declined the invitation of ${company}.`,
    yes: 'Yes',
    companies: 'Your companies',
  },
} as const;

/** A browser of its own for someone else (the invited person), signed out, in `lang`. */
async function otherBrowser(browser: Browser, baseURL: string, clientAddress: string, lang: TLang) {
  return browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'lang', value: lang }] }],
    },
  });
}

/** The companies an account belongs to, as the API says (a sign-in of its own). */
async function companiesOf(request: APIRequestContext, user: { email: string; password: string }) {
  const answer = await request.get('/api/account', {
    headers: { Authorization: `Bearer ${await apiToken(request, user.email, user.password)}` },
  });
  return ((await answer.json()) as { companies: { name: string }[] }).companies.map((c) => c.name);
}

for (const lang of ['es', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`invitations (${lang})`, () => {
    test.use({ lang });

    test(`a new e-mail is invited, creates its account from the link and lands in the company (${lang})`, async ({
      page,
      browser,
      request,
      baseURL,
      clientAddress,
    }) => {
      // Two people, two browsers and a mail round trip.
      test.slow();
      const owner = await createCompanyOwner(request, `inviter-${lang}`);
      await signInThroughApi(page, owner.email, owner.password, '/welcome');
      await expect(page).toHaveURL(/\/settings$/);
      const members = page.getByRole('region', { name: t.members });
      const email = uniqueEmail(`invited-${lang}`);
      await byLabel(members, t.email).fill(email);
      await members.getByRole('button', { name: t.invite, exact: true }).click();
      await expect(page.getByText(t.invited(email))).toBeVisible();
      const pendingRow = page
        .getByRole('table', { name: t.pendingTable })
        .getByRole('row')
        .filter({ hasText: email });
      await expect(pendingRow.getByText(t.pending)).toBeVisible();
      // Invited is not joined: the members table does not list the e-mail.
      await expect(
        page.getByRole('table', { name: t.members }).getByRole('row').filter({ hasText: email }),
      ).toHaveCount(0);

      const link = invitationPath(await latestMail(request, email, 'invitation'));

      // The invited person, in a browser of their own.
      const invitee = await otherBrowser(browser, baseURL!, clientAddress, lang);
      const other = await invitee.newPage();
      await other.goto(link);
      await expect(other.getByRole('heading', { level: 1, name: t.join(owner.company) })).toBeVisible();
      await expect(byLabel(other, t.email)).toHaveValue(email);
      await byLabel(other, t.name).fill('Invitada');
      await byLabel(other, t.password).fill(NEW_PASSWORD);
      await byLabel(other, t.confirmation).fill(NEW_PASSWORD);
      await other.getByRole('checkbox', { name: t.policies }).check();
      await other.getByRole('button', { name: t.accept }).click();

      // A member of one company: straight into it, on the first screen members have.
      await expect(other).toHaveURL(/\/dashboard$/);
      await expect(other.getByRole('heading', { level: 1, name: t.firstScreen })).toBeVisible();
      await expect(other.getByRole('banner').getByText(owner.company)).toBeVisible();
      await invitee.close();

      // The link works once.
      const again = await otherBrowser(browser, baseURL!, clientAddress, lang);
      const reused = await again.newPage();
      await reused.goto(link);
      await expect(reused.getByRole('heading', { level: 1, name: t.invalid })).toBeVisible();
      await reused.getByRole('link', { name: t.goToSignIn }).click();
      await expect(reused).toHaveURL(/\/sign-in$/);
      await again.close();

      // Back in settings: a member now, and no longer pending.
      await page.reload();
      await expect(
        page.getByRole('table', { name: t.members }).getByRole('row').filter({ hasText: email }),
      ).toBeVisible();
      await expect(pendingRow).toHaveCount(0);
    });

    test(`an existing account joins only when it accepts on /welcome; declining joins nothing (${lang})`, async ({
      page,
      request,
    }) => {
      // Two companies, two invitations, two sign-ins, and the company opened at the end.
      test.slow();
      // Each company its own owner's: a person's second company has no trial, so no seat to offer.
      const owner = await createCompanyOwner(request, `host-${lang}`);
      const otherOwner = await createCompanyOwner(request, `host2-${lang}`);
      const [first] = owner.companies as [string];
      const [second] = otherOwner.companies as [string];
      const person = await createVerifiedUser(request, `person-${lang}`, lang);
      await inviteThroughApi(request, owner, person.email);
      const link = invitationPath(await latestMail(request, person.email, 'invitation-existing-account'));

      // Opened while signed in as someone else (the owner): it says so, and offers to sign out.
      await signInThroughApi(page, owner.email, owner.password, link);
      await expect(page.getByText(t.otherAccount(owner.email, person.email))).toBeVisible();
      await page.getByRole('button', { name: t.signOut }).click();

      // Signed out: the person is asked to sign in as the invited e-mail, and comes back to /welcome.
      await expect(page.getByText(t.signInToAnswer(person.email))).toBeVisible();
      await page.getByRole('link', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in\?/);
      await expect(byLabel(page, t.email)).toHaveValue(person.email);
      await byLabel(page, t.password).fill(person.password);
      await page.getByRole('button', { name: t.signInSubmit, exact: true }).click();
      await expect(page).toHaveURL(/\/welcome$/);

      // Not a member until it accepts.
      const invitations = page.getByRole('region', { name: t.invitations });
      await expect(invitations.getByText(first)).toBeVisible();
      await expect(page.getByRole('list', { name: t.companies })).toHaveCount(0);
      expect(await companiesOf(request, person)).toEqual([]);

      await invitations.getByRole('button', { name: t.acceptOf(first) }).click();
      await expect(page.getByText(t.accepted(first))).toBeVisible();
      await expect(invitations).toHaveCount(0);
      const picker = page.getByRole('list', { name: t.companies });
      await expect(picker.getByRole('link', { name: new RegExp(first) })).toBeVisible();
      await dismissToasts(page);

      // A second invitation, opened signed in as the invited e-mail, waits on /welcome: declined.
      await inviteThroughApi(request, otherOwner, person.email);
      await page.goto(invitationPath(await latestMail(request, person.email, 'invitation-existing-account')));
      await expect(page).toHaveURL(/\/welcome$/);
      await invitations.getByRole('button', { name: t.declineOf(second) }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t.confirmDecline(second) })
        .getByRole('button', { name: t.yes })
        .click();
      await expect(page.getByText(t.declined(second))).toBeVisible();
      await expect(invitations).toHaveCount(0);
      await expect(picker.getByRole('listitem')).toHaveCount(1);
      expect(await companiesOf(request, person)).toEqual([first]);

      // The accepted company opens like any other.
      await picker.getByRole('link', { name: new RegExp(first) }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('banner').getByText(first)).toBeVisible();
    });
  });
}
