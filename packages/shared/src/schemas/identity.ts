import { z } from 'zod';
import { text as boundedText, TEXT_MAX, TEXT_MIN, webAddress, ZId, ZToken } from './common.ts';
import { ZCompanySubscription, ZCurrentLimits, ZPlanSummary } from './plans.ts';

/** Platform roles on the user; company roles are on the membership. */
export const USER_ROLES = ['member', 'super-admin'] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

export const COMPANY_ROLES = ['administrator', 'member'] as const;
export const ZCompanyRole = z.enum(COMPANY_ROLES);
export type TCompanyRole = z.infer<typeof ZCompanyRole>;

/**
 * What a person may do, as the API tells the web (GET /api/account, GET /api/companies/{id}):
 * on the platform (administer its catalogue, companies and people) and in one company (work in
 * its data, administer it). Which role grants which is decided on the server alone
 * (apps/api/src/lib/rights.ts); the menu and the route guards read these, never the roles.
 */
export const PLATFORM_CAPABILITIES = ['administer_platform'] as const;
export const ZPlatformCapability = z.enum(PLATFORM_CAPABILITIES);
export type TPlatformCapability = z.infer<typeof ZPlatformCapability>;

export const COMPANY_CAPABILITIES = ['work_in_company', 'administer_company'] as const;
export const ZCompanyCapability = z.enum(COMPANY_CAPABILITIES);
export type TCompanyCapability = z.infer<typeof ZCompanyCapability>;

export type TCapability = TPlatformCapability | TCompanyCapability;

export const USER_STATUSES = [
  'ACTIVE',
  'APPROVAL_PENDING',
  'APPROVED',
  'BANNED',
  'CANCELLED',
  'CREATED',
  'EXPIRED',
  'INACTIVE',
  'INVITED',
  'PAYMENT_FAILED',
  'SUSPENDED',
] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** Statuses that may not sign in; the API says which one applies. */
export const BLOCKED_STATUSES = ['BANNED', 'SUSPENDED', 'INACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export type TBlockedStatus = (typeof BLOCKED_STATUSES)[number];

/** Whether an account of this status is blocked from signing in. */
export const isBlockedStatus = (status: string): status is TBlockedStatus =>
  (BLOCKED_STATUSES as readonly string[]).includes(status);

/** Whether an account of this status may sign in (and so recover its password): neither blocked nor still invited. */
export const maySignIn = (status: string): boolean => status !== 'INVITED' && !isBlockedStatus(status);

export const PASSWORD_MIN = 8;
export const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 200;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
/** Verification and recovery codes: six digits, 15 minutes, five attempts. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
/** A person's first company gets a trial of this many days; later companies start without one. */
export const TRIAL_DAYS = 7;
/** Companies one person may create in 24 hours. */
export const COMPANIES_PER_PERSON_PER_DAY = 3;
/** An invitation link works for this many days, once. */
export const INVITATION_TTL_DAYS = 7;
/** Invitations one administrator may send in 24 hours, and one company in 24 hours. */
export const INVITATIONS_PER_ADMIN_PER_DAY = 20;
export const INVITATIONS_PER_COMPANY_PER_DAY = 50;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.email' }))
  .pipe(z.string().max(254));

/** Two addresses are the same account's when they match as the API stores them: trimmed, lower case. */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const text = boundedText(TEXT_MIN, TEXT_MAX);
const address = boundedText(ADDRESS_MIN, ADDRESS_MAX);
const phone = z.string().trim().regex(PHONE_PATTERN, { error: 'validation.phone' });

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(128)
  .regex(/[a-z]/, { error: 'validation.password_lowercase' })
  .regex(/[A-Z]/, { error: 'validation.password_uppercase' })
  .regex(/[0-9]/, { error: 'validation.password_digit' });

const ZCode = z
  .string()
  .trim()
  .regex(/^[0-9]{4,8}$/, { error: 'validation.code' });

/**
 * The two passwords are compared even when another field failed, so a form lists every problem at
 * once instead of revealing the mismatch only after the rest is fixed.
 */
const whenBothPasswords = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
  },
};

function confirmPassword<T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.password_mismatch',
    });
  }
}

export const ZSignIn = z.object({ email, password: z.string().min(PASSWORD_MIN).max(128) });
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z
  .object({
    name: text,
    last_name: text,
    email,
    phone,
    address,
    password: ZPassword,
    password_confirmation: z.string().min(1),
    polices: z.literal(true, { error: 'validation.polices' }),
    language: z.enum(['es', 'en']).optional(),
  })
  .superRefine(confirmPassword, whenBothPasswords);
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZEmailOnly = z.object({ email });
export const ZVerifyAccount = z.object({ email, code: ZCode });
export const ZRecoveryVerify = z.object({ email, code: ZCode });
export const ZResetPassword = z
  .object({ email, code: ZCode, password: ZPassword, password_confirmation: z.string().min(1) })
  .superRefine(confirmPassword, whenBothPasswords);
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const ZSocialSignIn = z.object({ token: boundedText(10, 8192) });
export const ZRefresh = z.object({ refresh_token: ZToken.optional() });

/** Creating an account from an invitation link: the invitation's id and token prove the e-mail. */
export const ZSignUpMember = z
  .object({
    invitation_id: ZId,
    token: ZToken,
    name: text.optional(),
    last_name: text.optional(),
    password: ZPassword,
    password_confirmation: z.string().min(1),
    polices: z.literal(true, { error: 'validation.polices' }),
  })
  .superRefine(confirmPassword, whenBothPasswords);
export type TSignUpMember = z.infer<typeof ZSignUpMember>;

export const ZCompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  role: ZCompanyRole,
  /** What the person may do in the company. */
  capabilities: z.array(ZCompanyCapability),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

export const ZAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  dni: z.string().nullable(),
  avatar: z.string().nullable(),
  role: ZUserRole,
  status: ZUserStatus,
  language: z.enum(['es', 'en']),
  email_verified_at: z.string().nullable(),
  /** What the person may do on the platform. */
  capabilities: z.array(ZPlatformCapability),
  companies: z.array(ZCompanySummary),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZSession = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user: ZAccount,
});
export type TSession = z.infer<typeof ZSession>;

export const ZAccountUpdate = z.object({
  name: text,
  last_name: text,
  dni: boundedText(3, 30),
  address,
  phone,
  language: z.enum(['es', 'en']).optional(),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;

export const ZPasswordChange = z
  .object({ old_password: z.string().min(1), password: ZPassword, password_confirmation: z.string().min(1) })
  .superRefine(confirmPassword, whenBothPasswords);
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZAccountDelete = z.object({ password: z.string().min(1).optional() });

export const ZConfiguration = z.object({
  google_client_id: z.string().nullable(),
  trial_days: z.number().int(),
  mail_outbox: z.boolean(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;

/**
 * A company's web site, shown as a link: only http(s) addresses of a named host, `https://` added
 * to what people type without it. Blank means none.
 */
export const ZWebsite = webAddress(200);

export const ZCompanyInput = z.object({
  name: text,
  nit: text,
  address,
  phone,
  email,
  website: ZWebsite,
});
export type TCompanyInput = z.infer<typeof ZCompanyInput>;

export const ZCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  nit: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  trial_ends_at: z.string().nullable(),
  role: ZCompanyRole.nullable(),
  /** What the caller may do in this company (a super-admin entering it: what its administrators may). */
  capabilities: z.array(ZCompanyCapability),
  /**
   * The plan whose limits apply: the company's own, or the trial plan while its trial runs; null
   * when neither (the trial ended, or the company started without one): every limit is then 0.
   */
  current_plan: ZPlanSummary.nullable(),
  /** Per counted limit, what the plan allows and what the company holds. */
  current_limits: ZCurrentLimits,
  /**
   * The company's activities a catalogue change left without a valid value: kept, shown with why,
   * and counted 0 in every total until fixed (the activity list filters them with `flagged=true`).
   */
  flagged_activities: z.number().int(),
  /**
   * Catalogue changes not yet recalculated that can change the company's figures (they name a
   * factor, gas or unit its activities rest on): its stored figures are about to change.
   */
  pending_recomputes: z.number().int(),
  /** Whether the dashboard shows the footprint's composition by gas (a company setting). */
  show_composition_chart: z.boolean(),
  /** The company's sector (a setting): the inventory report's subsector. */
  sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Null until billing exists. */
  subscription: ZCompanySubscription.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

/**
 * The company's settings (changed by its administrators): how its screens show its data, and its
 * sector (null: none). A setting left out stays as it is.
 */
export const ZCompanySettings = z.object({
  show_composition_chart: z.boolean({ error: 'validation.yes_no' }).optional(),
  sector_id: ZId.nullable().optional(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

export const ZCompanyUserInput = z.object({ email, role: ZCompanyRole });
export type TCompanyUserInput = z.infer<typeof ZCompanyUserInput>;
export const ZAssignRole = z.object({ role: ZCompanyRole });

export const ZCompanyUser = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: ZCompanyRole,
  status: ZUserStatus,
  created_at: z.string(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

/** A pending invitation as its company's administrators see it. */
export const ZCompanyInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZCompanyRole,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TCompanyInvitation = z.infer<typeof ZCompanyInvitation>;

/** A pending invitation as the invited person sees it (in the app, or from the mailed link). */
export const ZInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZCompanyRole,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/**
 * What the mailed link shows its holder: the invitation and whether its e-mail already has an
 * account (then the person signs in to accept; otherwise they create the account from the link).
 */
export const ZInvitationLink = ZInvitation.extend({ has_account: z.boolean() });
export type TInvitationLink = z.infer<typeof ZInvitationLink>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  company_id: z.number().int().nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.array(z.string()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Body of `POST /companies/{company}/sources`: the catalogue sources the company uses (at least one). */
export const ZCompanySourcesInput = z.object({
  sources: z
    .array(ZId, { error: 'validation.company_sources' })
    .min(1, { error: 'validation.company_sources' })
    .max(500),
});
export type TCompanySourcesInput = z.infer<typeof ZCompanySourcesInput>;

/** A catalogue source a company uses. */
export const ZCompanySource = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type TCompanySource = z.infer<typeof ZCompanySource>;

/** Answer of `GET` and `POST /companies/{company}/sources`: the company's sources by name. */
export const ZCompanySources = z.object({ data: z.array(ZCompanySource) });
export type TCompanySources = z.infer<typeof ZCompanySources>;
