import {
  COMPANY_ROLES,
  formatDate,
  INVITATION_TTL_DAYS,
  ZCompanyUserInput,
  type TCompanyInvitation,
  type TCompanyRole,
  type TCompanyUser,
  type TCompanyUserInput,
  type TList,
  type TUserStatus,
} from '@huella/shared';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCancel, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../components/data/list-columns.tsx';
import { ResourceList } from '../../../components/data/resource-list.tsx';
import { useLocalListSearch } from '../../../components/data/use-list-search.ts';
import { FormServerAlert } from '../../../components/form-server-alert.tsx';
import { api, apiKey, invalidateApi, invalidateApiAfterWrite } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { reloadAccount } from '../../../lib/session-api.ts';
import { useAccount } from '../../../lib/session.ts';

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
export function MembersCard({ companyId, readOnly = false }: { companyId: number; readOnly?: boolean }) {
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
      {readOnly ? (
        // A member reads who has access; inviting and the invitations are the administrators'.
        <MembersList companyId={companyId} readOnly />
      ) : (
        <Stack gap="lg">
          <InviteForm companyId={companyId} />
          <MembersList companyId={companyId} />
          <PendingInvitations companyId={companyId} />
        </Stack>
      )}
    </Card>
  );
}

function useRoleOptions() {
  const { t } = useTranslation('company-users');
  return COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

export function InviteForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const queryClient = useQueryClient();
  const roleOptions = useRoleOptions();
  const form = useForm<TCompanyUserInput>({
    resolver: schemaResolver<TCompanyUserInput>(ZCompanyUserInput),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const invitation = await api.post('/api/companies/{company}/users', {
        path: { company: companyId },
        body: values,
      });
      await invalidateApi(queryClient, '/api/companies/{company}/invitations');
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
        <FormServerAlert errors={errors} />
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

/**
 * Changes a member's role. The select shows the new role at once, on every cached page of the
 * company's members; a refusal (409, last administrator) puts the old one back.
 */
function useAssignRole(companyId: number) {
  const queryClient = useQueryClient();
  const members = { queryKey: apiKey('/api/companies/{company}/users', { path: { company: companyId } }) };
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TCompanyRole }) =>
      api.put('/api/companies/{company}/users/{user}/assign-role', {
        path: { company: companyId, user: userId },
        body: { role },
      }),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries(members);
      const previous = queryClient.getQueriesData<TList<TCompanyUser>>(members);
      queryClient.setQueriesData<TList<TCompanyUser>>(members, (list) =>
        list
          ? { ...list, data: list.data.map((user) => (user.user_id === userId ? { ...user, role } : user)) }
          : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: (_user, error) =>
      invalidateApiAfterWrite(queryClient, error, '/api/companies/{company}/users'),
  });
}

/**
 * The company's members, on the list screen: their role (changed in place) and their removal; for
 * a member, only who they are and their role.
 */
function MembersList({ companyId, readOnly = false }: { companyId: number; readOnly?: boolean }) {
  const { t } = useTranslation(['company-users', 'common']);
  const account = useAccount();
  const router = useRouter();
  const assign = useAssignRole(companyId);
  const roleOptions = useRoleOptions();
  const [search, setSearch] = useLocalListSearch();

  /** A change to one's own membership may end access to this screen: reload and re-check the guards. */
  const afterOwnChange = async (member: TCompanyUser) => {
    if (member.user_id !== account?.id) return;
    await reloadAccount().catch(() => null);
    await router.invalidate();
  };

  const changeRole = async (member: TCompanyUser, role: TCompanyRole) => {
    if (role === member.role) return;
    try {
      const saved = await assign.mutateAsync({ userId: member.user_id, role });
      if (!saved) return;
      showToast({
        kind: 'success',
        message: t('table.roleChanged', { email: member.email, role: t(`roles.${role}`) }),
      });
      await afterOwnChange(member);
    } catch {
      // The API's toast says why (the last administrator stays); the select shows the old role.
    }
  };

  // On a phone the e-mail keeps its column, with the name, role and status beneath it.
  const columns: TListColumn<TCompanyUser>[] = [
    {
      accessor: 'email',
      title: t('fields.email'),
      priority: 'key',
      render: (member) => (
        <>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          {member.user_id === account?.id && (
            <Text size="xs" c="dimmed">
              {t('table.you')}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'name',
      title: t('fields.name'),
      render: (member) => (
        <Text size="sm">{[member.name, member.last_name].filter(Boolean).join(' ') || '—'}</Text>
      ),
    },
    {
      accessor: 'role',
      title: t('fields.role'),
      render: (member) =>
        readOnly ? (
          <Text size="sm">{t(`roles.${member.role}`)}</Text>
        ) : (
          <Select
            data={roleOptions}
            value={member.role}
            onChange={(value) => value && void changeRole(member, value as TCompanyRole)}
            allowDeselect={false}
            size="xs"
            w={160}
            aria-label={t('table.roleOf', { email: member.email })}
          />
        ),
    },
    {
      accessor: 'status',
      title: t('fields.status'),
      render: (member) => (
        <Badge variant="light" color={STATUS_COLOR[member.status] ?? 'gray'} miw="max-content">
          {t(`statuses.${member.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <ResourceList<TCompanyUser>
      header={{
        level: 'none',
        title: t('title'),
      }}
      search={search}
      onSearchChange={setSearch}
      rows={{
        area: '/api/companies/{company}/users',
        path: { company: companyId },
        searchable: false,
        companyId: companyId,
        fetchPage: ({ page, per_page }) =>
          api.get('/api/companies/{company}/users', {
            path: { company: companyId },
            query: { page, per_page },
          }),
      }}
      table={{
        columns: columns,
        nameOf: (member) => member.email,
        loadFailedText: t('table.loadFailed'),
      }}
      remove={{
        // 409 when it would leave the company without an administrator.
        one: (_id, member) =>
          api.delete('/api/companies/{company}/users/{user}', {
            path: { company: companyId, user: member.user_id },
          }),
        onDeleted: ([member]) => (member ? afterOwnChange(member) : undefined),
        words: {
          button: (member) => t('table.removeMember', { email: member.email }),
          tooltip: t('table.remove'),
          title: (member) => t('table.confirmRemoveTitle', { email: member.email }),
          confirm: (member) => t('table.confirmRemoveButton', { email: member.email }),
          body: (member) => (
            <Text size="sm">
              {member.user_id === account?.id ? t('table.confirmRemoveSelf') : t('table.confirmRemove')}
            </Text>
          ),
          done: (member) => t('table.removed', { email: member.email }),
        },
      }}
      readOnly={readOnly}
    />
  );
}

/** The invitations of the company nobody has accepted (or declined) yet, with their withdrawal. */
export function PendingInvitations({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const lang = currentLanguage();
  const [search, setSearch] = useLocalListSearch();
  const roleOf = (invitation: TCompanyInvitation) => t(`roles.${invitation.role}`);

  // A phone shows the e-mail (with its role, inviter, expiry and status beneath) and the withdrawal.
  const columns: TListColumn<TCompanyInvitation>[] = [
    {
      accessor: 'email',
      title: t('fields.email'),
      priority: 'key',
      render: (invitation) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
      ),
    },
    {
      accessor: 'role',
      title: t('fields.role'),
      render: (invitation) => <Text size="sm">{roleOf(invitation)}</Text>,
    },
    {
      accessor: 'invited_by',
      title: t('pending.invitedBy'),
      render: (invitation) => <Text size="sm">{invitation.invited_by ?? '—'}</Text>,
    },
    {
      accessor: 'expires_at',
      title: t('pending.expires'),
      render: (invitation) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(invitation.expires_at, lang)}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('fields.status'),
      render: () => (
        <Badge variant="light" color="yellow" miw="max-content">
          {t('pending.badge')}
        </Badge>
      ),
    },
  ];

  return (
    <ResourceList<TCompanyInvitation>
      header={{
        title: t('pending.title'),
        description: t('pending.description'),
        level: 'section',
        order: 3,
      }}
      search={search}
      onSearchChange={setSearch}
      // A refusal (already accepted, withdrawn by someone else) also leaves a list worth reloading.
      rows={{
        area: '/api/companies/{company}/invitations',
        path: { company: companyId },
        companyId,
        searchable: false,
        fetchPage: ({ page, per_page }) =>
          api.get('/api/companies/{company}/invitations', {
            path: { company: companyId },
            query: { page, per_page },
          }),
      }}
      table={{
        columns,
        nameOf: (invitation) => invitation.email,
        emptyText: t('pending.empty'),
        loadFailedText: t('pending.loadFailed'),
      }}
      remove={{
        // Its link stops working.
        one: (id) =>
          api.delete('/api/companies/{company}/invitations/{invitation}', {
            path: { company: companyId, invitation: id },
          }),
        words: {
          button: (invitation) => t('pending.withdrawOf', { email: invitation.email }),
          tooltip: t('pending.withdraw'),
          icon: <IconMailCancel size={18} aria-hidden />,
          title: (invitation) => t('pending.confirmWithdrawTitle', { email: invitation.email }),
          confirm: (invitation) => t('pending.confirmWithdrawButton', { email: invitation.email }),
          body: () => <Text size="sm">{t('pending.confirmWithdraw')}</Text>,
          done: (invitation) => t('pending.withdrawn', { email: invitation.email }),
        },
      }}
    />
  );
}
