import { createFileRoute } from '@tanstack/react-router';
import { keepListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionSourcesList } from '../../../features/emission-sources/components/emission-sources-list.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../../lib/session.ts';

/** The company's emission sources (spec/workspace.md §2), for everyone who works in it. */
export const Route = createFileRoute('/_app/emission-sources/')({
  staticData: { breadcrumb: 'nav.emissionSources' },
  validateSearch: keepListSearch,
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    // The plan's limit of the Add button.
    if (company)
      void context.queryClient.prefetchQuery(
        apiQuery('/api/companies/{company}', { path: { company: company.id } }),
      );
    return loadNamespaces('catalogue', 'emission-sources');
  },
  component: EmissionSourcesRoute,
});

function EmissionSourcesRoute() {
  const company = useSelectedCompany();
  if (!company) return null;
  return <EmissionSourcesList key={company.id} companyId={company.id} />;
}
