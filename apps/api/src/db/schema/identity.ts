import { and, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { COMPANY_ROLES, USER_ROLES, USER_STATUSES } from '@huella/shared/schemas/identity';
import { plans } from './billing.ts';
import { sectors } from './catalogue.ts';
import { timestamps } from './columns.ts';

// Users, companies and memberships (tables only; the rules live in the services).

export { COMPANY_ROLES, USER_ROLES, USER_STATUSES };

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    last_name: text('last_name'),
    /** Stored lowercase (checked), so a plain unique index serves sign-in look-ups and ON CONFLICT. */
    email: text('email').notNull().unique('users_email_unique'),
    phone: text('phone'),
    address: text('address'),
    dni: text('dni'),
    avatar: text('avatar'),
    /** Null for accounts that only sign in with Google or have not set a password yet. */
    password_hash: text('password_hash'),
    /** Platform role; company roles are on company_users. */
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('APPROVAL_PENDING'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('es'),
    /** When the person's one trial began: the first company they created. Later ones get none. */
    trial_started_at: timestamp('trial_started_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${quoted(USER_ROLES)})`),
    check('users_status_check', sql`${t.status} in (${quoted(USER_STATUSES)})`),
    check('users_language_check', sql`${t.language} in ('es', 'en')`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    nit: text('nit'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Current plan. Null = the trial plan's limits until `trial_ends_at`, then none (DESIGN §4). */
    plan_id: integer('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    /** Null when the company was given no trial. */
    trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
    /** Who created it: a person may create a few companies a day. */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The dashboard shows the footprint's composition by gas (spec/workspace.md §2: a setting, DESIGN §9). */
    show_composition_chart: boolean('show_composition_chart').notNull().default(false),
    /** The company's sector (a setting): the inventory report's subsector. */
    sector_id: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('companies_created_by_created_at_idx').on(t.created_by, t.created_at)],
);

export const company_users = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull().default('member'),
    ...timestamps,
  },
  (t) => [
    unique('company_users_company_id_user_id_unique').on(t.company_id, t.user_id),
    index('company_users_user_id_idx').on(t.user_id),
    check('company_users_role_check', sql`${t.role} in (${quoted(COMPANY_ROLES)})`),
  ],
);

/** Refresh tokens: stored hashed, single use, grouped in families so a replay revokes the family. */
export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: text('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.family_id),
    index('refresh_tokens_user_id_idx').on(t.user_id),
  ],
);

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;

/** Numeric codes sent by e-mail (verification, recovery): stored hashed, expiring, with an attempt count. */
export const one_time_codes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_user_id_purpose_idx').on(t.user_id, t.purpose),
    check('one_time_codes_purpose_check', sql`${t.purpose} in (${quoted(CODE_PURPOSES)})`),
  ],
);

/**
 * An invitation to join a company, addressed to an e-mail whether or not it has an account: nobody
 * joins a company until they accept it (signed in as that e-mail, or by creating their account
 * from the mailed link, which carries a random token whose hash is stored here). Rows are kept
 * after they close (accepted, declined, withdrawn, expired) so the daily invitation limits count
 * every invitation sent.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull().default('member'),
    token_hash: text('token_hash').notNull().unique('invitations_token_hash_unique'),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    declined_at: timestamp('declined_at', { withTimezone: true }),
    /** Withdrawn by an administrator, or replaced by a newer invitation to the same e-mail. */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_company_id_email_idx').on(t.company_id, t.email),
    index('invitations_email_idx').on(t.email),
    index('invitations_company_id_created_at_idx').on(t.company_id, t.created_at),
    index('invitations_invited_by_created_at_idx').on(t.invited_by, t.created_at),
    check('invitations_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('invitations_role_check', sql`${t.role} in (${quoted(COMPANY_ROLES)})`),
  ],
);

/**
 * An open invitation: not accepted, declined or withdrawn, and not expired. Written beside the table
 * because two areas read it: the invitations, which only ever answer or close an open one, and the
 * plan's count of users, in which an open invitation holds a seat.
 */
export const isOpenInvitation = (): SQL =>
  and(
    isNull(invitations.accepted_at),
    isNull(invitations.declined_at),
    isNull(invitations.revoked_at),
    gt(invitations.expires_at, sql`now()`),
  )!;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Durable outbox: a mail is written in the same transaction as the change that causes it, then delivered. */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_at_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_to_idx').on(t.to),
    check('mail_outbox_status_check', sql`${t.status} in (${quoted(MAIL_STATUSES)})`),
  ],
);

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/** Append-only record of every successful write (a trigger refuses UPDATE and DELETE). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id'),
    actor_email: text('actor_email'),
    company_id: integer('company_id'),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_id_created_at_idx').on(t.company_id, t.created_at),
    index('audit_log_actor_id_created_at_idx').on(t.actor_id, t.created_at),
    index('audit_log_entity_created_at_idx').on(t.entity, t.created_at),
    index('audit_log_created_at_idx').on(t.created_at),
  ],
);
