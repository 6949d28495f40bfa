import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../../features/auth/guards.ts';
import { EmissionSourceForm } from '../../../features/emission-sources/components/emission-source-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { useSelectedCompany, useSessionUser } from '../../../lib/session.ts';

/** An emission source of the company (id 0 creates). */
export const Route = createFileRoute('/_app/emission-sources/$id')({
  staticData: { breadcrumb: 'nav.emissionSources' },
  beforeLoad: requireRole(['member', 'administrator', 'super-admin']),
  loader: () => loadNamespaces('catalogue', 'emission-sources'),
  component: EmissionSourceRoute,
});

function EmissionSourceRoute() {
  const { id } = Route.useParams();
  const company = useSelectedCompany();
  const roles = useSessionUser()?.roles ?? [];
  if (!company) return null;
  return (
    <EmissionSourceForm
      key={`${company.id}-${id}`}
      companyId={company.id}
      id={Number(id) || 0}
      canOpenSettings={roles.includes('administrator') || roles.includes('super-admin')}
    />
  );
}
