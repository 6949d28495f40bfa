import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

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
});
