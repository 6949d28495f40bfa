import { describe, expect, it } from 'vitest';
import { parseReportIncome, ZReportIncome } from './reports.ts';

describe('the net income of a report', () => {
  it('reads what was typed as every number field does in the language', () => {
    expect(parseReportIncome('1,250,000.50', 'en')).toBe(1250000.5);
    expect(parseReportIncome(' 1 250 000 ', 'en')).toBe(1250000);
    expect(parseReportIncome('1.250.000,50', 'es')).toBe(1250000.5);
    expect(parseReportIncome('2500000', 'es')).toBe(2500000);
  });

  it('refuses what is not a finite number greater than 0', () => {
    for (const text of ['', '0', '-5', 'abc', '1e400', '12,34,5.6.7'])
      expect(parseReportIncome(text, 'en'), text).toBeNull();
    expect(ZReportIncome.safeParse('0').success).toBe(false);
    expect(ZReportIncome.safeParse('Infinity').success).toBe(false);
    expect(ZReportIncome.safeParse('12.5').data).toBe(12.5);
  });
});
