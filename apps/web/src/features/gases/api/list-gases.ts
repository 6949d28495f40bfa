import { ZGas, type TGas, type TList } from '@huella/shared';
import { listResource } from '../../../components/data/resource-api.ts';

export const gasesKeys = {
  all: ['gases'] as const,
  list: (query: object) => ['gases', 'list', query] as const,
  detail: (id: number) => ['gases', 'detail', id] as const,
};

export type TGasesQuery = {
  page: number;
  per_page: number;
  search?: string;
};

/** `GET /api/gases` (page, per_page, search). */
export function listGases(query: TGasesQuery): Promise<TList<TGas> | null> {
  return listResource('/gases', ZGas, query);
}
