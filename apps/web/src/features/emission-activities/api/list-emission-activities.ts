import {
  ZEmissionActivity,
  type TEmissionActivity,
  type TList,
  type ZEmissionActivitiesQuery,
} from '@huella/shared';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import type { TListFetchQuery } from '../../../components/data/list-search.ts';
import { listResource } from '../../../components/data/resource-api.ts';

export const emissionActivitiesKeys = {
  all: ['emission-activities'] as const,
  /** The list; the list screen adds the company and the query. */
  list: ['emission-activities', 'list'] as const,
  detail: (companyId: number, id: number) => ['emission-activities', 'detail', companyId, id] as const,
};

/** The list's state in the URL: page, search, sort and filters of `ZEmissionActivitiesQuery`. */
export type TEmissionActivitiesSearch = TListSearchOf<typeof ZEmissionActivitiesQuery>;

/**
 * `GET /api/emission-activities` (page, per_page, search on emission source, factor and notes, sort,
 * order, company_id, headquarter_id, client_id, provider_id, project_id, source_id,
 * emission_source_id, created_at_from, created_at_to): each row with its t CO2e.
 */
export function listEmissionActivities(
  query: TListFetchQuery<TEmissionActivitiesSearch>,
): Promise<TList<TEmissionActivity> | null> {
  return listResource('/emission-activities', ZEmissionActivity, query);
}
