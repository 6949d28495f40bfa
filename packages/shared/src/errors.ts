import { z } from 'zod';

/** Every error the API answers carries one of these codes; the HTTP status follows from it. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]);

/** The one error shape of the API: `{ message, errors?, code }`. */
export const ZApiError = z.object({
  message: z.string(),
  code: ZErrorCode,
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export function errorCodeForStatus(status: number): TErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [TErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
