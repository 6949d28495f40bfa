import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionIndicatorForm } from '../../../features/emission-indicators/components/emission-indicator-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useSelectedCompany } from '../../../lib/session.ts';

/** An emission indicator of the company (id 0 creates), with its detail. */
export const Route = createFileRoute('/_app/emission-indicators/$id')({
  staticData: { breadcrumb: 'nav.emissionIndicators' },
  beforeLoad: requireCapability('work_in_company'),
  loader: () => loadNamespaces('catalogue', 'emission-indicators'),
  component: EmissionIndicatorRoute,
});

function EmissionIndicatorRoute() {
  const { id } = Route.useParams();
  const company = useSelectedCompany();
  if (!company) return null;
  return <EmissionIndicatorForm key={`${company.id}-${id}`} companyId={company.id} id={Number(id) || 0} />;
}
