import { createFileRoute } from '@tanstack/react-router';
import { VerifyAccountPage } from '../../features/auth/components/verify-account-page.tsx';
import { loadNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_auth/verify-account/$email')({
  loader: () => loadNamespaces('auth'),
  component: VerifyAccountRoute,
});

function VerifyAccountRoute() {
  const { email } = Route.useParams();
  return <VerifyAccountPage email={email} />;
}
