import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput, type TNumberValue } from '../../../components/data/locale-number-input.tsx';
import { showToast } from '../../../lib/notify.tsx';
import { DesignSection } from './design-section.tsx';

export function DialogsSection() {
  const { t } = useTranslation(['design', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  const [income, setIncome] = useState<TNumberValue>(2500000);

  const openConfirm = () =>
    modals.openConfirmModal({
      title: t('dialogs.confirmTitle'),
      children: <Text size="sm">{t('dialogs.confirmText')}</Text>,
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => showToast({ kind: 'success', message: t('dialogs.confirmed') }),
      onCancel: () => showToast({ kind: 'info', message: t('dialogs.cancelled') }),
    });

  return (
    <DesignSection id="dialogs" title={t('sections.dialogs')} description={t('dialogs.description')}>
      <Group gap="sm">
        <Button leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={open}>
          {t('dialogs.open')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={openConfirm}
        >
          {t('dialogs.openConfirm')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('dialogs.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            close();
            showToast({ kind: 'info', message: t('dialogs.generated') });
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('dialogs.modalText')}
            </Text>
            <LocaleNumberInput
              label={t('dialogs.income')}
              value={income}
              onChange={setIncome}
              min={1}
              data-autofocus
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={!(typeof income === 'number' && income > 0)}>
                {t('dialogs.generate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </DesignSection>
  );
}
