import { ZCompanySources, type TCompanySource } from '@huella/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companySourcesKeys } from '../../../lib/company-data.ts';

export type TSaveCompanySources = { companyId: number; sources: number[] };

/**
 * `POST /api/companies/{company}/sources`: replaces the set the company uses (at least one). A 409
 * (a source its emission sources use, the plan's limit) is said in the card, not in a toast.
 */
export async function saveCompanySources({
  companyId,
  sources,
}: TSaveCompanySources): Promise<TCompanySource[] | null> {
  const answer = await api.post(
    '/companies/{company}/sources',
    { sources },
    {
      params: { company: companyId },
      parse: ZCompanySources.parse,
      notify: (error) => error.status !== 409,
    },
  );
  return answer?.data ?? null;
}

export function useSaveCompanySources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySources,
    onSuccess: (saved, { companyId }) => {
      if (saved) queryClient.setQueryData(companySourcesKeys.ofCompany(companyId), saved);
    },
  });
}
