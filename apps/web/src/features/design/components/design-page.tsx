import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ButtonsSection } from './buttons-section.tsx';
import { ColorsSection } from './colors-section.tsx';
import { DESIGN_SECTIONS } from './design-section.tsx';
import { DialogsSection } from './dialogs-section.tsx';
import { IconsSection } from './icons-section.tsx';
import { InputsSection } from './inputs-section.tsx';
import { PopoverSection } from './popover-section.tsx';
import { TableSection } from './table-section.tsx';
import { ToastsSection } from './toasts-section.tsx';
import { TypographySection } from './typography-section.tsx';

// recharts is the heaviest dependency of the page: it loads in its own chunk, after the rest.
const ChartsSection = lazy(() =>
  import('./charts-section.tsx').then((module) => ({ default: module.ChartsSection })),
);

/** /design: every building block of the interface, with sample data only (spec/platform.md §2). */
export function DesignPage() {
  const { t } = useTranslation('design');
  usePageTitle(t('documentTitle'));
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap="xs">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" maw={720}>
          {t('description')}
        </Text>
      </Stack>
      <nav aria-label={t('toc')}>
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {DESIGN_SECTIONS.map((section) => (
            <li key={section}>
              <Anchor component={Link} to="/design" hash={section} size="sm" fw={500}>
                {t(`sections.${section}`)}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
      <ColorsSection />
      <TypographySection />
      <InputsSection />
      <ButtonsSection />
      <IconsSection />
      <ToastsSection />
      <DialogsSection />
      <PopoverSection />
      <TableSection />
      <Suspense fallback={<PageLoader />}>
        <ChartsSection />
      </Suspense>
    </Stack>
  );
}
