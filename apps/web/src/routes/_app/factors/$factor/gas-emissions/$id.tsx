import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../../../../features/auth/guards.ts';
import { GasEmissionForm } from '../../../../../features/gas-emissions/components/gas-emission-form.tsx';
import { loadNamespaces } from '../../../../../lib/i18n.ts';

/** A per-gas value of a factor (id 0 creates). */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/$id')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireRole(['super-admin'], { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: GasEmissionRoute,
});

function GasEmissionRoute() {
  const { factor, id } = Route.useParams();
  return <GasEmissionForm key={`${factor}-${id}`} factorId={Number(factor) || 0} id={Number(id) || 0} />;
}
