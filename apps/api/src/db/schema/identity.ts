import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// Users, companies and memberships (tables only; the rules live in the services).

export const USER_ROLES = ['member', 'super-admin'] as const;
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
export const COMPANY_ROLES = ['administrator', 'member'] as const;

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
    ...timestamps,
  },
  (t) => [
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${quoted(USER_ROLES)})`),
    check('users_status_check', sql`${t.status} in (${quoted(USER_STATUSES)})`),
    check('users_language_check', sql`${t.language} in ('es', 'en')`),
  ],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  nit: text('nit'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  /** Current plan; the foreign key is added with the plans table. Null = trial. */
  plan_id: integer('plan_id'),
  trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
  ...timestamps,
});

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
