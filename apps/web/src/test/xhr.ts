/**
 * An `XMLHttpRequest` stand-in for uploads that report their progress (`fetchWithUploadProgress`):
 * each request is answered by `fetchStub` (a `routeFetch` stub, so its `calls` list it too), after
 * the upload says it sent half of the body, then all of it. Install with
 * `vi.stubGlobal('XMLHttpRequest', fakeXhr(fetchStub))`.
 */
export function fakeXhr(fetchStub: (input: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    response: Blob | null = null;
    responseType = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    method = 'GET';
    url = '';
    headers = new Headers();
    answer = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getAllResponseHeaders() {
      return [...this.answer].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      this.onabort?.();
    }

    send(body: XMLHttpRequestBodyInit | null) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true } as ProgressEvent);
      void (async () => {
        progress(50);
        progress(100);
        this.upload.onload?.();
        try {
          const response = await fetchStub(this.url, {
            method: this.method,
            headers: this.headers,
            body: body as BodyInit | null,
          });
          this.status = response.status;
          this.statusText = response.statusText;
          this.answer = response.headers;
          this.response = await response.blob();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  };
}
