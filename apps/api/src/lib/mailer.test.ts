import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { retryDelaySeconds } from './mailer.ts';

/** A free local port, closed again: nothing listens there until the test starts its SMTP server. */
async function freePort(): Promise<number> {
  const probe = new SMTPServer({ authOptional: true });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mail outbox', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => t?.close());

  it('keeps a mail the SMTP server could not take and delivers it on a later try', async () => {
    const res = await t.request('/api/auth/recovery-password/send-code', {
      method: 'POST',
      json: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(200);
    // Unknown address: nothing queued. Sign up to queue a verification mail while SMTP is down.
    const signUp = await t.request('/api/sign-up', {
      method: 'POST',
      json: {
        name: 'Mario',
        last_name: 'Rojas',
        email: 'mario@example.com',
        phone: '3001234567',
        address: 'Calle 45 # 12-34, Medellín',
        password: 'Clave-segura-1',
        password_confirmation: 'Clave-segura-1',
        polices: true,
      },
    });
    expect(signUp.status).toBe(201);
    await t.app.mailer.deliverDue();
    const [pending] = await t.database.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.to, 'mario@example.com'));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.last_error).toBeTruthy();

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      // The retry is due once its delay has passed.
      await t.database.db
        .update(mail_outbox)
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where(eq(mail_outbox.id, pending!.id));
      expect(await t.app.mailer.deliverDue()).toBe(1);
      const [sent] = await t.database.db.select().from(mail_outbox).where(eq(mail_outbox.id, pending!.id));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('mario@example.com');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('hides the development outbox when real mail is configured', async () => {
    expect((await t.request('/api/dev/outbox')).status).toBe(404);
  });
});
