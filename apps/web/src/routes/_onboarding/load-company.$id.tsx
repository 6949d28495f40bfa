import { createFileRoute } from '@tanstack/react-router';
import { LoadCompanyPage } from '../../features/companies/components/load-company-page.tsx';
import { loadCompany } from '../../features/companies/load-company.ts';
import { loadNamespaces } from '../../lib/i18n.ts';

/** /load-company/{id}: loads and selects the company, then opens the first screen of the menu. */
export const Route = createFileRoute('/_onboarding/load-company/$id')({
  loader: async ({ context, params, preload }) => {
    await loadNamespaces('companies');
    await loadCompany(context.queryClient, Number(params.id), preload);
  },
  // Never cached: every visit loads and selects the company again.
  staleTime: 0,
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: LoadCompanyPage,
  component: LoadCompanyPage,
});
