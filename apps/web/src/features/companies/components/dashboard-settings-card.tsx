import type { TCompany, TCompanySettings } from '@huella/shared';
import { Card, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, apiKey, apiQuery } from '../../../lib/api.ts';
import { showToast } from '../../../lib/notify.tsx';

/**
 * Settings card: how the company's dashboard shows its data (the composition chart by gas) and its
 * sector (the inventory report's subsector). Its administrators change them; members read them.
 * A change saves at once and shows what the server kept.
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
  const sectors = useQuery(apiQuery('/api/sectors', { query: { per_page: 100 } }));
  const save = useMutation({
    mutationFn: (body: TCompanySettings) => api.put('/api/companies/{company}/settings', { path, body }),
    onSuccess: (saved: TCompany | null) => {
      if (!saved) return;
      queryClient.setQueryData(apiKey('/api/companies/{company}', { path }), saved);
      showToast({ kind: 'success', message: t('settings.saved') });
    },
  });
  const pending = save.isPending ? save.variables : undefined;
  const checked = pending?.show_composition_chart ?? Boolean(company.data?.show_composition_chart);
  const sectorId = pending && 'sector_id' in pending ? pending.sector_id : (company.data?.sector?.id ?? null);
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
        onChange={(event) => save.mutate({ show_composition_chart: event.currentTarget.checked })}
      />
      <Select
        mt="md"
        label={t('settings.sector')}
        description={t('settings.sectorHint')}
        placeholder={t('settings.sectorNone')}
        data={(sectors.data?.data ?? []).map((sector) => ({
          value: String(sector.id),
          label: sector.display_name,
        }))}
        value={sectorId === null || sectorId === undefined ? null : String(sectorId)}
        searchable
        clearable
        nothingFoundMessage={t('settings.sectorNothing')}
        disabled={readOnly || !company.data || save.isPending}
        onChange={(value) => save.mutate({ sector_id: value === null ? null : Number(value) })}
      />
    </Card>
  );
}
