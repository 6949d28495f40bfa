import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './number-input.ts';
import { csvCell, csvNumber, restoreCsvText, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('joins cells with semicolons and rows with CRLF', () => {
    expect(
      toCsv([
        ['resource', 'carbon_footprint'],
        ['Diesel', 12.5],
      ]),
    ).toBe('resource;carbon_footprint\r\nDiesel;12.5');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(toCsv([['a;b', 'say "hi"', 'line\nbreak', 'cr\rhere', 'plain']])).toBe(
      '"a;b";"say ""hi""";"line\nbreak";"cr\rhere";plain',
    );
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tTab', '\rCR']])).toBe(
      "'=SUM(A1:A2);'+1;'-2;'@cmd;'\tTab;\"'\rCR\"",
    );
    expect(toCsv([['=HYPERLINK("http://x";"y")']])).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
  });

  it('keeps negative numbers as numbers', () => {
    expect(toCsv([[-5, -0.25, 0]])).toBe('-5;-0.25;0');
  });

  it('writes empty cells for null, undefined and non-finite numbers; ISO text for dates', () => {
    expect(toCsv([[null, undefined, Number.NaN, true, new Date('2024-01-02T03:04:05Z')]])).toBe(
      ';;;true;2024-01-02T03:04:05.000Z',
    );
  });

  it('writes records with named columns, keys or getters', () => {
    const records = [
      { name: 'Electricity', kg: 1200.456 },
      { name: '-Refrigerant', kg: -3 },
    ];
    expect(
      toCsv(records, ['name', { header: 'tCO2e', value: (r) => Number((r.kg / 1000).toFixed(2)) }]),
    ).toBe("name;tCO2e\r\nElectricity;1.2\r\n'-Refrigerant;0");
  });

  it('accepts a number formatter and another separator', () => {
    expect(toCsv([[1.5, 'a,b']], { separator: ',', formatNumber: (n) => n.toFixed(2) })).toBe('1.50,"a,b"');
    expect(csvCell(2.5, { formatNumber: (n) => String(n).replace('.', ',') })).toBe('2,5');
  });

  it('writes numbers the language way, never so that they read two ways', () => {
    expect(csvNumber(1234.5, 'es')).toBe('1234,5');
    expect(csvNumber(1234.5, 'en')).toBe('1234.5');
    expect(csvNumber(-0.25, 'es')).toBe('-0,25');
    expect(csvNumber(1.125, 'es')).toBe('1,1250');
    expect(csvNumber(1.125, 'en')).toBe('1.1250');
    expect(csvNumber(1530, 'es')).toBe('1530');
    expect(csvNumber(2.5e-9, 'es')).toBe('0,0000000025');
    expect(csvNumber(-1.2345e-7, 'en')).toBe('-0.00000012345');
    expect(csvNumber(1e21, 'en')).toBe('1000000000000000000000');
    expect(csvNumber(1.5e22, 'es')).toBe('15000000000000000000000');
    expect(csvNumber(Number.NaN, 'en')).toBe('');
    for (const lang of ['es', 'en'])
      for (const value of [1.125, -12.345, 999.001, 0.5, 1e21, 3.785411784, 45366, 2.5e-9, 2.778e-7])
        expect(parseNumberInput(csvNumber(value, lang), lang, { pasted: true })).toEqual({
          kind: 'number',
          value,
        });
  });

  it('gives back the text it neutralised, and nothing else', () => {
    for (const text of ['=SUM(A1)', '+1', '-2', '@cmd', '\tTab', '\rCR'])
      expect(restoreCsvText(csvCell(text).replace(/^"|"$/g, ''))).toBe(text);
    expect(restoreCsvText("it's")).toBe("it's");
    expect(restoreCsvText("'quoted'")).toBe("'quoted'");
  });
});
