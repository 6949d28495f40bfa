import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { INTERVAL_UNITS, PLAN_STATUSES, TENURE_TYPES, type TLimitPlan } from '@huella/shared/schemas/plans';
import { timestamps } from './columns.ts';

// Subscription plans (spec/platform.md §3). A company's limits are those of its plan (DESIGN §4).

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a seeded plan (TRIAL, DEMO, SMALL…); null for plans created by an administrator. */
    code: text('code').unique('plans_code_unique'),
    name: text('name').notNull(),
    description: text('description'),
    /** Price per interval in USD. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('CREATED'),
    interval_unit: text('interval_unit', { enum: INTERVAL_UNITS }).notNull().default('MONTH'),
    interval_count: integer('interval_count').notNull().default(1),
    sequence: integer('sequence').notNull().default(1),
    tenure_type: text('tenure_type', { enum: TENURE_TYPES }).notNull().default('REGULAR'),
    total_cycles: integer('total_cycles').notNull().default(0),
    setup_fee: numeric('setup_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    tax_name: text('tax_name'),
    tax_percentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }),
    auto_bill_outstanding: boolean('auto_bill_outstanding').notNull().default(true),
    /** The plan whose limits a company has during its trial. */
    trial: boolean('trial').notNull().default(false),
    paypal_product_id: text('paypal_product_id'),
    paypal_plan_id: text('paypal_plan_id'),
    limit_plan: jsonb('limit_plan').$type<TLimitPlan>().notNull(),
    ...timestamps,
  },
  (t) => [
    check('plans_status_check', sql`${t.status} in (${quoted(PLAN_STATUSES)})`),
    check('plans_interval_unit_check', sql`${t.interval_unit} in (${quoted(INTERVAL_UNITS)})`),
    check('plans_tenure_type_check', sql`${t.tenure_type} in (${quoted(TENURE_TYPES)})`),
    check('plans_price_check', sql`${t.price} >= 0`),
  ],
);
