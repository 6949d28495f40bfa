import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartPie, IconFileAnalytics, IconGauge, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const FEATURES: readonly { key: 'measure' | 'analyse' | 'report'; icon: Icon }[] = [
  { key: 'measure', icon: IconGauge },
  { key: 'analyse', icon: IconChartPie },
  { key: 'report', icon: IconFileAnalytics },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" id="features" aria-labelledby="features-title" className={classes.features}>
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Title id="features-title" order={2} ta="center" className={classes.sectionTitle}>
          {t('features.title')}
        </Title>
        <Text c="dimmed" ta="center" size="lg" maw={640} mx="auto" mt="sm">
          {t('features.description')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={48}>
          {FEATURES.map(({ key, icon: FeatureIcon }) => (
            <Card key={key} padding="xl" className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light">
                <FeatureIcon size={26} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {t(`features.${key}.title`)}
              </Title>
              <Text c="dimmed" size="sm" mt="xs" lh={1.6}>
                {t(`features.${key}.description`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
