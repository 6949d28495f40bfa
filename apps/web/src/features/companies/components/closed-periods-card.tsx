import {
  formatDate,
  formatNumber,
  ZClosedPeriodInput,
  type TClosedPeriod,
  type TClosedPeriodInput,
} from '@huella/shared';
import { Alert, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog, useConfirmDialog } from '../../../components/confirm-delete-dialog.tsx';
import { DateField } from '../../../components/data/form-fields.tsx';
import { api, apiQuery, invalidateApi } from '../../../lib/api.ts';
import { applyServerErrors, schemaResolver } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';

/** The fields of the closing form, which the server's field errors may name. */
const FIELDS = ['date_from', 'date_to'] as const;

/** The last year that has ended: what an administrator usually closes. */
function lastYear(): TClosedPeriodInput {
  const year = new Date().getFullYear() - 1;
  return { date_from: `${year}-01-01`, date_to: `${year}-12-31` };
}

/**
 * Settings card (administrators): the company's closed periods — when each was closed and by whom,
 * and what each catalogue change since would have made of its figures — a form that closes a period
 * (last year by default), and a reopen button behind a confirmation that says what reopening does.
 */
export function ClosedPeriodsCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const path = { company: companyId };
  const periods = useQuery(apiQuery('/api/companies/{company}/closed-periods', { path }));
  const form = useForm<TClosedPeriodInput>({
    resolver: schemaResolver(ZClosedPeriodInput),
    defaultValues: lastYear(),
  });
  const refresh = () =>
    invalidateApi(queryClient, '/api/companies/{company}/closed-periods', '/api/dashboard');

  const close = useMutation({
    mutationFn: (input: TClosedPeriodInput) =>
      api.post('/api/companies/{company}/closed-periods', { path, body: input }),
    onSuccess: async () => {
      showToast({ kind: 'success', message: t('closedPeriods.closed') });
      await refresh();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const reopen = useConfirmDialog(async (period: TClosedPeriod) => {
    await api.delete('/api/companies/{company}/closed-periods/{closed_period}', {
      path: { company: companyId, closed_period: period.id },
    });
    showToast({ kind: 'success', message: t('closedPeriods.reopened') });
    await refresh();
  });

  const rows = periods.data ?? [];
  const range = (period: Pick<TClosedPeriod, 'date_from' | 'date_to'>) =>
    `${formatDate(period.date_from, lang)} – ${formatDate(period.date_to, lang)}`;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="closed-periods-title">
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id="closed-periods-title">
          {t('closedPeriods.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('closedPeriods.description')}
        </Text>
      </Stack>
      {periods.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('closedPeriods.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('closedPeriods.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs" aria-label={t('closedPeriods.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('closedPeriods.period')}</Table.Th>
                <Table.Th>{t('closedPeriods.closedBy')}</Table.Th>
                <Table.Th>{t('closedPeriods.held')}</Table.Th>
                <Table.Th ta="center">{t('closedPeriods.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((period) => (
                <Table.Tr key={period.id}>
                  <Table.Th scope="row" fw={500}>
                    {range(period)}
                  </Table.Th>
                  <Table.Td>
                    {t('closedPeriods.closedOn', {
                      date: formatDate(period.closed_at.slice(0, 10), lang),
                      name: period.closed_by ?? '—',
                    })}
                  </Table.Td>
                  <Table.Td>
                    {period.holds.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('closedPeriods.noHolds')}
                      </Text>
                    ) : (
                      <Stack gap={2}>
                        {period.holds.map((hold) => (
                          <Text key={hold.event_id} size="sm">
                            {t('closedPeriods.hold', {
                              count: hold.activities,
                              stored: formatNumber(hold.stored, lang),
                              fresh: formatNumber(hold.fresh, lang),
                            })}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td ta="center">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconLockOpen size={14} aria-hidden />}
                      aria-label={t('closedPeriods.reopenLabel', { period: range(period) })}
                      onClick={() => reopen.ask(period)}
                    >
                      {t('closedPeriods.reopen')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form
        onSubmit={form.handleSubmit((input) => close.mutate(input))}
        noValidate
        aria-label={t('closedPeriods.closeTitle')}
      >
        {form.formState.errors.root?.server ? (
          <Alert color="red" variant="light" role="alert" mt="md">
            {form.formState.errors.root.server.message}
          </Alert>
        ) : null}
        <Group mt="md" align="flex-start" gap="sm" wrap="wrap">
          {FIELDS.map((name) => (
            <Box key={name} w={180}>
              <DateField
                control={form.control}
                name={name}
                label={t(name === 'date_from' ? 'closedPeriods.from' : 'closedPeriods.to')}
                required
              />
            </Box>
          ))}
          <Button
            type="submit"
            mt={25}
            leftSection={<IconLock size={16} aria-hidden />}
            loading={close.isPending}
          >
            {t('closedPeriods.close')}
          </Button>
        </Group>
      </form>
      <ConfirmDeleteDialog
        opened={reopen.opened}
        title={t('closedPeriods.reopenTitle', { period: reopen.target ? range(reopen.target) : '' })}
        confirmLabel={t('closedPeriods.reopenConfirm')}
        busy={reopen.busy}
        onCancel={reopen.cancel}
        onConfirm={() => void reopen.confirm()}
      >
        <Text size="sm">{t('closedPeriods.reopenBody')}</Text>
      </ConfirmDeleteDialog>
    </Card>
  );
}
