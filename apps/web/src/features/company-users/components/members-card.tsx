import {
  COMPANY_ROLES,
  formatDate,
  INVITATION_TTL_DAYS,
  ZCompanyUserInput,
  type TCompanyInvitation,
  type TCompanyRole,
  type TCompanyUser,
  type TCompanyUserInput,
  type TUserStatus,
} from '@huella/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconMailCancel, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWideScreen } from '../../../components/data/list-columns.tsx';
import { ConfirmDeleteDialog, useConfirmDialog } from '../../../components/confirm-delete-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { reloadAccount } from '../../../lib/session-api.ts';
import { useAccount } from '../../../lib/session.ts';
import { useAssignCompanyUserRole } from '../api/assign-company-user-role.ts';
import { useInviteCompanyUser } from '../api/invite-company-user.ts';
import { useCompanyInvitations } from '../api/list-company-invitations.ts';
import { useCompanyUsers } from '../api/list-company-users.ts';
import { useRemoveCompanyUser } from '../api/remove-company-user.ts';
import { useWithdrawCompanyInvitation } from '../api/withdraw-company-invitation.ts';

const STATUS_COLOR: Partial<Record<TUserStatus, string>> = {
  ACTIVE: 'green',
  APPROVED: 'green',
  APPROVAL_PENDING: 'yellow',
};

/**
 * Settings card: the company's members (role changes, removals), the invite form and the
 * invitations nobody has accepted yet (withdrawn from here). Inviting never adds anyone: the
 * person joins when they accept.
 */
export function MembersCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="members-title">
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id="members-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
      </Stack>
      <Stack gap="lg">
        <InviteForm companyId={companyId} />
        <MembersTable companyId={companyId} />
        <PendingInvitations companyId={companyId} />
      </Stack>
    </Card>
  );
}

function useRoleOptions() {
  const { t } = useTranslation('company-users');
  return COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

export function InviteForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const invite = useInviteCompanyUser();
  const roleOptions = useRoleOptions();
  const form = useForm<TCompanyUserInput>({
    resolver: schemaResolver<TCompanyUserInput>(ZCompanyUserInput),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync({ companyId, input: values });
      if (!invitation) return;
      // The same words whether or not the e-mail has an account: the screen reveals nothing more.
      showToast({ kind: 'success', message: t('invite.invited', { email: invitation.email }) });
      form.reset({ email: '', role: values.role });
    } catch (error) {
      // 409 (already a member) goes beside the e-mail; a daily limit (429) is the API's toast.
      applyServerErrors(error, form.setError, ['email', 'role']);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="invite-title">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="invite-title">
          {t('invite.title')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.register('email')}
            // The guided start of a new company leads here.
            id="invite-email"
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            required
            style={{ flex: '1 1 240px' }}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('fields.role')}
                data={roleOptions}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errors.role?.message}
                w={180}
              />
            )}
          />
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            mt={25}
          >
            {t('invite.submit')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('invite.hint', { days: INVITATION_TTL_DAYS })}
        </Text>
      </Stack>
    </form>
  );
}

function MembersTable({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const members = useCompanyUsers(companyId);
  const account = useAccount();
  const router = useRouter();
  const assign = useAssignCompanyUserRole();
  const remove = useRemoveCompanyUser();
  const roleOptions = useRoleOptions();
  const isWide = useWideScreen();

  /** A change to one's own membership may end access to this screen: reload and re-check the guards. */
  const afterOwnChange = async (member: TCompanyUser) => {
    if (member.user_id !== account?.id) return;
    await reloadAccount().catch(() => null);
    await router.invalidate();
  };

  const changeRole = async (member: TCompanyUser, role: TCompanyRole) => {
    if (role === member.role) return;
    try {
      const saved = await assign.mutateAsync({ companyId, userId: member.user_id, role });
      if (!saved) return;
      showToast({
        kind: 'success',
        message: t('table.roleChanged', { email: member.email, role: t(`roles.${role}`) }),
      });
      await afterOwnChange(member);
    } catch {
      // The API's toast says why (the last administrator stays).
    }
  };

  // The dialog names the member it asks about.
  const removal = useConfirmDialog(async (member: TCompanyUser) => {
    try {
      await remove.mutateAsync({ companyId, userId: member.user_id });
      showToast({ kind: 'success', message: t('table.removed', { email: member.email }) });
      await afterOwnChange(member);
    } catch {
      // The API's toast says why (the last administrator stays).
    }
  });
  const removing = removal.target;

  if (members.isPending) {
    return (
      <Center mih={120} role="status">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (members.isError) {
    return <LoadFailed message={t('table.loadFailed')} onRetry={() => void members.refetch()} />;
  }
  const rows = members.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('common:noResults')}
      </Text>
    );
  }

  const roleSelect = (member: TCompanyUser) => (
    <Select
      data={roleOptions}
      value={member.role}
      onChange={(value) => value && void changeRole(member, value as TCompanyRole)}
      allowDeselect={false}
      size="xs"
      w={160}
      aria-label={t('table.roleOf', { email: member.email })}
    />
  );
  const statusBadge = (member: TCompanyUser) => (
    <Badge variant="light" color={STATUS_COLOR[member.status] ?? 'gray'} miw="max-content">
      {t(`statuses.${member.status}`)}
    </Badge>
  );

  // A phone keeps two columns: the e-mail, with the name, status and role beneath it, and the removal.
  return (
    <>
      <CardTable
        labelledBy="members-title"
        minWidth={isWide ? 680 : undefined}
        head={
          isWide ? (
            <>
              <Table.Th>{t('fields.email')}</Table.Th>
              <Table.Th>{t('fields.name')}</Table.Th>
              <Table.Th>{t('fields.role')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
            </>
          ) : (
            <Table.Th>{t('fields.email')}</Table.Th>
          )
        }
      >
        {rows.map((member) => {
          const name = [member.name, member.last_name].filter(Boolean).join(' ');
          const isMe = member.user_id === account?.id;
          return (
            <Table.Tr key={member.user_id}>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                {isMe && (
                  <Text size="xs" c="dimmed">
                    {t('table.you')}
                  </Text>
                )}
                {!isWide && (
                  <Stack gap={6} mt={4} align="flex-start">
                    {name && <Text size="xs">{name}</Text>}
                    {statusBadge(member)}
                    {roleSelect(member)}
                  </Stack>
                )}
              </Table.Td>
              {isWide && (
                <>
                  <Table.Td>
                    <Text size="sm">{name || '—'}</Text>
                  </Table.Td>
                  <Table.Td>{roleSelect(member)}</Table.Td>
                  <Table.Td>{statusBadge(member)}</Table.Td>
                </>
              )}
              <RowAction
                label={t('table.remove')}
                ariaLabel={t('table.removeMember', { email: member.email })}
                icon={<IconTrash size={18} aria-hidden />}
                onClick={() => removal.ask(member)}
              />
            </Table.Tr>
          );
        })}
      </CardTable>
      <ConfirmDeleteDialog
        opened={removal.opened}
        title={t('table.confirmRemoveTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('table.confirmRemoveButton', { email: removing?.email ?? '' })}
        onCancel={removal.cancel}
        onConfirm={() => void removal.confirm()}
        busy={removal.busy}
      >
        <Text size="sm">
          {removing?.user_id === account?.id ? t('table.confirmRemoveSelf') : t('table.confirmRemove')}
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}

type TCardTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The header cells; the last column, for the row's action, is added here. */
  head: ReactNode;
  children: ReactNode;
};

/** The shell of the card's two tables: a header row that ends in the (unlabelled) actions column. */
function CardTable({ labelledBy, minWidth, head, children }: TCardTableProps) {
  const { t } = useTranslation('company-users');
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0}>
      <Table verticalSpacing="sm" highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {head}
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type TRowActionProps = { label: string; ariaLabel: string; icon: ReactNode; onClick: () => void };

/** The last cell of a row: one red icon button (remove, withdraw), named for the row it acts on. */
function RowAction({ label, ariaLabel, icon, onClick }: TRowActionProps) {
  return (
    <Table.Td>
      <Group justify="flex-end">
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={ariaLabel}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Table.Td>
  );
}

/** The invitations of the company nobody has accepted (or declined) yet, with their withdrawal. */
export function PendingInvitations({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const invitations = useCompanyInvitations(companyId);
  const withdraw = useWithdrawCompanyInvitation();
  const lang = currentLanguage();

  // The dialog names the invitation it asks about.
  const withdrawal = useConfirmDialog(async (invitation: TCompanyInvitation) => {
    try {
      await withdraw.mutateAsync({ companyId, invitationId: invitation.id });
      showToast({ kind: 'success', message: t('pending.withdrawn', { email: invitation.email }) });
    } catch {
      // The API's toast says why (already accepted or withdrawn); the list reloads.
    }
  });
  const withdrawing = withdrawal.target;

  let body: ReactNode;
  if (invitations.isPending) {
    body = (
      <Center mih={80} role="status">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  } else if (invitations.isError || !invitations.data) {
    body = <LoadFailed message={t('pending.loadFailed')} onRetry={() => void invitations.refetch()} />;
  } else if (invitations.data.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="xs">
        {t('pending.empty')}
      </Text>
    );
  } else {
    const { data: rows, meta } = invitations.data;
    body = (
      <>
        {/* A phone shows the e-mail (with its role and date beneath) and the withdrawal without
            scrolling; the other columns show from the tablet width up. */}
        <CardTable
          labelledBy="pending-title"
          head={
            <>
              <Table.Th>{t('fields.email')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('fields.role')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('pending.invitedBy')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('pending.expires')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('fields.status')}</Table.Th>
            </>
          }
        >
          {rows.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {t(`roles.${invitation.role}`)} · {formatDate(invitation.expires_at, lang)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{t(`roles.${invitation.role}`)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{invitation.invited_by ?? '—'}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(invitation.expires_at, lang)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Badge variant="light" color="yellow" miw="max-content">
                  {t('pending.badge')}
                </Badge>
              </Table.Td>
              <RowAction
                label={t('pending.withdraw')}
                ariaLabel={t('pending.withdrawOf', { email: invitation.email })}
                icon={<IconMailCancel size={18} aria-hidden />}
                onClick={() => withdrawal.ask(invitation)}
              />
            </Table.Tr>
          ))}
        </CardTable>
        {meta.total > rows.length && (
          <Text size="xs" c="dimmed">
            {t('pending.partial', { shown: rows.length, total: meta.total })}
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-title">
      <Stack gap={2}>
        <Title order={3} fz="h5" id="pending-title">
          {t('pending.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('pending.description')}
        </Text>
      </Stack>
      {body}
      <ConfirmDeleteDialog
        opened={withdrawal.opened}
        title={t('pending.confirmWithdrawTitle', { email: withdrawing?.email ?? '' })}
        confirmLabel={t('pending.confirmWithdrawButton', { email: withdrawing?.email ?? '' })}
        onCancel={withdrawal.cancel}
        onConfirm={() => void withdrawal.confirm()}
        busy={withdrawal.busy}
      >
        <Text size="sm">{t('pending.confirmWithdraw')}</Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
