import type { TAccount } from '@huella/shared/schemas/identity';

/** A signed-in account for unit tests: administrator of company 10, member of 11. */
export function makeAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 1,
    name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@example.com',
    phone: null,
    address: null,
    dni: null,
    avatar: null,
    role: 'member',
    status: 'ACTIVE',
    language: 'es',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    companies: [
      { id: 10, name: 'Andina', logo: null, role: 'administrator' },
      { id: 11, name: 'Costa', logo: null, role: 'member' },
    ],
    ...overrides,
  };
}
