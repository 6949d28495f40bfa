import { z } from 'zod';
import { ZDependentsQuery, ZDescription, ZId, listQuery, text, exportQuery } from './common.ts';

// The people and places a company's data is about: headquarters, clients, providers, projects.

export const STAKEHOLDER_TYPES = ['HEADQUARTERS', 'CLIENTS', 'PROVIDERS', 'PROJECTS'] as const;
export const ZStakeholderType = z.enum(STAKEHOLDER_TYPES, { error: 'validation.stakeholder_type' });
export type TStakeholderType = z.infer<typeof ZStakeholderType>;

export const ZStakeholderInput = z.object({
  company_id: ZId,
  type: ZStakeholderType,
  name: text(),
  description: ZDescription,
});
export type TStakeholderInput = z.infer<typeof ZStakeholderInput>;

export const ZStakeholder = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  type: ZStakeholderType,
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TStakeholder = z.infer<typeof ZStakeholder>;

/** `types[]=HEADQUARTERS&types[]=CLIENTS` or `types=…` repeated; a single value is a list of one. */
const typeList = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(ZStakeholderType).min(1).max(STAKEHOLDER_TYPES.length),
);

/** Query of `GET /stakeholders`: the company, and the types wanted (all when absent). */
export const ZStakeholdersQuery = z.object({
  company_id: ZId,
  types: typeList.optional(),
  'types[]': typeList.optional(),
});
export type TStakeholdersQuery = z.infer<typeof ZStakeholdersQuery>;

/** The answer of `GET /stakeholders`: one group per type asked, each with its rows by name. */
export const ZStakeholderGroups = z.array(
  z.object({
    type: ZStakeholderType,
    data: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() })),
  }),
);
export type TStakeholderGroups = z.infer<typeof ZStakeholderGroups>;

/** The columns `GET /stakeholders/list` may be sorted by (by name when none is asked). */
export const STAKEHOLDER_SORTS = ['name', 'created_at'] as const;

/**
 * The list contract of `GET /stakeholders/list`: the stakeholders of one type of one company, a
 * page at a time, searched by name and description.
 */
export const ZStakeholdersListQuery = listQuery(
  STAKEHOLDER_SORTS,
  {},
  {
    company_id: ZId,
    type: ZStakeholderType,
  },
);
export type TStakeholdersListQuery = z.infer<typeof ZStakeholdersListQuery>;

/** Body of `POST /stakeholders/export`: the list's type, search and sort (every page), and the file's format. */
export const ZStakeholdersExport = exportQuery(ZStakeholdersListQuery);
export type TStakeholdersExport = z.infer<typeof ZStakeholdersExport>;

/** Body of `DELETE /stakeholders/{id}`. */
export const ZStakeholderDestroy = z.object({ company_id: ZId, type: ZStakeholderType });
export type TStakeholderDestroy = z.infer<typeof ZStakeholderDestroy>;

/** Body of `DELETE /stakeholders/bulk/destroy`: all or none. */
export const ZStakeholderBulkDestroy = z.object({
  company_id: ZId,
  type: ZStakeholderType,
  ids: z.array(ZId).min(1).max(1000),
});
export type TStakeholderBulkDestroy = z.infer<typeof ZStakeholderBulkDestroy>;

/** Query of `GET /stakeholders/dependents`: what deleting these rows of the company would do. */
export const ZStakeholderDependentsQuery = ZDependentsQuery.extend({ company_id: ZId });

/**
 * The form fields of `POST /stakeholders/import` besides the file: the type of every row. A form
 * may repeat the company of the query string; it must be the same one.
 */
export const ZStakeholderImportFields = z.object({ type: ZStakeholderType, company_id: ZId.optional() });
export type TStakeholderImportFields = z.infer<typeof ZStakeholderImportFields>;

/** Rows of a stakeholder file after its header. */
export const STAKEHOLDER_IMPORT_MAX_ROWS = 5000;
/** The columns of the stakeholder template and import, in order. */
export const STAKEHOLDER_IMPORT_COLUMNS = ['name', 'description'] as const;
export type TStakeholderImportColumn = (typeof STAKEHOLDER_IMPORT_COLUMNS)[number];
