import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ZApiError, ZId, type TLanguage } from '@huella/shared';
import {
  enterCompanyOfForm,
  namesCompanyInForm,
  type Access,
  type AuthUser,
  type DataKind,
} from '../plugins/auth.ts';
import type { ScopedCompany, ServiceContext } from './context.ts';
import { AppError } from './app-error.ts';
import { jsonBytes } from './json-bytes.ts';
import { readMultipart } from './multipart.ts';

// One declaration per endpoint (DESIGN §3): its method, path, access rule, params, query, body,
// answer and errors are written once, here in the module's routes file. The app registers the
// route from it (access, the error answers, the scoped company, 201/204), the OpenAPI document is
// generated from it, and the web's client is typed from that document: a path or a field the API
// does not declare fails the web's typecheck.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The media types of an answer that is a file (a template, an export, a document). */
export type FileAnswer = { produces: string[] };

/** A multipart upload: its text fields (validated like a body) and the one file part it takes. */
export type Upload<F extends Schema = Schema> = {
  fields: F;
  file: string;
  /** Largest file accepted (413 beyond). */
  maxBytes: number;
};

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A multipart upload's fields and file part, for the OpenAPI document. */
    upload?: Upload;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The endpoint's upload, read by `uploadReaderOf` before its handler. */
    upload?: Awaited<ReturnType<typeof readMultipart>>;
  }
}

/** An upload as its handler receives it: the fields validated, the file read (null when none was sent). */
export type Uploaded<F> = { fields: Out<F>; file: Buffer | null; fileName: string | null };

/** What a handler receives: the request validated, the services' context and the caller's company. */
export type EndpointInput<A extends Access, P, Q, B, U = undefined> = {
  ctx: ServiceContext;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The upload, read (within its size) before the handler runs. */
  upload: U extends Upload<infer F> ? Uploaded<F> : null;
  /** The company a company route is about, with the caller's role in it (never from the body). */
  company: A extends { kind: 'company' } ? ScopedCompany : null;
  /** The signed-in caller (on a public endpoint, whoever sent a valid token, if anyone). */
  user: A extends { kind: 'public' } ? AuthUser | null : AuthUser;
  lang: TLanguage;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The running app, for the few endpoints about the app itself (health). */
  app: FastifyInstance;
};

/**
 * Error answers with a body of their own, by status, or (as ZApiError) a status the declaration
 * does not imply otherwise (429 for a daily limit).
 */
type ErrorBodies = Partial<Record<409 | 413 | 422 | 429 | 503, Schema>>;

/** One of the error bodies an endpoint declares, which its handler answers through `refused`. */
type Refusal<E> = { [K in keyof E]: E[K] extends Schema ? z.input<E[K]> : never }[keyof E];

/** A file a handler sends: a stream of it, or the reply it was sent through. */
type SentFile = Readable | FastifyReply;

type Answer<R, S, E, F = undefined> =
  | (S extends 204 ? void : R extends Schema ? z.input<R> : unknown)
  | Refusal<E>
  | (F extends FileAnswer ? SentFile : never);

export type EndpointSpec<
  A extends Access = Access,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  S extends 200 | 201 | 204 = 200 | 201 | 204,
  U extends Upload | undefined = Upload | undefined,
  E extends ErrorBodies = ErrorBodies,
  F extends FileAnswer | undefined = FileAnswer | undefined,
> = {
  method: Method;
  /** Fastify's form (`/gases/:gas`); the OpenAPI document and the web say `/api/gases/{gas}`. */
  path: string;
  access: A;
  summary: string;
  params?: P;
  query?: Q;
  /** A JSON body; an upload declares `upload` instead. */
  body?: B;
  /** The answer's body on success (none for 204 and for a file). */
  response?: R;
  /** 200 unless said: 201 for a create, 204 for an answer without body. */
  status?: S;
  /**
   * The answer is a file of one of these types, sent by the handler through `reply`; with a
   * `response` too, the answer is that JSON unless the request asks for the file.
   */
  file?: F;
  upload?: U;
  /** Error answers with a body of their own (an import's failing rows), beside the common shape. */
  errors?: E;
  /** Calls allowed per minute and client address (abuse-prone public endpoints). */
  perMinute?: number;
  /**
   * The answer is figures the shared functions build fresh for each call, typed by `response` and
   * large (a company's quantification records): in production it is sent as built, not copied
   * through `response` again, which cost as much as building it; tests and development check it
   * against `response` first, as every other answer is checked.
   */
  built?: true;
  handle: (input: EndpointInput<A, P, Q, B, U>) => Promise<Answer<R, S, E, F>> | Answer<R, S, E, F>;
};

// The handler's input types are what a declaration checks; the registry holds them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Endpoint = EndpointSpec<Access, any, any, any, any, any, any, any, any>;

/** Declares an endpoint; the types of its handler's input and answer follow from its schemas. */
export function endpoint<
  const A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  const S extends 200 | 201 | 204 = 200,
  U extends Upload | undefined = undefined,
  E extends ErrorBodies = Record<never, never>,
  const F extends FileAnswer | undefined = undefined,
>(spec: EndpointSpec<A, P, Q, B, R, S, U, E, F>): Endpoint {
  return spec as unknown as Endpoint;
}

/** An area of the API: its name (the OpenAPI tag), the kind of data it serves and its endpoints. */
export type ApiModule = {
  name: string;
  data: DataKind;
  endpoints: Endpoint[];
  /** Work once the app is ready (the embedded demo's data). */
  onReady?: (app: FastifyInstance) => Promise<void>;
  /** The worker of each background queue the module serves (plugins/jobs.ts), by queue. */
  workers?: Record<string, (ctx: ServiceContext) => Promise<void>>;
};

/** Why an access rule does not fit the data kind of its module, or null when it does. */
export function misfitOf(data: DataKind, method: string, access: Access): string | null {
  const isRead = method === 'GET' || method === 'HEAD';
  if (data === 'company' && access.kind !== 'company')
    return 'a company module serves only company routes (access.companyMember / companyAdmin)';
  if (data === 'catalogue' && !isRead && access.kind !== 'super-admin')
    return 'only a super-admin writes the catalogue';
  if (data === 'catalogue' && isRead && !['verified', 'super-admin'].includes(access.kind))
    return 'the catalogue is read by verified users';
  return null;
}

/** Declares a module; each endpoint's access rule must fit the module's kind of data. */
export function defineModule(module: ApiModule): ApiModule {
  for (const ep of module.endpoints) {
    const misfit = misfitOf(module.data, ep.method, ep.access);
    if (misfit) throw new Error(`${ep.method} ${ep.path} (${module.name}): ${misfit}`);
  }
  return module;
}

/** `/gases/:gas` → `/gases/{gas}`, as OpenAPI and the web's client name it. */
export function openapiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * The error answers an endpoint can give, from what it declares: 401/403 behind a session, 404
 * when it names a row or a company, 409 for a write, 408 and 413 for an upload, 422 when it validates
 * input, 429 when rate limited; each in the one error shape unless the endpoint says otherwise.
 */
export function errorAnswers(ep: Endpoint): Record<number, Schema> {
  const statuses = new Set<number>();
  if (ep.access.kind !== 'public') statuses.add(401).add(403);
  if (ep.params || ep.access.kind === 'company') statuses.add(404);
  if (ep.method !== 'GET') statuses.add(409);
  if (ep.upload) statuses.add(408).add(413);
  if (ep.params || ep.query || ep.body || ep.upload) statuses.add(422);
  if (ep.perMinute) statuses.add(429);
  const answers: Record<number, Schema> = {};
  for (const status of [...statuses].sort()) answers[status] = ZApiError;
  const declared: ErrorBodies = ep.errors ?? {};
  for (const [status, schema] of Object.entries(declared))
    answers[Number(status)] = schema === ZApiError ? schema : z.union([schema, ZApiError]);
  return answers;
}

/**
 * An answer sent as built (`built`): JSON of what the handler answered, as its UTF-8 bytes
 * (`jsonBytes`, which says why bytes and why in pieces).
 */
const asBuilt = () => (data: unknown) =>
  // Fastify sends a serializer's bytes as they are, though its types name text alone.
  jsonBytes(data) as unknown as string;

/**
 * The route options of an endpoint (without its handler). `checkAnswers` false (production) sends
 * the answers of a `built` endpoint as built.
 */
export function routeOptions(ep: Endpoint, tag: string, { checkAnswers = true } = {}) {
  const status = ep.status ?? 200;
  // A file is bytes of one of its types, which its success alone names: its errors are JSON. An
  // answer that is JSON or, when asked, a file (a working's CSV) names both.
  const files = ep.file
    ? Object.fromEntries((ep.file as FileAnswer).produces.map((type) => [type, { schema: z.file() }]))
    : null;
  const success = files
    ? { content: ep.response ? { 'application/json': { schema: ep.response }, ...files } : files }
    : status === 204
      ? z.null()
      : ep.response;
  return {
    method: ep.method,
    url: ep.path,
    ...(ep.built && !checkAnswers ? { serializerCompiler: asBuilt } : {}),
    // An upload is read before the handler, and so before a write's transaction opens.
    ...(ep.upload ? { preHandler: uploadReaderOf(ep.upload) } : {}),
    config: {
      access: ep.access,
      upload: ep.upload,
      ...(ep.perMinute ? { rateLimit: { max: ep.perMinute, timeWindow: '1 minute' } } : {}),
    },
    schema: {
      tags: [tag],
      summary: ep.summary,
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: queryOf(ep) } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(ep.upload ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...(success ? { [status]: success } : {}), ...errorAnswers(ep) },
    },
  };
}

/**
 * The query string an endpoint validates: an upload that names its company in the query may name it
 * in its form instead (the spec's clients do, DESIGN §3), so there the company is optional.
 */
function queryOf(ep: Endpoint): Schema {
  const rule = ep.access;
  if (!ep.upload || rule.kind !== 'company' || rule.from !== 'query' || !(ep.query instanceof z.ZodObject))
    return ep.query as Schema;
  const optional: Record<string, true> = { [rule.key]: true };
  return (ep.query as z.ZodObject).partial(optional as never);
}

/**
 * The hook that reads an endpoint's upload whole (within its size) once the caller is let in, and
 * before its handler: a write's transaction opens around the handler, so a client sending its file
 * slowly holds no transaction (nor, on the embedded database, everyone else's requests) meanwhile.
 */
function uploadReaderOf(upload: Upload) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = request.routeOptions.config?.access;
    // A company named in the form is one of its fields, required there when the query has none.
    const inForm = rule?.kind === 'company' && namesCompanyInForm(request, rule) ? rule.key : null;
    const fields =
      inForm !== null && upload.fields instanceof z.ZodObject
        ? upload.fields.extend({ [inForm]: ZId })
        : upload.fields;
    try {
      request.upload = await readMultipart(request, fields, upload.file, {
        maxBytes: upload.maxBytes,
        timeoutSeconds: request.server.ctx.config.UPLOAD_TIMEOUT_SECONDS,
      });
      if (inForm !== null)
        await enterCompanyOfForm(request, request.upload.fields as Record<string, unknown>);
    } catch (error) {
      // The rest of a stalled body is not waited for: the answer closes the connection.
      if (error instanceof AppError && error.code === 'REQUEST_TIMEOUT')
        void reply.header('connection', 'close');
      throw error;
    }
  };
}

/** The route handler of an endpoint: runs it with its upload, and answers with its status. */
export function handlerOf(ep: Endpoint, app: FastifyInstance) {
  const status = ep.status ?? 200;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const upload = request.upload ?? null;
    // Set first: a handler that refuses with a body of its own (`refused`) sets its status after.
    if (status !== 200) void reply.code(status);
    const answer = await ep.handle({
      ctx: app.ctx,
      app,
      params: request.params,
      query: request.query,
      body: request.body,
      upload,
      company: request.company,
      user: request.user,
      lang: request.lang,
      request,
      reply,
    } as EndpointInput<Access, unknown, unknown, unknown, unknown>);
    return status === 204 ? null : answer;
  };
}
