import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, IMAGE_MAX_BYTES } from '@huella/shared';
import { AppError } from './app-error.ts';

/** Avatars and logos: the shared limit the web app checks before sending. */
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;

/** The answer to an upload that has not arrived whole in its time: 408, said in seconds. */
function uploadTimedOut(seconds: number): AppError {
  return new AppError('REQUEST_TIMEOUT', { message: 'errors.UPLOAD_TIMEOUT', params: { seconds } });
}

/**
 * What reading the parts threw, as the error to answer. The multipart plugin's own limits (413)
 * and checks keep their answer; anything else comes from a body that is truncated or does not
 * follow its boundary, which is the client's malformed request, not a server failure.
 */
function readFailure(error: unknown): Error {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode < 500
  )
    return error as Error;
  return new AppError('BAD_REQUEST', { message: 'errors.MALFORMED_MULTIPART', cause: error });
}

/**
 * Reads a multipart form: its text fields validated by `schema` (a 422 with field errors otherwise)
 * and at most one file, taken only from `fileField` and buffered up to `maxBytes` (an image's 2 MB
 * unless the route says; 413 beyond).
 * A file sent under any other name is a 422 on that name, so a misnamed upload is never silently
 * dropped. A truncated or malformed body is a 400; a body still arriving after `timeoutSeconds`
 * is a 408.
 */
export async function readMultipart<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  fileField: string,
  { maxBytes = MAX_IMAGE_BYTES, timeoutSeconds }: { maxBytes?: number; timeoutSeconds?: number } = {},
): Promise<{ fields: z.infer<T>; file: Buffer | null; fileName: string | null; method: string | null }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', { message: 'errors.UNSUPPORTED_MEDIA_TYPE' });
  const raw: Record<string, string> = {};
  const misplaced: string[] = [];
  let file: Buffer | null = null;
  let fileName: string | null = null;
  const reading = (async () => {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 40 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) misplaced.push(part.fieldname);
        else if (bytes.length > 0) {
          file = bytes;
          fileName = part.filename || null;
        }
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  try {
    await (timeoutSeconds === undefined
      ? reading
      : Promise.race([
          reading,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(uploadTimedOut(timeoutSeconds)), timeoutSeconds * 1000);
          }),
        ]));
  } catch (error) {
    // A stalled upload is left unread: its answer closes the connection, which ends the reading.
    reading.catch(() => undefined);
    throw readFailure(error);
  } finally {
    clearTimeout(timer);
  }
  const { _method: method = null, ...values } = raw;
  const parsed = schema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, request.lang);
  for (const name of misplaced) (errors[name] ??= []).push('validation.unknown_field');
  if (!parsed.success || misplaced.length > 0) throw new AppError('VALIDATION', { errors });
  return { fields: parsed.data as z.infer<T>, file, fileName, method };
}
