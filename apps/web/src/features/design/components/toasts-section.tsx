import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmByToast, showToast, type TToastKind } from '../../../lib/notify.tsx';
import { DesignSection } from './design-section.tsx';

const KINDS: readonly { kind: TToastKind; color: string }[] = [
  { kind: 'success', color: 'green' },
  { kind: 'error', color: 'red' },
  { kind: 'info', color: 'blue' },
  { kind: 'warning', color: 'yellow' },
];

export function ToastsSection() {
  const { t } = useTranslation(['design', 'common']);
  return (
    <DesignSection id="toasts" title={t('sections.toasts')} description={t('toasts.description')}>
      <Group gap="sm">
        {KINDS.map(({ kind, color }) => (
          <Button
            key={kind}
            variant="light"
            color={color}
            onClick={() =>
              showToast({ kind, title: t(`toasts.${kind}Title`), message: t(`toasts.${kind}Message`) })
            }
          >
            {t(`toasts.${kind}`)}
          </Button>
        ))}
        <Button
          variant="default"
          onClick={() =>
            confirmByToast({
              message: t('toasts.confirmMessage'),
              yesLabel: t('common:actions.yes'),
              noLabel: t('common:actions.no'),
              onConfirm: () => showToast({ kind: 'success', message: t('toasts.deleted') }),
            })
          }
        >
          {t('toasts.confirm')}
        </Button>
      </Group>
    </DesignSection>
  );
}
