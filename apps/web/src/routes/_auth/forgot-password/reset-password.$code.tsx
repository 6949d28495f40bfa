import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/components/reset-password-page.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

type TRecoverySearch = { email: string };

export const Route = createFileRoute('/_auth/forgot-password/reset-password/$code')({
  validateSearch: (search: Record<string, unknown>): TRecoverySearch => ({
    email: typeof search.email === 'string' ? search.email : '',
  }),
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/forgot-password' });
  },
  loader: () => loadNamespaces('auth'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { code } = Route.useParams();
  const { email } = Route.useSearch();
  return <ResetPasswordPage code={code} email={email} />;
}
