import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccount, ZApiError } from '@huella/shared';
import { findUserById } from './account.repository.ts';
import {
  bearer,
  createCompany,
  createUser,
  addMember,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories.ts';
import { memoryAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { manualClock } from '../../testing/clock.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { encodeForm, failingUpdates, uploadedFiles } from '../../testing/uploads.ts';
import { replaceAvatar } from './account.service.ts';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('reads and updates the profile', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const update = {
      name: 'Camila',
      last_name: 'Torres',
      dni: '1020304050',
      address: 'Avenida 68 # 12-40, Bogotá',
      phone: '3105556677',
      language: 'en',
    };
    const res = await t.request('/api/account', { method: 'PUT', headers, json: update });
    expect(res.status).toBe(200);
    expect(ZAccount.parse(await res.json())).toMatchObject(update);
    const bad = await t.request('/api/account', {
      method: 'PUT',
      headers,
      json: { ...update, phone: 'abc' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(ZApiError.parse(await bad.json()).errors ?? {})).toEqual(['phone']);
  });

  it('changes the password only with the current one', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const wrong = await t.request('/api/account/password', {
      method: 'PUT',
      headers,
      json: { old_password: 'Not-mine-1', password: 'Nueva-2026x', password_confirmation: 'Nueva-2026x' },
    });
    expect(wrong.status).toBe(422);
    expect(ZApiError.parse(await wrong.json()).errors?.old_password).toEqual([
      'La contraseña actual no es correcta.',
    ]);
    const ok = await t.request('/api/account/password', {
      method: 'PUT',
      headers,
      json: { old_password: TEST_PASSWORD, password: 'Nueva-2026x', password_confirmation: 'Nueva-2026x' },
    });
    expect(ok.status).toBe(200);
    expect((await findUserById(t.database.db, user.id))?.password_hash).toMatch(/^\$argon2id\$/);
    await signIn(t, user.email, 'Nueva-2026x');
  });

  it('stores an avatar checked by its content', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const form = new FormData();
    form.append('avatar', new Blob([GIF]), 'me.gif');
    const res = await t.request('/api/account/avatar', { method: 'PUT', headers, body: form });
    expect(res.status).toBe(200);
    const account = ZAccount.parse(await res.json());
    expect(account.avatar).toMatch(/\.gif$/);
    const notImage = new FormData();
    notImage.append('avatar', new Blob(['%PDF-1.4']), 'me.gif');
    expect((await t.request('/api/account/avatar', { method: 'PUT', headers, body: notImage })).status).toBe(
      422,
    );
    const tooBig = new FormData();
    tooBig.append('avatar', new Blob([GIF, Buffer.alloc(3 * 1024 * 1024)]), 'big.gif');
    expect((await t.request('/api/account/avatar', { method: 'PUT', headers, body: tooBig })).status).toBe(
      413,
    );
  });

  it('takes the avatar only from its own field and leaves no file behind when a change fails', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const before = await uploadedFiles(t, 'avatars');
    const form = (field: string) => {
      const data = new FormData();
      data.append(field, new Blob([GIF]), 'me.gif');
      return data;
    };

    const misnamed = await t.request('/api/account/avatar', { method: 'PUT', headers, body: form('logo') });
    expect(misnamed.status).toBe(422);
    expect(ZApiError.parse(await misnamed.json()).errors).toEqual({ logo: ['Campo no permitido.'] });

    const { body, type } = await encodeForm(form('avatar'));
    for (const cut of [body.subarray(0, body.length - 20), body.subarray(0, 40)]) {
      const res = await t.request('/api/account/avatar', {
        method: 'PUT',
        headers: { ...headers, 'content-type': type },
        body: cut,
      });
      expect(res.status, `${cut.length} bytes`).toBe(400);
      expect(ZApiError.parse(await res.json()).code).toBe('BAD_REQUEST');
    }
    const empty = await t.request('/api/account/avatar', {
      method: 'PUT',
      headers: { ...headers, 'content-type': type },
      body: '',
    });
    expect(empty.status).toBe(422);
    expect(ZApiError.parse(await empty.json()).errors).toEqual({ avatar: ['Adjunta un archivo.'] });

    const ctx = { ...t.app.ctx, db: failingUpdates(t.app.ctx.db) };
    await expect(replaceAvatar(ctx, user.id, GIF)).rejects.toThrow();

    expect(await uploadedFiles(t, 'avatars')).toEqual(before);
    expect((await findUserById(t.database.db, user.id))?.avatar).toBeNull();
  });

  it('deletes the account after the password confirms it, unless it is the last administrator of a team', async () => {
    const admin = await createUser(t);
    const company = await createCompany(t, admin);
    await addMember(t, company.id, await createUser(t));
    const headers = bearer(await signIn(t, admin.email));
    expect(
      (await t.request('/api/account', { method: 'DELETE', headers, json: { password: 'wrong' } })).status,
    ).toBe(422);
    expect(
      (await t.request('/api/account', { method: 'DELETE', headers, json: { password: TEST_PASSWORD } }))
        .status,
    ).toBe(409);

    const loner = await createUser(t);
    const lonerHeaders = bearer(await signIn(t, loner.email));
    expect(
      (
        await t.request('/api/account', {
          method: 'DELETE',
          headers: lonerHeaders,
          json: { password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(await findUserById(t.database.db, loner.id)).toBeNull();
    expect((await t.request('/api/account', { headers: lonerHeaders })).status).toBe(401);
  });
});

/**
 * A wrong password on the account's own forms counts like a wrong sign-in: against the account at
 * that address and the address, by the same rule. The app trusts the loopback proxy, so each call
 * names its client address in X-Forwarded-For; the counters run on a clock the test moves by hand.
 */
describe('wrong passwords on the account', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' }, (app) => {
      app.ctx.passwordAttempts = memoryAttemptLimiter(clock.now);
    });
  });
  afterAll(async () => t?.close());

  const from = (address: string) => ({ 'x-forwarded-for': address, 'accept-language': 'en' });
  const changePassword = (headers: Record<string, string>, address: string, oldPassword: string) =>
    t.request('/api/account/password', {
      method: 'PUT',
      headers: { ...headers, ...from(address) },
      json: { old_password: oldPassword, password: 'Nueva-2026x', password_confirmation: 'Nueva-2026x' },
    });
  const deleteAccount = (headers: Record<string, string>, address: string, password: string) =>
    t.request('/api/account', {
      method: 'DELETE',
      headers: { ...headers, ...from(address) },
      json: { password },
    });
  const signInFrom = (address: string, email: string, password: string) =>
    t.request('/api/auth/sign-in', { method: 'POST', headers: from(address), json: { email, password } });

  it('slows wrong current passwords on a password change with growing waits, for that address only', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const stolen = '198.51.100.40';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(headers, stolen, 'Not-mine-1');
      expect(wrong.status).toBe(422);
      expect(ZApiError.parse(await wrong.json()).errors?.old_password).toHaveLength(1);
    }
    const refused = await changePassword(headers, stolen, 'Not-mine-1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(ZApiError.parse(await refused.json()).code).toBe('RATE_LIMITED');
    // The right password is not checked during the wait, and nothing changes.
    expect((await changePassword(headers, stolen, TEST_PASSWORD)).status).toBe(429);
    // The same pair as a sign-in from there; the owner elsewhere is not slowed at all.
    expect((await signInFrom(stolen, user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom('203.0.113.40', user.email, TEST_PASSWORD)).status).toBe(200);

    clock.advance(1000);
    expect((await changePassword(headers, stolen, 'Not-mine-1')).status).toBe(422);
    const longer = await changePassword(headers, stolen, 'Not-mine-1');
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    clock.advance(2000);
    expect((await changePassword(headers, stolen, TEST_PASSWORD)).status).toBe(200);
  });

  it('slows wrong passwords on an account deletion the same way, for that address only', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const stolen = '198.51.100.41';
    for (let i = 0; i < 5; i += 1)
      expect((await deleteAccount(headers, stolen, 'Not-mine-1')).status).toBe(422);
    const refused = await deleteAccount(headers, stolen, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await findUserById(t.database.db, user.id)).not.toBeNull();
    expect((await signInFrom('203.0.113.41', user.email, TEST_PASSWORD)).status).toBe(200);
    clock.advance(1000);
    expect((await deleteAccount(headers, stolen, TEST_PASSWORD)).status).toBe(200);
    expect(await findUserById(t.database.db, user.id)).toBeNull();
  });

  it('counts sign-in, password change and deletion against one pair', async () => {
    const user = await createUser(t);
    const headers = bearer(await signIn(t, user.email));
    const address = '198.51.100.42';
    expect((await signInFrom(address, user.email, 'Not-mine-1')).status).toBe(401);
    expect((await changePassword(headers, address, 'Not-mine-1')).status).toBe(422);
    expect((await changePassword(headers, address, 'Not-mine-1')).status).toBe(422);
    expect((await deleteAccount(headers, address, 'Not-mine-1')).status).toBe(422);
    expect((await deleteAccount(headers, address, 'Not-mine-1')).status).toBe(422);
    expect((await signInFrom(address, user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await changePassword(headers, address, TEST_PASSWORD)).status).toBe(429);
    expect((await deleteAccount(headers, address, TEST_PASSWORD)).status).toBe(429);
  });
});
