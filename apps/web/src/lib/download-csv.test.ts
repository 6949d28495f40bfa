import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, UTF8_BOM } from './download-csv.ts';

function captureDownload() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:huella/1';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names, click };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadCsv', () => {
  it('downloads a ;-separated UTF-8 file that starts with the byte-order mark', async () => {
    const { blobs, names } = captureDownload();
    downloadCsv('carbon-distribution-by-source', [
      ['resource', 'carbon_footprint'],
      ['Electricidad', 12.5],
      ['=cmd', -3],
    ]);
    expect(names).toEqual(['carbon-distribution-by-source.csv']);
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe("resource;carbon_footprint\r\nElectricidad;12.5\r\n'=cmd;-3");
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('writes records with their columns and keeps a .csv name as given', async () => {
    const { blobs, names } = captureDownload();
    downloadCsv(
      'sources.csv',
      [{ name: 'Caldera', kg: 1500 }],
      ['name', { header: 'tCO2e', value: (r) => r.kg / 1000 }],
    );
    expect(names).toEqual(['sources.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text).toBe(`${UTF8_BOM}name;tCO2e\r\nCaldera;1.5`);
  });
});
