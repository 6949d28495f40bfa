import { parseReportIncome } from '@huella/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { downloadBlob } from '../../../lib/download-csv.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/notify.tsx';
import type { dashboardQuery } from '../dashboard-filters.ts';

type TQuery = ReturnType<typeof dashboardQuery>;

/** The file the report downloads as. */
export const reportFileName = (query: Pick<TQuery, 'date_from' | 'date_to'>) =>
  `inventory-report-${query.date_from}-${query.date_to}.pdf`;

/**
 * The report button (spec/workspace.md §4): disabled while the figures load, when the period has no
 * data, or while a report is being made; it asks for the net income (commas and spaces removed, a
 * number greater than 0), then makes the PDF on the server and downloads it. A failure says so in
 * the dialog and in a toast; what was typed stays.
 */
export function ReportButton({ query, disabled }: { query: TQuery; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const [opened, setOpened] = useState(false);
  const [income, setIncome] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [making, setMaking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseReportIncome(income, currentLanguage());
    if (value === null) {
      setError(t('report.incomeInvalid'));
      return;
    }
    setError(null);
    setFailed(false);
    setMaking(true);
    try {
      const pdf = await api.download('get', '/api/reports/inventory', {
        query: { ...query, income: value, lang: currentLanguage() },
        notify: false,
      });
      if (!pdf) throw new Error('no answer');
      downloadBlob(reportFileName(query), pdf);
      showToast({ kind: 'success', message: t('report.made') });
      setOpened(false);
    } catch {
      setFailed(true);
      showToast({ kind: 'error', message: t('report.failed') });
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        disabled={disabled || making}
        loading={making}
        onClick={() => setOpened(true)}
      >
        {t('report.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !making && setOpened(false)}
        title={t('report.title')}
        closeButtonProps={{ 'aria-label': t('report.close') }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('report.description')}
            </Text>
            <TextInput
              label={t('report.income')}
              description={t('report.incomeHint')}
              value={income}
              onChange={(event) => setIncome(event.currentTarget.value)}
              error={error}
              inputMode="decimal"
              autoComplete="off"
              data-autofocus
              required
            />
            {failed ? (
              <Alert color="red" variant="light" role="alert">
                {t('report.fallback')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={making}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" loading={making}>
                {t('report.make')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
