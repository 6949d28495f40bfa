// `npm run create-admin -- --email you@example.com [--name "Ana Pérez"]`: creates a super-admin (or
// promotes an existing account). The password is asked for, or read from ADMIN_PASSWORD; there is
// never a default one.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ZPassword } from '@huella/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { hashPassword } from '../lib/crypto.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/account/account.repository.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, 'last-name': { type: 'string' } },
});
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error(
    'Usage: npm run create-admin -- --email you@example.com [--name "Ana"] [--last-name "Pérez"]',
  );
  process.exit(1);
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const first = await rl.question('Password (8+ characters, upper- and lowercase letters and a digit): ');
    const again = await rl.question('Repeat the password: ');
    if (first !== again) throw new Error('The passwords do not match.');
    return first;
  } finally {
    rl.close();
  }
}

const password = ZPassword.safeParse(await askPassword());
if (!password.success) {
  console.error(
    'The password needs at least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  );
  process.exit(1);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  const password_hash = await hashPassword(password.data);
  const existing = await findUserByEmail(handle.db, email.data);
  if (existing) {
    await updateUser(handle.db, existing.id, {
      role: 'super-admin',
      status: 'ACTIVE',
      password_hash,
      email_verified_at: existing.email_verified_at ?? new Date(),
    });
    console.log(`${email.data} is now a super-admin.`);
  } else {
    await insertUser(handle.db, {
      email: email.data,
      name: values.name ?? 'Admin',
      last_name: values['last-name'] ?? null,
      role: 'super-admin',
      status: 'ACTIVE',
      email_verified_at: new Date(),
      password_hash,
    });
    console.log(`Super-admin ${email.data} created.`);
  }
} finally {
  await handle.close();
}
