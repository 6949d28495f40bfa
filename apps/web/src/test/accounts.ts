import type { TAccount } from '@huella/shared/schemas/identity';

/**
 * A signed-in account for unit tests: administrator of company 10, member of 11, with what the API
 * grants each (apps/api/src/lib/rights.ts).
 */
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
    capabilities: [],
    companies: [
      {
        id: 10,
        name: 'Andina',
        logo: null,
        role: 'administrator',
        capabilities: ['work_in_company', 'administer_company'],
      },
      { id: 11, name: 'Costa', logo: null, role: 'member', capabilities: ['work_in_company'] },
    ],
    ...overrides,
  };
}

/** What the API grants one who administers the platform, on it and inside a company they enter. */
export const SUPER_ADMIN = {
  role: 'super-admin',
  capabilities: ['administer_platform'],
} as const satisfies Partial<TAccount>;
export const ENTERED_COMPANY_CAPABILITIES = ['work_in_company', 'administer_company'] as const;
