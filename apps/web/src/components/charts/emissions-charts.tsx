import '@mantine/charts/styles.css';
import { EMISSIONS_UNIT, formatNumber, formatTooltipNumber } from '@huella/shared/format/index';
import {
  AreaChart,
  BarChart,
  DonutChart,
  type AreaChartProps,
  type BarChartProps,
  type DonutChartProps,
} from '@mantine/charts';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * The dashboard charts with the product's number rules: axis ticks with at most 2 decimals (plain
 * decimals with 3 significant digits under 0.01), tooltips with up to 7 fraction digits, unit tCO2e. Only routes
 * that render a chart import this module, so recharts stays out of the other chunks.
 */

/** `unit`: what the figures are in (tCO2e, or tCO2e per unit of an indicator). */
function useEmissionFormatters(unit: string = EMISSIONS_UNIT) {
  const lang = currentLanguage();
  return {
    axis: (value: number) => formatNumber(value, lang),
    tooltip: (value: number) => `${formatTooltipNumber(value, lang)} ${unit}`,
  };
}

type TEmissionsDonutChartProps = Omit<DonutChartProps, 'valueFormatter'>;

export function EmissionsDonutChart(props: TEmissionsDonutChartProps) {
  const format = useEmissionFormatters();
  return <DonutChart valueFormatter={format.tooltip} tooltipDataSource="segment" {...props} />;
}

type TGridChartProps<P> = Omit<P, 'valueFormatter' | 'unit' | 'type'> & { unitLabel?: string };

/** Stacked monthly bars (one series per source). */
export function EmissionsBarChart({
  unitLabel = EMISSIONS_UNIT,
  tooltipProps,
  yAxisProps,
  ...props
}: TGridChartProps<BarChartProps>) {
  const format = useEmissionFormatters();
  return (
    <BarChart
      type="stacked"
      yAxisLabel={unitLabel}
      valueFormatter={format.tooltip}
      yAxisProps={{ tickFormatter: format.axis, width: 70, ...yAxisProps }}
      tooltipProps={{ ...tooltipProps }}
      {...props}
    />
  );
}

/**
 * Stacked monthly areas (one series per source), in t CO2e or in `unitLabel` (an intensity's
 * t CO2e per unit of an indicator), which names the axis and follows each figure of the tooltip.
 */
export function EmissionsAreaChart({
  unitLabel = EMISSIONS_UNIT,
  tooltipProps,
  yAxisProps,
  ...props
}: TGridChartProps<AreaChartProps>) {
  const format = useEmissionFormatters(unitLabel);
  return (
    <AreaChart
      type="stacked"
      yAxisLabel={unitLabel}
      valueFormatter={format.tooltip}
      yAxisProps={{ tickFormatter: format.axis, width: 70, ...yAxisProps }}
      tooltipProps={{ ...tooltipProps }}
      {...props}
    />
  );
}
