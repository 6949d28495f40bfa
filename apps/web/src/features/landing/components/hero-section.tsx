import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EMISSIONS_UNIT, formatNumber } from '@huella/shared/format/index';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import classes from './landing.module.css';

/** Illustrative figures of the hero's sample summary card (tCO2e and %). */
const SAMPLE = { total: 1284.6, scopes: [32.1, 23.2, 44.7] as const, uncertainty: 4.2 };
const SCOPE_COLORS = ['huella.7', 'blue.7', 'orange.7'] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  const lang = currentLanguage();
  const scopeLabels = [t('hero.preview.scope1'), t('hero.preview.scope2'), t('hero.preview.scope3')];

  return (
    <Box component="section" id="hero" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" className={classes.eyebrow}>
              {t('hero.eyebrow')}
            </Badge>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="dimmed" className={classes.heroText}>
              {t('hero.description')}
            </Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to="/sign-up"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('hero.start')}
              </Button>
              <Button
                component={Link}
                to="/"
                hash="contact"
                size="md"
                variant="default"
                leftSection={<IconMessageCircle size={18} aria-hidden />}
              >
                {t('hero.talk')}
              </Button>
            </Group>
          </Stack>

          <Card
            shadow="md"
            padding="xl"
            className={classes.preview}
            aria-label={t('hero.preview.label')}
            role="group"
          >
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed">
                  {t('hero.preview.title')}
                </Text>
                <Text fz={34} fw={800} lh={1.15} mt={4}>
                  {formatNumber(SAMPLE.total, lang)}{' '}
                  <Text span fz="md" fw={600} c="dimmed">
                    {EMISSIONS_UNIT}
                  </Text>
                </Text>
              </div>
              <Badge variant="outline" color="gray" radius="sm">
                {t('hero.preview.sample')}
              </Badge>
            </Group>
            <Stack gap="md" mt="xl">
              {SAMPLE.scopes.map((share, index) => (
                <div key={scopeLabels[index]}>
                  <Group justify="space-between" mb={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {scopeLabels[index]}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(share, lang)} %
                    </Text>
                  </Group>
                  <Progress
                    value={share}
                    color={SCOPE_COLORS[index]}
                    size="lg"
                    radius="xl"
                    aria-label={scopeLabels[index]}
                  />
                </div>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" mt="lg">
              {t('hero.preview.uncertainty', { value: formatNumber(SAMPLE.uncertainty, lang) })}
            </Text>
          </Card>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
