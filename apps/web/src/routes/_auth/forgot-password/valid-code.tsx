import { createFileRoute, redirect } from '@tanstack/react-router';
import { RecoveryCodePage } from '../../../features/auth/components/recovery-code-page.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

type TRecoverySearch = { email: string };

export const Route = createFileRoute('/_auth/forgot-password/valid-code')({
  validateSearch: (search: Record<string, unknown>): TRecoverySearch => ({
    email: typeof search.email === 'string' ? search.email : '',
  }),
  // Without the e-mail there is no code to check: start the recovery over.
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/forgot-password' });
  },
  loader: () => loadNamespaces('auth'),
  component: RecoveryCodeRoute,
});

function RecoveryCodeRoute() {
  const { email } = Route.useSearch();
  return <RecoveryCodePage email={email} />;
}
