import { crc32, createInflateRaw, deflateRawSync } from 'node:zlib';

// An xlsx is a zip, and a zip can tell two readers two stories: the central directory at its end
// lists the entries, while a streaming reader (exceljs reads this way) walks the local headers from
// the first byte and inflates whatever it meets there, trusting sizes written in the headers or, for
// an entry with a data descriptor, reading on to the first descriptor signature. So an upload is
// checked in three steps before any reader sees it:
//   1. the directory and the local entries must agree: the same entries, in order, back to back,
//      with the same names, methods and sizes, and nothing between them (no hidden entry);
//   2. every entry is really inflated under one cap on the total, its size and checksum compared;
//   3. the checked entries are written into a fresh zip whose local headers carry the real sizes,
//      in the order the reader needs them (`inReadingOrder`).
// The reader only ever gets the fresh zip, so it inflates exactly the bytes counted in step 2,
// whatever trick the upload played (data descriptors, sizes that lie, stored or deflated data,
// duplicate names, zip64).

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const ZIP64 = 0xffffffff;
/** `<`, which opens every tag. */
const LESS_THAN = 0x3c;
/** The part every workbook has, and that the streaming reader starts from. */
const WORKBOOK_PART = 'xl/workbook.xml';

export type XlsxZipLimits = {
  /** Entries a workbook may hold. */
  maxEntries: number;
  /** Bytes all entries together may inflate to. */
  maxInflatedBytes: number;
  /**
   * Bytes and tags (`<`) the shared strings may hold. The reader keeps every shared string in
   * memory, each tag a parsed node: a small zip of millions of tiny strings would cost seconds of
   * CPU and hundreds of megabytes before a row is read, so they are counted as they inflate.
   */
  maxSharedStringsBytes: number;
  maxSharedStringsTags: number;
};

/** What a workbook of a 2 MB upload needs. */
export const XLSX_ZIP_LIMITS: XlsxZipLimits = {
  maxEntries: 200,
  maxInflatedBytes: 32 * 1024 * 1024,
  maxSharedStringsBytes: 8 * 1024 * 1024,
  maxSharedStringsTags: 1_000_000,
};

/** The part holding the shared strings, the one exceljs's reader caches whole. */
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

declare const checked: unique symbol;

/** A workbook's bytes as the zip check rewrote them: the only bytes a spreadsheet reader accepts. */
export type CheckedXlsx = { readonly bytes: Buffer; readonly [checked]: true };

export type XlsxZipRefusal = 'not_xlsx' | 'too_large' | 'too_many_texts';

export type XlsxZipCheck = { ok: true; xlsx: CheckedXlsx } | { ok: false; reason: XlsxZipRefusal };

type Entry = {
  name: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  data: Buffer;
};

class Refusal {
  constructor(readonly reason: XlsxZipRefusal) {}
}

const notXlsx = () => new Refusal('not_xlsx');

/** The end-of-directory record: the last one whose comment ends exactly at the end of the file. */
function findEndOfDirectory(bytes: Buffer): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY && i + 22 + bytes.readUInt16LE(i + 20) === bytes.length)
      return i;
  }
  throw notXlsx();
}

/** The entries the central directory lists. */
function readDirectory(bytes: Buffer, limits: XlsxZipLimits): { entries: Entry[]; start: number } {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const length = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // One disk only, and no zip64: a workbook of a few megabytes never needs it.
  if (bytes.readUInt32LE(end + 4) !== 0 || bytes.readUInt16LE(end + 8) !== count) throw notXlsx();
  if (count === 0xffff || length === ZIP64 || start === ZIP64) throw notXlsx();
  if (count > limits.maxEntries) throw new Refusal('too_large');
  if (start + length !== end) throw notXlsx();
  const entries: Entry[] = [];
  const names = new Set<string>();
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw notXlsx();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw notXlsx();
    const entry: Entry = {
      name: bytes.subarray(at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      time: bytes.readUInt16LE(at + 12),
      date: bytes.readUInt16LE(at + 14),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      data: Buffer.alloc(0),
    };
    if (bytes.readUInt16LE(at + 34) !== 0) throw notXlsx();
    if (entry.flags & FLAG_ENCRYPTED || (entry.method !== 0 && entry.method !== 8)) throw notXlsx();
    if (entry.compressedSize === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64) throw notXlsx();
    const key = entry.name.toString('latin1');
    if (names.has(key)) throw notXlsx();
    names.add(key);
    entries.push(entry);
    at = next;
  }
  if (at !== end) throw notXlsx();
  return { entries: entries.sort((a, b) => a.offset - b.offset), start };
}

/**
 * Walks the local entries from the first byte, as a streaming reader does, and requires each to be
 * the next entry of the directory, each right after the previous one, the last ending where the
 * directory starts. Fills in each entry's data.
 */
function matchLocalEntries(bytes: Buffer, entries: Entry[], directoryStart: number) {
  let at = 0;
  for (const entry of entries) {
    if (entry.offset !== at || at + 30 > directoryStart || bytes.readUInt32LE(at) !== LOCAL_HEADER)
      throw notXlsx();
    const flags = bytes.readUInt16LE(at + 6);
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > directoryStart) throw notXlsx();
    if (
      (flags & (FLAG_ENCRYPTED | FLAG_DATA_DESCRIPTOR)) !==
        (entry.flags & (FLAG_ENCRYPTED | FLAG_DATA_DESCRIPTOR)) ||
      bytes.readUInt16LE(at + 8) !== entry.method ||
      !bytes.subarray(at + 30, at + 30 + nameLength).equals(entry.name)
    )
      throw notXlsx();
    const local = [bytes.readUInt32LE(at + 14), bytes.readUInt32LE(at + 18), bytes.readUInt32LE(at + 22)];
    const central = [entry.crc, entry.compressedSize, entry.size];
    // With a data descriptor the local header may leave the checksum and sizes at zero.
    const zeroAllowed = (flags & FLAG_DATA_DESCRIPTOR) !== 0;
    if (local.some((value, i) => value !== central[i] && !(zeroAllowed && value === 0))) throw notXlsx();
    entry.data = bytes.subarray(dataStart, dataEnd);
    at = dataEnd;
    if (zeroAllowed) {
      if (at + 4 <= directoryStart && bytes.readUInt32LE(at) === DATA_DESCRIPTOR) at += 4;
      if (at + 12 > directoryStart) throw notXlsx();
      const described = [bytes.readUInt32LE(at), bytes.readUInt32LE(at + 4), bytes.readUInt32LE(at + 8)];
      if (described.some((value, i) => value !== central[i])) throw notXlsx();
      at += 12;
    }
  }
  if (at !== directoryStart) throw notXlsx();
}

type TextBounds = { maxBytes: number; maxTags: number };

/** The tags begun in some XML (its `<`). */
function tagsIn(xml: Buffer): number {
  let tags = 0;
  for (let at = xml.indexOf(LESS_THAN); at !== -1; at = xml.indexOf(LESS_THAN, at + 1)) tags++;
  return tags;
}

/** A stored entry's size and checksum, its shared strings (`texts`) counted. */
function stored(data: Buffer, texts?: TextBounds): { size: number; crc: number } | Refusal {
  if (texts && (data.length > texts.maxBytes || tagsIn(data) > texts.maxTags))
    return new Refusal('too_many_texts');
  return { size: data.length, crc: crc32(data) };
}

/**
 * What an entry's data inflates to, read a piece at a time (a sheet of 100,000 rows inflates to
 * 25 MB, never held whole): its size and checksum, or the refusal once it passes `budget` bytes or
 * is no deflate stream. Bytes left after the stream's end are not a workbook either. Shared strings
 * (`texts`) are also refused past their own bytes and tags.
 */
function inflated(
  data: Buffer,
  budget: number,
  texts?: TextBounds,
): Promise<{ size: number; crc: number } | Refusal> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let size = 0;
    let crc = 0;
    let tags = 0;
    let settled = false;
    const settle = (outcome: { size: number; crc: number } | Refusal) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        settle(new Refusal('too_large'));
        inflater.destroy();
        return;
      }
      if (texts) {
        tags += tagsIn(chunk);
        if (size > texts.maxBytes || tags > texts.maxTags) {
          settle(new Refusal('too_many_texts'));
          inflater.destroy();
          return;
        }
      }
      crc = crc32(chunk, crc);
    });
    inflater.on('error', () => settle(notXlsx()));
    // The count of bytes the inflater read shows data left after the end.
    inflater.on('end', () => settle(inflater.bytesWritten === data.length ? { size, crc } : notXlsx()));
    inflater.end(data);
  });
}

/**
 * Inflates every entry, the total capped: more than the cap is `too_large` whatever the headers
 * claim; data that does not inflate to exactly the declared size and checksum, or that carries bytes
 * after its end, is not a workbook.
 */
async function inflateEntries(entries: Entry[], limits: XlsxZipLimits) {
  let budget = limits.maxInflatedBytes;
  const texts = { maxBytes: limits.maxSharedStringsBytes, maxTags: limits.maxSharedStringsTags };
  for (const entry of entries) {
    const isTexts = entry.name.toString('latin1') === SHARED_STRINGS_PART;
    const outcome =
      entry.method === 0
        ? stored(entry.data, isTexts ? texts : undefined)
        : await inflated(entry.data, budget, isTexts ? texts : undefined);
    if (outcome instanceof Refusal) throw outcome;
    budget -= outcome.size;
    if (budget < 0) throw new Refusal('too_large');
    if (outcome.size !== entry.size || outcome.crc !== entry.crc) throw notXlsx();
  }
}

/**
 * A plain zip of the entries: sizes and checksum in every local header, no descriptors, no extras,
 * every entry deflated (the streaming reader sometimes meets a stored sheet before it has read the
 * workbook part, and fails on a workbook that is fine).
 */
function writeZip(checked: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  const entries = checked.map((entry) => {
    if (entry.method !== 0) return entry;
    const data = deflateRawSync(entry.data);
    return { ...entry, method: 8, data, compressedSize: data.length };
  });
  for (const entry of entries) {
    const flags = entry.flags & FLAG_UTF8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(entry.time, 10);
    local.writeUInt16LE(entry.date, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(entry.time, 12);
    central.writeUInt16LE(entry.date, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressedSize, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, entry.name, entry.data);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directoryLength = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/**
 * Where a part goes in the rewritten zip. The streaming reader needs the workbook's relations,
 * the workbook, the shared strings and the styles before a sheet; a sheet met earlier is parked in
 * a temporary file, and a workbook part met last is now and then read empty (the reader then fails
 * on a workbook it could read: about one read in 600 of Excel's and exceljs's own order). So those
 * parts come first, then the sheets, then everything else, each group in the upload's order.
 */
export function readingRank(name: string): number {
  const rank = READER_PARTS.indexOf(name);
  if (rank !== -1) return rank;
  return /^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? READER_PARTS.length : READER_PARTS.length + 1;
}

const READER_PARTS = ['xl/_rels/workbook.xml.rels', WORKBOOK_PART, 'xl/sharedStrings.xml', 'xl/styles.xml'];

/** The entries in the order the streaming reader reads them best (a stable sort by `readingRank`). */
export function inReadingOrder<T extends { name: Buffer }>(entries: T[]): T[] {
  const ranked = entries.map((entry, index) => ({
    entry,
    index,
    rank: readingRank(entry.name.toString('latin1')),
  }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map(({ entry }) => entry);
}

/**
 * Checks that the bytes are a zip holding a workbook part (an xlsx is one) whose entries agree
 * between directory and local headers and inflate to at most `maxInflatedBytes` in total, and
 * answers the workbook rewritten as a plain zip of those entries in reading order: what every
 * spreadsheet read goes through.
 */
export async function checkXlsxZip(
  bytes: Buffer,
  limits: XlsxZipLimits = XLSX_ZIP_LIMITS,
): Promise<XlsxZipCheck> {
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return { ok: false, reason: 'not_xlsx' };
  try {
    const { entries, start } = readDirectory(bytes, limits);
    matchLocalEntries(bytes, entries, start);
    await inflateEntries(entries, limits);
    // A zip without a workbook part is some other file (a .docx, an archive of anything).
    if (!entries.some((entry) => entry.name.toString('latin1') === WORKBOOK_PART)) throw notXlsx();
    return { ok: true, xlsx: { bytes: writeZip(inReadingOrder(entries)) } as CheckedXlsx };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    // A header pointing past the end of the file.
    if ((error as { code?: string }).code === 'ERR_OUT_OF_RANGE') return { ok: false, reason: 'not_xlsx' };
    throw error;
  }
}
