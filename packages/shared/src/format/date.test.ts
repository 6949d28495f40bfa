import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './date.ts';

describe('formatDate', () => {
  it('formats a calendar date per language without shifting the day', () => {
    expect(formatDate('2024-03-05', 'es')).toBe('5 mar 2024');
    expect(formatDate('2024-03-05', 'en')).toBe('Mar 5, 2024');
    expect(toDate('2024-03-05')?.getDate()).toBe(5);
  });

  it('formats an instant in the given time zone', () => {
    expect(formatDate('2024-12-31T23:30:00Z', 'en', { timeZone: 'UTC' })).toBe('Dec 31, 2024');
    expect(formatDateTime('2024-03-05T14:30:00Z', 'es', { timeZone: 'UTC' })).toBe('5 mar 2024, 14:30');
    expect(formatDateTime('2024-03-05T14:30:00Z', 'en', { timeZone: 'UTC' })).toBe('Mar 5, 2024, 2:30 PM');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate('', 'es')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(new Date(Number.NaN), 'en')).toBe('');
  });
});
