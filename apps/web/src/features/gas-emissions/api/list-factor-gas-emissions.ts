import { listEnvelope, ZGasEmission, type TGasEmission, type TList } from '@huella/shared';
import type { TListFetchQuery } from '../../../components/data/list-search.ts';
import { api } from '../../../lib/api-client.ts';

export const gasEmissionsKeys = {
  all: ['gas-emissions'] as const,
  /** Every page of the values of one factor. */
  ofFactor: (factorId: number) => ['gas-emissions', 'factor', factorId] as const,
  detail: (id: number) => ['gas-emissions', 'detail', id] as const,
};

const ZGasEmissions = listEnvelope(ZGasEmission);

/** `GET /api/factors/{factor}/gases` (page, per_page, search on the gas and the reference). */
export function listFactorGasEmissions(
  factorId: number,
  { page, per_page, search }: TListFetchQuery,
): Promise<TList<TGasEmission> | null> {
  return api.get('/factors/{factor}/gases', {
    params: { factor: factorId },
    query: { page, per_page, search },
    parse: ZGasEmissions.parse,
  });
}
