import { ColorSwatch, Group, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND_COLOR, CHART_COLORS } from '../../../lib/theme.ts';
import { DesignSection, DesignSubsection } from './design-section.tsx';

function colorVar(name: string): string {
  const [color, shade] = name.split('.');
  return shade ? `var(--mantine-color-${color}-${shade})` : `var(--mantine-color-${color})`;
}

function Swatch({ color, name, detail }: { color: string; name: string; detail?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ColorSwatch color={color} size={36} radius="md" withShadow aria-hidden />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" ff="monospace">
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function ColorsSection() {
  const { t } = useTranslation('design');
  const theme = useMantineTheme();
  const brand = theme.colors[BRAND_COLOR] ?? [];
  const status = [
    { key: 'success', color: 'green.7' },
    { key: 'error', color: 'red.7' },
    { key: 'warning', color: 'yellow.6' },
    { key: 'info', color: 'blue.7' },
  ] as const;
  const surface = [
    { key: 'body', color: 'var(--mantine-color-body)' },
    { key: 'text', color: 'var(--mantine-color-text)' },
    { key: 'dimmed', color: 'var(--mantine-color-dimmed)' },
    { key: 'border', color: 'var(--mantine-color-default-border)' },
  ] as const;

  return (
    <DesignSection id="colors" title={t('sections.colors')} description={t('colors.description')}>
      <Stack gap="xl">
        <DesignSubsection title={t('colors.brand')}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="md">
            {brand.map((hex, shade) => (
              <Swatch
                key={hex}
                color={colorVar(`${BRAND_COLOR}.${shade}`)}
                name={`${BRAND_COLOR}.${shade}`}
                detail={hex}
              />
            ))}
          </SimpleGrid>
        </DesignSubsection>
        <DesignSubsection title={t('colors.status')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {status.map(({ key, color }) => (
              <Swatch key={key} color={colorVar(color)} name={t(`colors.${key}`)} detail={color} />
            ))}
          </SimpleGrid>
        </DesignSubsection>
        <DesignSubsection title={t('colors.surface')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {surface.map(({ key, color }) => (
              <Swatch key={key} color={color} name={t(`colors.${key}`)} />
            ))}
          </SimpleGrid>
        </DesignSubsection>
        <DesignSubsection title={t('colors.chart')}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="md">
            {CHART_COLORS.map((color, index) => (
              <Swatch key={color} color={colorVar(color)} name={`${index + 1}`} detail={color} />
            ))}
          </SimpleGrid>
        </DesignSubsection>
      </Stack>
    </DesignSection>
  );
}
