import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` / `updated_at` of every editable row; `updated_at` is refreshed by drizzle on update. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
