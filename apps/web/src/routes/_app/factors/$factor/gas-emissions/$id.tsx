import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../../../features/auth/guards.ts';
import { GasEmissionForm } from '../../../../../features/gas-emissions/components/gas-emission-form.tsx';
import { BackToFactor } from '../../../../../features/gas-emissions/components/back-to-factor.tsx';
import { apiQuery, unlessNotFound } from '../../../../../lib/api.ts';
import { loadNamespaces } from '../../../../../lib/i18n.ts';

/** A per-gas value of a factor (id 0 creates), titled with the factor's name and linked back to it. */
export const Route = createFileRoute('/_app/factors/$factor/gas-emissions/$id')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gas-emissions'),
  component: GasEmissionRoute,
});

function GasEmissionRoute() {
  const { factor, id } = Route.useParams();
  const factorId = Number(factor) || 0;
  const { data: record } = useQuery(
    apiQuery('/api/emission-factors/{emission_factor}', {
      path: { emission_factor: factorId },
      notify: unlessNotFound,
    }),
  );
  return (
    <>
      <BackToFactor factorId={factorId} name={record?.name} />
      <GasEmissionForm
        key={`${factor}-${id}`}
        factorId={factorId}
        id={Number(id) || 0}
        factorName={record?.name}
      />
    </>
  );
}
