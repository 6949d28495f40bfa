import { describe, expect, it } from 'vitest';
import { pagesOf, textMeasure, type TableShape, type TextMeasure } from './reports.pages.ts';

// How the report's long tables are cut into pages: each cell measured in the report's font and
// wrapped as the PDF wraps it, as many rows to a page as fit with a line to spare.

/** A font whose every character is half an em wide and whose lines are 1.25 em high. */
const halfEm = {
  unitsPerEm: 1000,
  ascent: 1000,
  descent: -250,
  lineGap: 0,
  glyphForCodePoint: () => ({ advanceWidth: 500 }),
};
const breakEvery4 = (word: string) => (word.length > 4 ? (word.match(/.{1,4}/g) ?? [word]) : [word]);

describe('a text measured in the report’s font', () => {
  const measure = textMeasure(halfEm, halfEm, breakEvery4);

  it('fills a line word by word and starts a new one where the next word does not fit', () => {
    // 10 pt characters are 5 pt wide: 30 pt hold 6 characters.
    expect(measure.lineHeight(10)).toBe(12.5);
    expect(measure.lines('ab cd', 30, 10, false)).toBe(1);
    expect(measure.lines('abc def', 30, 10, false)).toBe(2);
    expect(measure.lines('ab\ncd', 30, 10, false)).toBe(2);
  });

  it('breaks a word too long for any line where the hyphenation allows, and leaves a short one whole', () => {
    // Two pieces of four and a hyphen fit 50 pt (10 characters); the third goes to the next line.
    expect(measure.lines('abcdefghijkl', 50, 10, false)).toBe(2);
    expect(measure.lines('abcdefghijkl', 30, 10, false)).toBe(3);
    expect(measure.lines('abcd', 10, 10, false)).toBe(1);
  });
});

describe('a table cut into pages', () => {
  /** Lines of 10 pt; a cell takes a line per character, and a row adds 2 pt. */
  const measure: TextMeasure = { lineHeight: () => 10, lines: (text) => text.length };
  const shape: TableShape = { widths: [50, 50], fontSize: 10, rowExtra: 2, headerExtra: 0, tableExtra: 0 };
  const header = ['a', 'b'];

  it('puts on a page the rows that fit under the header, with a line to spare', () => {
    // 100 pt a page: header 10, spare 10, then rows of 12 pt: six of them (72 pt) and not a seventh.
    const rows = Array.from({ length: 13 }, (_, index) => [String(index % 10), 'x']);
    const pages = pagesOf(measure, shape, header, rows, { first: 100, page: 100 });
    expect(pages.map((page) => page.length)).toEqual([6, 6, 1]);
    expect(pages.flat()).toEqual(rows);
  });

  it('keeps room on the first page for what comes before the table, and gives a row taller than a page one of its own', () => {
    const rows = [
      ['x', 'x'],
      ['xxxxxxxxxxxx', 'x'],
      ['x', 'x'],
    ];
    expect(pagesOf(measure, shape, header, rows, { first: 40, page: 100 })).toEqual([
      [rows[0]],
      [rows[1]],
      [rows[2]],
    ]);
    expect(pagesOf(measure, shape, header, [], { first: 40, page: 100 })).toEqual([[]]);
  });
});
