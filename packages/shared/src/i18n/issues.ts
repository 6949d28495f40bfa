import type { z } from 'zod';
import type { TLanguage } from './languages.ts';
import { isMessageKey, translate } from './messages.ts';

type Issue = z.core.$ZodIssue;

/**
 * Turns a Zod issue into a message in the given language. A schema that names its own message
 * does so with a message key (`validation.…`); every other issue is worded from its code, so
 * schemas stay free of prose and the form and the server agree.
 */
export function messageForIssue(issue: Issue, lang: TLanguage): string {
  if (isMessageKey(issue.message)) {
    const params: Record<string, string | number> = {};
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    return translate(issue.message, lang, params);
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return translate('validation.required', lang);
      if (issue.expected === 'number' || issue.expected === 'int')
        return translate('validation.number', lang);
      return translate('validation.invalid_type', lang);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min === 1
          ? translate('validation.required', lang)
          : translate('validation.string_min', lang, { min });
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.array_min', lang, { min });
      return translate(issue.inclusive === false ? 'validation.number_gt' : 'validation.number_min', lang, {
        min,
      });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return translate('validation.string_max', lang, { max });
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.array_max', lang, { max });
      return translate(issue.inclusive === false ? 'validation.number_lt' : 'validation.number_max', lang, {
        max,
      });
    }
    case 'invalid_format':
      if (issue.format === 'email') return translate('validation.email', lang);
      if (issue.format === 'url') return translate('validation.url', lang);
      if (issue.format === 'date' || issue.format === 'datetime') return translate('validation.date', lang);
      return translate('validation.invalid', lang);
    case 'invalid_value':
      return translate('validation.enum', lang, { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return translate('validation.unknown_field', lang);
    default:
      return translate('validation.invalid', lang);
  }
}

/** Groups issues by field path (`a.b.0`), as the API's `errors` object and the forms expect. */
export function fieldErrors(issues: readonly Issue[], lang: TLanguage): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].map(String).join('.');
        (out[path] ??= []).push(messageForIssue(issue, lang));
      }
      continue;
    }
    const path = issue.path.map(String).join('.') || '_';
    (out[path] ??= []).push(messageForIssue(issue, lang));
  }
  return out;
}
