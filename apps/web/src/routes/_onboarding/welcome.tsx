import { createFileRoute, redirect } from '@tanstack/react-router';
import { WelcomePage } from '../../features/companies/components/welcome-page.tsx';
import { MyInvitations, myInvitationsQuery } from '../../features/invitations/components/my-invitations.tsx';
import { safeRedirectTarget } from '../../features/auth/guards.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { getAccount } from '../../lib/session.ts';

/**
 * /welcome: the company picker, with the open invitations above it. With exactly one company and
 * no invitation there is nothing to pick: straight into the company — except for a super-admin,
 * who also has the administration to choose. When the invitations cannot be loaded, the company
 * opens as usual (the list shows its failure on the next visit).
 */
export const Route = createFileRoute('/_onboarding/welcome')({
  // The screen to open once a company is picked (a deep link that needed one); only a local path.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirectTarget(search.redirect);
    return redirect ? { redirect } : {};
  },
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: async ({ context, deps }) => {
    const [, invitations] = await Promise.all([
      loadNamespaces('companies', 'invitations'),
      context.queryClient
        .fetchQuery(myInvitationsQuery)
        .then((answer) => answer.data)
        .catch(() => []),
    ]);
    const account = getAccount();
    const companies = account?.companies ?? [];
    if (companies.length === 1 && invitations.length === 0 && account?.role !== 'super-admin') {
      throw redirect({
        to: '/load-company/$id',
        params: { id: String(companies[0]!.id) },
        search: deps.redirect ? { redirect: deps.redirect } : {},
      });
    }
  },
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const { redirect } = Route.useSearch();
  return <WelcomePage invitations={<MyInvitations />} redirect={redirect} />;
}
