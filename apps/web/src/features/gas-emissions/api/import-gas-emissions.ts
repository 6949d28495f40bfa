import { ZGasEmissionImportResult, type TGasEmissionImportResult } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { gasEmissionsKeys } from './list-factor-gas-emissions.ts';

export type TImportRowFailure = { row: number; attribute: string; errors: string[] };

/** `POST /api/gas-emissions/import` (multipart: factor_id, file). */
export function importGasEmissions({
  factorId,
  file,
}: {
  factorId: number;
  file: File;
}): Promise<TGasEmissionImportResult | null> {
  const body = new FormData();
  body.append('factor_id', String(factorId));
  body.append('file', file);
  return api.post('/gas-emissions/import', body, { parse: ZGasEmissionImportResult.parse });
}

/** The failing rows of a refused import, from its field errors keyed `rows.<row>.<column>`. */
export function importRowFailures(error: unknown): TImportRowFailure[] {
  if (!isApiError(error)) return [];
  const out: TImportRowFailure[] = [];
  for (const [key, errors] of Object.entries(error.errors)) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (match) out.push({ row: Number(match[1]), attribute: match[2]!, errors });
  }
  return out.sort((a, b) => a.row - b.row);
}

export function useImportGasEmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGasEmissions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gasEmissionsKeys.all }),
  });
}
