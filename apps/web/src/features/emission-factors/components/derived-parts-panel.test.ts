import { describe, expect, it } from 'vitest';
import { clampPercent, totalPercent } from './derived-parts-panel.tsx';

describe('derived parts', () => {
  it('starts a percent above 100 over at 0 and keeps the others', () => {
    expect(clampPercent(100.1)).toBe(0);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(49.9)).toBe(49.9);
  });

  it('adds the percents exactly, to the thousandth', () => {
    expect(totalPercent([{ percent: 0.1 }, { percent: 0.2 }])).toBe(0.3);
    expect(totalPercent([{ percent: 50 }, { percent: 49.9 }])).toBe(99.9);
  });
});
