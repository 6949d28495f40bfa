import type { TRole } from '../../lib/session.ts';

/**
 * The first screen of the app menu, where loading a company ends. The dashboard does not exist
 * yet, so administrators (and super-admins) land on settings and members on their account; when
 * it does, this returns '/dashboard' for everyone.
 */
export function firstAppScreen(roles: readonly TRole[]): '/settings' | '/account' {
  return roles.includes('administrator') || roles.includes('super-admin') ? '/settings' : '/account';
}
