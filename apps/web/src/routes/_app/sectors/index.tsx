import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { SectorsList } from '../../../features/sectors/components/sectors-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Sector catalogue (spec/platform.md §2), super-admin only. */
export const Route = createFileRoute('/_app/sectors/')({
  staticData: { breadcrumb: 'nav.sectors' },
  validateSearch: validateListSearch,
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'sectors'),
  component: SectorsList,
});
