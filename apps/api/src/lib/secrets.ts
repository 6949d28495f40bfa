import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated once and kept under DATA_DIR, so
 * sessions survive a restart of the embedded demo; in memory for throwaway (test) data.
 */
export async function resolveSecret(config: AppConfig): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.dataDir === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(config.dataDir, 'secret.key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
