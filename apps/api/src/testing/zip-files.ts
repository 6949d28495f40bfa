import { crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';

// Zip files written by hand for the upload tests: a workbook taken apart, then put back together with
// the tricks a hostile file plays on a reader (entries the central directory does not list, data
// descriptors, sizes that lie). `streamedEntries` walks a zip the way a streaming unzip does, to show
// what such a reader would inflate.

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DESCRIPTOR = 0x08074b50;

export type ZipEntry = { name: string; data: Buffer };

export type ZipPart = ZipEntry & {
  /** 0 stores the data, 8 (the default) deflates it. */
  method?: 0 | 8;
  /** The bytes written as the entry's data instead of `data` compressed. */
  raw?: Buffer;
  /** false: a local entry the central directory does not list. */
  listed?: boolean;
  /** Sizes and checksum left out of the local header and written in a data descriptor after the data. */
  descriptor?: boolean;
  /** An uncompressed size written in both headers instead of the real one. */
  declaredSize?: number;
  /** The checksum of data too large to hand over (with `raw` and `declaredSize`). */
  crc?: number;
};

/** The entries of a plain zip (such as a workbook exceljs writes), read from its central directory. */
export function unzipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + compressed);
    entries.push({ name, data: method === 0 ? Buffer.from(stored) : inflateRawSync(stored) });
  }
  return entries;
}

/** A zip of the parts in order; the central directory lists the parts not marked `listed: false`. */
export function zipOf(parts: ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const body = part.raw ?? (method === 0 ? part.data : deflateRawSync(part.data));
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? part.data.length;
    const crc = part.crc ?? crc32(part.data);
    const flags = 0x0800 | (part.descriptor ? 0x0008 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    if (!part.descriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(body.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, body);
    if (part.descriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(DESCRIPTOR, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(body.length, 8);
      descriptor.writeUInt32LE(size, 12);
      chunks.push(descriptor);
    }
    if (part.listed !== false) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(flags, 8);
      header.writeUInt16LE(method, 10);
      header.writeUInt16LE(0x21, 14);
      header.writeUInt32LE(crc, 16);
      header.writeUInt32LE(body.length, 20);
      header.writeUInt32LE(size, 24);
      header.writeUInt16LE(name.length, 28);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      listed++;
    }
    offset += local.length + name.length + body.length + (part.descriptor ? 16 : 0);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/**
 * The entries a streaming unzip meets reading the zip from its first byte: local headers one after
 * the other, each entry's data as long as its local header says, or, for a data-descriptor entry
 * with no sizes there, up to the first descriptor signature; `size` is what it inflates.
 */
export function streamedEntries(zip: Buffer): { name: string; size: number }[] {
  const entries: { name: string; size: number }[] = [];
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === LOCAL) {
    const flags = zip.readUInt16LE(offset + 6);
    const method = zip.readUInt16LE(offset + 8);
    const compressed = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const name = zip.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + zip.readUInt16LE(offset + 28);
    const sizeKnown = (flags & 0x0008) === 0 || compressed > 0;
    const signature = Buffer.alloc(4);
    signature.writeUInt32LE(DESCRIPTOR);
    const end = sizeKnown ? start + compressed : zip.indexOf(signature, start);
    const body = zip.subarray(start, end);
    let size: number;
    try {
      size = method === 0 ? body.length : inflateRawSync(body).length;
    } catch {
      size = 0;
    }
    entries.push({ name, size });
    offset = sizeKnown ? end : end + 16;
  }
  return entries;
}

/**
 * A shared-strings part of `count` one-letter texts, deflated a piece at a time: a few hundred
 * kilobytes that inflate to 17 bytes a text (14 million texts: 227 MB), never held whole here.
 */
export async function sharedStringsBomb(count: number): Promise<ZipPart> {
  const perPiece = 65_536;
  const piece = Buffer.from('<si><t>a</t></si>'.repeat(perPiece));
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
  );
  const deflater = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  };
  await write(head);
  for (let written = 0; written < count; written += perPiece)
    await write(count - written >= perPiece ? piece : piece.subarray(0, (count - written) * 17));
  await write(Buffer.from('</sst>'));
  deflater.end();
  await ended;
  return {
    name: 'xl/sharedStrings.xml',
    data: Buffer.alloc(0),
    raw: Buffer.concat(compressed),
    declaredSize: size,
    crc,
  };
}
