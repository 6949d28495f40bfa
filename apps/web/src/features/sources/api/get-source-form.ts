import { listEnvelope, ZSourceForm, ZStandard, ZType, type TSourceForm } from '@huella/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unlessNotFound } from '../../../components/data/resource-api.ts';
import { api } from '../../../lib/api-client.ts';
import { sourcesKeys } from './list-sources.ts';

/**
 * `GET /api/sources/{id}/form`: the source, its categories per standard, the standards and the
 * types. For a new source (id 0, which the client never sends) the lists come from
 * `GET /standards` and `GET /types/emission_source`.
 */
export async function getSourceForm(id: number): Promise<TSourceForm | null> {
  if (id !== 0)
    return api.get('/sources/{id}/form', {
      params: { id },
      parse: ZSourceForm.parse,
      notify: unlessNotFound,
    });
  const [standards, types] = await Promise.all([
    api.get('/standards', { parse: listEnvelope(ZStandard).parse }),
    api.get('/types/{group}', { params: { group: 'emission_source' }, parse: listEnvelope(ZType).parse }),
  ]);
  return {
    source: null,
    categories_by_standard: [],
    standards: standards?.data ?? [],
    types: types?.data ?? [],
  };
}

export function sourceFormQuery(id: number) {
  return queryOptions({
    queryKey: [...sourcesKeys.detail(id), 'form'] as const,
    queryFn: () => getSourceForm(id),
  });
}

export function useSourceForm(id: number) {
  return useQuery(sourceFormQuery(id));
}
