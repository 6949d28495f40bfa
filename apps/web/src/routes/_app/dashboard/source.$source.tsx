import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { DashboardSourcePage } from '../../../features/dashboard/components/dashboard-source-page.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../../lib/session.ts';

/** One catalogue source of the company's footprint (spec/workspace.md §2), with the dashboard's filter. */
export const Route = createFileRoute('/_app/dashboard/source/$source')({
  staticData: { breadcrumb: 'nav.dashboard' },
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    if (company) {
      void context.queryClient.prefetchQuery(
        apiQuery('/api/companies/{company}/sources', { path: { company: company.id } }),
      );
    }
    return loadNamespaces('dashboard', 'catalogue');
  },
  component: DashboardSourceRoute,
});

function DashboardSourceRoute() {
  const { source } = Route.useParams();
  const company = useSelectedCompany();
  if (!company) return null;
  return <DashboardSourcePage key={company.id} companyId={company.id} sourceId={Number(source) || 0} />;
}
