import { ZEmissionFactor, type TEmissionFactor, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const emissionFactorsKeys = {
  all: ['emission-factors'] as const,
  list: (query: object) => ['emission-factors', 'list', query] as const,
  detail: (id: number) => ['emission-factors', 'detail', id] as const,
};

export type TEmissionFactorsQuery = {
  page: number;
  per_page: number;
  search?: string;
  source_id?: number;
};

/** `GET /api/emission-factors` (page, per_page, search, filters). */
export function listEmissionFactors(query: TEmissionFactorsQuery): Promise<TList<TEmissionFactor> | null> {
  return listResource('/emission-factors', ZEmissionFactor, query);
}
