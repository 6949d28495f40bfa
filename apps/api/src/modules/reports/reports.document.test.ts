import { describe, expect, it } from 'vitest';
import { wrapPoints } from './reports.document.ts';

describe('where the report may wrap a word', () => {
  it('never splits a word or a figure', () => {
    for (const word of ['incertidumbre', '11.131,235529', 'Desplazamiento', '0,0000036'])
      expect(wrapPoints(word)).toEqual([word]);
  });

  it('wraps a long run after its separators and every 16 characters, keeping every character', () => {
    expect(wrapPoints('CHF2CF3/CH3CF3/CH2FCF3')).toEqual(['CHF2CF3/', 'CH3CF3/', 'CH2FCF3']);
    const url =
      'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/V2_2_Ch2_Stationary_Combustion.pdf';
    const parts = wrapPoints(url);
    expect(parts.join('')).toBe(url);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(16);
    expect(wrapPoints('x'.repeat(40))).toEqual(['x'.repeat(16), 'x'.repeat(16), 'x'.repeat(8)]);
  });
});
