import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { keepListSearch } from '../../../../../components/data/list-search.ts';
import { requireCapability } from '../../../../../features/auth/guards.ts';
import { FactorGasEmissionsPage } from '../../../../../features/gas-emissions/components/factor-gas-emissions.tsx';
import { BackToFactor } from '../../../../../features/gas-emissions/components/back-to-factor.tsx';
import { apiQuery, unlessNotFound } from '../../../../../lib/api.ts';
import { loadNamespaces } from '../../../../../lib/i18n.ts';

/** The per-gas values of a factor, reached from the edit icon of a derived part. */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  // The list reads page, size and search with the shared list contract, in its own chunk.
  validateSearch: keepListSearch,
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: FactorGasEmissionsRoute,
});

function FactorGasEmissionsRoute() {
  const { factor } = Route.useParams();
  const factorId = Number(factor) || 0;
  const { data: record } = useQuery(
    apiQuery('/api/emission-factors/{emission_factor}', {
      path: { emission_factor: factorId },
      notify: unlessNotFound,
    }),
  );
  return (
    <>
      <BackToFactor factorId={factorId} />
      {/* A derived factor takes its values from its parts: here its stored ones can only be removed. */}
      <FactorGasEmissionsPage
        key={factorId}
        factorId={factorId}
        factorName={record?.name}
        canAdd={record ? !record.derives : false}
      />
    </>
  );
}
