import type { TLanguage } from '@huella/shared';
import { useState, type ClipboardEvent } from 'react';
import { currentLanguage } from '../../lib/i18n.ts';

type TDraft<TValue, TExtra> = { text: string; value: TValue; lang: TLanguage; extra?: TExtra };

/**
 * The text of a box that types a value the language's way (a number, a date): what the user typed
 * stays as typed while the value it gave is the form's, and the box shows the value written the
 * language's way as soon as the value comes from elsewhere (a loaded record, a slider, a calendar,
 * another language). `extra` travels with the typed text (the two readings of an ambiguous figure).
 */
export function useTypedDraft<TValue, TExtra = never>(
  value: TValue | null | undefined,
  format: (value: TValue | null, lang: TLanguage) => string,
) {
  const lang = currentLanguage();
  const [draft, setDraft] = useState<TDraft<TValue | null, TExtra> | null>(null);
  const current = value ?? null;
  const own = draft !== null && draft.lang === lang && Object.is(draft.value, current) ? draft : null;
  return {
    lang,
    current,
    text: own ? own.text : format(current, lang),
    extra: own?.extra,
    /** Keeps what was typed and the value it gave. */
    keep: (text: string, typed: TValue | null, extra?: TExtra) =>
      setDraft({ text, value: typed, lang, extra }),
    /** Shows the value the language's way again. */
    clear: () => setDraft(null),
  };
}

/**
 * The box's text with the pasted text (trimmed: a spreadsheet cell brings a line break or a tab
 * with it) in place of the selection; the paste itself is stopped, the caller enters the result.
 */
export function textWithPaste(event: ClipboardEvent<HTMLInputElement>, text: string): string {
  const pasted = event.clipboardData.getData('text').trim();
  const input = event.currentTarget;
  const start = input.selectionStart ?? text.length;
  const end = input.selectionEnd ?? text.length;
  event.preventDefault();
  return `${text.slice(0, start)}${pasted}${text.slice(end)}`;
}
