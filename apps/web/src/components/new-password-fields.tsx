import { PasswordInput } from '@mantine/core';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { PasswordStrength } from './password-strength.tsx';

type TNewPassword = { password: string; password_confirmation: string };

type Props<TValues extends TNewPassword, TOutput> = {
  /** A form with `password` and `password_confirmation`; their errors show under each box. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  labels: { password: string; confirmation: string; toggle: string };
  autoFocus?: boolean;
};

/** A new password with its strength hint, and its confirmation: sign-up, invitation, reset, account. */
export function NewPasswordFields<TValues extends TNewPassword, TOutput>({
  form,
  labels,
  autoFocus,
}: Props<TValues, TOutput>) {
  // The form holds more fields than these two; only these two are read and registered here.
  const fields = form as unknown as UseFormReturn<TNewPassword>;
  const value = useWatch({ control: fields.control, name: 'password' });
  const { errors } = useFormState({ control: fields.control, name: ['password', 'password_confirmation'] });
  const toggle = { 'aria-label': labels.toggle };
  return (
    <>
      <div>
        <PasswordInput
          {...fields.register('password')}
          label={labels.password}
          autoComplete="new-password"
          error={errors.password?.message}
          required
          autoFocus={autoFocus}
          visibilityToggleButtonProps={toggle}
        />
        <PasswordStrength value={value} />
      </div>
      <PasswordInput
        {...fields.register('password_confirmation')}
        label={labels.confirmation}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        required
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
