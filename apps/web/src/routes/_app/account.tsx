import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/components/account-page.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_app/account')({
  staticData: { breadcrumb: 'nav.account' },
  loader: () => loadNamespaces('account'),
  component: AccountPage,
});
