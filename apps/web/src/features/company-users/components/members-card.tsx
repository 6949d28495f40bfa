import {
  COMPANY_ROLES,
  ZCompanyUserInput,
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
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { confirmByToast, showToast } from '../../../lib/notify.tsx';
import { reloadAccount } from '../../../lib/session-api.ts';
import { useAccount } from '../../../lib/session.ts';
import { useAddCompanyUser } from '../api/add-company-user.ts';
import { useAssignCompanyUserRole } from '../api/assign-company-user-role.ts';
import { useCompanyUsers } from '../api/list-company-users.ts';
import { useRemoveCompanyUser } from '../api/remove-company-user.ts';

const STATUS_COLOR: Partial<Record<TUserStatus, string>> = {
  ACTIVE: 'green',
  APPROVED: 'green',
  INVITED: 'yellow',
  APPROVAL_PENDING: 'yellow',
};

/** Settings card: the company's members, the invite form, role changes and removals. */
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
      </Stack>
    </Card>
  );
}

function useRoleOptions() {
  const { t } = useTranslation('company-users');
  return COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

function InviteForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company-users', 'common']);
  const add = useAddCompanyUser();
  const roleOptions = useRoleOptions();
  const form = useForm<TCompanyUserInput>({
    resolver: schemaResolver<TCompanyUserInput>(ZCompanyUserInput),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync({ companyId, input: values });
      if (!member) return;
      showToast({
        kind: 'success',
        message:
          member.status === 'INVITED'
            ? t('invite.invited', { email: member.email })
            : t('invite.added', { email: member.email }),
      });
      form.reset({ email: '', role: values.role });
    } catch (error) {
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
          {t('invite.hint')}
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

  const askRemove = (member: TCompanyUser) =>
    confirmByToast({
      title: t('table.confirmRemoveTitle'),
      message: t('table.confirmRemove', { email: member.email }),
      yesLabel: t('common:actions.yes'),
      noLabel: t('common:actions.no'),
      onConfirm: () => {
        void remove
          .mutateAsync({ companyId, userId: member.user_id })
          .then(async () => {
            showToast({ kind: 'success', message: t('table.removed', { email: member.email }) });
            await afterOwnChange(member);
          })
          .catch(() => {
            // The API's toast says why (the last administrator stays).
          });
      },
    });

  if (members.isPending) {
    return (
      <Center mih={120} role="status">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  const rows = members.data?.data ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('common:noResults')}
      </Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover aria-labelledby="members-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.email')}</Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.role')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((member) => {
            const name = [member.name, member.last_name].filter(Boolean).join(' ');
            const isMe = member.user_id === account?.id;
            return (
              <Table.Tr key={member.user_id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {member.email}
                  </Text>
                  {isMe && (
                    <Text size="xs" c="dimmed">
                      {t('table.you')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.status === 'INVITED' ? '—' : name || '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    data={roleOptions}
                    value={member.role}
                    onChange={(value) => value && void changeRole(member, value as TCompanyRole)}
                    allowDeselect={false}
                    size="xs"
                    w={160}
                    aria-label={t('table.roleOf', { email: member.email })}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[member.status] ?? 'gray'}>
                    {t(`statuses.${member.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Tooltip label={t('table.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => askRemove(member)}
                        aria-label={t('table.removeMember', { email: member.email })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
