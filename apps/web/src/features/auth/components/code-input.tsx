import { CODE_LENGTH } from '@huella/shared';
import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TCodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
  autoFocus?: boolean;
  disabled?: boolean;
};

/**
 * The six-digit code of the verification and recovery e-mails, one box per digit. Typing or
 * pasting the whole code fills every box; the browser may offer it from an SMS/e-mail (one-time-code).
 */
export function CodeInput({ value, onChange, error, label, autoFocus, disabled }: TCodeInputProps) {
  const { t } = useTranslation('auth');
  const wrapperId = useId();
  const errorId = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={wrapperId}
      error={error}
      errorProps={{ id: errorId }}
      required
    >
      <div role="group" aria-labelledby={`${wrapperId}-label`}>
        <PinInput
          length={CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus={autoFocus}
          disabled={disabled}
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          size="md"
          gap="xs"
          mt={4}
          getInputProps={(index) => ({
            'aria-label': t('code.digit', { index: index + 1, total: CODE_LENGTH }),
            'aria-invalid': Boolean(error) || undefined,
            'aria-describedby': error ? errorId : undefined,
          })}
        />
      </div>
    </Input.Wrapper>
  );
}
