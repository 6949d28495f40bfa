import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@huella/shared';
import { refresh_tokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/crypto.ts';
import { bearer, createUser, signIn } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../lib/tokens.ts';

/** Two tabs of one browser refresh the same token at once: neither is signed out. */
describe('simultaneous refreshes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const refresh = (token: string) =>
    t.request('/api/auth/refresh', { method: 'POST', json: { refresh_token: token } });

  it('hands both tabs the same successor, which keeps working', async () => {
    const session = await signIn(t, (await createUser(t)).email);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map(async (r) => ZSession.parse(await r.json())));
    expect(a!.refresh_token).toBe(b!.refresh_token);
    expect(a!.refresh_token).not.toBe(session.refresh_token);
    // Both access tokens work, and the one successor rotates on.
    for (const s of [a!, b!])
      expect((await t.request('/api/account', { headers: bearer(s) })).status).toBe(200);
    expect((await refresh(a!.refresh_token)).status).toBe(200);
  });

  it('answers a late second tab within the grace with the same successor, and only once it is unused', async () => {
    const session = await signIn(t, (await createUser(t)).email);
    const first = ZSession.parse(await (await refresh(session.refresh_token)).json());
    const second = ZSession.parse(await (await refresh(session.refresh_token)).json());
    expect(second.refresh_token).toBe(first.refresh_token);

    // The successor rotated on: the old token now is a replay, and the family is signed out.
    const next = ZSession.parse(await (await refresh(first.refresh_token)).json());
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(401);
  });

  it('treats the same token past the grace as a replay that signs the family out', async () => {
    const session = await signIn(t, (await createUser(t)).email);
    const first = ZSession.parse(await (await refresh(session.refresh_token)).json());
    await t.database.db
      .update(refresh_tokens)
      .set({ used_at: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refresh_tokens.token_hash, hashToken(session.refresh_token)));
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });
});
