import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordStrength } from './password-strength.tsx';

type Props = {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** The password typed so far, for the strength hint. */
  value: string;
  errors: { password?: string; confirmation?: string };
  labels: { password: string; confirmation: string; toggle: string };
  autoFocus?: boolean;
};

/** A new password with its strength hint, and its confirmation: sign-up, invitation, reset, account. */
export function NewPasswordFields({ password, confirmation, value, errors, labels, autoFocus }: Props) {
  const toggle = { 'aria-label': labels.toggle };
  return (
    <>
      <div>
        <PasswordInput
          {...password}
          label={labels.password}
          autoComplete="new-password"
          error={errors.password}
          required
          autoFocus={autoFocus}
          visibilityToggleButtonProps={toggle}
        />
        <PasswordStrength value={value} />
      </div>
      <PasswordInput
        {...confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        error={errors.confirmation}
        required
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
