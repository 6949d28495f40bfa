import type { TDashboard } from '@huella/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmissionsBarChart } from '../../../components/charts/emissions-charts.tsx';
import { ChartCard } from '../../../components/charts/chart-card.tsx';

/**
 * The footprint's composition by gas (`by_gas` of the dashboard): one bar per gas, shown to the
 * companies whose setting asks for it (DESIGN §9).
 */
export function CompositionChart({ gases }: { gases: TDashboard['by_gas'] }) {
  const { t } = useTranslation('dashboard');
  const shown = gases.filter((gas) => gas.carbon_footprint > 0);
  return (
    <ChartCard title={t('charts.composition')} description={t('charts.compositionHelp')}>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('charts.empty')}
        </Text>
      ) : (
        <EmissionsBarChart
          h={260}
          data={shown.map((gas) => ({ gas: gas.formula ?? gas.name, footprint: gas.carbon_footprint }))}
          dataKey="gas"
          series={[{ name: 'footprint', label: t('charts.footprint'), color: 'teal.7' }]}
          unitLabel={t('charts.unit')}
        />
      )}
    </ChartCard>
  );
}
