import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionActivityForm } from '../../../features/emission-activities/components/emission-activity-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useSelectedCompany } from '../../../lib/session.ts';

/** An activity of the company (id 0 creates). */
export const Route = createFileRoute('/_app/emission-activities/$id')({
  staticData: { breadcrumb: 'nav.emissionActivities' },
  beforeLoad: requireCapability('work_in_company'),
  loader: () => loadNamespaces('catalogue', 'emission-activities'),
  component: EmissionActivityRoute,
});

function EmissionActivityRoute() {
  const { id } = Route.useParams();
  const company = useSelectedCompany();
  if (!company) return null;
  return <EmissionActivityForm key={`${company.id}-${id}`} companyId={company.id} id={Number(id) || 0} />;
}
