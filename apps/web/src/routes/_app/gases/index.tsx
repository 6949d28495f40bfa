import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../../../components/data/list-search.ts';
import { requireCapability } from '../../../features/auth/guards.ts';
import { GasesList } from '../../../features/gases/components/gases-list.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

/** Gas catalogue (spec/platform.md §2), super-admin only. */
export const Route = createFileRoute('/_app/gases/')({
  staticData: { breadcrumb: 'nav.gases' },
  validateSearch: validateListSearch,
  beforeLoad: requireCapability('administer_platform', { needsCompany: false }),
  loader: () => loadNamespaces('catalogue', 'gases'),
  component: GasesList,
});
