import type { ServiceContext } from '../../lib/context.ts';
import { listRecentMails } from './dev.repository.ts';

/** The latest mails of the development outbox, optionally to one address. */
export async function listOutbox(ctx: ServiceContext, to: string | undefined, limit: number) {
  const rows = await listRecentMails(ctx.db, to, limit);
  return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
}
