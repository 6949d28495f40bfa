import { formatDate, type TInvitation } from '@huella/shared';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

type TInvitationSummaryProps = {
  invitation: TInvitation;
  /** Buttons shown beside the summary (accept, decline). */
  actions?: ReactNode;
};

/** The company that invites (logo and name), the role offered, who sent it and until when it works. */
export function InvitationSummary({ invitation, actions }: TInvitationSummaryProps) {
  const { t } = useTranslation('invitations');
  const lang = currentLanguage();
  const role = t(`asRole.${invitation.role}`);
  return (
    <Group wrap="wrap" gap="md" align="center" justify="space-between">
      <Group wrap="nowrap" gap="md" align="flex-start" miw={0} style={{ flex: '1 1 240px' }}>
        <Avatar
          src={invitation.company.logo}
          name={invitation.company.name}
          color="initials"
          radius="md"
          size={48}
          alt=""
        />
        <Stack gap={4} miw={0}>
          <Group gap={8} wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {invitation.company.name}
            </Text>
            <Badge variant="light" size="sm" color={invitation.role === 'administrator' ? 'huella' : 'gray'}>
              {t(`roles.${invitation.role}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {invitation.invited_by
              ? t('summary.invitedBy', { name: invitation.invited_by, role })
              : t('summary.invited', { role })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('summary.expires', { date: formatDate(invitation.expires_at, lang) })}
          </Text>
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}
