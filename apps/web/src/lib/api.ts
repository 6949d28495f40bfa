import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import {
  isUnconfirmedWrite,
  request,
  type ApiError,
  type TMethod,
  type TRequestOptions,
} from './api-client.ts';
import type { paths } from './api-paths.gen.ts';

/**
 * The web's one way to call the API (DESIGN §3): typed from the OpenAPI document that the API
 * generates from its endpoints' declarations (`api-paths.gen.ts`). A path, a parameter or a field the
 * API does not declare fails the typecheck; the answer's type is the declared one. The calls go
 * through the one HTTP client (`api-client.ts`: session, language, toasts, refresh, timeouts), and
 * query keys come from the declared path and its parameters.
 */

export type TApiPath = keyof paths;
type TOp<P, M extends HttpMethod> = P extends TApiPath
  ? M extends keyof paths[P]
    ? paths[P][M]
    : never
  : never;
type TParameters<O> = O extends { parameters: infer X } ? X : never;
type TDefined<T> = [T] extends [never] ? never : [T] extends [undefined] ? never : T;

/** `{ path }` when the operation has path parameters, `{ query }` when it takes a query string. */
type TPathInit<O> = [TDefined<TParameters<O> extends { path?: infer X } ? X : never>] extends [never]
  ? { path?: never }
  : { path: NonNullable<TParameters<O> extends { path?: infer X } ? X : never> };
type TQueryOf<O> = TDefined<TParameters<O> extends { query?: infer X } ? X : never>;
type TQueryInit<O> = [TQueryOf<O>] extends [never]
  ? { query?: never }
  : RequiredKeysOf<NonNullable<TQueryOf<O>>> extends never
    ? { query?: NonNullable<TQueryOf<O>> }
    : { query: NonNullable<TQueryOf<O>> };

type TBodyContent<O> = O extends { requestBody?: { content: infer C } } ? C : never;
type TJsonBody<O> = TBodyContent<O> extends { 'application/json': infer B } ? B : never;
type TUploadBody<O> = TBodyContent<O> extends { 'multipart/form-data': infer B } ? B : never;
type TIsBodyRequired<O> = O extends { requestBody: unknown } ? true : false;
type TBodyInit<O> = [TJsonBody<O>] extends [never]
  ? [TUploadBody<O>] extends [never]
    ? { body?: never }
    : { body: TUploadBody<O> }
  : TIsBodyRequired<O> extends true
    ? { body: TJsonBody<O> }
    : { body?: TJsonBody<O> };

/** How a call is made beside what it sends (see `TRequestOptions`). */
export type TCallOptions = Pick<
  TRequestOptions,
  'signal' | 'notify' | 'auth' | 'timeoutMs' | 'onUploadProgress' | 'headers'
>;

/** What a call of operation `O` sends: its path parameters, query and body, as declared. */
export type TApiInit<O> = TPathInit<O> & TQueryInit<O> & TBodyInit<O> & TCallOptions;
type TInitArgs<O> =
  RequiredKeysOf<TPathInit<O> & TQueryInit<O> & TBodyInit<O>> extends never
    ? [init?: TApiInit<O>]
    : [init: TApiInit<O>];

/** The declared answer of operation `O` on success. */
type TResponses<O> = O extends { responses: infer R extends Record<string | number, unknown> } ? R : never;
export type TApiData<O> = [SuccessResponse<TResponses<O>, 'application/json'>] extends [never]
  ? null
  : SuccessResponse<TResponses<O>, 'application/json'>;

/** The answer of `GET path`. */
export type TApiGet<P extends PathsWithMethod<paths, 'get'>> = TApiData<TOp<P, 'get'>>;

/** A multipart body: each file part as it is, each other field as text; nothing for an empty one. */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}

function isUpload(body: unknown): body is Record<string, unknown> {
  return (
    typeof body === 'object' && body !== null && Object.values(body).some((value) => value instanceof Blob)
  );
}

/** `/api/gases/{gas}` → `/gases/{gas}`: the client adds the base itself. */
const relative = (path: string) => path.replace(/^\/api(?=\/)/, '');

async function call(method: TMethod, path: string, init: Record<string, unknown> = {}, blob = false) {
  const {
    path: params,
    query,
    body,
    ...options
  } = init as {
    path?: Record<string, string | number>;
    query?: TRequestOptions['query'];
    body?: unknown;
  } & TCallOptions;
  return request(method, relative(path), {
    ...options,
    params,
    query,
    body: isUpload(body) ? toFormData(body) : body,
    ...(blob ? { responseType: 'blob' as const } : {}),
  });
}

function caller<M extends Exclude<HttpMethod, 'options' | 'head' | 'trace'>>(method: M) {
  return <P extends PathsWithMethod<paths, M>>(
    path: P,
    ...[init]: TInitArgs<TOp<P, M>>
  ): Promise<TApiData<TOp<P, M>> | null> =>
    call(method.toUpperCase() as TMethod, path as string, init) as Promise<TApiData<TOp<P, M>> | null>;
}

/**
 * Typed calls. Each resolves to the declared answer, or null: for an id 0 in the path (a form's new
 * record: nothing is sent), an answer without content, and a read that could not reach the server
 * (the spec's empty result). A refusal or a write the server never confirmed throws an `ApiError`.
 */
export const api = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
  /** A file the API answers (a template, an export, a document), as a Blob. */
  download<M extends 'get' | 'post', P extends PathsWithMethod<paths, M>>(
    method: M,
    path: P,
    ...[init]: TInitArgs<TOp<P, M>>
  ): Promise<Blob | null> {
    return call(method.toUpperCase() as TMethod, path as string, init, true) as Promise<Blob | null>;
  },
};

/** Toasts every failure of a record's load but a 404: the form says "this record does not exist". */
export const unlessNotFound = (error: ApiError): boolean => error.status !== 404;

/** What a query key keeps of a call: its path parameters and query, never its options. */
function keyPart(init: Record<string, unknown> | undefined) {
  const part: Record<string, unknown> = {};
  if (init?.path) part.path = init.path;
  if (init?.query) part.query = init.query;
  return part;
}

/** The query key of `GET path` with these parameters: the declared path, then what it was called with. */
export function apiKey<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...[init]: TInitArgs<TOp<P, 'get'>>
): QueryKey {
  return [path, keyPart(init as Record<string, unknown> | undefined)];
}

/** The query of `GET path`: its key from the declaration, its data the declared answer (or null). */
export function apiQuery<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...args: TInitArgs<TOp<P, 'get'>>
) {
  const [init] = args;
  return queryOptions({
    queryKey: apiKey(path, ...args),
    queryFn: ({ signal }) =>
      call('GET', path as string, { ...(init as object), signal }) as Promise<TApiData<TOp<P, 'get'>> | null>,
  });
}

/** The row of a paged list's answer (`{ data: row[], meta: { total } }`). */
type TListRow<A> = A extends { data: (infer R)[]; meta: { total: number } } ? R : never;

/** Pages `apiQueryEveryPage` reads at most: a selector of thousands of rows is no selector. */
export const EVERY_PAGE_MAX = 50;

/**
 * Every page of a paged `GET path`, read one after the other (`query.per_page` rows at a time, at
 * most `EVERY_PAGE_MAX` pages) into one list: the choices of a select that must offer every row (a
 * company's 200 emission sources, not the first page of them). Null when the first page could not
 * be read.
 */
export async function getEveryPage<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...args: TInitArgs<TOp<P, 'get'>>
): Promise<TListRow<TApiData<TOp<P, 'get'>>>[] | null> {
  type TRow = TListRow<TApiData<TOp<P, 'get'>>>;
  const [init] = args as [({ query?: Record<string, unknown> } & Record<string, unknown>) | undefined];
  const rows: TRow[] = [];
  for (let page = 1; page <= EVERY_PAGE_MAX; page += 1) {
    const answer = (await call('GET', path as string, { ...init, query: { ...init?.query, page } })) as {
      data: TRow[];
      meta: { total: number };
    } | null;
    if (!answer) return page === 1 ? null : rows;
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.meta.total) break;
  }
  return rows;
}

/** The query of `getEveryPage` (its key: the first page's, marked as every page). */
export function apiQueryEveryPage<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...args: TInitArgs<TOp<P, 'get'>>
) {
  const [init] = args;
  return queryOptions({
    queryKey: [...apiKey(path, ...args), 'every-page'],
    queryFn: ({ signal }) =>
      getEveryPage(path, ...([{ ...(init as object), signal }] as unknown as TInitArgs<TOp<P, 'get'>>)),
  });
}

/** Whether a query key is one of `GET path` or of a path beneath it (`/api/gases` holds `/api/gases/{gas}`). */
export function isKeyUnder(key: QueryKey, path: TApiPath): boolean {
  const head = key[0];
  return typeof head === 'string' && (head === path || head.startsWith(`${path}/`));
}

/** Reloads every query of these paths and of the paths beneath them (an area after a write). */
export function invalidateApi(queryClient: QueryClient, ...areas: TApiPath[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => areas.some((area) => isKeyUnder(query.queryKey, area)),
  });
}

/**
 * `invalidateApi` after a write settled — unless the server never confirmed it (out of reach, no
 * answer in time): then nothing changed that anyone knows of, and a reload would only empty the
 * screen the user is looking at.
 */
export function invalidateApiAfterWrite(
  queryClient: QueryClient,
  error: unknown,
  ...areas: TApiPath[]
): Promise<void> {
  if (isUnconfirmedWrite(error)) return Promise.resolve();
  return invalidateApi(queryClient, ...areas);
}
