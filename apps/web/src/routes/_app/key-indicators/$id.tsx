import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { KeyIndicatorForm } from '../../../features/key-indicators/components/key-indicator-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/key-indicators/$id')({
  staticData: { breadcrumb: 'nav.keyIndicators' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'key-indicators'),
  component: KeyIndicatorRoute,
});

function KeyIndicatorRoute() {
  const { id } = Route.useParams();
  return <KeyIndicatorForm key={id} id={Number(id) || 0} />;
}
