import {
  ZEmissionSource,
  type TEmissionSource,
  type TList,
  type ZEmissionSourcesQuery,
} from '@huella/shared';
import type { TListSearchOf } from '../../../components/data/list-search-schema.ts';
import type { TListFetchQuery } from '../../../components/data/list-search.ts';
import { listResource } from '../../../components/data/resource-api.ts';

export const emissionSourcesKeys = {
  all: ['emission-sources'] as const,
  /** The list; the list screen adds the company and the query. */
  list: ['emission-sources', 'list'] as const,
  detail: (companyId: number, id: number) => ['emission-sources', 'detail', companyId, id] as const,
};

/** The list's state in the URL: page, search, sort and filters of `ZEmissionSourcesQuery`. */
export type TEmissionSourcesSearch = TListSearchOf<typeof ZEmissionSourcesQuery>;

/**
 * `GET /api/emission-sources` (page, per_page, search on code and name, sort, order, company_id,
 * headquarter_id, source_id, created_at_from, created_at_to).
 */
export function listEmissionSources(
  query: TListFetchQuery<TEmissionSourcesSearch>,
): Promise<TList<TEmissionSource> | null> {
  return listResource('/emission-sources', ZEmissionSource, query);
}
