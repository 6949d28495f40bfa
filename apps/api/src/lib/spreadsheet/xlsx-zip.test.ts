import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sharedStringsBomb,
  streamedEntries,
  unzipEntries,
  zipOf,
  type ZipEntry,
  type ZipPart,
} from '../../testing/zip-files.ts';
import { openSpreadsheet } from './read.ts';
import { XLSX_ZIP_LIMITS, checkXlsxZip, readingRank } from './xlsx-zip.ts';

const CAP = XLSX_ZIP_LIMITS.maxInflatedBytes;
/** The entries in the order the check writes them for the reader (a stable sort by rank). */
const inReadingOrder = (parts: ZipEntry[]) =>
  parts
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => readingRank(a.entry.name) - readingRank(b.entry.name) || a.index - b.index)
    .map(({ entry }) => entry);
const total = (entries: { size: number }[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

/** The local entries alone, without a directory: what a hidden entry looks like inside a zip. */
const localEntry = (name: string, data: Buffer) => zipOf([{ name, data, listed: false }]).subarray(0, -22);

describe('the xlsx zip check', () => {
  let workbook: Buffer;
  let entries: ZipEntry[];
  const bomb = Buffer.alloc(CAP + 1024 * 1024);

  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('datos');
    sheet.addRow(['gas', 'value']);
    sheet.addRow(['CO2', 1.5]);
    workbook = Buffer.from(await book.xlsx.writeBuffer());
    entries = unzipEntries(workbook);
  });

  const expectReadable = async (bytes: Buffer) => {
    const check = await checkXlsxZip(bytes);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    // A streaming reader of the checked bytes meets exactly the listed entries, at their real size,
    // the parts it needs before a sheet first.
    expect(streamedEntries(check.xlsx.bytes)).toEqual(
      inReadingOrder(entries).map((entry) => ({ name: entry.name, size: entry.data.length })),
    );
    const sheet = await openSpreadsheet(check.xlsx.bytes, {
      columns: [
        { key: 'gas', required: true },
        { key: 'value', required: true },
      ],
      lang: 'en',
    });
    const rows = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(rows).toEqual([{ row: 2, values: { gas: 'CO2', value: 1.5 } }]);
  };

  it('hands the reader the relations, workbook, shared strings and styles first, then the sheets', async () => {
    // exceljs writes the workbook part last: a streaming reader now and then reads it empty there.
    expect(entries.at(-1)?.name).toBe('xl/workbook.xml');
    const check = await checkXlsxZip(workbook);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    const names = streamedEntries(check.xlsx.bytes).map((entry) => entry.name);
    expect(names.slice(0, 5)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect([...names].sort()).toEqual(entries.map((entry) => entry.name).sort());
  });

  it('lets a workbook through, deflated, stored or with data descriptors', async () => {
    // A stored workbook read many times: the reader gets it deflated and never trips over it.
    const stored = zipOf(entries.map((entry) => ({ ...entry, method: 0 })));
    for (let i = 0; i < 40; i += 1) await expectReadable(stored);
    await expectReadable(workbook);
    await expectReadable(zipOf(entries));
    await expectReadable(zipOf(entries.map((entry) => ({ ...entry, method: 0 }))));
    const described = zipOf(entries.map((entry) => ({ ...entry, descriptor: true })));
    await expectReadable(described);
    // The reader gets the entries rewritten with their sizes in the local headers, however they came.
    const checkedBytes = async (zip: Buffer) => {
      const check = await checkXlsxZip(zip);
      return check.ok ? check.xlsx.bytes : null;
    };
    expect(await checkedBytes(described)).toEqual(await checkedBytes(zipOf(entries)));
  });

  it('refuses an entry the directory does not list, wherever it sits', async () => {
    for (const at of [0, 3, entries.length]) {
      const parts: ZipPart[] = [...entries];
      parts.splice(at, 0, { name: 'xl/media/image1.bin', data: bomb, listed: false });
      const zip = zipOf(parts);
      // A streaming reader would inflate the hidden entry: more than the cap from a small file.
      expect(zip.length).toBeLessThan(100_000);
      expect(total(streamedEntries(zip))).toBeGreaterThan(CAP);
      expect(await checkXlsxZip(zip)).toEqual({ ok: false, reason: 'not_xlsx' });
    }
  });

  it('refuses an entry hidden after a data descriptor inside the data of a listed entry', async () => {
    const [first, ...rest] = entries;
    // The streaming reader ends the first entry at the descriptor signature and then meets the bomb;
    // the directory counts all of it as the first entry's data.
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50);
    const raw = Buffer.concat([
      deflateRawSync(first!.data),
      descriptor,
      localEntry('xl/worksheets/sheet1.xml', bomb),
    ]);
    const zip = zipOf([{ ...first!, descriptor: true, raw }, ...rest]);
    expect(total(streamedEntries(zip))).toBeGreaterThan(CAP);
    expect(await checkXlsxZip(zip)).toEqual({ ok: false, reason: 'not_xlsx' });
  });

  it('counts what entries really inflate to, whatever their headers say', async () => {
    const lying = zipOf([...entries, { name: 'xl/media/image1.bin', data: bomb, declaredSize: 1000 }]);
    expect(await checkXlsxZip(lying)).toEqual({ ok: false, reason: 'too_large' });
    const stored = zipOf([...entries, { name: 'xl/media/image1.bin', data: bomb, method: 0 }]);
    expect(await checkXlsxZip(stored)).toEqual({ ok: false, reason: 'too_large' });
    // Many entries each under the cap, together over it.
    const parts = Array.from({ length: 40 }, (_, i) => ({
      name: `xl/media/image${i}.bin`,
      data: Buffer.alloc(1024 * 1024),
    }));
    expect(await checkXlsxZip(zipOf([...entries, ...parts]))).toEqual({ ok: false, reason: 'too_large' });
    const many = Array.from({ length: 201 }, (_, i) => ({
      name: `xl/media/${i}.bin`,
      data: Buffer.alloc(1),
    }));
    expect(await checkXlsxZip(zipOf(many))).toEqual({ ok: false, reason: 'too_large' });
  });

  it('counts the shared strings as they inflate: millions of tiny texts are refused, stored or deflated', async () => {
    const TEXTS = 'xl/sharedStrings.xml';
    expect(entries.map((entry) => entry.name)).toContain(TEXTS);
    const withTexts = (texts: ZipPart) =>
      zipOf(entries.map((entry) => (entry.name === TEXTS ? texts : entry)));
    // 14 million one-letter texts: a few hundred kilobytes that inflate to 227 MB, under the
    // workbook cap of an activity import, refused after its first few megabytes.
    const bomb = await sharedStringsBomb(14_000_000);
    expect(bomb.raw!.length).toBeLessThan(600 * 1024);
    expect(bomb.declaredSize).toBeGreaterThan(220 * 1024 * 1024);
    const activityLimits = {
      ...XLSX_ZIP_LIMITS,
      maxInflatedBytes: 256 * 1024 * 1024,
      maxSharedStringsBytes: 48 * 1024 * 1024,
      maxSharedStringsTags: 3_000_000,
    };
    expect(await checkXlsxZip(withTexts(bomb), activityLimits)).toEqual({
      ok: false,
      reason: 'too_many_texts',
    });

    // The bounds to the tag and to the byte, the texts deflated or stored.
    const texts = (count: number, text = 'a') =>
      Buffer.from(`<sst>${`<si><t>${text}</t></si>`.repeat(count)}</sst>`);
    const tags = { ...XLSX_ZIP_LIMITS, maxSharedStringsTags: 400 };
    const bytes = { ...XLSX_ZIP_LIMITS, maxSharedStringsBytes: 1000 };
    for (const method of [0, 8] as const) {
      // <sst> and </sst>, then four tags a text: 99 texts are 398 tags, 100 are 402.
      expect(await checkXlsxZip(withTexts({ name: TEXTS, data: texts(99), method }), tags)).toMatchObject({
        ok: true,
      });
      expect(await checkXlsxZip(withTexts({ name: TEXTS, data: texts(100), method }), tags)).toEqual({
        ok: false,
        reason: 'too_many_texts',
      });
      expect(texts(1, 'x'.repeat(973)).length).toBe(1000);
      expect(
        await checkXlsxZip(withTexts({ name: TEXTS, data: texts(1, 'x'.repeat(973)), method }), bytes),
      ).toMatchObject({ ok: true });
      expect(
        await checkXlsxZip(withTexts({ name: TEXTS, data: texts(1, 'x'.repeat(974)), method }), bytes),
      ).toEqual({
        ok: false,
        reason: 'too_many_texts',
      });
    }
  });

  it('refuses duplicate names, sizes that disagree, zip64 and data after an entry', async () => {
    const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    expect(await checkXlsxZip(zipOf([...entries, sheet]))).toEqual({ ok: false, reason: 'not_xlsx' });
    const small = { name: 'docProps/extra.xml', data: Buffer.from('<x/>') };
    expect(await checkXlsxZip(zipOf([...entries, { ...small, declaredSize: 3 }]))).toEqual({
      ok: false,
      reason: 'not_xlsx',
    });
    expect(await checkXlsxZip(zipOf([...entries, { ...small, declaredSize: 0xffffffff }]))).toEqual({
      ok: false,
      reason: 'not_xlsx',
    });
    const trailing = { ...small, raw: Buffer.concat([deflateRawSync(small.data), Buffer.from('PK')]) };
    expect(await checkXlsxZip(zipOf([...entries, trailing]))).toEqual({ ok: false, reason: 'not_xlsx' });
  });

  it('never throws on damaged bytes, and what it lets through holds only the listed entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.nat(),
        async (changes, cut) => {
          const bytes = Buffer.from(workbook);
          for (const { at, value } of changes) bytes[at % bytes.length] = value;
          const damaged = cut % 5 === 0 ? bytes.subarray(0, cut % bytes.length) : bytes;
          const check = await checkXlsxZip(damaged);
          if (!check.ok) return;
          expect(total(streamedEntries(check.xlsx.bytes))).toBeLessThanOrEqual(CAP);
          expect(streamedEntries(check.xlsx.bytes).map((entry) => entry.name)).toEqual(
            unzipEntries(check.xlsx.bytes).map((entry) => entry.name),
          );
        },
      ),
      { numRuns: 300 },
    );
    expect(await checkXlsxZip(Buffer.from('gas;value\nCO2;1\n'))).toEqual({ ok: false, reason: 'not_xlsx' });
    expect(await checkXlsxZip(workbook.subarray(0, workbook.length - 1))).toEqual({
      ok: false,
      reason: 'not_xlsx',
    });
  });
});
