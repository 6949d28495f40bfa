import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../db/paths.ts';

/**
 * A copy of the committed migrations in `folder` whose journal stops at `last` (included) or just
 * before it: a test of one migration runs the ones before, writes the rows an earlier version let
 * be, then runs it.
 */
export async function migrationsUpTo(folder: string, last: string, included: boolean): Promise<string> {
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === last);
  if (at <= 0) throw new Error(`no migration ${last} after the first`);
  journal.entries = journal.entries.slice(0, included ? at + 1 : at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
