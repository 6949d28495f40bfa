import type { TCompany } from '@huella/shared';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, apiKey, apiQuery } from '../../../lib/api.ts';
import { showToast } from '../../../lib/notify.tsx';

/**
 * Settings card: how the company's dashboard shows its data (the composition chart by gas). Its
 * administrators switch it; members read it. A switch saves at once and shows what the server kept.
 */
export function DashboardSettingsCard({
  companyId,
  readOnly = false,
}: {
  companyId: number;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  const path = { company: companyId };
  const company = useQuery(apiQuery('/api/companies/{company}', { path }));
  const save = useMutation({
    mutationFn: (show: boolean) =>
      api.put('/api/companies/{company}/settings', { path, body: { show_composition_chart: show } }),
    onSuccess: (saved: TCompany | null) => {
      if (!saved) return;
      queryClient.setQueryData(apiKey('/api/companies/{company}', { path }), saved);
      showToast({ kind: 'success', message: t('settings.saved') });
    },
  });
  const checked = save.isPending ? Boolean(save.variables) : Boolean(company.data?.show_composition_chart);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="dashboard-settings-title">
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id="dashboard-settings-title">
          {t('settings.dashboardTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.dashboardDescription')}
        </Text>
      </Stack>
      <Switch
        label={t('settings.showCompositionChart')}
        description={t('settings.showCompositionChartHint')}
        checked={checked}
        disabled={readOnly || !company.data || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
    </Card>
  );
}
