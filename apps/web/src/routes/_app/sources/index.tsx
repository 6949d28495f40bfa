import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { SourcesList } from '../../../features/sources/components/sources-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Emission-source catalogue (spec/platform.md §2), super-admin only. */
export const Route = createFileRoute('/_app/sources/')({
  staticData: { breadcrumb: 'nav.sources' },
  validateSearch: validateListSearch,
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'sources'),
  component: SourcesList,
});
