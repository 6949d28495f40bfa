import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { UnitMeasurementsList } from '../../../features/unit-measurements/components/unit-measurements-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Unit catalogue (spec/platform.md §2), super-admin only. */
export const Route = createFileRoute('/_app/unit-measurements/')({
  staticData: { breadcrumb: 'nav.unitMeasurements' },
  validateSearch: validateListSearch,
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'unit-measurements'),
  component: UnitMeasurementsList,
});
