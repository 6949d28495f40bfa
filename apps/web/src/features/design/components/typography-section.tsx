import { Anchor, Code, Group, SimpleGrid, Stack, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DesignSection, DesignSubsection } from './design-section.tsx';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const SIZES: MantineSize[] = ['xl', 'lg', 'md', 'sm', 'xs'];

export function TypographySection() {
  const { t } = useTranslation('design');
  return (
    <DesignSection id="typography" title={t('sections.typography')} description={t('typography.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DesignSubsection title={t('typography.headings')}>
          {/* Shown as styled text: real headings here would break the page outline. */}
          {LEVELS.map((level) => (
            <Text key={level} fz={`h${level}`} lh={`h${level}`} fw={700}>
              {t('typography.heading', { level })}
            </Text>
          ))}
        </DesignSubsection>
        <DesignSubsection title={t('typography.sizes')}>
          {SIZES.map((size) => (
            <Group key={size} gap="md" wrap="nowrap" align="baseline">
              <Code w={32} ta="center">
                {size}
              </Code>
              <Text size={size}>{t('typography.sample')}</Text>
            </Group>
          ))}
          <Stack gap={6} mt="sm">
            <Text c="dimmed">{t('typography.dimmed')}</Text>
            <Text fw={700}>{t('typography.bold')}</Text>
            <Text>
              {t('typography.code')}: <Code>tCO2e = kg / 1000</Code>
            </Text>
            <Anchor href="#typography" underline="always">
              {t('typography.link')}
            </Anchor>
          </Stack>
        </DesignSubsection>
      </SimpleGrid>
    </DesignSection>
  );
}
