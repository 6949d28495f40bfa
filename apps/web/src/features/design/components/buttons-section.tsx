import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFileSpreadsheet,
  IconFilter,
  IconPencil,
  IconPlus,
  IconTableExport,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DesignSection, DesignSubsection } from './design-section.tsx';

export function ButtonsSection() {
  const { t } = useTranslation('design');
  const iconButtons = [
    { key: 'view', icon: IconEye, color: 'gray' },
    { key: 'edit', icon: IconPencil, color: 'gray' },
    { key: 'download', icon: IconDownload, color: 'gray' },
    { key: 'filter', icon: IconFilter, color: 'gray' },
    { key: 'delete', icon: IconTrash, color: 'red' },
  ] as const;

  return (
    <DesignSection id="buttons" title={t('sections.buttons')} description={t('buttons.description')}>
      <Stack gap="xl">
        <DesignSubsection title={t('buttons.variants')}>
          <Group gap="sm">
            <Button>{t('buttons.filled')}</Button>
            <Button variant="light">{t('buttons.light')}</Button>
            <Button variant="outline">{t('buttons.outline')}</Button>
            <Button variant="subtle">{t('buttons.subtle')}</Button>
            <Button variant="default">{t('buttons.default')}</Button>
          </Group>
        </DesignSubsection>
        <DesignSubsection title={t('buttons.states')}>
          <Group gap="sm" align="center">
            <Button leftSection={<IconPlus size={18} aria-hidden />}>{t('buttons.add')}</Button>
            <Button variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>
              {t('buttons.import')}
            </Button>
            <Button variant="default" leftSection={<IconTableExport size={18} aria-hidden />}>
              {t('buttons.export')}
            </Button>
            <Button color="red" leftSection={<IconTrash size={18} aria-hidden />}>
              {t('buttons.delete')}
            </Button>
            <Button loading loaderProps={{ type: 'dots' }}>
              {t('buttons.loading')}
            </Button>
            <Button disabled>{t('buttons.disabled')}</Button>
          </Group>
          <Group gap="sm" align="center">
            {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
              <Button key={size} size={size} variant="light">
                {t('buttons.filled')} {size}
              </Button>
            ))}
          </Group>
        </DesignSubsection>
        <DesignSubsection title={t('buttons.iconButtons')}>
          <Group gap="xs">
            {iconButtons.map(({ key, icon: ButtonIcon, color }) => (
              <Tooltip key={key} label={t(`buttons.${key}`)}>
                <ActionIcon variant="light" color={color} size="lg" aria-label={t(`buttons.${key}`)}>
                  <ButtonIcon size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </DesignSubsection>
      </Stack>
    </DesignSection>
  );
}
