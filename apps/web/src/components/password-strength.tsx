import { PASSWORD_MIN } from '@huella/shared/schemas/identity';
import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The shared password rule (ZPassword), one check per requirement, in the order users fix them. */
export const PASSWORD_CHECKS = [
  { key: 'length', test: (value: string) => value.length >= PASSWORD_MIN },
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'digit', test: (value: string) => /[0-9]/.test(value) },
] as const;

/** 0–100: the share of requirements met, plus a little for length beyond the minimum. */
export function passwordScore(value: string): number {
  const met = PASSWORD_CHECKS.filter((check) => check.test(value)).length;
  const bonus = Math.min(Math.max(value.length - PASSWORD_MIN, 0), 4) * 5;
  return Math.min(100, Math.round((met / PASSWORD_CHECKS.length) * 80 + (met === 4 ? bonus : 0)));
}

/** Strength hint under a new-password field: a bar and the requirement list (met ones ticked). */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslation('common');
  const score = passwordScore(value);
  const color = score >= 90 ? 'teal' : score >= 60 ? 'yellow' : 'red';
  return (
    <Stack gap={6} mt={6}>
      <Progress
        value={value ? Math.max(score, 8) : 0}
        color={color}
        size="sm"
        aria-label={t('passwordStrength.label')}
        transitionDuration={150}
      />
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {PASSWORD_CHECKS.map((check) => {
          const met = check.test(value);
          return (
            <Group key={check.key} component="li" gap={6} wrap="nowrap">
              {met ? (
                <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : (
                <IconX size={14} color="var(--mantine-color-dimmed)" aria-hidden />
              )}
              <Text size="xs" c={met ? undefined : 'dimmed'}>
                {t(`passwordStrength.rules.${check.key}`, { min: PASSWORD_MIN })}
                <VisuallyHidden>
                  {' '}
                  ({met ? t('passwordStrength.met') : t('passwordStrength.notMet')})
                </VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
