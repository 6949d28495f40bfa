import type { TCompanyCapability, TCompanyRole, TPlatformCapability, TUserRole } from '@huella/shared';

// The one place roles are given their rights (DESIGN §6). The access rules of the endpoints check
// them, and the account and company answers tell the web what its user may do from them, so the
// menu and the route guards never keep a second copy of who may do what.

const PLATFORM_RIGHTS: Record<TUserRole, readonly TPlatformCapability[]> = {
  'super-admin': ['administer_platform'],
  member: [],
};

const COMPANY_RIGHTS: Record<TCompanyRole, readonly TCompanyCapability[]> = {
  administrator: ['work_in_company', 'administer_company'],
  member: ['work_in_company'],
};

/** What a person of this platform role may do on the platform. */
export function platformRights(role: TUserRole): TPlatformCapability[] {
  return [...PLATFORM_RIGHTS[role]];
}

/** What a person of this role in a company may do there. */
export function companyRights(role: TCompanyRole): TCompanyCapability[] {
  return [...COMPANY_RIGHTS[role]];
}

/** The role a person acts with in a company: theirs, or an administrator's for one who administers the platform. */
export function actingRole(platformRole: TUserRole, membership: TCompanyRole | null): TCompanyRole | null {
  if (platformRights(platformRole).includes('administer_platform')) return 'administrator';
  return membership;
}

/** What a company rule of an endpoint asks of its caller (`access.companyMember` / `companyAdmin`). */
export function rightNeededBy(role: TCompanyRole): TCompanyCapability {
  return role === 'administrator' ? 'administer_company' : 'work_in_company';
}
