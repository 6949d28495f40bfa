import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../features/auth/guards.ts';
import { UnitMeasurementForm } from '../../../features/unit-measurements/components/unit-measurement-form.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/unit-measurements/$id')({
  staticData: { breadcrumb: 'nav.unitMeasurements' },
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'unit-measurements'),
  component: UnitMeasurementRoute,
});

function UnitMeasurementRoute() {
  const { id } = Route.useParams();
  return <UnitMeasurementForm key={id} id={Number(id) || 0} />;
}
