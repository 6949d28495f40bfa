import { describe, expect, it } from 'vitest';
import { NOT_MET_YET, SMOKE_SLACK, renderTable, verdict, type Figure } from './figures.ts';

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

describe('the table', () => {
  it('names each figure with its note and the CPU its work took, where counted', () => {
    const lines = renderTable([
      { ...figure(12, { max: 10, on: 'measured' }), cpu: { server: 3.04, postgres: 8.96 } },
      { ...figure(2, null), note: 'a note', cpu: { server: 1, postgres: null } },
      figure(1, null),
    ]).split('\n');
    expect(lines[2]).toMatch(/^a figure — CPU: server 3\.0 s, PostgreSQL 9\.0 s +≤ 10 s +12 s .*FAIL$/);
    expect(lines[3]).toMatch(/^a figure — a note — CPU: server 1\.0 s +— +2 s /);
    expect(lines[4]).toMatch(/^a figure +— +1 s /);
  });
});
