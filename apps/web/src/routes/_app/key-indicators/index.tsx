import { createFileRoute } from '@tanstack/react-router';
import { validateIdFilter, validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import {
  KeyIndicatorsList,
  type TKeyIndicatorsSearch,
} from '../../../features/key-indicators/components/key-indicators-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Key indicators (spec/platform.md §2), filtered by sector and source; super-admin only. */
export const Route = createFileRoute('/_app/key-indicators/')({
  staticData: { breadcrumb: 'nav.keyIndicators' },
  validateSearch: (search: Record<string, unknown>): TKeyIndicatorsSearch => ({
    ...validateListSearch(search),
    sector_id: validateIdFilter(search.sector_id),
    source_id: validateIdFilter(search.source_id),
  }),
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'key-indicators'),
  component: KeyIndicatorsList,
});
