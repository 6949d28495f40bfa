import { isSameEmail, type TInvitationLink } from '@huella/shared';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLinkOff, IconUserExclamation } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCardHeader, BackLink } from '../../../components/layout/auth-card-header.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { api, apiKey } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/session-api.ts';
import { useAccount } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { InvitationSummary } from './invitation-summary.tsx';

/**
 * The invitation of a mailed link (public), or null when the link is wrong, used, withdrawn or
 * expired (404), or malformed (422). Anything else (no connection, a server failure) fails: the
 * page offers to try again instead of calling a good link invalid.
 */
export function invitationLinkQuery({ id, token }: { id: number; token: string }) {
  const link = { path: { invitation: id }, query: { token } };
  return queryOptions({
    queryKey: apiKey('/api/invitations/{invitation}', link),
    queryFn: async () => {
      try {
        const invitation = await api.get('/api/invitations/{invitation}', {
          ...link,
          auth: false,
          notify: false,
        });
        if (!invitation) throw new Error('The invitation could not be loaded');
        return invitation;
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

type TInvitationLinkPageProps = {
  id: number;
  token: string;
  /** The account form for an e-mail without an account (it starts the session on success). */
  signUpForm: (invitation: TInvitationLink) => ReactNode;
};

/**
 * /invitations/{id}?token=…, the link of the invitation mail, signed in or not. It shows the
 * company that invites and what its holder can do: create the account (an e-mail without one),
 * sign in to answer it (an e-mail with one), or sign out first (signed in as someone else). Signed
 * in as the invited e-mail, the invitation waits on /welcome with the others.
 */
export function InvitationLinkPage({ id, token, signUpForm }: TInvitationLinkPageProps) {
  const { t } = useTranslation(['invitations', 'common']);
  const link = useQuery(invitationLinkQuery({ id, token }));
  const account = useAccount();
  usePageTitle(t('link.documentTitle'));

  if (link.isPending) {
    return (
      <Center mih={200} role="status">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (link.isError) {
    return (
      <>
        <AuthCardHeader title={t('link.documentTitle')} />
        <LoadFailed message={t('link.loadFailed')} onRetry={() => void link.refetch()} />
      </>
    );
  }
  if (!link.data) return <InvalidInvitation signedIn={account !== null} />;

  const invitation = link.data;
  if (account && isSameEmail(invitation.email, account.email)) return <Navigate to="/welcome" replace />;

  let action: ReactNode;
  let description: string | undefined;
  if (account) {
    action = <SignedInAsSomeoneElse current={account.email} invitation={invitation} />;
  } else if (invitation.has_account) {
    action = <SignInToAnswer email={invitation.email} />;
  } else {
    description = t('link.signUp');
    action = signUpForm(invitation);
  }

  return (
    <>
      <AuthCardHeader
        title={t('link.title', { company: invitation.company.name })}
        description={description}
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <InvitationSummary invitation={invitation} />
        </Paper>
        {action}
      </Stack>
    </>
  );
}

function InvalidInvitation({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <AuthCardHeader back={signedIn ? undefined : <BackLink to="/sign-in" />} title={t('invalid.title')} />
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconLinkOff size={18} aria-hidden />} role="alert">
          {t('invalid.message')}
        </Alert>
        {signedIn ? (
          <Button component={Link} to="/welcome" fullWidth>
            {t('invalid.goToWelcome')}
          </Button>
        ) : (
          <Button component={Link} to="/sign-in" fullWidth>
            {t('invalid.goToSignIn')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** An e-mail with an account answers in the app: signing in leads to /welcome, where it is listed. */
function SignInToAnswer({ email }: { email: string }) {
  const { t } = useTranslation('invitations');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('link.signInToAnswer', { email })}</Text>
      <Button
        fullWidth
        renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: '/welcome', email }} />}
      >
        {t('link.signIn')}
      </Button>
    </Stack>
  );
}

/** Nobody answers someone else's invitation: sign out, and the page shows what the invited person can do. */
function SignedInAsSomeoneElse({ current, invitation }: { current: string; invitation: TInvitationLink }) {
  const { t } = useTranslation('invitations');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
      // The link's data went with the session's cache: load it again for the signed-out visitor.
      await router.invalidate();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconUserExclamation size={18} aria-hidden />}>
        {t('link.otherAccount', { current, email: invitation.email })}
      </Alert>
      <Button onClick={() => void leave()} loading={leaving} fullWidth>
        {t('link.signOut')}
      </Button>
      <Group justify="center">
        <Anchor component={Link} to="/welcome" size="sm">
          {t('link.backToWelcome')}
        </Anchor>
      </Group>
    </Stack>
  );
}
