import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZApiError } from '@huella/shared';
import { access } from './auth.ts';
import { answerClientError } from './errors.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Statements the database refuses as data, as a route that let bad input through would send them. */
const REFUSED_VALUES: Record<string, ReturnType<typeof sql>> = {
  nul: sql`select ${'a\u0000b'}::text`,
  integer: sql`select ${'2147483648'}::int`,
  bigint: sql`select ${'99999999999999999999'}::bigint`,
  date: sql`select ${'0000-01-01'}::date`,
  timestamp: sql`select ${new Date('0000-01-01T00:00:00Z').toISOString()}::timestamptz`,
  datetime: sql`select ${'2024-02-30'}::date`,
  representation: sql`select ${'abc'}::int`,
};

describe('the one error shape for what the framework and the database refuse', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, (app) => {
      app.get(
        '/api/test/refused/:kind',
        { config: { access: access.public() }, schema: { params: z.object({ kind: z.string() }) } },
        async (request) => {
          const { kind } = request.params as { kind: string };
          await app.db.execute(kind === 'division' ? sql`select 1 / 0` : REFUSED_VALUES[kind]!);
          return { ok: true };
        },
      );
      app.get('/api/test/echo/:value', { config: { access: access.public() } }, async () => ({ ok: true }));
    });
  });
  afterAll(async () => t?.close());

  it('answers a value the database refuses as data with a translated 400, never a 500', async () => {
    for (const kind of Object.keys(REFUSED_VALUES)) {
      const res = await t.request(`/api/test/refused/${kind}`, { headers: { 'accept-language': 'en' } });
      expect(res.status, kind).toBe(400);
      expect(ZApiError.parse(await res.json())).toEqual({
        message: 'One of the values sent is not valid.',
        code: 'BAD_REQUEST',
      });
    }
    const es = await t.request('/api/test/refused/nul');
    expect(ZApiError.parse(await es.json()).message).toBe('Uno de los valores enviados no es válido.');
  });

  it('still answers a failure of its own SQL (a division by zero) as a 500', async () => {
    const res = await t.request('/api/test/refused/division');
    expect(res.status).toBe(500);
    expect(ZApiError.parse(await res.json()).code).toBe('INTERNAL');
  });

  it('answers a malformed percent-encoding in the path with a 400 in the error shape', async () => {
    for (const path of ['/api/test/echo/%zz', '/api/test/echo/%E2%82', '/api/%zz/x']) {
      const res = await t.request(path, { headers: { 'accept-language': 'en' } });
      expect(res.status, path).toBe(400);
      expect(ZApiError.parse(await res.json())).toEqual({
        message: 'The request address is not valid.',
        code: 'BAD_REQUEST',
      });
    }
  });

  it('answers a path parameter longer than the router takes with a 414 in the error shape', async () => {
    const res = await t.request(`/api/test/echo/${'9'.repeat(150)}`);
    expect(res.status).toBe(414);
    expect(ZApiError.parse(await res.json())).toEqual({
      message: 'Una parte de la dirección de la solicitud es demasiado larga.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a request Node cannot parse (headers over the limit) in the error shape', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${t.url}/api/health`,
        { headers: { 'x-padding': 'x'.repeat(20_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(ZApiError.parse(JSON.parse(body))).toEqual({
      message: 'La solicitud no es válida.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a request Node ended for arriving too slowly with 408, saying so', () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => (written += text),
      destroy: () => undefined,
    } as unknown as Socket;
    answerClientError(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(ZApiError.parse(JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4)))).toEqual({
      message: 'La solicitud tardó demasiado en llegar y no se recibió.',
      code: 'REQUEST_TIMEOUT',
    });
  });
});
