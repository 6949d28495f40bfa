import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, darkenHex, firstReadableShade, readableOn } from './color-contrast.ts';
import { BRAND_SHADES, cssVariablesResolver, theme } from './theme.ts';
import { mergeMantineTheme } from '@mantine/core';

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens towards black', () => {
    expect(darkenHex('#ffffff', 0.5)).toBe('#808080');
    expect(readableOn('#fab005', '#ffffff')).not.toBe('#fab005');
    expect(contrastRatio(readableOn('#fab005', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('keeps white text readable on the brand filled shades', () => {
    expect(firstReadableShade(BRAND_SHADES, '#ffffff', 7)).toBe(7);
  });
});

describe('theme colour variables', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const { light, dark } = cssVariablesResolver(merged);

  it.each(Object.keys(merged.colors))('%s: filled text and light-variant text reach 4.5:1', (name) => {
    for (const vars of [light, dark]) {
      const background = vars[`--mantine-color-${name}-filled`]!;
      const text = vars[`--huella-${name}-filled-text`]!;
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    const shades = merged.colors[name]!;
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]!)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
    expect(contrastRatio(light[`--mantine-color-${name}-outline`]!, '#ffffff')).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });
});
