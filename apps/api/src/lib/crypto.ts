import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CODE_LENGTH } from '@huella/shared';

/** argon2id with the library's defaults (OWASP's recommended parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash that makes failed look-ups take as long as real ones, so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}

/** An opaque random token for links and refresh tokens (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: their SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token` when it is rotated: derived from it with the server
 * secret, so a second, simultaneous rotation of the same token (two tabs) can hand back the same
 * successor without the server keeping any token in clear. Unguessable without both.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Short numeric codes are keyed with the server secret, so a leaked table cannot be brute-forced offline. */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}
