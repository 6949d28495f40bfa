import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  errorCodeForStatus,
  fieldErrors,
  pickLanguage,
  translate,
  type TApiError,
  type TErrorCode,
  type TLanguage,
  type TMessageParams,
} from '@huella/shared';
import type { z } from 'zod';
import { isDatabaseBusy, isInputDataError } from '../db/errors.ts';
import { AppError, paramsIn } from '../lib/app-error.ts';

type Issue = z.core.$ZodIssue;

/** Fastify's own error codes that are the client's fault, with the code they answer. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'errors.MALFORMED_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'errors.MALFORMED_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'BAD_REQUEST', message: 'errors.UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'errors.BAD_REQUEST' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'BAD_REQUEST', message: 'errors.UNSUPPORTED_MEDIA_TYPE' },
};

/** Seconds a request refused for want of a database connection is told to wait (Retry-After). */
const BUSY_RETRY_SECONDS = 2;

export function errorBody(
  code: TErrorCode,
  lang: TLanguage,
  message?: string,
  params: TMessageParams = {},
  errors?: Record<string, string[]>,
): TApiError {
  const body: TApiError = { message: translate(message ?? `errors.${code}`, lang, params), code };
  if (errors && Object.keys(errors).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [field, list.map((m) => translate(m, lang, params))]),
    );
  }
  return body;
}

/** Rebuilds the Zod issues that fastify-type-provider-zod flattened into Fastify's validation list. */
function issuesOf(error: {
  validation: { keyword: string; instancePath: string; message?: string; params: object }[];
}) {
  return error.validation.map(
    (v) =>
      ({
        ...v.params,
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
      }) as unknown as Issue,
  );
}

function send(reply: FastifyReply, status: number, body: TApiError) {
  if (!reply.sent) void reply.status(status).type('application/json; charset=utf-8').send(body);
  return reply;
}

/** The one error handler: every failure leaves the API as `{ message, errors?, code }`. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? 'es';
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'service error');
        if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
        return send(
          reply,
          error.status,
          errorBody(error.code, lang, error.message, paramsIn(error, lang), error.errors),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(issuesOf(error), lang);
        return send(reply, 422, errorBody('VALIDATION', lang, undefined, {}, errors));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return send(reply, 500, errorBody('INTERNAL', lang));
      }
      if (isDatabaseBusy(error)) {
        // Every connection is taken: nothing was done, and a retry in a moment is likely to pass.
        request.log.warn({ err: error }, 'no database connection was free in time');
        void reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        return send(reply, 503, errorBody('SERVICE_UNAVAILABLE', lang, 'errors.BUSY'));
      }
      if (isInputDataError(error)) {
        // The shared schemas should have refused the value; say which route let it through.
        request.log.warn({ err: error }, 'the database refused a value of the request');
        return send(reply, 400, errorBody('BAD_REQUEST', lang, 'errors.INVALID_VALUE'));
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known)
        return send(
          reply,
          400 <= (error.statusCode ?? 0) ? error.statusCode! : 400,
          errorBody(known.code, lang, known.message),
        );
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after') ?? 60);
        return send(reply, 429, errorBody('RATE_LIMITED', lang, undefined, { count: seconds }));
      }
      if (status >= 400 && status < 500) {
        return send(reply, status, errorBody(errorCodeForStatus(status), lang));
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, errorBody('INTERNAL', lang));
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

/**
 * Fastify answers a path it cannot route before any hook or error handler runs: a malformed
 * percent-encoding (`%zz`) or a path parameter longer than the router takes. These answers too
 * leave in the one error shape.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const lang = pickLanguage(request.headers['accept-language']);
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, errorBody('BAD_REQUEST', lang, 'errors.MALFORMED_URL'));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(reply, 414, errorBody('BAD_REQUEST', lang, 'errors.URL_TOO_LONG'));
    default:
      request.log.error({ err: error }, 'unexpected router error');
      return send(reply, 500, errorBody('INTERNAL', lang));
  }
};

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
};

/**
 * A request Node cannot even parse (bad HTTP, headers over the size limit, a timeout) is answered
 * on the socket, with no request to read a language from: in the error shape, in Spanish.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  // The message of its code: a request that took too long says so, not that it was not valid.
  const body = JSON.stringify(errorBody(errorCodeForStatus(status), 'es'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
