import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../../features/auth/components/forgot-password-page.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

type TForgotSearch = { email?: string };

export const Route = createFileRoute('/_auth/forgot-password/')({
  validateSearch: (search: Record<string, unknown>): TForgotSearch =>
    typeof search.email === 'string' ? { email: search.email } : {},
  loader: () => loadNamespaces('auth'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { email } = Route.useSearch();
  return <ForgotPasswordPage email={email} />;
}
