import { describe, expect, it } from 'vitest';
import { NOT_MET_YET, SMOKE_SLACK, verdict, type Figure } from './figures.ts';

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
    expect(verdict(figure(10 * SMOKE_SLACK, { max: 10, on: 'measured' }), true)).toBe('pass');
    expect(verdict(figure(10 * SMOKE_SLACK + 1, { max: 10, on: 'measured' }), true)).toBe('FAIL');
    expect(verdict(figure(5, { min: 10, on: 'measured' }), true)).toBe('pass');
    const notMetYet = { max: 1, on: 'measured', smokeSlack: NOT_MET_YET } as const;
    expect(verdict(figure(4, notMetYet), true)).toBe('pass');
    expect(verdict(figure(NOT_MET_YET + 0.1, notMetYet), true)).toBe('FAIL');
    // The full bench judges it by its target alone.
    expect(verdict(figure(1.5, notMetYet))).toBe('FAIL');
  });
});
