import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInputPattern, formatDateInput, parseDateInput } from './date-input.ts';

describe('parseDateInput', () => {
  it('reads Spanish dates day first', () => {
    expect(parseDateInput('01/02/2024', 'es')).toBe('2024-02-01');
    expect(parseDateInput('15/03/2024', 'es')).toBe('2024-03-15');
    expect(parseDateInput('31/12/2024', 'es')).toBe('2024-12-31');
    expect(parseDateInput('1/2/2024', 'es')).toBe('2024-02-01');
    expect(parseDateInput(' 15-03-2024 ', 'es')).toBe('2024-03-15');
    expect(parseDateInput('15.03.2024', 'es')).toBe('2024-03-15');
  });

  it('reads English dates month first, as en-US writes them', () => {
    expect(parseDateInput('01/02/2024', 'en')).toBe('2024-01-02');
    expect(parseDateInput('03/15/2024', 'en')).toBe('2024-03-15');
    expect(parseDateInput('3/15/2024', 'en')).toBe('2024-03-15');
  });

  it('reads ISO dates in both languages', () => {
    expect(parseDateInput('2024-03-15', 'es')).toBe('2024-03-15');
    expect(parseDateInput('2024-03-15', 'en')).toBe('2024-03-15');
    expect(parseDateInput('2024-3-5', 'en')).toBe('2024-03-05');
  });

  it('refuses days that do not exist and never guesses', () => {
    expect(parseDateInput('31/02/2024', 'es')).toBeNull();
    expect(parseDateInput('29/02/2023', 'es')).toBeNull();
    expect(parseDateInput('29/02/2024', 'es')).toBe('2024-02-29');
    expect(parseDateInput('29/02/1900', 'es')).toBeNull();
    expect(parseDateInput('29/02/2000', 'es')).toBe('2000-02-29');
    expect(parseDateInput('2024-02-30', 'en')).toBeNull();
    expect(parseDateInput('00/01/2024', 'es')).toBeNull();
    expect(parseDateInput('0000-01-01', 'es')).toBeNull();
  });

  it('refuses the other order, two-digit years, mixed separators and other text', () => {
    expect(parseDateInput('15/03/2024', 'en')).toBeNull();
    expect(parseDateInput('03/15/2024', 'es')).toBeNull();
    expect(parseDateInput('15/03/24', 'es')).toBeNull();
    expect(parseDateInput('15/03-2024', 'es')).toBeNull();
    expect(parseDateInput('2024/03/15', 'es')).toBeNull();
    expect(parseDateInput('15 mar 2024', 'es')).toBeNull();
    expect(parseDateInput('', 'es')).toBeNull();
    expect(parseDateInput('15/03/20245', 'es')).toBeNull();
  });
});

describe('formatDateInput', () => {
  it("writes a date the language's way", () => {
    expect(formatDateInput('2024-02-01', 'es')).toBe('01/02/2024');
    expect(formatDateInput('2024-02-01', 'en')).toBe('02/01/2024');
    expect(formatDateInput('2024-02-31', 'en')).toBeNull();
    expect(formatDateInput('15/03/2024', 'es')).toBeNull();
    expect(dateInputPattern('es')).toBe('DD/MM/AAAA');
    expect(dateInputPattern('en')).toBe('MM/DD/YYYY');
  });

  it('reads back every date it writes, in both languages', () => {
    const day = fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom('es', 'en'), (iso, lang) => {
        const text = formatDateInput(iso, lang);
        expect(text).not.toBeNull();
        expect(parseDateInput(text!, lang)).toBe(iso);
      }),
    );
  });
});
