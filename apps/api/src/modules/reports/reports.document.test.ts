import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TWorkingLine } from '@huella/shared';
import { drawInventoryReport, wrapPoints, type InventoryReport } from './reports.document.ts';

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

describe('the annex of a long inventory', () => {
  /** 150 lines whose items' names take one to three lines of their column. */
  const lines: TWorkingLine[] = Array.from({ length: 150 }, (_, index) => ({
    line: `source:${index}|${index}|counted`,
    item: `source:${index}`,
    emission_source:
      `L${String(index).padStart(3, '0')} · ${'Caldera de vapor '.repeat(1 + (index % 4))}`.trim(),
    source: { id: 1, name: 'Combustión estacionaria' },
    factor: 'Gas natural',
    share: 1,
    gas: { name: 'Dióxido de carbono', formula: 'CO2' },
    gas_emission_id: index,
    value: 0.05444,
    value_unit: 'scf',
    conversion: index % 3 === 0 ? null : 35.3146667214886,
    gwp: 1,
    gwp_report: 'AR6',
    uncertainty: 4.4,
    value_uncertainty: 4.4,
    activity_uncertainty: 0,
    avoided: false,
    fountain: 'EPA',
    reference: 'GHG Emission Factors Hub 2024',
    co2e_kg: 1_000_000 - index,
    half_width_kg: 44_000,
    activity_count: 10,
    activities: [],
  }));
  const footprint = { carbon_footprint: 150, uncertainty: 1 };
  const report: InventoryReport = {
    lang: 'es',
    company: { name: 'Empresa de prueba', sector: null, logo: null },
    period: { from: '2025-01-01', to: '2025-12-31' },
    income: 1_000_000,
    dashboard: {
      totals: {
        ...footprint,
        carbon_footprint_avoided: 0,
        avoided_uncertainty: 0,
        operational: 150,
        operational_uncertainty: 1,
        embedded: 0,
        embedded_uncertainty: 0,
        flagged_activities: 0,
        activities: 1500,
      },
      by_source: [],
      by_iso: [{ category_id: 1, name: 'Categoría 1', ...footprint }],
      by_ghg: [],
      by_scope: [{ scope: 1, ...footprint }],
      by_gas: [],
      closed: { state: 'open', periods: [] },
    },
    bySource: [],
    rows: [
      { code: 'A1', value: 150, unit: 'tCO2e' },
      { code: 'A2', value: 0, unit: 'tCO2e' },
      { code: 'A3', value: 0, unit: 'tCO2e' },
      { code: 'A4', value: 0, unit: 'kWh' },
      { code: 'A5', value: 0, unit: 'kWh' },
    ],
    factors: [],
    lines,
    made_at: new Date('2026-01-15T12:00:00Z'),
  };

  it('lists every line once, in order, a full page at a time', async () => {
    const pdf = await drawInventoryReport(report);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    const annex = text.slice(text.findIndex((page) => page.includes('Anexo: cálculo del total')));
    const names = annex.map((page) => page.match(/L\d{3}/g) ?? []);
    expect(names.flat()).toEqual(lines.map((line) => line.emission_source.slice(0, 4)));
    // Every page but the last is full: none carries the few rows a page before could not hold.
    const counts = names.map((page) => page.length);
    for (const count of counts.slice(0, -1)) expect(count).toBeGreaterThan(Math.max(...counts) / 2);
    expect(counts.length).toBeGreaterThan(3);
  }, 60_000);

  it('opens each of its two fonts once, however many runs of text it draws', async () => {
    // react-pdf and pdfkit loaded, and the fonts opened, by a first drawing.
    await drawInventoryReport(report);
    // The document react-pdf draws with: the pdfkit this test loads, or nothing is counted.
    const documents = new Set<{ _fontCount: number }>();
    let calls = 0;
    const font = PDFDocument.prototype.font;
    PDFDocument.prototype.font = function (...args) {
      calls += 1;
      documents.add(this as { _fontCount: number });
      return font.apply(this, args);
    };
    try {
      await drawInventoryReport(report);
    } finally {
      PDFDocument.prototype.font = font;
    }
    expect(calls).toBeGreaterThan(1000);
    // pdfkit numbers every font it opens: its default (Helvetica), then the report's regular and bold.
    expect([...documents].map((document) => document._fontCount)).toEqual([3]);
  }, 60_000);
});
