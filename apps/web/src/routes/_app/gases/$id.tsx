import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { GasForm } from '../../../features/gases/components/gas-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/gases/$id')({
  staticData: { breadcrumb: 'nav.gases' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gases'),
  component: GasRoute,
});

function GasRoute() {
  const { id } = Route.useParams();
  return <GasForm key={id} id={Number(id) || 0} />;
}
