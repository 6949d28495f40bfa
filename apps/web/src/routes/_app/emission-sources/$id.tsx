import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionSourceForm } from '../../../features/emission-sources/components/emission-source-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useSelectedCompany, useSessionUser } from '../../../lib/session.ts';

/** An emission source of the company (id 0 creates). */
export const Route = createFileRoute('/_app/emission-sources/$id')({
  staticData: { breadcrumb: 'nav.emissionSources' },
  beforeLoad: requireCapability('work_in_company'),
  loader: () => loadNamespaces('catalogue', 'emission-sources'),
  component: EmissionSourceRoute,
});

function EmissionSourceRoute() {
  const { id } = Route.useParams();
  const company = useSelectedCompany();
  const capabilities = useSessionUser()?.capabilities ?? [];
  if (!company) return null;
  return (
    <EmissionSourceForm
      key={`${company.id}-${id}`}
      companyId={company.id}
      id={Number(id) || 0}
      canOpenSettings={capabilities.includes('administer_company')}
    />
  );
}
