import { createFileRoute } from '@tanstack/react-router';
import { keepListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionActivitiesList } from '../../../features/emission-activities/components/emission-activities-list.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../../lib/session.ts';

/** The company's activity data (spec/workspace.md §2), for everyone who works in it. */
export const Route = createFileRoute('/_app/emission-activities/')({
  staticData: { breadcrumb: 'nav.emissionActivities' },
  validateSearch: keepListSearch,
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    // The plan's limit of the Add button.
    if (company)
      void context.queryClient.prefetchQuery(
        apiQuery('/api/companies/{company}', { path: { company: company.id } }),
      );
    return loadNamespaces('catalogue', 'emission-activities');
  },
  component: EmissionActivitiesRoute,
});

function EmissionActivitiesRoute() {
  const company = useSelectedCompany();
  if (!company) return null;
  return <EmissionActivitiesList key={company.id} companyId={company.id} />;
}
