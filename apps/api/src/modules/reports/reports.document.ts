import path from 'node:path';
import type * as ReactPdfModule from '@react-pdf/renderer';
import type PdfKitDocument from 'pdfkit';
import { createElement as h, type ReactElement } from 'react';
import {
  formatDate,
  formatExactNumber,
  formatNumber,
  formatTooltipNumber,
  type TDashboard,
  type TEmissionsBySource,
  type TLanguage,
  type TWorkingLine,
} from '@huella/shared';
import { apiRoot } from '../../db/paths.ts';
import { REPORT_WORDS, type ReportWords } from './reports.content.ts';
import { pagesOf, textMeasure, type TableShape, type TextMeasure } from './reports.pages.ts';

// The inventory report drawn as a PDF (spec/workspace.md §9: letter size, 12 mm margins) with
// react-pdf: vector text in an embedded font (DejaVu Sans, shipped in apps/api/assets/fonts, which
// covers every character a catalogue name may hold), so the file is searchable and reads the same
// everywhere. It is drawn on the PDF thread (lib/pdf-thread.ts), where react-pdf is loaded.

type ReactPdf = typeof ReactPdfModule;

/** A factor value the report lists: what was applied, where it was published, from when. */
export type ReportFactor = {
  factor: string;
  gas: string;
  value: number;
  value_unit: string;
  gwp: number;
  gwp_report: string;
  fountain: string;
  reference: string;
  /** The year the value is valid from. */
  year: string | null;
};

/** Everything the report shows, in the reader's language. */
export type InventoryReport = {
  lang: TLanguage;
  company: { name: string; sector: string | null; logo: { data: Buffer; format: 'png' | 'jpg' } | null };
  period: { from: string; to: string };
  income: number;
  dashboard: TDashboard;
  bySource: TEmissionsBySource;
  /** A1–A3: scope 1, 2 and 3 (t CO2e); A4: energy consumed (kWh); A5: of it, renewable (kWh). */
  rows: { code: 'A1' | 'A2' | 'A3' | 'A4' | 'A5'; value: number; unit: 'tCO2e' | 'kWh' }[];
  factors: ReportFactor[];
  lines: TWorkingLine[];
  made_at: Date;
};

const GREEN = '#1b7f4b';
const FONT = 'DejaVu Sans';
/** 12 mm in points. */
const MARGIN = (12 / 25.4) * 72;
/** US letter, in points. */
const PAGE = { width: 612, height: 792 };
const FONT_SIZE = 8.5;
/** The font size react-pdf gives a style that sets none. */
const REACT_PDF_FONT_SIZE = 18;

const styleSheet = {
  page: {
    padding: MARGIN,
    paddingBottom: MARGIN + 14,
    fontFamily: FONT,
    fontSize: FONT_SIZE,
    color: '#1f2933',
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    marginBottom: 10,
  },
  brand: { fontSize: 8, color: GREEN, fontWeight: 'bold', letterSpacing: 1.2 },
  title: { fontSize: 15, fontWeight: 'bold', marginTop: 3, marginBottom: 6 },
  logo: { width: 90, height: 45, objectFit: 'contain' },
  facts: { marginBottom: 8 },
  fact: { flexDirection: 'row', marginBottom: 1.5 },
  factLabel: { width: 110, color: '#52606d' },
  factValue: { flex: 1, fontWeight: 'bold' },
  cards: { flexDirection: 'row', marginBottom: 10 },
  card: { flex: 1, borderWidth: 1, borderColor: '#d9e2ec', borderRadius: 4, padding: 6, marginRight: 6 },
  cardLabel: { color: '#52606d', fontSize: 7.5 },
  cardValue: { fontSize: 12, fontWeight: 'bold', marginTop: 2 },
  heading: { fontSize: 10.5, fontWeight: 'bold', color: GREEN, marginTop: 8, marginBottom: 4 },
  paragraph: { marginBottom: 4, lineHeight: 1.4 },
  table: { borderTopWidth: 1, borderTopColor: '#bcccdc' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec', paddingVertical: 2.5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#bcccdc', paddingVertical: 3 },
  cell: { paddingHorizontal: 2 },
  headCell: { paddingHorizontal: 2, fontWeight: 'bold', color: '#334e68' },
  right: { textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: MARGIN / 2,
    left: MARGIN,
    right: MARGIN,
    fontSize: 7,
    color: '#7b8794',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
} as const;

/** A column of a table: its header, its width (a flex weight) and whether it is a figure (right-aligned). */
type Column = { header: string; flex: number; figure?: boolean };

/** The width of a page's text, between its margins. */
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;

/** A table of these columns across the page, as `table` draws it (its styles' paddings and borders). */
function shapeOf(columns: Column[]): TableShape {
  const flex = columns.reduce((sum, column) => sum + column.flex, 0);
  const cellPadding = 2 * styleSheet.cell.paddingHorizontal;
  return {
    widths: columns.map((column) => (TEXT_WIDTH * column.flex) / flex - cellPadding),
    fontSize: FONT_SIZE,
    rowExtra: 2 * styleSheet.row.paddingVertical + styleSheet.row.borderBottomWidth,
    headerExtra: 2 * styleSheet.headRow.paddingVertical + styleSheet.headRow.borderBottomWidth,
    tableExtra: styleSheet.table.borderTopWidth,
  };
}

function table(pdf: ReactPdf, styles: typeof styleSheet, columns: Column[], rows: string[][]): ReactElement {
  const { View, Text } = pdf;
  const cell = (column: Column, text: string, key: number, head = false) =>
    h(
      Text,
      {
        key,
        style: [
          head ? styles.headCell : styles.cell,
          { flex: column.flex },
          column.figure ? styles.right : {},
        ],
      },
      text,
    );
  return h(
    View,
    { style: styles.table },
    h(
      View,
      { style: styles.headRow, fixed: true },
      ...columns.map((column, i) => cell(column, column.header, i, true)),
    ),
    ...rows.map((row, r) =>
      h(
        View,
        { key: r, style: styles.row, wrap: false },
        ...columns.map((column, i) => cell(column, row[i] ?? '', i)),
      ),
    ),
  );
}

/** Longest run of characters the report keeps unbroken (a figure, a word), beyond which it may wrap. */
const UNBROKEN = 16;

/**
 * Where a word may wrap: a long run — a URL, a blend's formula — after `/ . _ - ? & = ;` and every
 * `UNBROKEN` characters, so it wraps within its column instead of running over the next; words and
 * figures are shorter and are never split.
 */
export function wrapPoints(word: string): string[] {
  if (word.length <= UNBROKEN) return [word];
  const parts: string[] = [];
  for (const piece of word.split(/(?<=[/._\-?&=;])/)) {
    for (let at = 0; at < piece.length; at += UNBROKEN) parts.push(piece.slice(at, at + UNBROKEN));
  }
  return parts;
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

function reportDocument(pdf: ReactPdf, report: InventoryReport, measure: TextMeasure): ReactElement {
  const { Document, Page, Text, View, Image } = pdf;
  const styles = pdf.StyleSheet.create(styleSheet);
  const lang: TLanguage = report.lang;
  const w: ReportWords = REPORT_WORDS[lang];
  const t = (value: number) => formatTooltipNumber(value, lang);
  /** A catalogue figure with every published digit. */
  const x = (value: number) => formatExactNumber(value, lang);
  const pct = (value: number) => `${formatNumber(value, lang)} %`;
  const { totals } = report.dashboard;
  const scopeName = (n: number) => fill(w.scopeN, { n });

  const fact = (label: string, value: string) =>
    h(
      View,
      { style: styles.fact },
      h(Text, { style: styles.factLabel }, label),
      h(Text, { style: styles.factValue }, value),
    );
  const cardOf = (label: string, value: string, sub: string) =>
    h(
      View,
      { style: styles.card },
      h(Text, { style: styles.cardLabel }, label),
      h(Text, { style: styles.cardValue }, value),
      h(Text, { style: styles.cardLabel }, sub),
    );

  const bySource = table(
    pdf,
    styles,
    [
      { header: w.source, flex: 3.2 },
      { header: w.footprint, flex: 1.6, figure: true },
      { header: w.uncertainty, flex: 1.1, figure: true },
      { header: w.consumption, flex: 1.8, figure: true },
      { header: w.unit, flex: 0.9 },
      { header: w.scope, flex: 0.9 },
    ],
    report.bySource.map((source) => [
      source.name,
      t(source.carbon_footprint),
      pct(source.uncertainty),
      source.consumption.map((c) => formatNumber(c.value, lang)).join('\n'),
      source.consumption.map((c) => c.unit).join('\n'),
      scopeName(source.scope),
    ]),
  );
  const byIso = table(
    pdf,
    styles,
    [
      { header: w.category, flex: 5 },
      { header: w.footprint, flex: 1.6, figure: true },
      { header: w.uncertainty, flex: 1.1, figure: true },
    ],
    report.dashboard.by_iso.map((row) => [row.name, t(row.carbon_footprint), pct(row.uncertainty)]),
  );
  const byScope = table(
    pdf,
    styles,
    [
      { header: w.scope, flex: 5 },
      { header: w.footprint, flex: 1.6, figure: true },
      { header: w.uncertainty, flex: 1.1, figure: true },
    ],
    report.dashboard.by_scope.map((row) => [
      scopeName(row.scope),
      t(row.carbon_footprint),
      pct(row.uncertainty),
    ]),
  );
  const indicators = table(
    pdf,
    styles,
    [
      { header: w.indicator, flex: 3.5 },
      { header: w.value, flex: 1.8, figure: true },
      { header: w.unit, flex: 0.8 },
      { header: w.perIncome, flex: 1.8, figure: true },
    ],
    report.rows.map((row) => [
      w.rows[row.code],
      // Energy in kWh to 2 decimals; emissions exact, as the API answers them.
      row.unit === 'kWh' ? formatNumber(row.value, lang) : t(row.value),
      row.unit,
      formatTooltipNumber(row.value / report.income, lang),
    ]),
  );
  const factors = table(
    pdf,
    styles,
    [
      { header: w.factor, flex: 2.6 },
      { header: w.gas, flex: 1.2 },
      { header: w.applied, flex: 1.5, figure: true },
      { header: w.gwp, flex: 0.9, figure: true },
      { header: w.published, flex: 4 },
      { header: w.year, flex: 0.7 },
    ],
    report.factors.map((factor) => [
      factor.factor,
      factor.gas,
      `${x(factor.value)} kg/${factor.value_unit}`,
      `${x(factor.gwp)}\n${factor.gwp_report}`,
      `${factor.fountain} · ${factor.reference}`,
      factor.year ?? '—',
    ]),
  );
  const annexColumns: Column[] = [
    { header: w.item, flex: 3 },
    { header: w.gas, flex: 1 },
    { header: w.applied, flex: 1.5, figure: true },
    { header: w.gwp, flex: 0.8, figure: true },
    { header: w.share, flex: 0.8, figure: true },
    { header: w.conversion, flex: 1, figure: true },
    { header: w.uncertainty, flex: 1, figure: true },
    { header: w.kg, flex: 1.5, figure: true },
    { header: w.halfWidth, flex: 1.3, figure: true },
  ];
  const annexRows = report.lines.map((line) => [
    line.emission_source,
    `${line.gas.formula ?? line.gas.name}${line.avoided ? ` (${w.avoided})` : ''}`,
    `${x(line.value)} kg/${line.value_unit}`,
    x(line.gwp),
    x(line.share),
    line.conversion === null ? w.perActivity : x(line.conversion),
    pct(line.uncertainty),
    t(line.co2e_kg),
    line.avoided ? '—' : t(line.half_width_kg),
  ]);
  // The annex's first page holds its heading and paragraph above the table.
  const room = PAGE.height - styleSheet.page.padding - styleSheet.page.paddingBottom;
  const heading =
    styleSheet.heading.marginTop +
    measure.lines(w.annex, TEXT_WIDTH, styleSheet.heading.fontSize, true) *
      measure.lineHeight(styleSheet.heading.fontSize) +
    styleSheet.heading.marginBottom;
  // react-pdf sets a line height without a unit against the style's own font size, 18 by default.
  const paragraph =
    measure.lines(w.annexText, TEXT_WIDTH, FONT_SIZE, false) *
      Math.max(measure.lineHeight(FONT_SIZE), REACT_PDF_FONT_SIZE * styleSheet.paragraph.lineHeight) +
    styleSheet.paragraph.marginBottom;
  const annexPages = pagesOf(
    measure,
    shapeOf(annexColumns),
    annexColumns.map((column) => column.header),
    annexRows,
    { first: room - heading - paragraph, page: room },
  );

  const footer = h(
    View,
    { style: styles.footer, fixed: true },
    h(Text, null, `Huella · ${report.company.name}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        fill(w.page, { page: pageNumber, pages: totalPages }),
    }),
  );

  return h(
    Document,
    { title: `${w.title} · ${report.company.name}`, author: 'Huella', language: lang },
    h(
      Page,
      { size: 'LETTER', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(
          View,
          { style: { flex: 1 } },
          h(Text, { style: styles.brand }, 'HUELLA'),
          h(Text, { style: styles.title }, w.title),
        ),
        report.company.logo ? h(Image, { style: styles.logo, src: report.company.logo }) : null,
      ),
      h(
        View,
        { style: styles.facts },
        fact(w.company, report.company.name),
        fact(w.sector, report.company.sector ?? w.noSector),
        fact(w.period, `${formatDate(report.period.from, lang)} – ${formatDate(report.period.to, lang)}`),
        fact(w.made, formatDate(report.made_at.toISOString().slice(0, 10), lang)),
        // A closed period's figures are the reported ones: said, with when and by whom it was closed.
        ...report.dashboard.closed.periods.map((period) =>
          fact(
            report.dashboard.closed.state === 'closed' ? w.closed : w.closedPart,
            fill(w.closedPeriod, {
              from: formatDate(period.date_from, lang),
              to: formatDate(period.date_to, lang),
              date: formatDate(period.closed_at.slice(0, 10), lang),
              name: period.closed_by ?? '—',
            }),
          ),
        ),
      ),
      h(
        View,
        { style: styles.cards },
        cardOf(
          w.total,
          `${t(totals.carbon_footprint)} tCO2e`,
          `${w.uncertainty} ± ${pct(totals.uncertainty)}`,
        ),
        cardOf(
          w.biogenic,
          `${t(totals.carbon_footprint_avoided)} tCO2e`,
          `${w.uncertainty} ± ${pct(totals.avoided_uncertainty)}`,
        ),
      ),
      h(Text, { style: styles.heading }, w.bySource),
      report.bySource.length === 0 ? h(Text, { style: styles.paragraph }, w.none) : bySource,
      h(Text, { style: styles.heading }, w.byIso),
      byIso,
      h(Text, { style: styles.heading }, w.byScope),
      byScope,
      h(Text, { style: styles.heading, minPresenceAhead: 80 }, w.indicators),
      h(Text, { style: styles.paragraph }, fill(w.income, { income: formatNumber(report.income, lang) })),
      indicators,
      h(Text, { style: styles.heading, minPresenceAhead: 80 }, w.factors),
      factors,
      h(Text, { style: styles.heading, minPresenceAhead: 60 }, w.method),
      h(Text, { style: styles.paragraph }, w.methodText),
      footer,
    ),
    // The annex a page at a time (reports.pages.ts), its heading on the first.
    ...annexPages.map((rows, index) =>
      h(
        Page,
        { key: index, size: 'LETTER', style: styles.page },
        index === 0 ? h(Text, { style: styles.heading }, w.annex) : null,
        index === 0 ? h(Text, { style: styles.paragraph }, w.annexText) : null,
        table(pdf, styles, annexColumns, rows),
        footer,
      ),
    ),
  );
}

/**
 * react-pdf sets the font of each run of text by handing pdfkit the font itself, without a name.
 * pdfkit then opens it afresh as a new embedded font and, to keep the one it has, compares the two
 * by serialising the font's name table: 15 % of drawing the report, run after run. Given a name of
 * its own for each font (the same font, the same name), pdfkit finds the font in its cache instead.
 * The pages are the same; pdfkit must be the copy react-pdf draws with (the test says so).
 */
function openEachFontOnce(PDFDocument: typeof PdfKitDocument): void {
  const font = PDFDocument.prototype.font;
  if ((font as { once?: boolean }).once) return;
  const names = new WeakMap<object, string>();
  let fonts = 0;
  const once: typeof font = function (src, family, size) {
    if (src === null || typeof src !== 'object' || typeof family !== 'number')
      return font.call(this, src, family, size);
    let name = names.get(src);
    if (name === undefined) names.set(src, (name = `report-font-${++fonts}`));
    return font.call(this, src, name, family);
  };
  PDFDocument.prototype.font = Object.assign(once, { once: true });
}

let loaded: Promise<ReactPdf> | undefined;

/** react-pdf with the report's font registered, loaded once. */
function reactPdf(): Promise<ReactPdf> {
  loaded ??= Promise.all([import('@react-pdf/renderer'), import('pdfkit')]).then(([pdf, pdfkit]) => {
    openEachFontOnce(pdfkit.default);
    const fonts = path.join(apiRoot(), 'assets', 'fonts');
    pdf.Font.register({
      family: FONT,
      fonts: [
        { src: path.join(fonts, 'DejaVuSans.ttf') },
        { src: path.join(fonts, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
      ],
    });
    // Words are not split by syllables: a catalogue name wraps at a space, a long run where it may.
    pdf.Font.registerHyphenationCallback(wrapPoints);
    return pdf;
  });
  return loaded;
}

let measured: Promise<TextMeasure> | undefined;

/** The measure of the report's text in its fonts, loaded once. */
function reportMeasure(pdf: ReactPdf): Promise<TextMeasure> {
  measured ??= (async () => {
    const [regular, bold] = [
      pdf.Font.getFont({ fontFamily: FONT }),
      pdf.Font.getFont({ fontFamily: FONT, fontWeight: 'bold' }),
    ];
    await Promise.all([regular.load(), bold.load()]);
    type Measured = Parameters<typeof textMeasure>[0];
    return textMeasure(regular.data as unknown as Measured, bold.data as unknown as Measured, wrapPoints);
  })();
  return measured;
}

/** The report drawn as a PDF. */
export async function drawInventoryReport(report: InventoryReport): Promise<Buffer> {
  const pdf = await reactPdf();
  const measure = await reportMeasure(pdf);
  return pdf.renderToBuffer(
    reportDocument(pdf, report, measure) as Parameters<ReactPdf['renderToBuffer']>[0],
  );
}
