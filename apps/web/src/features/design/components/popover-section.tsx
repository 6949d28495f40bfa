import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DesignSection } from './design-section.tsx';

export function PopoverSection() {
  const { t } = useTranslation('design');
  return (
    <DesignSection id="popover" title={t('sections.popover')} description={t('popover.description')}>
      <Group gap="md">
        <Popover width={300} position="bottom-start" trapFocus={false}>
          <Popover.Target>
            <Button variant="default" leftSection={<IconListDetails size={18} aria-hidden />}>
              {t('popover.open')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('popover.factorTitle')}
              </Text>
              <Text size="sm">{t('popover.factorValue')}</Text>
              <Text size="xs" c="dimmed">
                {t('popover.factorSource')}
              </Text>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <Tooltip label={t('popover.tooltipText')} multiline w={260}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('popover.tooltip')}>
            <IconInfoCircle size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </DesignSection>
  );
}
