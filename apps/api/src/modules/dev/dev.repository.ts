import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mail_outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mail_outbox.$inferSelect;

export async function listRecentMails(db: Db, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mail_outbox)
    .where(to ? eq(mail_outbox.to, to) : undefined)
    .orderBy(desc(mail_outbox.id))
    .limit(limit);
}
