import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page.tsx';
import { apiQuery } from '../../../lib/api.ts';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { getSelectedCompany, useSelectedCompany } from '../../../lib/session.ts';

/** The company's footprint (spec/workspace.md §2), for everyone who works in it. */
export const Route = createFileRoute('/_app/dashboard/')({
  staticData: { breadcrumb: 'nav.dashboard' },
  beforeLoad: requireCapability('work_in_company'),
  loader: ({ context }) => {
    const company = getSelectedCompany();
    if (company) {
      const path = { path: { company: company.id } };
      void context.queryClient.prefetchQuery(apiQuery('/api/companies/{company}', path));
      void context.queryClient.prefetchQuery(apiQuery('/api/companies/{company}/sources', path));
    }
    // The filter dialog's words (Filters, stakeholders) are the list screens' own.
    return loadNamespaces('dashboard', 'catalogue');
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const company = useSelectedCompany();
  if (!company) return null;
  return <DashboardPage key={company.id} companyId={company.id} companyName={company.name} />;
}
