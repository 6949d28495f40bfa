// The report's long tables cut into pages before react-pdf lays them out (DESIGN §7: the report in
// 2 s or less). Each time react-pdf breaks a page it lays out again everything after the break, so
// a table of hundreds of rows in one flow costs pages × rows; given a page's rows at a time it lays
// out each row a few times, whatever the length of the table. A page's rows are found by measuring
// each cell with the report's own font and wrapping it as the PDF does (at spaces, and inside a long
// run where the report's hyphenation allows), keeping a line to spare; were a page still too full,
// react-pdf would carry its last rows to a page of their own: a row is never lost.

/** What the pagination needs of a font: its size per em, line height and each character's width. */
type MeasuredFont = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
};

/** How wide a text is and how many lines it takes, in the report's regular or bold font. */
export type TextMeasure = {
  /** The height of one line of text of this size, in points (react-pdf's: ascent, descent and gap). */
  lineHeight(fontSize: number): number;
  /** How many lines a text takes in a column this wide (its `\n` start new lines). */
  lines(text: string, width: number, fontSize: number, bold: boolean): number;
};

/** A font's measure, each character's width read once. */
function fontMeasure(font: MeasuredFont) {
  const widths = new Map<number, number>();
  const advance = (codePoint: number) => {
    let width = widths.get(codePoint);
    if (width === undefined) {
      width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
      widths.set(codePoint, width);
    }
    return width;
  };
  return (text: string) => {
    let width = 0;
    for (const character of text) width += advance(character.codePointAt(0)!);
    return width;
  };
}

/**
 * The measure of the report's fonts (react-pdf's font sources, loaded), wrapping a word too long
 * for its line at the points `breakWord` gives, as the PDF's hyphenation does.
 */
export function textMeasure(
  regular: MeasuredFont,
  bold: MeasuredFont,
  breakWord: (word: string) => string[],
): TextMeasure {
  const width = { regular: fontMeasure(regular), bold: fontMeasure(bold) };
  const lineHeight = (fontSize: number) =>
    ((regular.ascent - regular.descent + regular.lineGap) / regular.unitsPerEm) * fontSize;

  /** Lines of one paragraph, filled word by word (a word too long for any line, piece by piece). */
  function paragraphLines(text: string, room: number, measure: (text: string) => number): number {
    const space = measure(' ');
    const hyphen = measure('-');
    let lines = 1;
    let used = 0;
    for (const word of text.split(' ')) {
      const gap = used > 0 ? space : 0;
      const whole = measure(word);
      if (used + gap + whole <= room) {
        used += gap + whole;
        continue;
      }
      if (whole <= room) {
        if (used > 0) lines += 1;
        used = whole;
        continue;
      }
      const pieces = breakWord(word);
      pieces.forEach((piece, index) => {
        const before = index === 0 ? gap : 0;
        const after = index < pieces.length - 1 ? hyphen : 0;
        const piecewidth = measure(piece);
        if (used + before + piecewidth + after <= room) {
          used += before + piecewidth;
          return;
        }
        if (used > 0) lines += 1;
        used = piecewidth;
      });
    }
    return lines;
  }

  return {
    lineHeight,
    lines(text, columnWidth, fontSize, isBold) {
      const measure = isBold ? width.bold : width.regular;
      const room = columnWidth / fontSize;
      return text.split('\n').reduce((sum, paragraph) => sum + paragraphLines(paragraph, room, measure), 0);
    },
  };
}

/** A table as the report draws it: its columns' text widths, font size, and what a row adds. */
export type TableShape = {
  /** The room for text in each column, in points. */
  widths: number[];
  fontSize: number;
  /** What a row adds to its tallest cell (padding, border), and the repeated header row to its own. */
  rowExtra: number;
  headerExtra: number;
  /** What the table adds on each page besides its rows (a border). */
  tableExtra: number;
};

/**
 * The rows of a table, a page of them at a time: as many as fit in `room` points of a page
 * (`firstRoom` on the first, below what comes before the table), less a line to spare, under the
 * header row repeated on every page. A table without rows is one page without rows.
 */
export function pagesOf(
  measure: TextMeasure,
  shape: TableShape,
  header: string[],
  rows: string[][],
  room: { first: number; page: number },
): string[][][] {
  const line = measure.lineHeight(shape.fontSize);
  const heightOf = (cells: string[], bold: boolean) =>
    Math.max(
      line,
      ...cells.map((text, index) =>
        text === '' ? 0 : measure.lines(text, shape.widths[index]!, shape.fontSize, bold) * line,
      ),
    );
  const top = shape.tableExtra + heightOf(header, true) + shape.headerExtra + line;
  const pages: string[][][] = [[]];
  let left = room.first - top;
  for (const row of rows) {
    const height = heightOf(row, false) + shape.rowExtra;
    const page = pages.at(-1)!;
    if (height > left && page.length > 0) {
      pages.push([row]);
      left = room.page - top - height;
      continue;
    }
    page.push(row);
    left -= height;
  }
  return pages;
}
