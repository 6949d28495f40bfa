import { isIPv4, isIPv6 } from 'node:net';
import { AppError } from './app-error.ts';
import type { AttemptLimiter, AttemptRule } from './attempt-limiter.ts';
import { verifyDecoyPassword, verifyPassword } from './crypto.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How wrong passwords slow down (sign-in, password change, account deletion). There is no counter
 * per account alone, so nobody can slow an owner down from somewhere else.
 *
 * - Per account and address: five free tries cover anyone's typos; then 1 s, 2 s, 4 s … up to 15
 *   minutes between tries, so one address guessing one account gets about four tries an hour.
 * - Per address: thirty, so an office behind one address survives its people's typos (each of
 *   them is held by their own pair first), while one address trying many accounts is slowed the
 *   same way after thirty misses.
 * - Both are forgotten after 15 quiet minutes; a right password clears its own pair.
 */
export const PASSWORD_ATTEMPT_RULES = {
  pair: { threshold: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
  address: { threshold: 30, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptRule>;

/**
 * The address a counter is kept for: IPv4 as it is; IPv6 by its /64, the block one subscriber
 * usually holds whole, so cycling through it does not bring fresh counters.
 */
export function addressOf(ip: string): string {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped) || !isIPv6(ip)) return mapped;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The counters one password try is held by: the account at this address, and the address. */
export function passwordAttemptCounters(account: string, ip: string) {
  const address = `ip:${addressOf(ip)}`;
  return {
    pair: { key: `account:${account}|${address}`, rule: PASSWORD_ATTEMPT_RULES.pair },
    address: { key: address, rule: PASSWORD_ATTEMPT_RULES.address },
  };
}

/**
 * Checks a password typed for `account` (its e-mail) from `ip`. While the pair or the address must
 * wait, answers 429 with Retry-After without looking at the password, so a right one tried during
 * the wait reveals nothing. Without a hash to check, the decoy is checked instead, so a missing
 * account or one without a password takes as long as a wrong password.
 */
export async function verifyPasswordAttempt(
  limiter: AttemptLimiter,
  { account, ip }: { account: string; ip: string },
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const { pair, address } = passwordAttemptCounters(account, ip);
  const wait = await limiter.begin([pair, address]);
  if (wait > 0) throw new AppError('RATE_LIMITED', { params: { count: wait }, retryAfter: wait });
  const isValid = passwordHash
    ? await verifyPassword(passwordHash, password)
    : (await verifyDecoyPassword(password), false);
  if (isValid) {
    await limiter.clear([pair.key]);
    await limiter.refund([address.key]);
  }
  return isValid;
}
