import { createFileRoute } from '@tanstack/react-router';
import { configurationQuery } from '../../../features/auth/api/get-configuration.ts';
import { InvitedSignUpPage } from '../../../features/auth/components/invited-sign-up-page.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';

type TInvitationSearch = { token?: string };

/** The link of the invitation e-mail: /sign-up/company/{company}/user/{user}?token=… */
export const Route = createFileRoute('/_auth/sign-up/company/$company/user/$user')({
  validateSearch: (search: Record<string, unknown>): TInvitationSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(configurationQuery);
    return loadNamespaces('auth');
  },
  component: InvitedSignUpRoute,
});

function InvitedSignUpRoute() {
  const { company, user } = Route.useParams();
  const { token = '' } = Route.useSearch();
  // A malformed link asks the API anyway (ids 0 are never sent): it answers "invalid invitation".
  return <InvitedSignUpPage company={Number(company) || -1} user={Number(user) || -1} token={token} />;
}
