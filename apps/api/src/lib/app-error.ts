import {
  ERROR_STATUS,
  translate,
  type TErrorCode,
  type TLanguage,
  type TMessageParams,
} from '@huella/shared';

type AppErrorOptions = {
  /** A message key of the shared catalogue (`errors.…`) or a ready sentence; defaults to `errors.<code>`. */
  message?: string;
  params?: TMessageParams;
  /**
   * Params that are words of the shared catalogue (`limits.num_users`): the answer puts each in its
   * own language, beside `params`.
   */
  paramKeys?: Record<string, string>;
  /** Field errors, as message keys or sentences, by field path. */
  errors?: Record<string, string[]>;
  /** Seconds, sent as Retry-After (429). */
  retryAfter?: number;
  cause?: unknown;
  /**
   * The writes made before this error stand: it answers a failure that itself had to be recorded
   * (a wrong code counted, a replayed session's family revoked). Otherwise a failed write leaves nothing.
   */
  keepsWrites?: boolean;
};

/** The one error a service throws; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly params: TMessageParams;
  readonly paramKeys: Record<string, string>;
  readonly errors: Record<string, string[]> | undefined;
  readonly retryAfter: number | undefined;
  readonly keepsWrites: boolean;

  constructor(
    readonly code: TErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? `errors.${code}`, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.paramKeys = options.paramKeys ?? {};
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
    this.keepsWrites = options.keepsWrites ?? false;
  }
}

/** The error's params with its catalogue words (`paramKeys`) in the language. */
export function paramsIn(error: AppError, lang: TLanguage): TMessageParams {
  const words = Object.entries(error.paramKeys).map(([name, key]) => [name, translate(key, lang)]);
  return words.length === 0 ? error.params : { ...error.params, ...Object.fromEntries(words) };
}

const DAY_MS = 86_400_000;

/**
 * The refusal of one more of what a day allows (`limit` in 24 hours, the oldest of them at
 * `oldest`): 429 in `message`'s words, with the hours and the Retry-After until that oldest one is
 * a day old.
 */
export function pastDailyLimit(message: string, limit: number, oldest: Date | null): AppError {
  const seconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + DAY_MS - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', {
    message,
    params: { limit, hours: Math.ceil(seconds / 3600) },
    retryAfter: seconds,
  });
}

export const notFound = (options?: AppErrorOptions) => new AppError('NOT_FOUND', options);
export const forbidden = (options?: AppErrorOptions) => new AppError('FORBIDDEN', options);
export const conflict = (options?: AppErrorOptions) => new AppError('CONFLICT', options);
