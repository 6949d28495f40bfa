import { GAS_EMISSION_IMPORT_COLUMNS, type TGasEmissionImportColumn } from '@huella/shared';
import { Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, invalidateApiAfterWrite } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';
import { showToast } from '../../../lib/notify.tsx';
import { importRowFailures, type TImportRowFailure } from './import-row-failures.ts';

const isImportColumn = (attribute: string): attribute is TGasEmissionImportColumn =>
  (GAS_EMISSION_IMPORT_COLUMNS as readonly string[]).includes(attribute);

/**
 * The import of a factor's gas values: its template (an xlsx with lists of valid gases and units, in
 * the language of the request) and the upload of the filled-in file, all or none.
 */
function useGasEmissionImport(factorId: number) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) =>
      api.post('/api/gas-emissions/import', { body: { factor_id: factorId, file } }),
    onSettled: (_result, error) =>
      invalidateApiAfterWrite(queryClient, error, '/api/gas-emissions', '/api/factors/{factor}/gases'),
  });
  const downloadTemplate = async (filename: string) => {
    const blob = await api.download('get', '/api/gas-emissions/import/template', {
      query: { factor_id: factorId },
    });
    if (blob) downloadBlob(filename, blob);
  };
  return { upload, downloadTemplate };
}

/** Imports a factor's gas values from the xlsx template; a refused file lists its failing rows. */
export function ImportGasEmissionsDialog({ factorId, onClose }: { factorId: number; onClose: () => void }) {
  const { t } = useTranslation(['gas-emissions', 'messages']);
  // A failure names its column by key; the table shows the column's header, as the template has it.
  const columnName = (attribute: string) =>
    isImportColumn(attribute) ? t(`messages:fields.${attribute}`) : attribute;
  const [file, setFile] = useState<File | null>(null);
  const [failures, setFailures] = useState<TImportRowFailure[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const { upload: importMutation, downloadTemplate } = useGasEmissionImport(factorId);
  const submit = () => {
    if (!file) return;
    setFailures([]);
    setFileError(null);
    importMutation.mutate(file, {
      onSuccess: (result) => {
        showToast({
          kind: 'success',
          message: t('import.done', { imported: result?.imported ?? 0, skipped: result?.skipped ?? 0 }),
        });
        onClose();
      },
      onError: (error) => {
        setFailures(importRowFailures(error));
        setFileError(isApiError(error) ? (error.errors.file?.join(' ') ?? null) : null);
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('import.title')} size="lg">
      <Stack>
        <Text size="sm">{t('import.help')}</Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              void downloadTemplate(t('messages:templates.gas_emissions_file', { factor: factorId })).catch(
                () => undefined,
              )
            }
          >
            {t('import.template')}
          </Button>
        </Group>
        <FileInput
          label={t('import.file')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
          }}
          error={fileError}
          clearable
        />
        {failures.length > 0 ? (
          <Table striped withTableBorder aria-label={t('import.failures')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.row')}</Table.Th>
                <Table.Th>{t('import.column')}</Table.Th>
                <Table.Th>{t('import.value')}</Table.Th>
                <Table.Th>{t('import.errors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failures.map((failure) => (
                <Table.Tr key={`${failure.row}-${failure.attribute}`}>
                  <Table.Td>{failure.row}</Table.Td>
                  <Table.Td>{columnName(failure.attribute)}</Table.Td>
                  <Table.Td>{failure.value ?? '—'}</Table.Td>
                  <Table.Td>{failure.errors.join(' ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('import.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={importMutation.isPending}
            onClick={submit}
          >
            {t('import.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
