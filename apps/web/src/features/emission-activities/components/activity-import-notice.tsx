import { formatNumber, isImportRunning, type TEmissionActivityImportResult } from '@huella/shared';
import { Alert, Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery, invalidateApi } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ImportEmissionActivitiesDialog } from './import-emission-activities-dialog.tsx';

/** Milliseconds between two looks at an import running in the background. */
const RUNNING_POLL_MS = 2000;

const isRunning = (result: TEmissionActivityImportResult | null | undefined) =>
  result ? isImportRunning(result.state) : false;

/**
 * Above the activity list, the company's latest import: while it runs, how many of its rows are
 * read (it goes on whether or not its dialog is open); once it has ended with rows to fix, how many,
 * and a button that opens them in the repair table; once an import seen running here has ended, what
 * it saved, or why it was refused; and an earlier import whose rows are still to fix (kept on the
 * server, so from any device), with a button that reopens them. Nothing otherwise, or once closed.
 */
export function ActivityImportNotice({ companyId }: { companyId: number }) {
  const { t } = useTranslation('emission-activities');
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const latest = useQuery({
    ...apiQuery('/api/emission-activities/imports/latest', { query: { company_id: companyId } }),
    refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
  // An earlier import with rows still to fix, offered once the latest has none to fix.
  const toFix = useQuery(
    apiQuery('/api/emission-activities/imports/to-fix', { query: { company_id: companyId } }),
  );
  const data = latest.data ?? null;
  // The import this page saw running: once it ends, the list and the plan's usage follow it.
  const seenRunning = useRef<number | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  // The notices closed here, by import.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const dismiss = (id: number) => setDismissed((previous) => new Set(previous).add(id));
  // The import whose rows are open in the repair table.
  const [repairing, setRepairing] = useState<TEmissionActivityImportResult | null>(null);
  useEffect(() => {
    if (!data) return;
    if (isRunning(data)) seenRunning.current = data.import_id;
    else if (seenRunning.current === data.import_id) {
      seenRunning.current = null;
      setEnded(data.import_id);
      void invalidateApi(queryClient, '/api/emission-activities', '/api/companies/{company}');
    }
  }, [data, queryClient]);

  const pending = toFix.data ?? null;
  const earlier =
    pending && pending.import_id !== data?.import_id && !dismissed.has(pending.import_id) ? (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm">
            <Text size="sm">
              {t('importNotice.pending', {
                count: pending.failed,
                name: pending.file_name ?? t('importNotice.noName'),
              })}
            </Text>
            <Button size="xs" variant="light" color="yellow" onClick={() => setRepairing(pending)}>
              {t('importNotice.reopen')}
            </Button>
          </Group>
          <CloseButton
            aria-label={t('importNotice.dismiss')}
            onClick={() => dismiss(pending.import_id)}
            size="sm"
          />
        </Group>
      </Alert>
    ) : null;
  const dialog = repairing ? (
    <ImportEmissionActivitiesDialog
      companyId={companyId}
      resume={repairing}
      onClose={() => setRepairing(null)}
    />
  ) : null;
  const latestNotice = data && !dismissed.has(data.import_id) ? latestNoticeOf(data) : null;
  if (latestNotice === null && earlier === null && dialog === null) return null;
  return (
    <Stack gap="sm">
      {latestNotice}
      {data && isRunning(data) ? null : earlier}
      {dialog}
    </Stack>
  );

  function latestNoticeOf(data: TEmissionActivityImportResult) {
    const name = data.file_name ?? t('importNotice.noName');
    const close = (
      <CloseButton aria-label={t('importNotice.dismiss')} onClick={() => dismiss(data.import_id)} size="sm" />
    );
    if (isRunning(data)) {
      const percent = data.total ? Math.min(100, Math.round((data.read / data.total) * 100)) : null;
      return (
        <Alert color="blue" variant="light" icon={<IconFileImport size={18} aria-hidden />} role="status">
          <Stack gap={6}>
            <Text size="sm">
              {data.total
                ? t('importNotice.running', {
                    name,
                    read: formatNumber(data.read, lang),
                    total: formatNumber(data.total, lang),
                  })
                : t('importNotice.queued', { name })}
            </Text>
            <Progress
              value={percent ?? 100}
              striped={percent === null}
              animated={percent === null}
              aria-label={t('importNotice.progress')}
            />
          </Stack>
        </Alert>
      );
    }
    if (data.state === 'refused') {
      if (ended !== data.import_id) return null;
      return (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{t('importNotice.refused', { name, why: data.message ?? '' })}</Text>
            {close}
          </Group>
        </Alert>
      );
    }
    if (data.failed > 0) {
      return (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap="xs">
              <Text size="sm">
                {t('importNotice.toFix', {
                  name,
                  saved: formatNumber(data.saved, lang),
                  count: data.failed,
                  failed: formatNumber(data.failed, lang),
                })}
              </Text>
              <Group>
                <Button size="xs" variant="light" color="yellow" onClick={() => setRepairing(data)}>
                  {t('importNotice.fix', { count: data.failed })}
                </Button>
              </Group>
            </Stack>
            {close}
          </Group>
        </Alert>
      );
    }
    if (ended !== data.import_id) return null;
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{t('importNotice.done', { name, saved: formatNumber(data.saved, lang) })}</Text>
          {close}
        </Group>
      </Alert>
    );
  }
}
