import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../features/auth/guards.ts';
import { IndicatorDashboardPage } from '../../features/emission-indicators/components/indicator-dashboard-page.tsx';
import { apiQuery } from '../../lib/api.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../lib/session.ts';

/** The company's footprint per unit of a key indicator (spec/workspace.md §2), for everyone who works in it. */
export const Route = createFileRoute('/_app/emission-indicators-dashboard')({
  staticData: { breadcrumb: 'nav.emissionIndicatorsDashboard' },
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    // The defaults the dashboard opens with (DESIGN §9).
    if (company)
      void context.queryClient.prefetchQuery(
        apiQuery('/api/dashboard-emission-indicators/defaults', { query: { company_id: company.id } }),
      );
    // The dashboards' shared words (loading, no data, CSV) and the filter's (Filters).
    return loadNamespaces('dashboard', 'catalogue', 'emission-indicators');
  },
  component: IndicatorDashboardRoute,
});

function IndicatorDashboardRoute() {
  const company = useSelectedCompany();
  if (!company) return null;
  return <IndicatorDashboardPage key={company.id} companyId={company.id} companyName={company.name} />;
}
