import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@huella/shared';

// Write handlers return their answer rather than sending it, so it leaves only once the write's
// transaction has committed (plugins/audit.ts); these set the status on the way.

/** 201 with `answer`. */
export function created<T>(reply: FastifyReply, answer: T): T {
  void reply.code(201);
  return answer;
}

/** 204, no body. */
export function noContent(reply: FastifyReply): null {
  void reply.code(204);
  return null;
}

/** A refusal answered with a body of its own (an import's failing rows): nothing it did is kept. */
export function refused<T>(reply: FastifyReply, status: 409 | 413 | 422, answer: T): T {
  void reply.code(status);
  return answer;
}

/** The media type of an xlsx workbook (the shared one). */
export const XLSX_TYPE = XLSX_MEDIA_TYPE;
/** The media type of the CSV exports (UTF-8, with a byte-order mark). */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Marks the answer as a file to save (or, `inline`, to show) under `filename`: its type, a name any
 * browser reads (an ASCII fallback, and the real name encoded for those that take it) and, unless
 * said otherwise, no caching of what is the company's data.
 */
export function asFile(
  reply: FastifyReply,
  type: string,
  filename: string,
  { inline = false, cache = 'no-store' }: { inline?: boolean; cache?: string } = {},
): FastifyReply {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return reply
    .type(type)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('cache-control', cache);
}

/** The media types an export answers with (`format`: csv or xlsx). */
export const EXPORT_TYPES = ['text/csv', XLSX_TYPE];

/**
 * Sends a list's export as a file to save, `<name>.csv` or `<name>.xlsx` as its format is: the
 * stream it answers is what the handler returns.
 */
export function asExport(
  reply: FastifyReply,
  file: { stream: Readable; type: string; extension: string },
  name: string,
): Readable {
  asFile(reply, file.type, `${name}.${file.extension}`);
  return file.stream;
}
