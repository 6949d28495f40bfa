import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../../features/auth/components/sign-up-page.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_auth/sign-up/')({
  loader: () => loadNamespaces('auth'),
  component: SignUpPage,
});
