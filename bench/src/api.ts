// The bench reaches the API as the web app does: over HTTP, signed in with a demo account.

export const DEMO_PASSWORD = 'Huella-demo-2026';
export const DEMO_ADMIN = 'admin@huella.test';
export const DEMO_SUPER_ADMIN = 'superadmin@huella.test';
/** A member of the demo company: the colleague who keeps working while an import runs. */
export const DEMO_MEMBER = 'member@huella.test';

export type Api = {
  url: string;
  /** Sends a request, signed in (again when the access token has expired); answers the response. */
  send(path: string, init?: RequestInit): Promise<Response>;
  /** A GET whose body is read whole; throws on a status other than 200. */
  json<T>(path: string): Promise<T>;
};

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function signedIn(url: string, email: string): Promise<Api> {
  let token = await signIn(url, email);
  const send = async (path: string, init: RequestInit = {}) => {
    const request = () =>
      fetch(`${url}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${token}`, 'accept-language': 'es' },
      });
    let res = await request();
    if (res.status === 401) {
      await res.arrayBuffer();
      token = await signIn(url, email);
      res = await request();
    }
    return res;
  };
  return {
    url,
    send,
    async json<T>(path: string) {
      const res = await send(path);
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/** Milliseconds a request takes, its whole body read; throws on a status other than 200. */
export async function timed(api: Api, path: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const res = await api.send(path, init);
  const body = await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200)
    throw new Error(
      `${init?.method ?? 'GET'} ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 500)}`,
    );
  return elapsed;
}
