import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TLanguage } from '@huella/shared';

// The name of a catalogue row (source, emission factor, gas, unit, sector, key indicator) in the
// reader's language, as SQL: the English name for an English reader when the row has one, else the
// Spanish `name` every row has. Every query that shows, sorts or quotes a catalogue name to a user
// selects it through this (the same rule as `catalogueName` of the shared package, for rows already
// read).

type Named = { name: AnyColumn; name_en: AnyColumn };

export function nameIn(table: Named, lang: TLanguage): SQL<string> {
  return lang === 'en'
    ? sql<string>`coalesce(nullif(${table.name_en}, ''), ${table.name})`
    : sql<string>`${table.name}`;
}
