import { notifications, notificationsStore } from '@mantine/notifications';
import { Children, isValidElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  buildUrl,
  CONNECTION_CHECK_AFTER_MS,
  CONNECTION_CHECK_TIMEOUT_MS,
  isUnconfirmedWrite,
  REQUEST_TIMEOUT_MS,
  setReauthenticateHandler,
  setRefreshHandler,
  toQueryString,
} from './api-client.ts';
import { changeLanguage, i18nReady } from './i18n.ts';
import {
  clearSession,
  getAccessToken,
  getAccount,
  onSignedOut,
  setAccessToken,
  startSession,
} from './session.ts';
import { makeAccount } from '../test/accounts.ts';

/**
 * The client is the unit under test, so the network is the one thing replaced: a stubbed global
 * fetch answers each call. Toasts are read from Mantine's real notification store.
 */

type TCall = { url: string; init: RequestInit; headers: Headers };

let calls: TCall[] = [];

function stubFetch(handler: (call: TCall) => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, init, headers: new Headers(init.headers) };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The visible text of a toast's part (its message may hold a detail line under the text). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function detailOf(node: ReactNode): string | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  const parts = Children.toArray(node.props.children);
  const detail = parts.find(
    (part) => isValidElement<Record<string, unknown>>(part) && 'data-toast-detail' in part.props,
  );
  return detail ? textOf(detail) : undefined;
}

function toasts() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue].map((n) => {
    const detail = detailOf(n.message);
    const message = textOf(n.message);
    return {
      title: n.title as string | undefined,
      message: detail ? message.slice(0, -detail.length) : message,
      ...(detail ? { detail } : {}),
    };
  });
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
});

beforeEach(() => {
  calls = [];
  notifications.clean();
  setRefreshHandler(null);
  setReauthenticateHandler(null);
  setAccessToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearSession();
});

/** A fetch that never answers, but stops (as fetch does) when its call is aborted. */
function hangingAnswer(init: RequestInit): Promise<Response> {
  return new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('URLs', () => {
  it('prefixes /api, fills path parameters and repeats array query keys', () => {
    expect(buildUrl('/standards')).toBe('/api/standards');
    expect(buildUrl('/gases/{id}', { id: 7 })).toBe('/api/gases/7');
    expect(buildUrl('/types/{group}', { group: 'emission source' })).toBe('/api/types/emission%20source');
    expect(
      toQueryString({
        standards: [1, 2],
        search: 'diésel',
        company_id: 3,
        client_id: null,
        provider_id: undefined,
        fly: false,
        date_from: new Date('2024-01-01T00:00:00.000Z'),
      }),
    ).toBe(
      '?standards=1&standards=2&search=di%C3%A9sel&company_id=3&fly=false&date_from=2024-01-01T00%3A00%3A00.000Z',
    );
    expect(toQueryString({})).toBe('');
  });

  it('refuses a path whose placeholder has no value', () => {
    expect(() => buildUrl('/gases/{id}')).toThrow(/Missing path parameter "id"/);
  });
});

describe('id 0', () => {
  it('resolves to null without sending when a path parameter is 0', async () => {
    const fetchStub = stubFetch(() => json(200, { id: 0 }));
    await expect(api.get('/gases/{id}', { params: { id: 0 } })).resolves.toBeNull();
    await expect(
      api.get('/factors/{factor}/gas-emissions/{id}', { params: { factor: 4, id: '0' } }),
    ).resolves.toBeNull();
    await expect(api.put('/gases/0', { name: 'CO2' })).resolves.toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends ids that merely contain a zero', async () => {
    stubFetch(() => json(200, { id: 10 }));
    await expect(api.get('/gases/{id}', { params: { id: 10 } })).resolves.toEqual({ id: 10 });
    expect(calls[0]?.url).toBe('/api/gases/10');
  });
});

describe('requests', () => {
  it('sends JSON with the bearer token and the UI language', async () => {
    setAccessToken('token-1');
    stubFetch(() => json(201, { id: 5 }));
    const created = await api.post<{ id: number }>('/gases', { name: 'Methane', pc: 28 });
    expect(created).toEqual({ id: 5 });
    const [call] = calls;
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"name":"Methane","pc":28}');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call?.headers.get('Accept-Language')).toBe('en');
  });

  it('leaves the bearer out of calls made without a session', async () => {
    setAccessToken('token-1');
    stubFetch(() => json(200, { ok: true }));
    await api.post('/auth/sign-in', { email: 'a@b.co', password: 'x' }, { auth: false });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('passes FormData through untouched (multipart uploads)', async () => {
    stubFetch(() => json(200, { imported: 3 }));
    const form = new FormData();
    form.append('company_id', '1');
    await api.post('/emission-activities/import', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('resolves to null for an answer without content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/gases/{id}', { params: { id: 3 } })).resolves.toBeNull();
  });

  it('runs the response through `parse`', async () => {
    stubFetch(() => json(200, { value: '2.5' }));
    const value = await api.get('/x', { parse: (data) => Number((data as { value: string }).value) });
    expect(value).toBe(2.5);
  });
});

describe('errors', () => {
  it('toasts in words what to fix, keeps the status in the detail, and throws an ApiError with the field errors', async () => {
    stubFetch(() =>
      json(422, {
        message: 'Please check the data sent.',
        code: 'VALIDATION',
        errors: { name: ['Required'] },
      }),
    );
    const error = await api.post('/gases', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Please check the data sent.',
      errors: { name: ['Required'] },
    });
    expect(toasts()).toEqual([
      { title: 'Fix the marked fields', message: 'Please check the data sent.', detail: 'Code 422' },
    ]);
  });

  it('words a refused call without field errors by its status', async () => {
    stubFetch(() =>
      json(422, { message: 'The logo must be a PNG, JPEG, GIF or WEBP image.', code: 'VALIDATION' }),
    );
    await expect(api.post('/companies/1/logo', {})).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([
      {
        title: 'Check the data',
        message: 'The logo must be a PNG, JPEG, GIF or WEBP image.',
        detail: 'Code 422',
      },
    ]);
  });

  it('lets a caller keep a 404 to itself and still toast other failures', async () => {
    const notFound = (error: ApiError) => error.status !== 404;
    stubFetch(() => json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    await expect(api.get('/gases/9', { notify: notFound })).rejects.toMatchObject({ status: 404 });
    expect(toasts()).toEqual([]);
    stubFetch(() => json(500, { message: 'Internal error', code: 'INTERNAL' }));
    await expect(api.get('/gases/9', { notify: notFound })).rejects.toMatchObject({ status: 500 });
    expect(toasts()).toEqual([{ title: 'Server error', message: 'Internal error', detail: 'Code 500' }]);
  });

  it('falls back to detail, then status text, then "Unknown error"', async () => {
    stubFetch(() => json(400, { detail: 'Bad filter' }));
    await expect(api.get('/a')).rejects.toThrow('Bad filter');
    stubFetch(() => json(404, {}, 'Not Found'));
    await expect(api.get('/b')).rejects.toThrow('Not Found');
    stubFetch(() => json(500, { message: '' }));
    await expect(api.get('/c')).rejects.toThrow('Unknown error');
    expect(toasts().map((toast) => `${toast.title}: ${toast.message} (${toast.detail})`)).toEqual([
      'Invalid request: Bad filter (Code 400)',
      'Not found: Not Found (Code 404)',
      'Server error: Unknown error (Code 500)',
    ]);
  });

  it('says so when the error body cannot be parsed', async () => {
    stubFetch(() => new Response('<html>502 Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.get('/a').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'UNPARSEABLE' });
    expect(toasts()).toEqual([
      {
        title: 'Server error',
        message: 'Unexpected error, could not parse error response',
        detail: 'Code 502',
      },
    ]);
  });

  it('shows the messages in Spanish when the UI is in Spanish', async () => {
    await changeLanguage('es');
    try {
      stubFetch(() => new Response('not json', { status: 500 }));
      await expect(api.get('/a')).rejects.toThrow(
        'Error inesperado: no se pudo interpretar la respuesta de error',
      );
      stubFetch(() => json(500, {}));
      await expect(api.get('/b')).rejects.toThrow('Error desconocido');
      expect(calls.at(-1)?.headers.get('Accept-Language')).toBe('es');
    } finally {
      await changeLanguage('en');
    }
  });

  it('can leave the toast to the caller', async () => {
    stubFetch(() => json(409, { message: 'Already exists', code: 'CONFLICT' }));
    await expect(api.post('/gases', {}, { notify: false })).rejects.toMatchObject({ status: 409 });
    expect(toasts()).toEqual([]);
  });

  it('shows "Connection refused" and resolves a read to null when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/standards')).resolves.toBeNull();
    await expect(api.get('/sources')).resolves.toBeNull();
    // Shown once even though two calls failed.
    expect(toasts()).toEqual([{ title: undefined, message: 'Connection refused to the server' }]);
  });

  it('rejects a write that cannot reach the server, with the same toast', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const write of [
      () => api.post('/gases', { name: 'Methane' }),
      () => api.put('/gases/{id}', { name: 'Methane' }, { params: { id: 3 } }),
      () => api.patch('/gases/{id}', { name: 'Methane' }, { params: { id: 3 } }),
      () => api.delete('/gases/{id}', { params: { id: 3 } }),
    ]) {
      const error = await write().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 'CONNECTION',
        status: 0,
        message: 'Connection refused to the server',
      });
      expect(isUnconfirmedWrite(error)).toBe(true);
    }
    expect(toasts()).toEqual([{ title: undefined, message: 'Connection refused to the server' }]);
  });

  it('rejects a write whose answer breaks off while it is read; a read resolves to null', async () => {
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            controller.error(new TypeError('network error'));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    stubFetch(broken);
    await expect(api.post('/gases', { name: 'Methane' })).rejects.toMatchObject({ code: 'CONNECTION' });
    await expect(api.get('/gases')).resolves.toBeNull();
  });

  it('rejects a write whose 200 answer cannot be read, saying it may not have been saved', async () => {
    stubFetch(() => new Response('<html>Welcome to the captive portal</html>', { status: 200 }));
    const error = await api.post('/gases', { name: 'Methane' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'UNPARSEABLE' });
    expect(isUnconfirmedWrite(error)).toBe(true);
    expect(toasts()).toEqual([
      { title: 'It may not have been saved', message: "The server's answer could not be read" },
    ]);
  });

  it('rejects a write whose answer is not the shape the API promises', async () => {
    stubFetch(() => json(201, { unexpected: true }));
    const parse = (data: unknown) => {
      if (typeof (data as { id?: unknown }).id !== 'number') throw new TypeError('not a gas');
      return data as { id: number };
    };
    await expect(api.post('/gases', { name: 'Methane' }, { parse })).rejects.toMatchObject({
      code: 'UNPARSEABLE',
      status: 201,
    });
    // A read's own parse failure stays the caller's (the query shows it failed).
    await expect(api.get('/gases/1', { parse })).rejects.toBeInstanceOf(TypeError);
  });

  it('tells a write the server refused from one it never confirmed', () => {
    const refused = new ApiError({ status: 422, code: 'VALIDATION', message: 'Check the data.' });
    const proxyPage = new ApiError({ status: 502, code: 'UNPARSEABLE', message: 'Bad gateway' });
    expect(isUnconfirmedWrite(refused)).toBe(false);
    expect(isUnconfirmedWrite(proxyPage)).toBe(false);
    expect(isUnconfirmedWrite(new Error('x'))).toBe(false);
    expect(isUnconfirmedWrite(new ApiError({ status: 0, code: 'TIMEOUT', message: 'slow' }))).toBe(true);
  });

  it('rejects a write that gets no answer in time from a server that still answers its health check', async () => {
    stubFetch(({ url, init }) => (url === '/api/health' ? json(200, { status: 'ok' }) : hangingAnswer(init)));
    vi.useFakeTimers();
    const pending = api
      .put('/gases/{id}', { name: 'Methane' }, { params: { id: 3 } })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect(isUnconfirmedWrite(error)).toBe(true);
    expect(toasts()[0]?.title).toBe('Request timed out');
    // A slow server is asked, every few seconds, whether it still answers at all.
    const checks = calls.filter((call) => call.url === '/api/health').length;
    expect(checks).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS / (CONNECTION_CHECK_AFTER_MS * 2));
  });

  it('gives up after the timeout (300 s by default)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.useFakeTimers();
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect(toasts()[0]?.title).toBe('Request timed out');
  });

  it('stays quiet when the caller cancels', async () => {
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/a', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts()).toEqual([]);
  });
});

describe('401 and the session refresh', () => {
  it('does not toast a 401', async () => {
    stubFetch(() => json(401, { message: 'Wrong e-mail or password', code: 'UNAUTHENTICATED' }));
    await expect(api.post('/auth/sign-in', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(toasts()).toEqual([]);
  });

  it('shares one refresh between concurrent 401s and retries each call once', async () => {
    setAccessToken('old');
    let release: (value: boolean) => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          release = (ok) => {
            setAccessToken('new');
            resolve(ok);
          };
        }),
    );
    setRefreshHandler(refresh);
    stubFetch(({ headers, url }) =>
      headers.get('Authorization') === 'Bearer new'
        ? json(200, { url })
        : json(401, { code: 'UNAUTHENTICATED', message: 'expired' }),
    );

    const results = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    release(true);

    await expect(results).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(6);
    expect(calls.slice(3).every((call) => call.headers.get('Authorization') === 'Bearer new')).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('retries without refreshing again when another call already renewed the token', async () => {
    setAccessToken('old');
    const refresh = vi.fn(async () => true);
    setRefreshHandler(refresh);
    stubFetch(({ headers }) => {
      if (headers.get('Authorization') === 'Bearer old') {
        setAccessToken('renewed-meanwhile');
        return json(401, { code: 'UNAUTHENTICATED', message: 'expired' });
      }
      return json(200, { ok: true });
    });
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('clears the session, tells onSignedOut listeners and throws when the refresh fails', async () => {
    setAccessToken('old');
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const refresh = vi.fn(async () => false);
    setRefreshHandler(refresh);
    stubFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'expired' }));
    try {
      const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(getAccessToken()).toBeNull();
      expect(signedOut).toHaveBeenCalled();
      expect(calls).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('treats a refresh handler that throws as a failed refresh', async () => {
    setAccessToken('old');
    setRefreshHandler(() => Promise.reject(new Error('network')));
    stubFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'expired' }));
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
  });

  it('signs out when the retried call is refused again', async () => {
    setAccessToken('old');
    const refresh = vi.fn(async () => {
      setAccessToken('new');
      return true;
    });
    setRefreshHandler(refresh);
    stubFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'revoked' }));
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401, message: 'revoked' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
    clearSession();
  });
});

describe('no connection', () => {
  function goOffline() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  }

  it('fails a write at once while the browser is offline, sends nothing, and says nothing was saved', async () => {
    stubFetch(() => json(201, { id: 1 }));
    goOffline();
    const error = await api.post('/gases', { name: 'Methane' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OFFLINE', status: 0 });
    expect(isUnconfirmedWrite(error)).toBe(true);
    expect(calls).toEqual([]);
    expect(toasts()).toEqual([
      {
        title: undefined,
        message:
          'No connection: nothing was saved. What you typed is kept; save again once the connection is back.',
      },
    ]);
  });

  it('resolves a read to null while offline, without sending it', async () => {
    stubFetch(() => json(200, { data: [] }));
    goOffline();
    await expect(api.get('/gases')).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(toasts()[0]?.message).toMatch(/^No connection: the data could not be loaded/);
  });

  it('gives up the calls in flight as soon as the browser goes offline', async () => {
    stubFetch(({ init }) => hangingAnswer(init));
    const write = api.put('/gases/{id}', { name: 'Methane' }, { params: { id: 3 } }).catch((e: unknown) => e);
    const read = api.get('/gases');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    window.dispatchEvent(new Event('offline'));
    const error = await write;
    expect(error).toMatchObject({ code: 'CONNECTION_LOST', status: 0 });
    expect(isUnconfirmedWrite(error)).toBe(true);
    expect((error as ApiError).message).toMatch(/may not have been saved\. What you typed is kept/);
    await expect(read).resolves.toBeNull();
    expect(toasts().map((toast) => toast.title)).toContain('Connection lost');
  });

  it('gives up a write when the server stops answering even its health check', async () => {
    stubFetch(({ init }) => hangingAnswer(init));
    vi.useFakeTimers();
    const write = api.post('/gases', { name: 'Methane' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CONNECTION_CHECK_AFTER_MS + CONNECTION_CHECK_TIMEOUT_MS);
    const error = await write;
    expect(error).toMatchObject({ code: 'CONNECTION_LOST', status: 0 });
    expect(calls.map((call) => call.url)).toEqual(['/api/gases', '/api/health']);
    expect(toasts()[0]).toMatchObject({ title: 'Connection lost' });
  });

  it('does not check the health of a write that is answered', async () => {
    stubFetch(() => json(201, { id: 1 }));
    vi.useFakeTimers();
    await expect(api.post('/gases', { name: 'Methane' })).resolves.toEqual({ id: 1 });
    await vi.advanceTimersByTimeAsync(CONNECTION_CHECK_AFTER_MS * 3);
    expect(calls.map((call) => call.url)).toEqual(['/api/gases']);
  });
});

describe('signing in again when the session cannot be renewed', () => {
  const ACCOUNT = makeAccount({ id: 7, email: 'ana@example.com' });

  function expiredSession() {
    startSession({ access_token: 'old', user: ACCOUNT });
    setRefreshHandler(async () => false);
  }

  /** A sign-in dialog the test answers: `answer` starts the given session (or none) and resolves. */
  function dialog() {
    let answer: (session: { token: string; accountId: number } | null) => void = () => {};
    const handler = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = (session) => {
            if (session) {
              startSession({ access_token: session.token, user: makeAccount({ id: session.accountId }) });
            }
            resolve(session !== null);
          };
        }),
    );
    setReauthenticateHandler(handler);
    return { handler, answer: (session: { token: string; accountId: number } | null) => answer(session) };
  }

  function refusingOldToken() {
    stubFetch(({ headers, url, init }) =>
      headers.get('Authorization') === 'Bearer old'
        ? json(401, { code: 'UNAUTHENTICATED', message: 'expired' })
        : json(200, { url, body: init.body ?? null }),
    );
  }

  it('waits for the person to sign in again, then sends the write with what was typed and the new token', async () => {
    expiredSession();
    const { handler, answer } = dialog();
    refusingOldToken();

    const write = api.post('/emission-sources', { code: 'CAL-01', name: 'Caldera' });
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    // A call made while the dialog is open waits for it instead of being refused.
    const read = api.get('/emission-sources');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.url)).toEqual(['/api/emission-sources']);
    expect(getAccount()?.id).toBe(7);

    answer({ token: 'new', accountId: 7 });
    await expect(write).resolves.toEqual({
      url: '/api/emission-sources',
      body: JSON.stringify({ code: 'CAL-01', name: 'Caldera' }),
    });
    await expect(read).resolves.toEqual({ url: '/api/emission-sources', body: null });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.slice(1).map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer new',
      'Bearer new',
    ]);
    expect(getAccessToken()).toBe('new');
    expect(toasts()).toEqual([]);
  });

  it('keeps the dialog of the frame that came in when the one that left removes its own', async () => {
    expiredSession();
    const leaving = vi.fn(async () => false);
    const removeLeaving = setReauthenticateHandler(leaving);
    // The next frame installs its dialog before the leaving one cleans up.
    const { handler, answer } = dialog();
    removeLeaving();
    refusingOldToken();
    const write = api.post('/emission-sources', { code: 'CAL-01' });
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    answer({ token: 'new', accountId: 7 });
    await expect(write).resolves.toMatchObject({ body: JSON.stringify({ code: 'CAL-01' }) });
    expect(leaving).not.toHaveBeenCalled();
  });

  it('shares one dialog between calls refused at the same time', async () => {
    expiredSession();
    const { handler, answer } = dialog();
    refusingOldToken();
    const results = Promise.all([api.get('/a'), api.put('/b', { x: 1 }), api.delete('/c')]);
    await vi.waitFor(() => expect(handler).toHaveBeenCalled());
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    answer({ token: 'new', accountId: 7 });
    await expect(results).resolves.toHaveLength(3);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(6);
  });

  it('never replays the write in the session of another account', async () => {
    expiredSession();
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const { handler, answer } = dialog();
    refusingOldToken();
    try {
      const write = api.post('/emission-sources', { code: 'CAL-01' }).catch((e: unknown) => e);
      await vi.waitFor(() => expect(handler).toHaveBeenCalled());
      answer({ token: 'other', accountId: 99 });
      await expect(write).resolves.toMatchObject({ status: 401 });
      expect(calls.filter((call) => call.headers.get('Authorization') === 'Bearer other')).toEqual([]);
    } finally {
      stop();
    }
  });

  it('signs out as before when the person cancels, and sends none of the calls that waited', async () => {
    expiredSession();
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const { handler, answer } = dialog();
    refusingOldToken();
    try {
      const write = api.post('/emission-sources', { code: 'CAL-01' }).catch((e: unknown) => e);
      await vi.waitFor(() => expect(handler).toHaveBeenCalled());
      const waiting = api.put('/emission-sources/{id}', { code: 'X' }, { params: { id: 4 } });
      answer(null);
      await expect(write).resolves.toMatchObject({ status: 401 });
      await expect(waiting).rejects.toMatchObject({ status: 401 });
      expect(calls).toHaveLength(1);
      expect(getAccessToken()).toBeNull();
      expect(signedOut).toHaveBeenCalledWith('expired');
    } finally {
      stop();
    }
  });

  it('asks nobody when no account is signed in (a token without an account)', async () => {
    setAccessToken('old');
    setRefreshHandler(async () => false);
    const { handler } = dialog();
    refusingOldToken();
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });
});
