import { formatExactNumber, parseNumberInput, type TLanguage } from '@huella/shared';
import { Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { textWithPaste, useTypedDraft } from './typed-draft.ts';

/**
 * What the box holds: a number, null when empty, or the text typed when it is not a number (kept
 * so that the shared schema refuses it with its message and the user sees what they typed).
 */
export type TNumberValue = number | string | null;

export type TLocaleNumberInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'rightSection' | 'onPaste' | 'type'
> & {
  ref?: Ref<HTMLInputElement>;
  value: TNumberValue | undefined;
  onChange: (value: TNumberValue) => void;
  /** A unit shown after the figure (`%`), outside the text. */
  suffix?: string;
  /** Limits of the arrow-key steps; the schema checks what is typed. */
  min?: number;
  max?: number;
  /** Step of the up and down arrow keys. */
  step?: number;
};

function textOf(value: TNumberValue, lang: TLanguage): string {
  if (value === null) return '';
  return typeof value === 'number' ? formatExactNumber(value, lang) : value;
}

/**
 * A number box that reads and shows the language's own separators (es `1.530,5`, en `1,530.5`)
 * and shows a stored figure exactly as the lists do (`formatExactNumber`).
 *
 * It is a plain text box with our own reader (`parseNumberInput`), not Mantine's NumberInput:
 * react-number-format, inside NumberInput, silently drops a separator it does not expect (`1530.5`
 * typed in a Spanish box would become 15305) and reads a pasted `1.530` as 1.53. Here the text
 * stays as typed until the box is left; a pasted figure that reads two ways (`1.530`) is asked
 * about, with both readings as buttons under the box, and the box is in error until one is chosen.
 */
export function LocaleNumberInput({
  value,
  onChange,
  suffix,
  min,
  max,
  step = 1,
  error,
  onBlur,
  onKeyDown,
  ...rest
}: TLocaleNumberInputProps) {
  const { t } = useTranslation('common');
  const draft = useTypedDraft<TNumberValue, [number, number]>(value, textOf);
  const { lang, current, text } = draft;
  const readings = draft.extra;

  const enter = (next: string, pasted: boolean) => {
    const trimmedSuffix = suffix?.trim();
    const figure =
      trimmedSuffix && next.trimEnd().endsWith(trimmedSuffix)
        ? next.trimEnd().slice(0, -trimmedSuffix.length)
        : next;
    const reading = parseNumberInput(figure, lang, { pasted });
    const nextValue = reading.kind === 'number' ? reading.value : reading.kind === 'empty' ? null : next;
    draft.keep(next, nextValue, reading.kind === 'ambiguous' ? reading.readings : undefined);
    onChange(nextValue);
  };

  const choose = (reading: number) => {
    draft.clear();
    onChange(reading);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0 || (typeof current !== 'number' && current !== null)) return;
    event.preventDefault();
    const base = current ?? min ?? 0;
    const next = Number((base + direction * step).toPrecision(15));
    choose(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next)));
  };

  return (
    <Stack gap={6}>
      <TextInput
        {...rest}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={readings ? t('numberField.ambiguous', { text }) : error}
        rightSection={
          suffix ? (
            <Text size="sm" c="dimmed">
              {suffix}
            </Text>
          ) : undefined
        }
        onChange={(event) => enter(event.currentTarget.value, false)}
        onPaste={(event) => enter(textWithPaste(event, text), true)}
        onKeyDown={(event) => {
          stepBy(event);
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          // A figure read is shown again the way the lists show it; a text that is not one stays.
          if (typeof current === 'number' || current === null) draft.clear();
          onBlur?.(event);
        }}
      />
      {readings ? (
        <Group gap="xs" role="group" aria-label={t('numberField.choose')}>
          {readings.map((reading) => (
            <Button key={reading} size="compact-sm" variant="light" onClick={() => choose(reading)}>
              {formatExactNumber(reading, lang)}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
