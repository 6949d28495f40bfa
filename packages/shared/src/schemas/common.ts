import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lists.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES, SELECTOR_PAGE_SIZE } from '../lists.ts';

// The input rules every route needs (DESIGN §6): ids within the database's integer range, text
// without control characters, dates within a sane range. A value the database would refuse is a
// 422 on its field here, never a database error.

// Ids ------------------------------------------------------------------------------------------

/** Largest value of the database's integer columns: a bigger id can name no row. */
export const MAX_ID = 2_147_483_647;

/** A path, query string or form field holds the id as digits; anything else is not an id. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** The id message, except for a missing value, which says "required". */
const idError = (issue: { input?: unknown }) => (issue.input == null ? undefined : 'validation.id');

function id(min: 0 | 1) {
  return z
    .preprocess(
      digitsToNumber,
      z
        .number({ error: idError })
        // One message per value: a fraction or a huge number is not checked against the range too.
        .int({ error: 'validation.id', abort: true })
        .min(min, { error: 'validation.id' })
        .max(MAX_ID, { error: 'validation.id' }),
    )
    .meta({ type: 'integer', minimum: min, maximum: MAX_ID });
}

/** The id of a row, in a path, a query string or a body: a whole number from 1 to 2147483647. */
export const ZId = id(1);
/** The id of a record form's record: 0 opens the form for a new one. */
export const ZFormId = id(0);

// Text -----------------------------------------------------------------------------------------

export const TEXT_MIN = 3;
export const TEXT_MAX = 80;
/** Long descriptive fields (description, cause, limits, risk, opportunities). */
export const DESCRIPTION_MAX = 2000;

/**
 * Control characters (C0 with NUL, DEL, C1) and halves of a character (lone UTF-16 surrogates):
 * nobody types them, PostgreSQL refuses NUL, and the others garble what a reader sees.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** Line breaks and tabs, which a multi-line text may hold. */
const LINE_BREAKS = /[\t\n\r]/g;

/** True when the text holds no control character; a multi-line text may hold line breaks and tabs. */
export function hasNoControlCharacters(value: string, multiline = false): boolean {
  return !FORBIDDEN.test(multiline ? value.replace(LINE_BREAKS, '') : value);
}

/** Adds the control-character rule to a string schema (text, e-mail, URL). */
export function withoutControlCharacters<T extends z.ZodType<string>>(schema: T, multiline = false): T {
  return schema.refine((value) => hasNoControlCharacters(value, multiline), {
    error: 'validation.control_characters',
  });
}

export type TTextOptions = {
  /** Allows line breaks and tabs (text areas). */
  multiline?: boolean;
};

/** Trimmed text of `min` to `max` characters, without control characters. */
export function text(min = TEXT_MIN, max = TEXT_MAX, { multiline = false }: TTextOptions = {}) {
  return withoutControlCharacters(z.string().trim().min(min).max(max), multiline);
}

/** Optional text: absent, null or blank means null; otherwise `min`–`max` characters. */
export function nullableText(min: number, max: number, options?: TTextOptions) {
  return blankAsNull(text(min, max, options));
}

/** Absent, null or blank means null; any other value must satisfy `schema`. */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema.nullable().optional(),
  );
}

/**
 * The English name of a catalogue row (source, emission factor, gas, unit, sector, key indicator):
 * optional, under the rules of its Spanish name. Absent on an update keeps the stored one; null or
 * blank clears it, and English readers then see the Spanish name.
 */
export const ZNameEn = nullableText(TEXT_MIN, TEXT_MAX);

/**
 * The English name a write stores (`ZNameEn`'s rule): the one sent, null or blank clearing it; when
 * the body leaves it out, the one stored (`stored`, none for a new row).
 */
export const englishNameToStore = (sent: string | null | undefined, stored: string | null = null) =>
  sent === undefined ? stored : sent;

/** An optional long description (up to 2000 characters, line breaks allowed). */
export const ZDescription = nullableText(TEXT_MIN, DESCRIPTION_MAX, { multiline: true });

/** The secret token of a link or a session: opaque printable text. */
export const ZToken = text(10, 512);

// Dates ----------------------------------------------------------------------------------------

export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

const isWithinYears = (date: string) => {
  // Only a well-formed date has a year to check; a malformed one already has its issue.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
  const year = Number(date.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

/** A calendar date written YYYY-MM-DD (a day that exists) from 1900 to 2100. */
export const ZDate = z.iso
  .date({ error: 'validation.date' })
  .refine(isWithinYears, { error: 'validation.date_range' });

// Lists ----------------------------------------------------------------------------------------

export const SEARCH_MAX = 200;

/** Query of every list endpoint: 1-based `page`, `per_page` up to 100, free-text `search`. */
export const ZListQuery = z.object({
  // A page past the integer range could only be empty, and its offset would overflow.
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: text(0, SEARCH_MAX).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** An optional id filter of a list (`headquarter_id=3`); blank means none. */
export const ZIdFilter = blankAsNull(ZId);
/**
 * An optional date bound of a list (`created_at_from=2024-01-01`), a date as every other (1900 to
 * 2100: a year 0 or 275760 is a 422 naming the filter, never a database error); blank means none.
 */
export const ZDateFilter = blankAsNull(ZDate);
/** An optional yes/no filter of a list (`flagged=true`, as a URL or a query string spells it); blank means none. */
export const ZYesNoFilter = blankAsNull(
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'validation.yes_no' }),
  ),
);

/**
 * A filter of a list, declared once in the area's list contract (DESIGN §5): what its value is
 * (its schema), and what it chooses among — which the web's filter dialog asks with and the API's
 * repository keeps rows by. A choice of the company's stakeholders of a type, its categories (the
 * catalogue sources it uses), its emission sources, the catalogue's sources or sectors; yes or no
 * (a flag of the rows); or a bound of the days the rows were created, or of their own date.
 */
export type TListFilterKind =
  | { kind: 'stakeholder'; type: 'HEADQUARTERS' | 'CLIENTS' | 'PROVIDERS' | 'PROJECTS' }
  | { kind: 'company-source' }
  | { kind: 'emission-source' }
  | { kind: 'source' }
  | { kind: 'sector' }
  | { kind: 'key-indicator' }
  | { kind: 'yes-no' }
  | { kind: 'created-from' }
  | { kind: 'created-to' }
  | { kind: 'date-from' }
  | { kind: 'date-to' };
export type TDeclaredFilter = TListFilterKind & { schema: z.ZodType };
export type TDeclaredFilters = Record<string, TDeclaredFilter>;

export const listFilter = {
  stakeholder: (type: Extract<TListFilterKind, { kind: 'stakeholder' }>['type']) =>
    ({ kind: 'stakeholder', type, schema: ZIdFilter }) as const,
  companySource: () => ({ kind: 'company-source', schema: ZIdFilter }) as const,
  emissionSource: () => ({ kind: 'emission-source', schema: ZIdFilter }) as const,
  source: () => ({ kind: 'source', schema: ZIdFilter }) as const,
  sector: () => ({ kind: 'sector', schema: ZIdFilter }) as const,
  keyIndicator: () => ({ kind: 'key-indicator', schema: ZIdFilter }) as const,
  /** Keeps the rows whose yes/no column (a flag) is the one chosen. */
  yesNo: () => ({ kind: 'yes-no', schema: ZYesNoFilter }) as const,
  createdFrom: () => ({ kind: 'created-from', schema: ZDateFilter }) as const,
  createdTo: () => ({ kind: 'created-to', schema: ZDateFilter }) as const,
  /** Bounds of the rows' own date (an activity's, an indicator's), both days included. */
  dateFrom: () => ({ kind: 'date-from', schema: ZDateFilter }) as const,
  dateTo: () => ({ kind: 'date-to', schema: ZDateFilter }) as const,
};

/** The values of a list's filters, as its repository receives them. */
export type TListFilterValues<F extends TDeclaredFilters> = { [K in keyof F]?: z.output<F[K]['schema']> };

/**
 * The list contract of one area, written once (DESIGN §5): the common page, page size and search,
 * the columns it may be sorted by (`sort`, `order`), its filters (`listFilter.…`) and the scope it
 * is read in (`company_id`). The web route validates its URL search with it, the web fetch sends
 * it, the filter dialog is built from its filters, and the API route reads its querystring with it.
 */
export function listQuery<
  const S extends readonly [string, ...string[]],
  const F extends TDeclaredFilters,
  C extends z.ZodRawShape = Record<never, never>,
>(sorts: S, filters: F, scope?: C) {
  const filterShape = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, filter.schema]),
  ) as { [K in keyof F]: F[K]['schema'] };
  return ZListQuery.extend({
    sort: z.enum(sorts).optional(),
    order: z.enum(SORT_ORDERS).optional(),
    ...(scope ?? ({} as C)),
    ...filterShape,
  });
}

/** The files a list exports to: CSV (`;`, decimal commas in Spanish, a byte-order mark) or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
/** The media type of an xlsx workbook (an export, a template, a file offered to an import). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The query of a list's export: the list's own contract (search, sort, filters and scope, as the
 * list reads them) without its page, and the file's format (CSV unless asked). An export holds
 * the rows the list shows, in its order, every page of them.
 */
export function exportQuery<S extends typeof ZListQuery.shape>(list: z.ZodObject<S>) {
  // Every list contract has a page and a page size (`ZListQuery`), which the mask's type cannot see.
  const page = { page: true, per_page: true } as { page: true; per_page: true } & Record<
    Exclude<'page' | 'per_page', keyof S>,
    never
  >;
  return list.omit(page).extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
}

export const ZListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** The list envelope every list endpoint answers with: `{ data, meta }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}
export type TList<T> = { data: T[]; meta: TListMeta };

/** The same list with each row turned into its answer shape. */
export function mapList<T, U>(list: TList<T>, toItem: (row: T) => U): TList<U> {
  return { data: list.data.map(toItem), meta: list.meta };
}

/** Body of `DELETE /<resource>/bulk/destroy`: all or nothing. */
export const ZBulkDestroy = z.object({ ids: z.array(ZId).min(1).max(1000) });
export type TBulkDestroy = z.infer<typeof ZBulkDestroy>;
export const ZBulkDestroyResult = z.object({ deleted: z.number().int() });
export type TBulkDestroyResult = z.infer<typeof ZBulkDestroyResult>;

/** Rows one `GET /<resource>/dependents` asks about: a page of a list, at most. */
export const DEPENDENTS_MAX_IDS = MAX_PAGE_SIZE;

/**
 * Query of `GET /<resource>/dependents`: the rows a delete is about to name, as `ids=1&ids=2` (a
 * single `ids=1` is a list of one).
 */
export const ZDependentsQuery = z.object({
  ids: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(ZId).min(1).max(DEPENDENTS_MAX_IDS),
  ),
});
export type TDependentsQuery = z.infer<typeof ZDependentsQuery>;

/** Kinds of rows deleted together with the rows a delete names. */
export const DEPENDENT_KINDS = ['gas_emissions'] as const;
export type TDependentKind = (typeof DEPENDENT_KINDS)[number];

/** Values put into a shared message (`TMessageParams`): text, numbers, lists of names. */
export const ZMessageParams = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));

/**
 * What deleting some rows would do, asked before the question is put to the user: the rows that go
 * with them (`removes`: a factor's gas values), and each row that cannot go while others use it
 * (`blocked`), with the message its delete would answer (409) — a key of the shared messages.
 */
export const ZDependents = z.object({
  removes: z.array(z.object({ kind: z.enum(DEPENDENT_KINDS), count: z.number().int() })),
  blocked: z.array(z.object({ id: z.number().int(), message: z.string(), params: ZMessageParams })),
});
export type TDependents = z.infer<typeof ZDependents>;

// Web addresses -------------------------------------------------------------------------------

/** A scheme at the start of a value (`https:`, `javascript:`); a host with a port (`acme.co:8080`) is none. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_WITH_PORT = /^[^/:]*\.[^/:]*:\d/;

/**
 * People type a site as they read it (`acme.co`, `www.acme.co/sostenibilidad`): without a scheme,
 * `https://` is added. A value that names another scheme keeps it, and is refused by `webAddress`.
 */
export function completeWebAddress(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (SCHEME.test(trimmed) && !HOST_WITH_PORT.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/**
 * An optional web address shown as a link (a company's site, an activity's supporting document):
 * only http(s) addresses of a named host (at least one dot, as in `acme.co`), never `javascript:`
 * or `data:` URLs nor a lone word; up to `max` characters. Blank means none.
 */
export function webAddress(max: number) {
  return blankAsNull(
    z.preprocess(
      completeWebAddress,
      withoutControlCharacters(
        z
          .url({ protocol: /^https?$/, hostname: /^([a-z0-9-]+\.)+[a-z0-9-]{2,}$/i, error: 'validation.url' })
          .max(max),
      ),
    ),
  );
}

// Company data -----------------------------------------------------------------------------------

/**
 * The company a request is about, and nothing else: the query of a template or an import, the body
 * of an export. (An upload names its company in the query string: the form's fields are read only
 * after the caller's membership is known.)
 */
export const ZCompanyScoped = z.object({ company_id: ZId });
export type TCompanyScoped = z.infer<typeof ZCompanyScoped>;

/** True unless an upload's form names another company than its query string (a 422 on the form's field). */
export const isSameCompany = (formCompanyId: number | undefined, companyId: number): boolean =>
  formCompanyId === undefined || formCompanyId === companyId;
