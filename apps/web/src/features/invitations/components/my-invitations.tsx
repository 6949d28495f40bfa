import type { TInvitation } from '@huella/shared';
import { Button, Center, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { api, apiKey, invalidateApiAfterWrite } from '../../../lib/api.ts';
import { confirmByToast, showToast } from '../../../lib/notify.tsx';
import { setAccount } from '../../../lib/session.ts';
import { InvitationSummary } from './invitation-summary.tsx';

/**
 * The open invitations addressed to the signed-in e-mail. The screen shows a failure itself (with
 * a retry), so no toast, and an answer that never came is one.
 */
export const myInvitationsQuery = queryOptions({
  queryKey: apiKey('/api/account/invitations'),
  queryFn: async () => {
    const answer = await api.get('/api/account/invitations', { notify: false });
    if (!answer) throw new Error('The invitations could not be loaded');
    return answer;
  },
});

/**
 * Accepting joins the company (the answered account, with it, replaces the session's); declining
 * joins nothing and the link stops working. Answered, or refused because the invitation was
 * withdrawn or expired meanwhile: the list is stale either way.
 */
function useAnswers() {
  const queryClient = useQueryClient();
  const reload = (error: unknown) =>
    invalidateApiAfterWrite(queryClient, error, '/api/account/invitations', '/api/invitations/{invitation}');
  const pathOf = (invitation: TInvitation) => ({ path: { invitation: invitation.id } });
  return {
    accept: useMutation({
      mutationFn: (invitation: TInvitation) =>
        api.post('/api/account/invitations/{invitation}/accept', pathOf(invitation)),
      onSuccess: (account) => {
        if (account) setAccount(account);
      },
      onSettled: (_account, error) => reload(error),
    }),
    decline: useMutation({
      mutationFn: (invitation: TInvitation) =>
        api.post('/api/account/invitations/{invitation}/decline', pathOf(invitation)),
      onSettled: (_answer, error) => reload(error),
    }),
  };
}

/**
 * The open invitations addressed to the signed-in e-mail, each with Accept and Decline (declining
 * asks first). Accepting joins the company at once: the session's account gets it, so the company
 * picker shows it. Nothing shows when there is no invitation.
 */
export function MyInvitations() {
  const { t } = useTranslation(['invitations', 'common']);
  const invitations = useQuery({ ...myInvitationsQuery, select: (answer) => answer.data });
  const { accept, decline } = useAnswers();

  if (invitations.isPending) {
    return (
      <Center mih={60} role="status">
        <Loader size="sm" aria-label={t('mine.loading')} />
      </Center>
    );
  }
  if (invitations.isError) {
    return <LoadFailed message={t('mine.loadFailed')} onRetry={() => void invitations.refetch()} />;
  }
  if (invitations.data.length === 0) return null;

  const onAccept = async (invitation: TInvitation) => {
    try {
      const account = await accept.mutateAsync(invitation);
      if (!account) return;
      showToast({ kind: 'success', message: t('mine.accepted', { company: invitation.company.name }) });
    } catch {
      // The API's toast says why (withdrawn or expired meanwhile); the list reloads.
    }
  };

  const askDecline = (invitation: TInvitation) =>
    confirmByToast({
      title: t('mine.confirmDeclineTitle'),
      message: t('mine.confirmDecline', { company: invitation.company.name }),
      yesLabel: t('common:actions.yes'),
      noLabel: t('common:actions.no'),
      onConfirm: () => {
        void decline
          .mutateAsync(invitation)
          .then(() =>
            showToast({ kind: 'success', message: t('mine.declined', { company: invitation.company.name }) }),
          )
          .catch(() => {
            // The API's toast says why; the list reloads.
          });
      },
    });

  const busy = (invitation: TInvitation) =>
    (accept.isPending && accept.variables?.id === invitation.id) ||
    (decline.isPending && decline.variables?.id === invitation.id);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-invitations-title">
      <Stack gap={4} mb="sm">
        <Title order={2} fz="h4" id="my-invitations-title">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.description', { count: invitations.data.length })}
        </Text>
      </Stack>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {invitations.data.map((invitation, index) => {
          const company = invitation.company.name;
          return (
            <li key={invitation.id}>
              {index > 0 && <Divider mb="md" />}
              <InvitationSummary
                invitation={invitation}
                actions={
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => void onAccept(invitation)}
                      loading={accept.isPending && accept.variables?.id === invitation.id}
                      disabled={decline.isPending && decline.variables?.id === invitation.id}
                      aria-label={t('mine.acceptOf', { company })}
                    >
                      {t('mine.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => askDecline(invitation)}
                      disabled={busy(invitation)}
                      aria-label={t('mine.declineOf', { company })}
                    >
                      {t('mine.decline')}
                    </Button>
                  </Group>
                }
              />
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
