import { createFileRoute } from '@tanstack/react-router';
import { DesignPage } from '../../features/design/components/design-page.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';

/** Design-system showcase (spec/platform.md §2): public, inside the app frame it also shows. */
export const Route = createFileRoute('/_app/design')({
  staticData: { breadcrumb: 'nav.design' },
  loader: () => loadNamespaces('design'),
  component: DesignPage,
});
