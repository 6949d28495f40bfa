import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { afterCommit } from '../db/request-transaction.ts';
import {
  claimDueMails,
  insertMail,
  markMailFailed,
  markMailSent,
  type MailContent,
} from '../db/mail-outbox.ts';

export const MAIL_MAX_ATTEMPTS = 10;
const LEASE_SECONDS = 120;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export type MailerOptions = {
  db: Db;
  from: string;
  /** SMTP server; without it mail is written as .eml files to `outboxDir` (development, demo, tests). */
  smtpUrl?: string;
  outboxDir?: string;
  log: FastifyBaseLogger;
};

/**
 * Mail goes through a durable outbox: `queue` writes it in the caller's transaction, `deliverDue`
 * sends what is due and reschedules failures with a growing delay, so no mail is lost when the
 * SMTP server is down or the process stops.
 */
export class Mailer {
  private readonly transport: Transporter;
  private running: Promise<number> | null = null;

  constructor(private readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  queue(db: Db | Tx, to: string, content: MailContent): Promise<number> {
    return insertMail(db, to, content);
  }

  /** Delivers every due mail now (after a commit, and from the periodic sweep). Returns how many were sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.deliverBatches().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Starts delivery in the background once the current request's transaction has committed (the
   * mail it queued is visible then); errors are logged, never thrown at the caller.
   */
  kick(): void {
    afterCommit(() => {
      this.deliverDue().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'mail delivery failed'),
      );
    });
  }

  private async deliverBatches(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMails(this.options.db, 20, LEASE_SECONDS);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          const info = await this.transport.sendMail({
            from: this.options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          if (!this.options.smtpUrl && this.options.outboxDir) {
            await mkdir(this.options.outboxDir, { recursive: true });
            const file = path.join(
              this.options.outboxDir,
              `${String(mail.id).padStart(6, '0')}-${mail.template}.eml`,
            );
            await writeFile(file, (info as unknown as { message: Buffer }).message);
          }
          await markMailSent(this.options.db, mail.id);
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retry = mail.attempts >= MAIL_MAX_ATTEMPTS ? null : retryDelaySeconds(mail.attempts);
          this.options.log.warn(
            { mailId: mail.id, attempts: mail.attempts, err: message },
            'mail not delivered',
          );
          await markMailFailed(this.options.db, mail.id, message.slice(0, 500), retry);
        }
      }
    }
  }

  /** Waits for a delivery under way to finish. */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  close(): void {
    this.transport.close();
  }
}
