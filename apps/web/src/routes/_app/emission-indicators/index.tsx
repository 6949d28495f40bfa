import { createFileRoute } from '@tanstack/react-router';
import { keepListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionIndicatorsList } from '../../../features/emission-indicators/components/emission-indicators-list.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../../lib/session.ts';

/** The company's emission indicators (spec/workspace.md §2), for everyone who works in it. */
export const Route = createFileRoute('/_app/emission-indicators/')({
  staticData: { breadcrumb: 'nav.emissionIndicators' },
  validateSearch: keepListSearch,
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    // The plan's limit of the Add button.
    if (company)
      void context.queryClient.prefetchQuery(
        apiQuery('/api/companies/{company}', { path: { company: company.id } }),
      );
    return loadNamespaces('catalogue', 'emission-indicators');
  },
  component: EmissionIndicatorsRoute,
});

function EmissionIndicatorsRoute() {
  const company = useSelectedCompany();
  if (!company) return null;
  return <EmissionIndicatorsList key={company.id} companyId={company.id} />;
}
