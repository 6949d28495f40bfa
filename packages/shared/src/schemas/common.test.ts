import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../i18n/issues.ts';
import {
  englishNameToStore,
  MAX_ID,
  ZBulkDestroy,
  ZDependentsQuery,
  ZDate,
  ZDescription,
  ZFormId,
  ZId,
  ZListQuery,
  hasNoControlCharacters,
  nullableText,
  text,
} from './common.ts';

/** The field errors of `value` under `schema` as the API and the forms word them, or null. */
function errorsOf(schema: z.ZodType, value: unknown, lang: 'es' | 'en' = 'en') {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? null : (fieldErrors(result.error.issues, lang).field ?? null);
}

const ID_MESSAGE = ['Must be a valid id: a whole number from 1 to 2147483647.'];
const CONTROL_MESSAGE = ['The text contains characters that are not allowed (control characters).'];

describe('ZId', () => {
  it('takes whole numbers from 1 to 2147483647, and the same written as digits', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(MAX_ID)).toBe(2147483647);
    expect(ZId.parse('42')).toBe(42);
    expect(ZId.parse(' 7 ')).toBe(7);
  });

  it('refuses what no integer column can hold, with one message in both languages', () => {
    for (const value of [0, -1, 1.5, 2147483648, 1e20, '2147483648', '99999999999999999999'])
      expect(errorsOf(ZId, value), String(value)).toEqual(ID_MESSAGE);
    expect(errorsOf(ZId, 2147483648, 'es')).toEqual([
      'Debe ser un identificador válido: un número entero entre 1 y 2147483647.',
    ]);
  });

  it('refuses text that is not digits, and values that are not numbers, instead of coercing them', () => {
    for (const value of [
      '',
      ' ',
      '1e3',
      '0x10',
      '1.0',
      '-1',
      'a\u0000',
      'NaN',
      'Infinity',
      true,
      [5],
      {},
      null,
    ])
      expect(errorsOf(ZId, value), JSON.stringify(value)).toEqual(
        value === null ? ['This field is required.'] : ID_MESSAGE,
      );
  });

  it('says "required" when the id is missing', () => {
    expect(errorsOf(ZId, undefined)).toEqual(['This field is required.']);
  });

  it('lets a record form name a new record with 0', () => {
    expect(ZFormId.parse('0')).toBe(0);
    expect(errorsOf(ZFormId, '2147483648')).toEqual(ID_MESSAGE);
  });

  it('never lets an integer outside the range through', async () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.bigInt().map(String), fc.double().map(String)), (value) => {
        const result = ZId.safeParse(value);
        if (!result.success) return true;
        return Number.isInteger(result.data) && result.data >= 1 && result.data <= MAX_ID;
      }),
    );
  });

  it('is the id of bulk deletes', () => {
    expect(ZBulkDestroy.safeParse({ ids: [1, 2147483648] }).success).toBe(false);
    expect(ZBulkDestroy.parse({ ids: [1, '2'] })).toEqual({ ids: [1, 2] });
  });
});

describe('text', () => {
  it('trims and checks its length', () => {
    expect(text().parse('  Caldera  ')).toBe('Caldera');
    expect(errorsOf(text(), 'ab')).toEqual(['Must be at least 3 characters.']);
    expect(errorsOf(text(3, 5), 'abcdef')).toEqual(['Must be at most 5 characters.']);
  });

  it('refuses NUL, other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of [
      'Cal\u0000dera',
      'Cal\u0007dera',
      'Cal\u001bdera',
      'Cal\u007fdera',
      'Cal\u0085dera',
      'Cal\u009fdera',
      'Cal\ud800dera',
      'Cal\udc00dera',
      'Línea\nnueva',
      'Con\ttab',
    ])
      expect(errorsOf(text(), bad), JSON.stringify(bad)).toEqual(CONTROL_MESSAGE);
    expect(errorsOf(text(), 'Cal\u0000', 'es')).toEqual([
      'El texto contiene caracteres no permitidos (caracteres de control).',
    ]);
  });

  it('takes any other character: accents, symbols, emoji, scripts', () => {
    for (const good of [
      'Combustión',
      'Ñandú & Cía.',
      'CO₂e · kg',
      'Planta 🌱 norte',
      '東京オフィス',
      'a\u00a0b',
    ])
      expect(errorsOf(text(), good), good).toBeNull();
  });

  it('lets a multi-line text hold line breaks and tabs, and nothing else of the kind', () => {
    const long = text(3, 100, { multiline: true });
    expect(long.parse('Línea uno\r\nLínea\tdos')).toBe('Línea uno\r\nLínea\tdos');
    expect(errorsOf(long, 'Línea\u0000uno')).toEqual(CONTROL_MESSAGE);
    expect(ZDescription.parse('Uno\nDos')).toBe('Uno\nDos');
    expect(errorsOf(ZDescription, 'Uno\u0085Dos')).toEqual(CONTROL_MESSAGE);
  });

  it('reads blank optional text as null', () => {
    expect(nullableText(1, 10).parse('   ')).toBeNull();
    expect(nullableText(1, 10).parse(undefined)).toBeUndefined();
    expect(errorsOf(nullableText(1, 10), 'a\u0000')).toEqual(CONTROL_MESSAGE);
  });

  it('agrees with the predicate on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 3, maxLength: 20 }), (value) => {
        const ok = text(0, 100).safeParse(value).success;
        return ok === hasNoControlCharacters(value.trim());
      }),
    );
  });
});

describe('ZDate', () => {
  it('takes calendar dates from 1900 to 2100', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2099-12-31', '2100-12-31'])
      expect(errorsOf(ZDate, date), date).toBeNull();
  });

  it('refuses days that do not exist', () => {
    for (const date of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-04-31',
      '2024-1-1',
      '20240101',
      'hoy',
    ])
      expect(errorsOf(ZDate, date), date).toEqual([
        'Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.',
      ]);
    // What a date box keeps while its text is not a date: the message says the form it expects.
    expect(errorsOf(ZDate, '31/02/2024', 'es')).toEqual([
      'Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.',
    ]);
  });

  it('refuses years outside 1900 to 2100 with its own message', () => {
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
      expect(errorsOf(ZDate, date), date).toEqual(['Enter a date between the years 1900 and 2100.']);
    expect(errorsOf(ZDate, '9999-12-31', 'es')).toEqual(['Introduce una fecha entre los años 1900 y 2100.']);
  });
});

describe('ZListQuery', () => {
  it('applies the text rule to search and keeps pages within the integer range', () => {
    expect(ZListQuery.parse({ search: '  gas ' })).toEqual({ page: 1, per_page: 10, search: 'gas' });
    const result = ZListQuery.safeParse({ search: 'a\u0000b', page: '2147483648' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues, 'en')).toEqual({
      search: CONTROL_MESSAGE,
      page: ['Must be less than or equal to 2147483647.'],
    });
  });
});

describe('dependents query', () => {
  it('reads one id or repeated ids from the query string as a list', () => {
    expect(ZDependentsQuery.parse({ ids: '7' })).toEqual({ ids: [7] });
    expect(ZDependentsQuery.parse({ ids: ['7', '8'] })).toEqual({ ids: [7, 8] });
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a zero', { ids: '0' }],
    ['an id past the integer range', { ids: ['1', '2147483648'] }],
    ['a word', { ids: 'abc' }],
    ['more than a page', { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }],
  ])('refuses %s', (_, query) => {
    expect(ZDependentsQuery.safeParse(query).success).toBe(false);
  });
});

describe('englishNameToStore', () => {
  it('stores the English name sent, clears it when sent empty, keeps the stored one when left out', () => {
    expect(englishNameToStore('Manufacturing', 'Industry')).toBe('Manufacturing');
    expect(englishNameToStore(null, 'Industry')).toBeNull();
    expect(englishNameToStore(undefined, 'Industry')).toBe('Industry');
    expect(englishNameToStore(undefined)).toBeNull();
  });
});
