import { createFileRoute } from '@tanstack/react-router';
import { validateIdFilter, validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import {
  EmissionFactorsList,
  type TEmissionFactorsSearch,
} from '../../../features/emission-factors/components/emission-factors-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Emission factors (spec/platform.md §2), filtered by source; super-admin only. */
export const Route = createFileRoute('/_app/emission-factors/')({
  staticData: { breadcrumb: 'nav.emissionFactors' },
  validateSearch: (search: Record<string, unknown>): TEmissionFactorsSearch => ({
    ...validateListSearch(search),
    source_id: validateIdFilter(search.source_id),
  }),
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'emission-factors'),
  component: EmissionFactorsList,
});
