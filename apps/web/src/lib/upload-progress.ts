/**
 * `fetch` cannot tell how much of a request body has gone out; an XMLHttpRequest can. This sends
 * one request the way `fetch` would (same method, headers, body, abort signal, cookies of the same
 * origin) and reports the upload's progress, then answers a standard `Response`, so the API client
 * treats the answer exactly as it treats a fetched one (errors, 401 refresh, parsing).
 */

/** How much of the body the browser has sent: `loaded` of `total` bytes (total 0 when unknown). */
export type TUploadProgress = (loaded: number, total: number) => void;

/** Statuses whose answer has no body: a `Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index <= 0) continue;
    headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * Sends `init` to `url` through an XMLHttpRequest, calling `onProgress` as the body goes out.
 * Rejects like `fetch`: a `TypeError` when the server cannot be reached, an `AbortError` when the
 * signal aborts.
 */
export function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Headers; body?: BodyInit; signal?: AbortSignal },
  onProgress: TUploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (init.signal?.aborted) {
      aborted();
      return;
    }
    xhr.open(init.method, url, true);
    xhr.responseType = 'blob';
    xhr.withCredentials = false;
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.upload.onload = () => onProgress(1, 1);
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
      resolve(
        new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }),
      );
    };
    xhr.onerror = () => reject(new TypeError('The server could not be reached'));
    xhr.ontimeout = () => reject(new TypeError('The server did not answer'));
    xhr.onabort = aborted;
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
