import 'mantine-datatable/styles.css';
import type { TGasEmission } from '@huella/shared';
import { formatDateInput, formatExactNumber } from '@huella/shared/format/index';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconFileImport, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListColumns } from '../../../components/data/list-columns.tsx';
import { ReadableNumber } from '../../../components/data/readable-number.tsx';
import { ConfirmDeleteDialog, useConfirmDialog } from '../../../components/confirm-delete-dialog.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import { deleteGasEmission } from '../api/delete-gas-emission.ts';
import { gasEmissionsKeys, useFactorGasEmissions } from '../api/list-factor-gas-emissions.ts';
import { ImportGasEmissionsDialog } from './import-gas-emissions-dialog.tsx';

/** The per-gas values of a factor, with edit and delete, and (unless `canAdd` is false) add and import. */
export function FactorGasEmissions({ factorId, canAdd = true }: { factorId: number; canAdd?: boolean }) {
  const { t } = useTranslation(['gas-emissions', 'catalogue', 'common']);
  const lang = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isFetching } = useFactorGasEmissions(factorId);
  const [importing, setImporting] = useState(false);
  const open = (id: number) =>
    void navigate({
      to: '/factors/$factor/gas-emissions/$id',
      params: { factor: String(factorId), id: String(id) },
    });
  const nameOf = (row: TGasEmission) => row.gas.formula ?? row.gas.name;
  // On a phone the gas and its value stay in columns; the rest is listed under the gas.
  const columns = useListColumns<TGasEmission>([
    {
      accessor: 'gas',
      title: t('gas-emissions:fields.gas'),
      priority: 'key',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {nameOf(row)}
          {row.avoided ? (
            <Badge size="sm" variant="light" color="teal">
              {t('gas-emissions:avoidedBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'value',
      title: t('gas-emissions:fields.value'),
      priority: 'primary',
      textAlign: 'right',
      // kg of the gas per activity unit, every published digit as the form shows it: `0,05444 kg CO2/scf`.
      render: (row) => (
        <ReadableNumber
          exact
          value={row.value}
          // A unit symbol, written the same in every language (like tCO2e).
          unit={`kg ${nameOf(row)}/${row.unit_measurement.abbreviation ?? row.unit_measurement.name}`}
        />
      ),
    },
    {
      accessor: 'uncertainty',
      title: t('gas-emissions:list.uncertainty'),
      textAlign: 'right',
      render: (row) =>
        t('gas-emissions:list.uncertaintyValue', { value: formatExactNumber(row.uncertainty, lang) }),
    },
    {
      accessor: 'date_start',
      title: t('gas-emissions:list.validity'),
      render: (row) =>
        t('gas-emissions:list.validityRange', {
          // Written as the form writes them, so the list and the form show the same dates.
          start: formatDateInput(row.date_start, lang) ?? row.date_start,
          end: formatDateInput(row.date_end, lang) ?? row.date_end,
        }),
    },
    {
      accessor: 'fountain',
      title: t('gas-emissions:fields.fountain'),
      render: (row) => <Fountain text={row.fountain} />,
    },
    { accessor: 'reference', title: t('gas-emissions:fields.reference') },
  ]);
  const describe = (row: TGasEmission) =>
    `${nameOf(row)} (${formatDateInput(row.date_start, lang) ?? row.date_start} – ${formatDateInput(row.date_end, lang) ?? row.date_end})`;
  // A gas may have several validities: the dialog names the one asked about.
  const deleteDialog = useConfirmDialog(async (row: TGasEmission) => {
    try {
      await deleteGasEmission(row.id);
      showToast({ kind: 'success', message: t('catalogue:list.deleted', { count: 1 }) });
    } catch {
      // The API client has shown the error toast.
    } finally {
      await queryClient.invalidateQueries({ queryKey: gasEmissionsKeys.all });
    }
  });
  const asked = deleteDialog.target;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('gas-emissions:title')}
          </Title>
          {canAdd ? (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {t('gas-emissions:import.open')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(0)}>
                {t('gas-emissions:add')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {importing ? (
          <ImportGasEmissionsDialog factorId={factorId} onClose={() => setImporting(false)} />
        ) : null}
        <DataTable<TGasEmission>
          withTableBorder
          borderRadius="md"
          striped
          minHeight={160}
          fetching={isFetching}
          records={data?.data ?? []}
          noRecordsText={t('common:noResults')}
          pinLastColumn
          columns={[
            ...columns,
            {
              accessor: 'actions',
              title: t('catalogue:list.actions'),
              textAlign: 'right',
              render: (row) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('catalogue:list.view', { name: nameOf(row) })}
                    onClick={() => open(row.id)}
                  >
                    <IconEdit size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('catalogue:list.delete', { name: nameOf(row) })}
                    onClick={() => deleteDialog.ask(row)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
        />
      </Stack>
      <ConfirmDeleteDialog
        opened={deleteDialog.opened}
        title={asked ? t('catalogue:deleteDialog.title', { name: describe(asked) }) : ''}
        confirmLabel={asked ? t('catalogue:deleteDialog.confirm', { name: describe(asked) }) : ''}
        onCancel={deleteDialog.cancel}
        onConfirm={() => void deleteDialog.confirm()}
        busy={deleteDialog.busy}
      >
        <Text size="sm" c="dimmed">
          {t('catalogue:deleteDialog.irreversible')}
        </Text>
      </ConfirmDeleteDialog>
    </Paper>
  );
}

/** Where a value was published: a link named by its site when it is an address, else the text. */
function Fountain({ text }: { text: string }) {
  const { t } = useTranslation('gas-emissions');
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) return <>{text}</>;
  return (
    <Anchor
      href={url.href}
      target="_blank"
      rel="noreferrer"
      inherit
      title={url.href}
      aria-label={t('list.openFountain', { url: url.href })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {url.hostname.replace(/^www\./, '')}
    </Anchor>
  );
}
