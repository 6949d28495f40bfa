import { describe, expect, it } from 'vitest';
import { sliderPercent, totalPercent } from './derived-parts-panel.tsx';

describe('derived parts', () => {
  it('puts the slider back at 0 for a percent above 100 or a text that is not a number', () => {
    expect(sliderPercent(100.1)).toBe(0);
    expect(sliderPercent(100)).toBe(100);
    expect(sliderPercent(49.9)).toBe(49.9);
    expect(sliderPercent('6o')).toBe(0);
    expect(sliderPercent(null)).toBe(0);
  });

  it('adds the percents exactly, to the thousandth, counting a box not holding a number as 0', () => {
    expect(totalPercent([{ percent: 0.1 }, { percent: 0.2 }])).toBe(0.3);
    expect(totalPercent([{ percent: 50 }, { percent: 49.9 }])).toBe(99.9);
    expect(totalPercent([{ percent: 50 }, { percent: null }, { percent: 'x' }])).toBe(50);
  });
});
