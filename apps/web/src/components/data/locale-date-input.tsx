import { dateInputPattern, formatDateInput, parseDateInput, type TLanguage } from '@huella/shared';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMergedRef } from '@mantine/hooks';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { textWithPaste, useTypedDraft } from './typed-draft.ts';

export type TLocaleDateInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'rightSection' | 'type' | 'label' | 'onPaste'
> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * `YYYY-MM-DD`, null when empty, or the text typed when it names no date (kept so that the
   * shared `ZDate` refuses it with its message and the user sees what they typed).
   */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Limits of the calendar (`YYYY-MM-DD`); the schema checks what is typed. */
  minDate?: string;
  maxDate?: string;
};

function textOf(value: string | null, lang: TLanguage): string {
  if (value === null) return '';
  return formatDateInput(value, lang) ?? value;
}

/**
 * A date box that reads and shows the language's own order (es `15/03/2024`, en `03/15/2024`,
 * ISO `2024-03-15` in both), with a calendar button. It is a text box with our own strict reader
 * (`parseDateInput`) rather than Mantine's DateInput, whose fallback reading (`new Date(text)`,
 * month first) stored Spanish `01/02/2024` as 2 January without a word. What is not a date stays
 * in the box as typed, and the form gets that text, which the schema refuses on the field.
 */
export function LocaleDateInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  onBlur,
  ref,
  ...rest
}: TLocaleDateInputProps) {
  const { t } = useTranslation('common');
  const draft = useTypedDraft<string>(value, textOf);
  const { lang, current, text } = draft;
  const [opened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  const day = current !== null && formatDateInput(current, lang) !== null ? current : null;

  const enter = (next: string) => {
    const iso = parseDateInput(next, lang);
    const nextValue = iso ?? (next.trim() === '' ? null : next);
    draft.keep(next, nextValue);
    onChange(nextValue);
  };

  const pick = (picked: string | null) => {
    draft.clear();
    setOpened(false);
    onChange(picked);
    inputRef.current?.focus();
  };

  return (
    <TextInput
      {...rest}
      ref={mergedRef}
      label={label}
      placeholder={dateInputPattern(lang)}
      autoComplete="off"
      value={text}
      onChange={(event) => enter(event.currentTarget.value)}
      onPaste={(event) => enter(textWithPaste(event, text))}
      onBlur={(event) => {
        // A date read is shown again in the language's form; a text that is not one stays.
        if (current === null || day !== null) draft.clear();
        onBlur?.(event);
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus returnFocus shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dateField.openCalendar', { field: label })}
              aria-expanded={opened}
              onClick={() => setOpened((open) => !open)}
            >
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={day}
              defaultDate={day ?? maxDate ?? undefined}
              minDate={minDate}
              maxDate={maxDate}
              onChange={pick}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
