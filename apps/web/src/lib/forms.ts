import { zodResolver } from '@hookform/resolvers/zod';
import { messageForIssue } from '@huella/shared/i18n/issues';
import { isMessageKey, translate } from '@huella/shared/i18n/messages';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, isUnconfirmedWrite } from './api-client.ts';
import { currentLanguage, i18n } from './i18n.ts';

/**
 * Form glue shared by every screen. Import it only from route chunks (forms), never from the
 * initial bundle: it brings react-hook-form's Zod resolver.
 */

type TIssue = Parameters<typeof messageForIssue>[0];

function isEmptyText(issue: { code?: string; origin?: unknown; input?: unknown }): boolean {
  return (
    issue.code === 'too_small' &&
    issue.origin === 'string' &&
    typeof issue.input === 'string' &&
    issue.input.trim() === ''
  );
}

/** Translates every message of a resolver result that is still a message key (`validation.email`). */
function translateKeys(errors: FieldErrors, lang: ReturnType<typeof currentLanguage>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string' && isMessageKey(error.message)) {
      error.message = translate(error.message, lang);
    } else if (!('type' in value)) {
      translateKeys(value as FieldErrors, lang);
    }
  }
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A field left empty is missing, whatever rule its schema would word first ("enter a valid e-mail"
 * for an empty e-mail box): it says "required", so the form tells what is missing.
 */
function sayRequiredWhenEmpty(errors: FieldErrors, values: FieldValues): void {
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'root' || !error || typeof error.message !== 'string') continue;
    if (isEmptyValue((values as Record<string, unknown>)[name])) error.message = 'validation.required';
  }
}

/**
 * react-hook-form resolver for a shared Zod schema, worded in the UI language with the same
 * messages the API answers (`messageForIssue`): a rule of the spec is written once, in
 * packages/shared, and both sides say it the same way. `TValues` is the form's own value shape
 * (a checkbox holds a boolean where the schema wants `true`); the schema checks it at runtime.
 */
export function schemaResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  const lang = () => currentLanguage();
  const resolve = zodResolver(schema as never, {
    // Only issues whose schema names no message key reach this map; it words them from their code.
    // A box left empty says "required" rather than "at least 3 characters".
    error: (issue) =>
      isEmptyText(issue)
        ? translate('validation.required', lang())
        : messageForIssue({ ...(issue as object), message: '' } as TIssue, lang()),
  }) as unknown as Resolver<TValues, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    sayRequiredWhenEmpty(result.errors as FieldErrors, values);
    translateKeys(result.errors as FieldErrors, lang());
    return result;
  };
}

type TUnconfirmedCode = 'OFFLINE' | 'CONNECTION' | 'CONNECTION_LOST' | 'TIMEOUT' | 'UNPARSEABLE';

/** Codes of writes known not to have been saved (nothing sent, or the server never reached). */
const NOT_SAVED_CODES: readonly string[] = ['OFFLINE', 'CONNECTION'];

export type TWriteFailure = {
  code: TUnconfirmedCode;
  title: string;
  message: string;
};

/**
 * The `type` of the form-wide error a write that was never confirmed leaves in `root.server`:
 * `unconfirmed:` followed by the call's code (OFFLINE, CONNECTION, CONNECTION_LOST, TIMEOUT,
 * UNPARSEABLE).
 */
export const UNCONFIRMED_ERROR_TYPE = 'unconfirmed';

/** The title of a form-wide error of `type`, when it is an unconfirmed write; else null. */
export function unconfirmedWriteTitle(type: string | undefined): string | null {
  if (!type?.startsWith(`${UNCONFIRMED_ERROR_TYPE}:`)) return null;
  const code = type.slice(UNCONFIRMED_ERROR_TYPE.length + 1);
  return i18n.t(NOT_SAVED_CODES.includes(code) ? 'form.notSaved.title' : 'apiErrors.unconfirmedTitle', {
    ns: 'common',
  });
}

/**
 * What a form says when its save was never confirmed (no connection, no answer in time, an answer
 * that could not be read): not saved (or maybe not), and that what was typed is still there. Null
 * for any other error: the server refused, and says why.
 */
export function describeUnconfirmedWrite(error: unknown): TWriteFailure | null {
  if (!isUnconfirmedWrite(error)) return null;
  const code = error.code as TUnconfirmedCode;
  return {
    code,
    title: unconfirmedWriteTitle(`${UNCONFIRMED_ERROR_TYPE}:${code}`)!,
    message: i18n.t(`form.notSaved.${code}`, { ns: 'common' }),
  };
}

/**
 * Shows the field errors of a failed call (`ApiError.errors`, already in the UI language) beside
 * the form's fields and focuses the first. Messages for fields the form does not have go to
 * `root.server`, except those the caller shows itself (`ignore`, e.g. a file picker's). A write
 * that was never confirmed (`describeUnconfirmedWrite`) puts its message in `root.server` (type
 * `unconfirmed`). Returns true when at least one message was placed.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  { ignore = [] }: { ignore?: readonly string[] } = {},
): boolean {
  if (!isApiError(error)) return false;
  const unconfirmed = describeUnconfirmedWrite(error);
  if (unconfirmed) {
    // Nothing to mark on a field: the form says it was not saved and keeps what was typed.
    setError('root.server' as Path<TValues>, {
      type: `${UNCONFIRMED_ERROR_TYPE}:${unconfirmed.code}`,
      message: unconfirmed.message,
    });
    return true;
  }
  let placed = false;
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages.length === 0 || ignore.includes(field)) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(
        field as Path<TValues>,
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: !placed },
      );
      placed = true;
    } else {
      others.push(...messages);
    }
  }
  if (others.length > 0) {
    setError('root.server' as Path<TValues>, { type: 'server', message: others.join(' ') });
    placed = true;
  }
  return placed;
}
