import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '@huella/shared';
import { AppError } from './app-error.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Reads a multipart form: its text fields validated by `schema` (a 422 with field errors otherwise)
 * and at most one file from `fileField`, buffered up to the size limit (413 beyond).
 */
export async function readMultipart<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  fileField: string,
): Promise<{ fields: z.infer<T>; file: Buffer | null; method: string | null }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', { message: 'errors.UNSUPPORTED_MEDIA_TYPE' });
  const raw: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && bytes.length > 0) file = bytes;
    } else if (typeof part.value === 'string') {
      raw[part.fieldname] = part.value;
    }
  }
  const { _method: method = null, ...values } = raw;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    throw new AppError('VALIDATION', { errors: fieldErrors(parsed.error.issues, request.lang) });
  }
  return { fields: parsed.data, file, method };
}
