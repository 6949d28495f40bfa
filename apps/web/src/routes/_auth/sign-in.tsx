import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../features/auth/components/google-sign-in.tsx';
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx';
import { safeRedirectTarget } from '../../features/auth/guards.ts';
import { loadNamespaces } from '../../lib/i18n.ts';

type TSignInSearch = { redirect?: string; email?: string };

const EMAIL_MAX = 254;

export const Route = createFileRoute('/_auth/sign-in')({
  // The page to return to after signing in (anything but a local path is dropped), and the e-mail
  // to fill in when a link knows it (an invitation for an existing account).
  validateSearch: (search: Record<string, unknown>): TSignInSearch => {
    const redirect = safeRedirectTarget(search.redirect);
    const email =
      typeof search.email === 'string' && search.email.length <= EMAIL_MAX ? search.email.trim() : '';
    return { ...(redirect ? { redirect } : {}), ...(email ? { email } : {}) };
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(configurationQuery);
    return loadNamespaces('auth');
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, email } = Route.useSearch();
  return <SignInPage redirect={redirect} email={email} />;
}
