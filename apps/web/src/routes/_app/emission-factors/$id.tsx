import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { EmissionFactorForm } from '../../../features/emission-factors/components/emission-factor-form.tsx';
import { FactorGasEmissions } from '../../../features/gas-emissions/components/factor-gas-emissions.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** An emission factor (id 0 creates) and, once it exists, its per-gas values. */
export const Route = createFileRoute('/_app/emission-factors/$id')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'emission-factors', 'gas-emissions'),
  component: EmissionFactorRoute,
});

function EmissionFactorRoute() {
  const { id } = Route.useParams();
  const factorId = Number(id) || 0;
  return (
    <EmissionFactorForm
      key={id}
      id={factorId}
      after={factorId > 0 ? <FactorGasEmissions factorId={factorId} /> : null}
    />
  );
}
