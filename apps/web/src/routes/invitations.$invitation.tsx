import { isSameEmail } from '@huella/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { configurationQuery } from '../features/auth/components/google-sign-in.tsx';
import { InvitedSignUpForm } from '../features/auth/components/invited-sign-up-form.tsx';
import {
  InvitationLinkPage,
  invitationLinkQuery,
} from '../features/invitations/components/invitation-link-page.tsx';
import { loadNamespaces } from '../lib/i18n.ts';
import { getAccount } from '../lib/session.ts';

type TInvitationSearch = { token?: string };

/**
 * /invitations/{id}?token=…, the link of the invitation mail. Outside the sign-in frame, which
 * sends signed-in visitors away: this page answers everyone. Signed in as the invited e-mail, the
 * invitation is answered on /welcome with the others.
 */
export const Route = createFileRoute('/invitations/$invitation')({
  validateSearch: (search: Record<string, unknown>): TInvitationSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(configurationQuery);
    const [, link] = await Promise.all([
      loadNamespaces('invitations', 'auth'),
      context
        .restoreSession()
        .then(() =>
          context.queryClient.ensureQueryData(invitationLinkQuery(linkKey(params.invitation, deps.token))),
        )
        .catch(() => null),
    ]);
    const account = getAccount();
    if (link && account && isSameEmail(link.email, account.email))
      throw redirect({ to: '/welcome', replace: true });
  },
  component: InvitationRoute,
});

// A malformed link asks the API anyway (an id 0 is never sent): it answers "invalid invitation".
function linkKey(id: string, token: string) {
  return { id: /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : -1, token };
}

function InvitationRoute() {
  const { invitation } = Route.useParams();
  const { token = '' } = Route.useSearch();
  const key = linkKey(invitation, token);
  return (
    <AuthLayout>
      <InvitationLinkPage
        id={key.id}
        token={key.token}
        signUpForm={(link) => <InvitedSignUpForm invitation={link} token={key.token} />}
      />
    </AuthLayout>
  );
}
