// HTTP doubles of the API for component tests: answers a stubbed `fetch` gives.

/** A JSON answer of the API. */
export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type THandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A `fetch` stand-in answering by method and path (`GET /api/companies/10`); a call nobody
 * answers fails the test with its address. `calls` lists every call as `METHOD /path?query`.
 */
export function routeFetch(routes: Record<string, THandler>) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`No answer for ${method} ${url.pathname}${url.search}`);
    return handler(url, init);
  };
  return { fetchStub, calls };
}
