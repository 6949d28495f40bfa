import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../../components/page-header.tsx';
import { requireRole } from '../../../../../features/auth/guards.ts';
import { FactorGasEmissions } from '../../../../../features/gas-emissions/components/factor-gas-emissions.tsx';
import { i18n, loadNamespaces } from '../../../../../lib/i18n.ts';

/** The per-gas values of a factor, reached from the edit icon of a derived part. */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireRole(['super-admin'], { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: FactorGasEmissionsRoute,
});

function FactorGasEmissionsRoute() {
  const { factor } = Route.useParams();
  return (
    <>
      <PageHeader
        title={i18n.t('title', { ns: 'gas-emissions' })}
        description={i18n.t('pageDescription', { ns: 'gas-emissions' })}
      />
      <FactorGasEmissions factorId={Number(factor) || 0} />
    </>
  );
}
