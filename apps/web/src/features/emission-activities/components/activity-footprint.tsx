import { EMISSIONS_UNIT, formatNumber, type TEmissionActivity } from '@huella/shared';
import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A figure of the footprint with its words. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * What a saved activity came to (DESIGN.md §4), read-only: its t CO2e, the avoided part, its
 * uncertainty and the t CO2e of each gas; or, for an activity a catalogue change left without a
 * value, why it is not counted.
 */
export function ActivityFootprint({ activity }: { activity: TEmissionActivity }) {
  const { t } = useTranslation('emission-activities');
  const lang = currentLanguage();
  const titleId = useId();
  const tonnes = (value: number) => `${formatNumber(value, lang)} ${EMISSIONS_UNIT}`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('result.title')}
        </Title>
        {activity.flagged ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('result.flagged', { message: activity.flag?.message ?? '' })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('result.total')} value={tonnes(activity.carbon_footprint)} />
          <Figure label={t('result.avoided')} value={tonnes(activity.carbon_footprint_avoided)} />
          <Figure
            label={t('result.uncertainty')}
            value={
              // Neither the factor's nor the activity data's uncertainty stated: unknown, not ±0 %.
              activity.uncertainty === 0
                ? t('result.notStated')
                : t('list.uncertainty', { value: formatNumber(activity.uncertainty, lang) })
            }
          />
        </SimpleGrid>
        {activity.emissions.length > 0 ? (
          <Table withTableBorder verticalSpacing={4} aria-label={t('result.byGas')} maw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('result.gas')}</Table.Th>
                <Table.Th ta="right">{t('result.gasTotal')}</Table.Th>
                <Table.Th ta="right">{t('result.gasAvoided')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activity.emissions.map((gas) => (
                <Table.Tr key={gas.gas_id}>
                  <Table.Th scope="row" fw={500}>
                    {gas.gas}
                  </Table.Th>
                  <Table.Td ta="right">{tonnes(gas.carbon_footprint)}</Table.Td>
                  <Table.Td ta="right">{tonnes(gas.carbon_footprint_avoided)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group>
          <Text size="xs" c="dimmed">
            {t('result.note')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
