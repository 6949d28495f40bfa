import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../features/auth/api/get-configuration.ts';
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx';
import { safeRedirectTarget } from '../../features/auth/guards.ts';
import { loadNamespaces } from '../../lib/i18n.ts';

type TSignInSearch = { redirect?: string };

export const Route = createFileRoute('/_auth/sign-in')({
  // The page to return to after signing in; anything but a local path is dropped.
  validateSearch: (search: Record<string, unknown>): TSignInSearch => {
    const redirect = safeRedirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(configurationQuery);
    return loadNamespaces('auth');
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirect={redirect} />;
}
