import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const SWEEP_MS = 30_000;

export const mailerPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = new Mailer({
      db: app.db,
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      outboxDir: config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    if (config.mailOutbox)
      app.log.warn(
        'development mail outbox is on: GET /api/dev/outbox lists every mail to this machine and to super-admins',
      );
    // Mail written while the process was down, or whose delivery failed, is retried by this sweep.
    const timer = setInterval(() => mailer.kick(), SWEEP_MS);
    timer.unref();
    app.addHook('onReady', async () => mailer.kick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
