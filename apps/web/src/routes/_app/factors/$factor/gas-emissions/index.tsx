import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../components/page-header.tsx';
import { requireRole } from '../../../../../features/auth/guards.ts';
import { useEmissionFactor } from '../../../../../features/emission-factors/api/get-emission-factor.ts';
import { FactorGasEmissions } from '../../../../../features/gas-emissions/components/factor-gas-emissions.tsx';
import { BackToFactor } from '../../../../../features/gas-emissions/components/back-to-factor.tsx';
import { loadNamespaces } from '../../../../../lib/i18n.ts';

/** The per-gas values of a factor, reached from the edit icon of a derived part. */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireRole(['super-admin'], { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: FactorGasEmissionsRoute,
});

function FactorGasEmissionsRoute() {
  const { t } = useTranslation('gas-emissions');
  const { factor } = Route.useParams();
  const factorId = Number(factor) || 0;
  const { data: record } = useEmissionFactor(factorId);
  return (
    <>
      <BackToFactor factorId={factorId} />
      <PageHeader
        title={record ? t('titleOf', { factor: record.name }) : t('title')}
        description={t('pageDescription')}
      />
      {/* A derived factor takes its values from its parts: here its stored ones can only be removed. */}
      <FactorGasEmissions factorId={factorId} canAdd={record ? !record.derives : false} />
    </>
  );
}
