import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { SectorForm } from '../../../features/sectors/components/sector-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/sectors/$id')({
  staticData: { breadcrumb: 'nav.sectors' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'sectors'),
  component: SectorRoute,
});

function SectorRoute() {
  const { id } = Route.useParams();
  return <SectorForm key={id} id={Number(id) || 0} />;
}
