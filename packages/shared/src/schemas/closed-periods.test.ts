import { describe, expect, it } from 'vitest';
import { closedStateOf, ZClosedPeriodInput } from './closed-periods.ts';

describe('closed periods', () => {
  const year2024 = { date_from: '2024-01-01', date_to: '2024-12-31' };

  it('tells a period wholly closed, closed in part, or open', () => {
    expect(closedStateOf('2024-01-01', '2024-12-31', [year2024])).toBe('closed');
    expect(closedStateOf('2024-03-01', '2024-03-31', [year2024])).toBe('closed');
    expect(closedStateOf('2024-06-01', '2025-05-31', [year2024])).toBe('mixed');
    expect(closedStateOf('2025-01-01', '2025-12-31', [year2024])).toBe('open');
    // Two periods side by side cover the days between them; a gap of one day leaves it mixed.
    expect(
      closedStateOf('2024-01-01', '2025-06-30', [
        year2024,
        { date_from: '2025-01-01', date_to: '2025-06-30' },
      ]),
    ).toBe('closed');
    expect(
      closedStateOf('2024-01-01', '2025-06-30', [
        year2024,
        { date_from: '2025-01-02', date_to: '2025-06-30' },
      ]),
    ).toBe('mixed');
  });

  it('refuses a period that ends before it starts', () => {
    expect(ZClosedPeriodInput.safeParse({ date_from: '2024-12-31', date_to: '2024-01-01' }).success).toBe(
      false,
    );
    expect(ZClosedPeriodInput.safeParse(year2024).success).toBe(true);
  });
});
