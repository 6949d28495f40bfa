// The durable mail outbox the mailer (lib/mailer.ts) writes and delivers from.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { mail_outbox } from './schema/index.ts';

/**
 * A mail as the templates (modules/mail/templates.ts) write it and the outbox stores it, column for
 * column, until the mailer delivers it.
 */
export type MailContent = { template: string; subject: string; text: string; html: string };

export type OutboxRow = typeof mail_outbox.$inferSelect;

export async function insertMail(db: Db | Tx, to: string, content: MailContent): Promise<number> {
  const [row] = await db
    .insert(mail_outbox)
    .values({
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      template: content.template,
    })
    .returning({ id: mail_outbox.id });
  return row!.id;
}

/**
 * Claims up to `limit` due mails: their next attempt moves `leaseSeconds` ahead, so a second worker
 * (another API process) does not pick them while this one delivers.
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update ${mail_outbox}
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     where id in (
       select id from ${mail_outbox}
        where status = 'pending' and next_attempt_at <= now()
        order by id
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mail_outbox)
    .where(
      sql`${mail_outbox.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(mail_outbox.id);
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mail_outbox)
    .set({ status: 'sent', sent_at: new Date(), last_error: null })
    .where(eq(mail_outbox.id, id));
}

export async function markMailFailed(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mail_outbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', last_error: error }
        : { last_error: error, next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(mail_outbox.id, id));
}
