import { createHash } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** The demo accounts the development server seeds (apps/api/src/db/demo.ts). */
export const DEMO_PASSWORD = 'Huella-demo-2026';
export const DEMO = {
  superAdmin: 'superadmin@huella.test',
  admin: 'admin@huella.test',
  member: 'member@huella.test',
} as const;
export const DEMO_COMPANY = 'Andina Verde SAS';

export type TLang = 'es' | 'en';

/**
 * A client address of its own for each test. The test server trusts X-Forwarded-For from this
 * machine (TRUST_PROXY=loopback, as behind a proxy), so the per-address rate limits (sign-up
 * 10/min, wrong passwords 30 per address before waits begin, refresh 60/min) count each test
 * apart, as separate visitors would be counted, whatever runs in parallel.
 */
function clientAddressFor(testInfo: TestInfo): string {
  const digest = createHash('sha256').update(`${testInfo.testId}#${testInfo.retry}`).digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2]! % 250) + 1}`;
}

/** Chromium logs every failed request; an API answer a test provokes on purpose is not a bug. */
function isExpectedApiFailure(text: string, url: string): boolean {
  return /status of 4\d\d/.test(text) && /\/api\//.test(url);
}

type TFixtures = {
  consoleErrors: string[];
  clientAddress: string;
};

type TOptions = {
  /** A demo account to start the test signed in as (signed in through the API), or null. */
  signedInAs: string | null;
  /** The language stored before the first page load. */
  lang: TLang;
};

/**
 * `test` for every spec: the page starts in a clean state (Spanish unless `lang`, light mode, no
 * cookies, signed in only with `signedInAs`) and a test fails if the page logs a console error or
 * throws — React warnings included.
 *
 * A signed-in state is made per test, not shared per role: a refresh token works once and the API
 * revokes every session of a sign-in whose rotated token is presented again, so two tests restoring
 * the same saved cookie would sign each other out.
 */
export const test = base.extend<TFixtures & TOptions>({
  signedInAs: [null, { option: true }],
  lang: ['es', { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use, testInfo) => {
    await use(clientAddressFor(testInfo));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'X-Forwarded-For': clientAddress });
  },
  storageState: async ({ signedInAs, lang, baseURL, clientAddress, playwright }, use) => {
    const origin = new URL(baseURL!).origin;
    const localStorage = [{ name: 'lang', value: lang }];
    if (!signedInAs) {
      await use({ cookies: [], origins: [{ origin, localStorage }] });
      return;
    }
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
    });
    const answer = await api.post('/api/auth/sign-in', {
      data: { email: signedInAs, password: DEMO_PASSWORD },
    });
    expect(answer.ok(), `sign-in of ${signedInAs}`).toBe(true);
    const { cookies } = await api.storageState();
    await api.dispose();
    await use({
      cookies,
      origins: [{ origin, localStorage: [...localStorage, { name: 'signed_in', value: '1' }] }],
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && isExpectedApiFailure(message.text(), message.location().url))
          return;
        if (
          message.type() === 'error' ||
          (message.type() === 'warning' && /React|Warning:/.test(message.text()))
        ) {
          errors.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Switches the language with the header's language menu. */
export async function switchLanguage(page: Page, to: TLang) {
  await page.getByRole('button', { name: /Cambiar idioma|Change language/ }).click();
  await page.getByRole('menuitem', { name: to === 'en' ? 'English' : 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

// ---------------------------------------------------------------------------------------------
// Accounts and the development mail outbox

let sequence = 0;

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@e2e.test`;
}

type TMail = { to: string; subject: string; text: string; template: string };

/** The newest mail sent to `to` (the API lists its outbox when it runs without SMTP). */
export async function latestMail(request: APIRequestContext, to: string, template?: string): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/dev/outbox', { params: { to, limit: 1 } });
        const { data } = (await answer.json()) as { data: TMail[] };
        found = data[0];
        return found && (!template || found.template === template) ? found.template : null;
      },
      { message: `a mail to ${to}` },
    )
    .not.toBeNull();
  return found!;
}

/** The six-digit code of the newest verification or recovery mail sent to `to`. */
export async function latestCode(request: APIRequestContext, to: string, template: string): Promise<string> {
  const mail = await latestMail(request, to, template);
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  expect(code, `a code in "${mail.subject}"`).toBeTruthy();
  return code!;
}

export const NEW_PASSWORD = 'Huella-e2e-2026';

/**
 * A verified account made through the API (sign-up, code from the outbox, verification), for
 * tests that change their own user. Its language is `lang`.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  prefix: string,
  lang: TLang = 'es',
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail(prefix);
  const name = lang === 'en' ? 'Alex' : 'Lucía';
  const signUp = await request.post('/api/sign-up', {
    data: {
      name,
      last_name: lang === 'en' ? 'Tester' : 'Pruebas',
      email,
      phone: '+57 300 555 0101',
      address: 'Calle 10 # 20-30, Bogotá',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      polices: true,
      language: lang,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const code = await latestCode(request, email, 'verification-code');
  const verify = await request.post('/api/sign-up/verify-account', { data: { email, code } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { email, password: NEW_PASSWORD, name };
}

/** Signs `page` in through the API (the refresh cookie lands in the page's context), then opens `path`. */
export async function signInThroughApi(page: Page, email: string, password: string, path = '/welcome') {
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.addInitScript(() => {
    // Only before the first load of the test: a later sign-out must stay signed out on reload.
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('signed_in', '1');
    }
  });
  await page.goto(path);
}

/** Fills the six boxes of a verification or recovery code. */
export async function fillCode(page: Page, code: string, lang: TLang = 'es') {
  const first = page.getByRole('textbox', { name: lang === 'en' ? 'Digit 1 of 6' : 'Dígito 1 de 6' });
  await first.click();
  await page.keyboard.type(code);
}

/** A verified account that administers companies of its own (made through the API). */
export async function createCompanyOwner(request: APIRequestContext, prefix: string, count = 1) {
  const user = await createVerifiedUser(request, prefix);
  const token = await apiToken(request, user.email, user.password);
  const companies: string[] = [];
  const companyIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `Compañía ${prefix} ${index + 1} ${Date.now().toString(36)}`;
    const created = await request.post('/api/companies', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        nit: '901234567-8',
        address: 'Avenida 68 # 22-10, Bogotá',
        phone: '+57 601 555 0303',
        email: 'info@compania-e2e.co',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    companies.push(name);
    companyIds.push(((await created.json()) as { id: number }).id);
  }
  return { ...user, token, company: companies[0]!, companies, companyId: companyIds[0]!, companyIds };
}

type TCompanyOwner = Awaited<ReturnType<typeof createCompanyOwner>>;

/** The owner invites `email` to one of their companies through the API (the mail carries the link). */
export async function inviteThroughApi(
  request: APIRequestContext,
  owner: Pick<TCompanyOwner, 'token' | 'companyId'>,
  email: string,
  {
    role = 'member',
    companyId = owner.companyId,
  }: { role?: 'member' | 'administrator'; companyId?: number } = {},
) {
  const invited = await request.post(`/api/companies/${companyId}/users`, {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
}

/** The path of the link in an invitation mail: `/invitations/{id}?token=…`. */
export function invitationPath(mail: { text: string; subject: string }): string {
  const path = /\/invitations\/\d+\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(path, `an invitation link in "${mail.subject}"`).toBeTruthy();
  return path!;
}

/**
 * A verified account that joined the owner's company the only way there is: invited, then
 * accepting the invitation (through the API).
 */
export async function createInvitedMember(
  request: APIRequestContext,
  owner: Pick<TCompanyOwner, 'token' | 'companyId'>,
  prefix: string,
) {
  const member = await createVerifiedUser(request, prefix);
  await inviteThroughApi(request, owner, member.email);
  const headers = { Authorization: `Bearer ${await apiToken(request, member.email, member.password)}` };
  const mine = await request.get('/api/account/invitations', { headers });
  const { data } = (await mine.json()) as { data: { id: number; company: { id: number } }[] };
  const invitation = data.find((item) => item.company.id === owner.companyId);
  expect(invitation, `an invitation of company ${owner.companyId}`).toBeTruthy();
  const accepted = await request.post(`/api/account/invitations/${invitation!.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return member;
}

/**
 * The field labelled exactly `text` (a required field's label ends with an asterisk, hidden from
 * assistive technology but part of the label's text).
 */
export function byLabel(scope: Page | Locator, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** Closes the toasts on screen, and those the queue shows next (at most two show at once). */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  await expect(async () => {
    for (const close of await toasts.getByRole('button', { name: /^(Cerrar|Close)$/ }).all()) {
      await close.click({ timeout: 1_000 }).catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Picks an option (the first one unless named) of a Mantine select labelled `label`. */
export async function pickOption(page: Page, label: string, option?: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }) : options).first().click();
}

/** An access token of `email`, for preparing records through the API. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { access_token: string }).access_token;
}
