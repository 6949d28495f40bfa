// Type only: errors.ts builds Zod schemas at load time, and Zod must stay out of the initial bundle.
import type { TErrorCode } from '@huella/shared/errors';
import type { ParseKeys } from 'i18next';
import { currentLanguage, i18n } from './i18n.ts';
import { showToast } from './notify.tsx';
import { clearSession, getAccessToken, getAccount } from './session.ts';
import { fetchWithUploadProgress, type TUploadProgress } from './upload-progress.ts';

/**
 * The one HTTP client of the web app (DESIGN.md §5, spec/workspace.md §7–8).
 *
 * - Base `/api`; `Authorization: Bearer <access token>` from the in-memory session unless
 *   `auth: false`; `Accept-Language` follows the UI language so server messages are translated.
 * - Path parameters fill `{name}` placeholders. A path with an id 0 (the forms' "new record" id)
 *   is never sent: the call resolves to null.
 * - Query values: arrays as repeated keys (`standards=1&standards=2`), dates as ISO strings,
 *   null/undefined left out.
 * - Timeout 300 s. A read (GET) that cannot reach the server shows "Connection refused" and
 *   resolves to null (the spec's empty result).
 * - A write (POST, PUT, PATCH, DELETE) is a failure unless its answer arrived and could be read: no
 *   connection (`CONNECTION`), no answer in time (`TIMEOUT`) or an unreadable answer (`UNPARSEABLE`)
 *   shows its toast and throws an `ApiError`, so a form keeps what was typed and a delete reports
 *   no success (`isUnconfirmedWrite` tells these apart from a refusal by the server).
 * - Any other non-2xx answer except 401 shows an error toast titled with the status and throws an
 *   `ApiError` carrying the field errors, for forms to show beside their fields.
 * - No connection (`navigator.onLine` false): nothing is sent. A write throws at once (`OFFLINE`)
 *   and its toast says nothing was saved and what was typed is kept; a read resolves to null. When
 *   the browser goes offline, the calls in flight are given up at once (`CONNECTION_LOST`) instead of
 *   waiting for an answer that cannot come; so is a write whose server stops answering even a
 *   health check (`watchConnection`).
 * - 401: one shared refresh for all concurrent calls (`setRefreshHandler`); on success the call is
 *   retried once. When the refresh fails for a signed-in user, the person signs in again over the
 *   page (`setReauthenticateHandler`), meanwhile every call of the session waits, and on success
 *   they are sent again with the new token — only if the same account signed in. Otherwise (no
 *   handler, cancelled, another account) the session is cleared (`onSignedOut` listeners run) and
 *   it throws.
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 300_000;

type TScalar = string | number | boolean | Date;
export type TQueryValue = TScalar | null | undefined | readonly (TScalar | null | undefined)[];
export type TQuery = Record<string, TQueryValue>;
export type TPathParams = Record<string, string | number>;
export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TRequestOptions<T = unknown> = {
  /** Values of the `{name}` placeholders of the path. */
  params?: TPathParams;
  query?: TQuery;
  /** JSON-encoded, except FormData, Blob, URLSearchParams and strings, which are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for calls made without a session (sign-in, sign-up, refresh…): no bearer, no refresh on 401. */
  auth?: boolean;
  /**
   * false when the caller shows the error itself (no toast), or a function saying which errors to
   * toast (a form that shows "this record does not exist" needs no 404 toast); the ApiError is
   * thrown either way.
   */
  notify?: boolean | ((error: ApiError) => boolean);
  responseType?: 'json' | 'blob' | 'text';
  /** Validates/converts the response body (for instance a shared Zod schema's `parse`). */
  parse?: (data: unknown) => T;
  timeoutMs?: number;
  /**
   * Told how much of the body has gone out (an upload's progress bar). `fetch` cannot tell, so such
   * a call goes through an XMLHttpRequest; its answer is handled like any other.
   */
  onUploadProgress?: TUploadProgress;
};

/**
 * Code of a failed call: the API's own `code`, or OFFLINE (the browser had no connection: nothing
 * was sent), CONNECTION (the server could not be reached, or the answer broke off), CONNECTION_LOST
 * (the network went away, or the server stopped answering, while the answer was awaited: the call
 * may have arrived), TIMEOUT (no answer in time), UNPARSEABLE (the body could not be read, e.g.
 * a proxy's HTML page) or UNKNOWN (an answer without a code).
 */
export type TApiErrorCode =
  TErrorCode | 'OFFLINE' | 'CONNECTION' | 'CONNECTION_LOST' | 'TIMEOUT' | 'UNPARSEABLE' | 'UNKNOWN';

/** A failed API call: the wire error shape `{ message, code, errors? }` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TApiErrorCode;
  /** Messages per field (`{ email: ['…'] }`), as the API sends them on 422. */
  readonly errors: Record<string, string[]>;
  /** The whole parsed error body, for answers that carry more than the common shape. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: TApiErrorCode;
    message: string;
    errors?: Record<string, string[]>;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.body = init.body ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A write whose outcome the server never confirmed: it was not reached, did not answer in time, or
 * answered something that could not be read. Nothing the user typed may be dropped on such a
 * failure, and no success may be shown.
 */
export function isUnconfirmedWrite(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.code === 'OFFLINE' ||
      error.code === 'CONNECTION' ||
      error.code === 'CONNECTION_LOST' ||
      error.code === 'TIMEOUT' ||
      (error.code === 'UNPARSEABLE' && error.status >= 200 && error.status < 300))
  );
}

/** Reads (GET) keep the spec's "empty result on connection failure"; every other method writes. */
export function isWriteMethod(method: TMethod): boolean {
  return method !== 'GET';
}

// ---------------------------------------------------------------------------------------------
// URLs

function serialiseScalar(value: TScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `standards=1&standards=2&search=diesel`; null/undefined values and array items are skipped. */
export function toQueryString(query: TQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (TScalar | null | undefined)[]) {
        if (item !== null && item !== undefined) search.append(key, serialiseScalar(item));
      }
    } else {
      search.append(key, serialiseScalar(value as TScalar));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a call, or null when the path carries an id 0 — a `{param}` equal to 0 or a literal
 * `/0` segment: such a call is a form's "new record" and there is nothing to fetch.
 */
export function buildUrl(path: string, params?: TPathParams, query?: TQuery): string | null {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const segments = filled.split('?')[0]!.split('/');
  if (segments.includes('0')) return null;
  const base = filled.startsWith('/') ? `${API_BASE}${filled}` : `${API_BASE}/${filled}`;
  return `${base}${toQueryString(query)}`;
}

// ---------------------------------------------------------------------------------------------
// Session refresh

let refreshHandler: (() => Promise<boolean>) | null = null;
let refreshing: Promise<boolean> | null = null;

/**
 * Installs the function that renews the access token (the identity feature calls
 * `POST /api/auth/refresh`); it resolves true when a new token is in place. Pass null to remove it.
 */
export function setRefreshHandler(handler: (() => Promise<boolean>) | null): void {
  refreshHandler = handler;
}

/** Every caller that meets a 401 while a refresh is under way waits for that same refresh. */
function refreshSession(): Promise<boolean> {
  const handler = refreshHandler;
  if (!handler) return Promise.resolve(false);
  refreshing ??= handler()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let reauthenticateHandler: (() => Promise<boolean>) | null = null;
let reauthenticating: Promise<boolean> | null = null;

/**
 * Installs the function that lets the signed-in person sign in again when their session can no
 * longer be renewed (a dialog over the page); it resolves true once a new session of the same
 * account is in place, false when the person gave up. Pass null to remove it. Answers the way to
 * remove this handler, which leaves one installed after it in place.
 */
export function setReauthenticateHandler(handler: (() => Promise<boolean>) | null): () => void {
  reauthenticateHandler = handler;
  // Removes this handler only: one installed since (the next frame's dialog) stays.
  return () => {
    if (reauthenticateHandler === handler) reauthenticateHandler = null;
  };
}

/**
 * Asks the signed-in person to sign in again; every call that needs it meanwhile waits for the same
 * answer. True only when the account that signs in is the one whose calls are waiting: another
 * account's session never carries the first one's writes.
 */
function reauthenticate(): Promise<boolean> {
  const handler = reauthenticateHandler;
  const account = getAccount();
  if (!handler || !account) return Promise.resolve(false);
  reauthenticating ??= handler()
    .catch(() => false)
    .then((signedIn) => signedIn && getAccount()?.id === account.id)
    .finally(() => {
      reauthenticating = null;
    });
  return reauthenticating;
}

// ---------------------------------------------------------------------------------------------
// Connection

/** Whether the browser says it has no network at all (then nothing can be sent). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** What gives up each call in flight when the browser goes offline. */
const giveUpOnOffline = new Set<() => void>();
let listeningForOffline = false;

function listenForOffline(): void {
  if (listeningForOffline || typeof window === 'undefined') return;
  listeningForOffline = true;
  // A lost network seldom fails a request: it hangs until the operating system gives up, which can
  // take minutes. The browser knows sooner, and says so with this event.
  window.addEventListener('offline', () => {
    for (const giveUp of [...giveUpOnOffline]) giveUp();
  });
}

/** How long a write waits for its answer before checking that the server can still be reached. */
export const CONNECTION_CHECK_AFTER_MS = 5_000;
/** How long that check waits for the server's health answer. */
export const CONNECTION_CHECK_TIMEOUT_MS = 4_000;

/**
 * While a write waits for its answer, checks every few seconds that the server still answers at
 * all (`GET /api/health`). A server that is merely slow (a large import) answers the check and the
 * write keeps waiting; when the check gets no answer either, the connection is gone (a network that
 * dropped without the browser noticing, a server that stopped answering) and the write is given up
 * (`giveUp`) instead of spinning until its timeout. Returns what stops the checks.
 */
function watchConnection(giveUp: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    const probe = new AbortController();
    const probeTimer = setTimeout(() => probe.abort(), CONNECTION_CHECK_TIMEOUT_MS);
    const answered = await fetch(`${API_BASE}/health`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: probe.signal,
    }).then(
      () => true,
      () => false,
    );
    clearTimeout(probeTimer);
    if (stopped) return;
    if (answered) timer = setTimeout(() => void check(), CONNECTION_CHECK_AFTER_MS);
    else giveUp();
  };
  timer = setTimeout(() => void check(), CONNECTION_CHECK_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

// ---------------------------------------------------------------------------------------------
// Errors

function t(key: ParseKeys<'common'>, options: { status?: number } = {}): string {
  return i18n.t(key, { ns: 'common', ...options });
}

type TErrorBody = { message?: unknown; detail?: unknown; code?: unknown; errors?: unknown };

function readErrorBody(text: string): { body: TErrorBody | null; parseable: boolean } {
  if (text.trim() === '') return { body: null, parseable: true };
  try {
    const parsed: unknown = JSON.parse(text);
    return { body: parsed && typeof parsed === 'object' ? (parsed as TErrorBody) : {}, parseable: true };
  } catch {
    return { body: null, parseable: false };
  }
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** Message of a failed answer: body message, else detail, else status text, else "Unknown error". */
async function toApiError(response: Response): Promise<ApiError> {
  const { body, parseable } = readErrorBody(await response.text().catch(() => ''));
  const message = !parseable
    ? t('apiErrors.unparseable')
    : (nonEmptyString(body?.message) ??
      nonEmptyString(body?.detail) ??
      nonEmptyString(response.statusText) ??
      t('apiErrors.unknown'));
  const code = typeof body?.code === 'string' ? (body.code as TErrorCode) : 'UNKNOWN';
  return new ApiError({
    status: response.status,
    code: parseable ? code : 'UNPARSEABLE',
    message,
    errors: fieldErrors(body?.errors),
    body,
  });
}

const WORDED_STATUSES = new Set([400, 403, 404, 409, 413, 414, 422, 429, 500]);

/** The toast's title says in words what happened; the status code stays in its detail for support. */
function errorTitle(error: ApiError): string {
  if (Object.keys(error.errors).length > 0) return t('apiErrors.fieldsTitle');
  if (WORDED_STATUSES.has(error.status)) return t(`apiErrors.titles.${error.status}` as ParseKeys<'common'>);
  return error.status >= 500 ? t('apiErrors.titles.500') : t('apiErrors.titles.other');
}

/**
 * The toast of a failed answer: its title says in words what happened (with field errors: fix the
 * marked fields, whose own messages the form shows beside them, not again here); its message is the
 * server's; the status code is in its detail, for support.
 */
function toastApiError(error: ApiError): void {
  showToast({
    kind: 'error',
    id: `api-error-${error.status}-${error.message}`,
    title: errorTitle(error),
    message: error.message,
    detail: t('apiErrors.detail', { status: error.status }),
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  ) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, responseType: TRequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204) return null;
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw unreadableAnswer(response.status);
  }
}

function unreadableAnswer(status: number): ApiError {
  return new ApiError({ status, code: 'UNPARSEABLE', message: t('apiErrors.unreadableAnswer') });
}

/** A body that broke off while it was read is a connection failure, like one that never came. */
class BrokenBody extends Error {
  constructor(readonly original: unknown) {
    super('The answer broke off');
  }
}

async function readAnswer<T>(response: Response, options: TRequestOptions<T>, isWrite: boolean) {
  let data: unknown;
  try {
    data = await readBody(response, options.responseType);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new BrokenBody(error);
  }
  if (!options.parse) return data as T;
  if (!isWrite) return options.parse(data);
  // A write's answer that is not what the API promises cannot confirm what was saved.
  try {
    return options.parse(data);
  } catch {
    throw unreadableAnswer(response.status);
  }
}

async function send<T>(
  method: TMethod,
  url: string,
  options: TRequestOptions<T>,
  isRetry: boolean,
): Promise<T | null> {
  const useSession = options.auth !== false;
  // A call of the session made while the person is asked to sign in again waits for that (sent now
  // it would only be refused), and is not sent at all when they give up.
  if (useSession && reauthenticating && !(await reauthenticating)) throw signedOut();
  if (isOffline()) return offline(method, options);
  const token = useSession ? getAccessToken() : null;
  const headers = new Headers(options.headers);
  headers.set('Accept', options.responseType === 'blob' ? '*/*' : 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  let connectionLost = false;
  const giveUp = () => {
    connectionLost = true;
    controller.abort();
  };
  listenForOffline();
  giveUpOnOffline.add(giveUp);
  // An upload (an import) shows its own progress and may keep a busy server at work for a while:
  // only the browser going offline gives it up.
  const stopWatching = isWriteMethod(method) && !options.onUploadProgress ? watchConnection(giveUp) : null;
  /** Once the answer is in, neither the clock nor the connection can give this call up any more. */
  const release = () => {
    clearTimeout(timer);
    stopWatching?.();
    giveUpOnOffline.delete(giveUp);
    options.signal?.removeEventListener('abort', forwardAbort);
  };

  try {
    let response: Response;
    try {
      response = options.onUploadProgress
        ? await fetchWithUploadProgress(
            url,
            { method, headers, body, signal: controller.signal },
            options.onUploadProgress,
          )
        : await fetch(url, {
            method,
            headers,
            body,
            signal: controller.signal,
            credentials: 'same-origin',
          });
    } catch (error) {
      if (timedOut) throw timeoutError(options);
      // The caller cancelled (a query unmounted): not an error worth telling anyone about.
      if (options.signal?.aborted) throw error;
      return connectionFailed(method, options, connectionLost);
    }

    if (response.status === 401 && useSession) {
      // Signing in again may take minutes: this call's timeout and connection checks are over.
      release();
      if (!isRetry) {
        // Another call may already have renewed the token while this one was in flight.
        const current = getAccessToken();
        const renewed =
          (current !== null && current !== token) || (await refreshSession()) || (await reauthenticate());
        if (renewed) return await send(method, url, options, true);
      }
      const error = await toApiError(response);
      clearSession();
      throw error;
    }

    if (!response.ok) {
      const error = await toApiError(response);
      if (response.status !== 401 && shouldNotify(options, error)) toastApiError(error);
      throw error;
    }

    return await readAnswer(response, options, isWriteMethod(method));
  } catch (error) {
    if (timedOut && !(error instanceof ApiError)) throw timeoutError(options);
    if (error instanceof BrokenBody) {
      if (options.signal?.aborted) throw error.original;
      return connectionFailed(method, options, connectionLost);
    }
    if (isUnconfirmedWrite(error) && error.code === 'UNPARSEABLE' && options.notify !== false) {
      showToast({
        kind: 'error',
        id: 'api-unreadable-answer',
        title: t('apiErrors.unconfirmedTitle'),
        message: error.message,
      });
    }
    throw error;
  } finally {
    release();
  }
}

function shouldNotify(options: TRequestOptions<unknown>, error: ApiError): boolean {
  return typeof options.notify === 'function' ? options.notify(error) : options.notify !== false;
}

/**
 * The server could not be reached (or its answer broke off, or the network went away while
 * waiting for it: `lost`): a read resolves to null, the spec's empty result; a write throws, since
 * nothing confirms it was saved. Both show the toast.
 */
function connectionFailed(method: TMethod, options: TRequestOptions<unknown>, lost = false): null {
  const isWrite = isWriteMethod(method);
  const message = lost
    ? t(isWrite ? 'apiErrors.connectionLostWrite' : 'apiErrors.connectionLostRead')
    : t('apiErrors.connectionRefused');
  if (options.notify !== false) {
    showToast({
      kind: 'error',
      id: lost ? 'api-connection-lost' : 'api-connection-refused',
      ...(lost ? { title: t('apiErrors.connectionLostTitle') } : {}),
      message,
    });
  }
  if (!isWrite) return null;
  throw new ApiError({ status: 0, code: lost ? 'CONNECTION_LOST' : 'CONNECTION', message });
}

/**
 * The browser has no connection, so nothing was sent: a write throws at once, saying that nothing
 * was saved and what was typed is kept (the form keeps it); a read resolves to null.
 */
function offline(method: TMethod, options: TRequestOptions<unknown>): null {
  const isWrite = isWriteMethod(method);
  const message = t(isWrite ? 'apiErrors.offlineWrite' : 'apiErrors.offlineRead');
  if (options.notify !== false) {
    showToast({ kind: 'error', id: isWrite ? 'api-offline-write' : 'api-offline-read', message });
  }
  if (!isWrite) return null;
  throw new ApiError({ status: 0, code: 'OFFLINE', message });
}

/** A call of a session the person chose to leave (or that another account replaced): never sent. */
function signedOut(): ApiError {
  return new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: t('apiErrors.signedOut') });
}

function timeoutError(options: TRequestOptions<unknown>): ApiError {
  const error = new ApiError({ status: 0, code: 'TIMEOUT', message: t('apiErrors.timeout') });
  if (options.notify !== false) {
    showToast({
      kind: 'error',
      id: 'api-timeout',
      title: t('apiErrors.timeoutTitle'),
      message: error.message,
    });
  }
  return error;
}

/**
 * Sends one call; resolves to the parsed body, or null (id 0, no content, a read that could not
 * reach the server). A write that was not confirmed throws (see `isUnconfirmedWrite`).
 */
export async function request<T = unknown>(
  method: TMethod,
  path: string,
  options: TRequestOptions<T> = {},
): Promise<T | null> {
  const url = buildUrl(path, options.params, options.query);
  if (url === null) return null;
  return send(method, url, options, false);
}

type TBodyless<T> = Omit<TRequestOptions<T>, 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: TBodyless<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: TBodyless<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: TBodyless<T>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: TBodyless<T>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: TRequestOptions<T>) => request<T>('DELETE', path, options),
};
