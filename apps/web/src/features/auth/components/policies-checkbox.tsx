import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';

type TPoliciesCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
};

const SECTIONS = ['data', 'use', 'retention', 'rights', 'terms'] as const;

/**
 * "I accept the terms and the privacy policy". The policy opens in a dialog over the form, so
 * reading it never loses what was typed; accepting there ticks the box.
 */
export function PoliciesCheckbox({ checked, onChange, error, name }: TPoliciesCheckboxProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Checkbox
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
        label={
          <Trans
            t={t}
            i18nKey="policies.accept"
            components={{
              policy: (
                <Anchor
                  component="button"
                  type="button"
                  inherit
                  onClick={(event) => {
                    event.preventDefault();
                    open();
                  }}
                />
              ),
            }}
          />
        }
      />
      <Modal opened={opened} onClose={close} title={t('policies.title')} size="lg" centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('policies.updated')}
          </Text>
          <List size="sm" spacing="xs">
            {SECTIONS.map((section) => (
              <List.Item key={section}>
                <Text size="sm" span fw={600}>
                  {t(`policies.sections.${section}.title`)}
                </Text>{' '}
                {t(`policies.sections.${section}.body`)}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common:actions.close')}
            </Button>
            <Button
              onClick={() => {
                onChange(true);
                close();
              }}
            >
              {t('policies.acceptButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
