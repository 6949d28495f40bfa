import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { SourceForm } from '../../../features/sources/components/source-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/sources/$id')({
  staticData: { breadcrumb: 'nav.sources' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'sources'),
  component: SourceRoute,
});

function SourceRoute() {
  const { id } = Route.useParams();
  return <SourceForm key={id} id={Number(id) || 0} />;
}
