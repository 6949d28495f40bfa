import { describe, expect, it } from 'vitest';
import { NOT_MET_YET, verdict, type Figure } from './figures.ts';

const figure = (measured: number, target: Figure['target']): Figure => ({
  figure: 'a figure',
  unit: 's',
  measured,
  target,
});

describe('a figure against its target', () => {
  it('passes at or under its target and fails past it in the full bench', () => {
    expect(verdict(figure(10, { max: 10, on: 'measured' }))).toBe('pass');
    expect(verdict(figure(10.1, { max: 10, on: 'measured' }))).toBe('FAIL');
    expect(verdict(figure(29, { min: 30, on: 'measured' }))).toBe('FAIL');
    expect(verdict(figure(5, null))).toBe('—');
  });

  it('fails the smoke past 3× its target, or past its own slack while it is not met yet', () => {
    expect(verdict(figure(30, { max: 10, on: 'measured' }), 3)).toBe('pass');
    expect(verdict(figure(31, { max: 10, on: 'measured' }), 3)).toBe('FAIL');
    const notMetYet = { max: 1, on: 'measured', smokeSlack: NOT_MET_YET } as const;
    expect(verdict(figure(4, notMetYet), 3)).toBe('pass');
    expect(verdict(figure(NOT_MET_YET + 0.1, notMetYet), 3)).toBe('FAIL');
    // The full bench judges it by its target alone.
    expect(verdict(figure(1.5, notMetYet))).toBe('FAIL');
  });
});
