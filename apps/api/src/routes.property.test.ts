import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZApiError } from '@huella/shared';
import type { RouteEntry } from './plugins/auth.ts';
import { bearer, createCompany, createUser, signIn } from './testing/factories.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Whatever a client sends — in the path, the query string or the body, to any route — the answer
 * is never a 5xx, and every error is the API's one error shape `{ message, code }`. The caller is a
 * super-admin who administers a company, so every route gets past its access rule and the input
 * reaches validation, the services and the database.
 */

type ZodLike = z.ZodType & { _zod: { def: Record<string, unknown> } };

/** Ids just past the integer columns, far past them, and not ids at all. */
const HOSTILE_PATH = [
  '%00',
  'a%00b',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '%zz',
  '%E2%82',
  '%C2%85',
  '%F0%9F%98%80',
  '__proto__',
  'x'.repeat(101),
];

const HOSTILE_QUERY = [
  'a%00b',
  '%C2%85',
  '%zz',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0000-01-01',
  '9999-12-31',
  '2023-02-29',
  'x'.repeat(300),
];

/** A text with each kind of character the database or a reader should never get. */
const HOSTILE_TEXTS = [
  'Valid text\u0000here',
  'Ab\u0000cd',
  'Valid text\u0007here',
  'Valid text\u007fhere',
  'Valid text\u0085here',
  'Valid text\ud800here',
];

/** Hostile values for a body field of each kind, and for any field. */
const HOSTILE_BY_KIND: Record<FieldKind, unknown[]> = {
  text: ['Valid text\u0000here', 'Valid text\u0085here', 'x'.repeat(5000)],
  date: ['0000-01-01', '9999-12-31', '2023-02-29'],
  int: [2147483648, 1e20, '2147483648'],
  ints: [[2147483648], ['Ab\u0000cd'], Array.from({ length: 1001 }, (_, i) => i + 1)],
  objects: [[{ id: 2147483648, name: 'Ab\u0000cd', percent: 1e20 }], [null]],
  other: [1e308, -1, 'Ab\u0000cd'],
};
const HOSTILE_ANY: unknown[] = [null, { nested: 'Ab\u0000cd' }];

/** Why an answer breaks the rule (a 5xx, or an error outside the error shape), or null. */
async function answerProblem(res: Response, label: string): Promise<string | null> {
  if (res.status >= 500) return `${label} answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status < 400) return null;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${label} answered ${res.status} without JSON: ${text.slice(0, 200)}`;
  }
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success || parsed.data.message.length === 0)
    return `${label} answered ${res.status} outside the error shape: ${text.slice(0, 200)}`;
  return null;
}

function shapeOf(schema: unknown): Record<string, ZodLike> {
  const s = schema as ZodLike | undefined;
  if (!s?._zod) return {};
  const def = s._zod.def;
  if (def.type === 'object') return def.shape as Record<string, ZodLike>;
  const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as unknown;
  return inner ? shapeOf(inner) : {};
}

type FieldKind = 'text' | 'int' | 'date' | 'ints' | 'objects' | 'other';

/** The kind of a field, seen through optional, nullable, default and pipe wrappers. */
function kindOf(key: string, schema: ZodLike): FieldKind {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return kindOf(key, def.innerType as ZodLike);
    case 'pipe': {
      const from = kindOf(key, def.in as ZodLike);
      return from === 'other' ? kindOf(key, def.out as ZodLike) : from;
    }
    case 'string':
      return /date/.test(key) ? 'date' : 'text';
    case 'number': {
      const checks = (def.checks ?? []) as { _zod: { def: { format?: string } } }[];
      return checks.some((c) => ['safeint', 'int32'].includes(c._zod.def.format ?? '')) ? 'int' : 'other';
    }
    case 'array': {
      const element = kindOf(key, def.element as ZodLike);
      if (element === 'int') return 'ints';
      if (Object.keys(shapeOf(def.element)).length > 0) return 'objects';
      return 'other';
    }
    default:
      return 'other';
  }
}

/** Passwords are hashed, never stored or shown: any character is theirs to choose. */
const FREE_TEXT = new Set(['password', 'password_confirmation', 'old_password']);

/** Per field of a route's schema, the hostile values it must refuse. */
function schemaGaps(label: string, schema: unknown): string[] {
  const gaps: string[] = [];
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const refuses = (value: unknown) => !field.safeParse(value).success;
    const where = `${label}.${key}`;
    switch (kindOf(key, field)) {
      case 'text':
        if (!FREE_TEXT.has(key))
          for (const text of HOSTILE_TEXTS)
            if (!refuses(text)) gaps.push(`${where} takes ${JSON.stringify(text)}`);
        break;
      case 'date':
        for (const date of ['0000-01-01', '9999-12-31', '2023-02-29', 'Ab\u0000cd'])
          if (!refuses(date)) gaps.push(`${where} takes ${JSON.stringify(date)}`);
        break;
      case 'int':
        for (const id of [2147483648, '2147483648', 1e20])
          if (!refuses(id)) gaps.push(`${where} takes ${JSON.stringify(id)}`);
        break;
      case 'ints':
        if (!refuses([2147483648])) gaps.push(`${where} takes [2147483648]`);
        break;
      case 'objects': {
        const element = (field._zod.def.type === 'array' ? field : unwrap(field))._zod.def.element;
        gaps.push(...schemaGaps(`${where}[]`, element));
        break;
      }
      default:
    }
  }
  return gaps;
}

function unwrap(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (def.type === 'array') return schema;
  const inner = (def.innerType ?? (def.type === 'pipe' ? def.out : undefined)) as ZodLike | undefined;
  return inner ? unwrap(inner) : schema;
}

function isMultipart(route: RouteEntry): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return consumes.includes('multipart/form-data');
}

/** Each walk sends its probes to every route of the table: it grows with the API, not with a case. */
const WALK_TIMEOUT_MS = 120_000;

describe('every route under hostile input', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let routes: RouteEntry[];
  let companyId = 0;
  let userId = 0;
  let address = 0;

  beforeAll(async () => {
    // Each request comes from its own forwarded address, so rate limits never hide what a route does.
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    routes = t.app.routeTable;
    const user = await createUser(t, { role: 'super-admin' });
    userId = user.id;
    companyId = (await createCompany(t, user)).id;
    headers = bearer(await signIn(t, user.email));
  });
  afterAll(async () => t?.close());

  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  /** A request as a client would send it: the path is sent as written, encoded or not. */
  function send(method: string, path: string, init: { body?: RequestInit['body']; type?: string } = {}) {
    return fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...headers,
        'x-forwarded-for': nextAddress(),
        ...(init.type ? { 'content-type': init.type } : {}),
      },
      body: init.body,
    });
  }

  const samplePath = (): Record<string, string> => ({
    company: String(companyId),
    user: String(userId),
    group: 'emission_source',
    folder: 'avatars',
    name: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
  });

  /** A path for the route, with `override` in place of the parameter named `param`. */
  function pathFor(route: RouteEntry, param?: string, override?: string): string {
    const sample = samplePath();
    return route.url.replace(/:([a-z_]+)/g, (_, name: string) =>
      name === param && override !== undefined ? override : (sample[name] ?? '1'),
    );
  }

  /** Plausible values by field name, so one hostile field is often the only thing wrong. */
  const sampleBody = (): Record<string, unknown> => ({
    email: 'probe@example.com',
    password: 'Probe-pass-2026',
    password_confirmation: 'Probe-pass-2026',
    old_password: 'Not-the-password-1',
    name: 'Probe name',
    last_name: 'Probe last name',
    phone: '6015550000',
    address: 'Calle 1 # 2-3, Bogotá',
    polices: true,
    language: 'es',
    code: '123456',
    token: 'x'.repeat(32),
    refresh_token: 'x'.repeat(32),
    dni: '12345678',
    nit: '900123456',
    website: 'https://example.com',
    role: 'member',
    company_id: companyId,
    user_id: userId,
    description: 'A probe description',
    icon: 'IconFlame',
    enable: true,
    categories: [1],
    type_id: 1,
    formula: 'CO2',
    pc: 1,
    abbreviation: 'pr',
    group: 'volume',
    factor: 1,
    source_id: 1,
    fly: false,
    derives: false,
    value: 1,
    factors: [],
    gas_id: 1,
    unit_measurement_id: 1,
    uncertainty: 1,
    date_start: '2024-01-01',
    date_end: '2024-12-31',
    fountain: 'Probe fountain',
    reference: 'Probe reference',
    avoided: false,
    sector_id: 1,
    sources: [1],
    ids: [2147483647],
    type: 'HEADQUARTERS',
    emission_factor_id: 1,
    headquarter_id: 1,
  });

  const sampleQuery = (): Record<string, string> => ({
    page: '1',
    per_page: '10',
    search: 'a',
    company_id: String(companyId),
    user_id: String(userId),
    entity: 'companies',
    date_from: '2024-01-01',
    date_to: '2024-12-31',
    to: 'probe@example.com',
    limit: '5',
    source_id: '1',
    sector_id: '1',
    derives: 'true',
    factor_id: '1',
    token: 'x'.repeat(32),
  });

  function queryFor(route: RouteEntry, key?: string, raw?: string): string {
    const keys = Object.keys(shapeOf((route.schema as { querystring?: unknown }).querystring));
    const sample = sampleQuery();
    const pairs = keys
      .filter((k) => k !== key && sample[k] !== undefined)
      .map((k) => `${k}=${encodeURIComponent(sample[k]!)}`);
    if (key !== undefined && raw !== undefined) pairs.push(`${key}=${raw}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  }

  const bodyKeys = (route: RouteEntry) => Object.keys(shapeOf((route.schema as { body?: unknown }).body));
  const hasJsonBody = (route: RouteEntry) => route.method !== 'GET' && !isMultipart(route);

  function jsonBodyFor(route: RouteEntry, key?: string, value?: unknown): string {
    const sample = sampleBody();
    const body: Record<string, unknown> = Object.fromEntries(
      bodyKeys(route).map((k) => [k, sample[k] ?? 'Probe text']),
    );
    if (key !== undefined) body[key] = value;
    return JSON.stringify(body);
  }

  /** Calls the route; answers what is wrong with the answer, or null. */
  async function probe(route: RouteEntry, path: string, body?: string) {
    const res = await send(
      route.method,
      path,
      hasJsonBody(route) ? { body: body ?? jsonBodyFor(route), type: 'application/json' } : {},
    );
    return answerProblem(res, `${route.method} ${route.url} as ${path} with ${body ?? 'the sample body'}`);
  }

  type Check = () => Promise<string | null>;

  /**
   * Runs the checks a few at a time (the database answers one query at a time; the rest is
   * waiting on sockets) and answers every problem found, so a failure lists everything left to fix.
   */
  async function problemsOf(checks: Check[], width = 6): Promise<string[]> {
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < checks.length) {
          const problem = await checks[next++]!();
          if (problem) problems.push(problem);
        }
      }),
    );
    return problems;
  }

  const call =
    (route: RouteEntry, path: string, body?: string): Check =>
    () =>
      probe(route, path, body);

  /** A fast-check property over one route; its counterexample (shrunk) is the problem. */
  const property =
    <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<string | null>): Check =>
    async () => {
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (value) => (await run(value)) === null),
        { numRuns: 4 },
      );
      return result.failed
        ? `${String(result.counterexample?.[0])}: ${await run(result.counterexample![0])}`
        : null;
    };

  it('covers every route of the table', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.method === 'GET').length).toBeGreaterThan(20);
    expect(routes.filter(isMultipart).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['PUT /api/account/avatar', 'POST /api/companies/:company']),
    );
  });

  it('declares schemas that refuse control characters, out-of-range ids and dates in every field', () => {
    const gaps = routes.flatMap((route) => {
      const s = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      const label = `${route.method} ${route.url}`;
      return [
        ...schemaGaps(`${label} params`, s.params),
        ...schemaGaps(`${label} query`, s.querystring),
        ...schemaGaps(`${label} body`, s.body),
      ];
    });
    expect(gaps).toEqual([]);
  });

  it(
    'answers hostile path parameters with a 4xx in the error shape',
    async () => {
      const checks: Check[] = [];
      for (const route of routes) {
        const params = [...route.url.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
        for (const param of params) {
          for (const value of HOSTILE_PATH)
            checks.push(call(route, pathFor(route, param, value) + queryFor(route)));
          checks.push(
            property(
              fc.oneof(
                fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
                fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
                fc.stringMatching(/^[%0-9a-fA-F.]{1,12}$/),
              ),
              (value) => probe(route, pathFor(route, param, value) + queryFor(route)),
            ),
          );
        }
      }
      expect(checks.length).toBeGreaterThan(400);
      expect(await problemsOf(checks)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers hostile query strings with a 4xx in the error shape',
    async () => {
      const checks: Check[] = [];
      for (const route of routes) {
        const keys = Object.keys(shapeOf((route.schema as { querystring?: unknown }).querystring));
        for (const key of keys) {
          for (const value of HOSTILE_QUERY)
            checks.push(call(route, pathFor(route) + queryFor(route, key, value)));
          checks.push(call(route, `${pathFor(route)}?${key}=1&${key}=2`));
        }
        // Every route, with a query schema or not, meets the hostile filters the probe sent everywhere.
        checks.push(call(route, `${pathFor(route)}?search=a%00b&company_id=2147483648&date_from=0000-01-01`));
      }
      expect(await problemsOf(checks)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers hostile JSON bodies with a 4xx in the error shape',
    async () => {
      const writes = routes.filter(hasJsonBody);
      expect(writes.length).toBeGreaterThan(30);
      const checks: Check[] = [];
      for (const route of writes) {
        const path = pathFor(route);
        checks.push(call(route, path));
        const shape = shapeOf((route.schema as { body?: unknown }).body);
        for (const [key, field] of Object.entries(shape))
          for (const value of [...HOSTILE_BY_KIND[kindOf(key, field)], ...HOSTILE_ANY])
            checks.push(call(route, path, jsonBodyFor(route, key, value)));
        for (const raw of ['', 'null', '[]', '"text"', '{', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}'])
          checks.push(call(route, path, raw));
        checks.push(
          property(
            fc.oneof(
              fc.jsonValue(),
              fc.dictionary(
                fc.constantFrom(...bodyKeys(route), 'ids', 'company_id', 'user_id'),
                fc.oneof(
                  fc.string({ unit: 'binary' }),
                  fc.integer(),
                  fc.double(),
                  fc.boolean(),
                  fc.constant(null),
                  fc.array(fc.integer()),
                ),
              ),
            ),
            (value) => probe(route, path, JSON.stringify(value)),
          ),
        );
      }
      expect(await problemsOf(checks)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('answers malformed content types and bodies with a 4xx in the error shape', async () => {
    const route = routes.find((r) => r.method === 'POST' && r.url === '/api/companies')!;
    const checks: Check[] = [];
    for (const type of [
      'text/plain',
      'application/json; charset=latin9',
      ';;;',
      'application/x-www-form-urlencoded',
    ])
      checks.push(async () =>
        answerProblem(await send('POST', route.url, { body: '{"name":"x"}', type }), `POST as ${type}`),
      );
    const paths = ['/api/%zz', '/api/companies/%zz/users', '/api/nope%00', `/api/${'x'.repeat(3000)}`];
    // Longer than the headers Node reads: answered on the socket before any route is looked up.
    paths.push(`/api/companies/${'9'.repeat(20_000)}`);
    for (const path of paths)
      checks.push(async () => answerProblem(await send('GET', path), `GET ${path.slice(0, 60)}`));
    expect(await problemsOf(checks)).toEqual([]);
  });

  describe('multipart routes', () => {
    const boundary = 'ProbeBoundary7MA4YWxkTrZu0gW';
    const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

    const filePart = (field: string, bytes: Buffer, b = boundary) =>
      Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const textPart = (field: string, value: string, b = boundary) =>
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`);
    const end = (b = boundary) => Buffer.from(`--${b}--\r\n`);
    const type = (b = boundary) => `multipart/form-data; boundary=${b}`;

    function companyFields(override: Record<string, string> = {}) {
      const fields = { ...sampleBody(), website: 'https://example.com', _method: 'PUT', ...override };
      return ['name', 'nit', 'address', 'phone', 'email', 'website', '_method', ...Object.keys(override)]
        .filter((k, i, all) => all.indexOf(k) === i)
        .map((k) => textPart(k, String(fields[k as keyof typeof fields])));
    }

    /** Hostile multipart bodies, each with its content type. */
    function hostileBodies(fileField: string): [string, Buffer, string][] {
      const full = Buffer.concat([...companyFields(), filePart(fileField, GIF), end()]);
      return [
        ['well-formed', full, type()],
        ['truncated', full.subarray(0, full.length - 20), type()],
        ['truncated inside a header', full.subarray(0, 30), type()],
        ['cut after the file', Buffer.concat([...companyFields(), filePart(fileField, GIF)]), type()],
        ['wrong boundary', full, type('SomethingElse')],
        ['no boundary', full, 'multipart/form-data'],
        ['empty boundary', full, 'multipart/form-data; boundary='],
        ['empty', Buffer.alloc(0), type()],
        ['only the end', end(), type()],
        ['garbage', Buffer.from('\u0000\u0001 not a form at all'), type()],
        ['wrong file field', Buffer.concat([...companyFields(), filePart('image', GIF), end()]), type()],
        [
          'file field with a NUL',
          Buffer.concat([...companyFields(), filePart(`${fileField}\u0000`, GIF), end()]),
          type(),
        ],
        ['two files', Buffer.concat([filePart(fileField, GIF), filePart(fileField, GIF), end()]), type()],
        ['text in place of the file', Buffer.concat([textPart(fileField, 'hello'), end()]), type()],
        [
          'text fields with NUL',
          Buffer.concat([
            ...companyFields({ name: 'Ab\u0000cd', nit: '9\u0000', factor_id: '1\u0000' }),
            end(),
          ]),
          type(),
        ],
        [
          'out-of-range ids',
          Buffer.concat([textPart('factor_id', '2147483648'), filePart(fileField, GIF), end()]),
          type(),
        ],
        ['a long field name', Buffer.concat([textPart('x'.repeat(5000), 'y'), end()]), type()],
      ];
    }

    const FILE_FIELD: Record<string, string> = {
      'PUT /api/account/avatar': 'avatar',
      'POST /api/companies/:company': 'logo',
      'POST /api/gas-emissions/import': 'file',
      'POST /api/stakeholders/import': 'file',
      'POST /api/emission-sources/import': 'file',
      'POST /api/emission-activities/import': 'file',
      'POST /api/emission-indicators/import': 'file',
      'PUT /api/emission-activities/:emission_activity/document': 'file',
    };

    it('answers truncated, misnamed and malformed multipart bodies with a 4xx in the error shape', async () => {
      const checks: Check[] = [];
      for (const route of routes.filter(isMultipart)) {
        const fileField = FILE_FIELD[`${route.method} ${route.url}`];
        expect(fileField, `${route.method} ${route.url} has a known file field`).toBeDefined();
        for (const [label, body, contentType] of hostileBodies(fileField!))
          checks.push(async () =>
            answerProblem(
              await send(route.method, pathFor(route) + queryFor(route), { body, type: contentType }),
              `${route.method} ${route.url} with a ${label} body`,
            ),
          );
      }
      expect(await problemsOf(checks)).toEqual([]);
    });
  });
});
