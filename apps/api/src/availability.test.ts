import { request as httpRequest } from 'node:http';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@huella/shared';
import type { TestDatabase } from './db/testing.ts';
import { createCompany, signedInUser } from './testing/factories.ts';
import { openServerDatabase } from './testing/server-database.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

// One slow client, or a full connection pool, must not stall anybody else: an upload is read
// before any transaction opens and ends with 408 when it stalls; a request that finds no free
// connection answers 503 with Retry-After; the liveness check takes no connection at all.

const UPLOAD_TIMEOUT_SECONDS = 7;

/** Sends the first bytes of a multipart upload, then one byte every 2 s until answered. */
function dripUpload(url: string, path: string, headers: Record<string, string>) {
  const boundary = 'huella-drip';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const body = Buffer.from(`${head}${'Fuente de emisión;Fecha;Consumo;Unidad de medida\n'.repeat(50)}`);
  const { port } = new URL(url);
  const startedAt = performance.now();
  return new Promise<{ status: number; text: string; seconds: number; bytesSent: number }>(
    (resolve, reject) => {
      let sent = head.length + 4;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          clearInterval(drip);
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text,
              seconds: (performance.now() - startedAt) / 1000,
              bytesSent: sent,
            }),
          );
        },
      );
      req.on('error', (error) => {
        clearInterval(drip);
        reject(error);
      });
      req.write(body.subarray(0, sent));
      const drip = setInterval(() => {
        if (sent < body.length) req.write(body.subarray(sent, ++sent));
      }, 2000);
    },
  );
}

describe('a stalled upload', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_TIMEOUT_SECONDS });
  });
  afterAll(async () => t?.close());

  it('holds nobody up while it drips, and ends with 408 once its time is up', async () => {
    const slow = await signedInUser(t);
    const slowCompany = (await createCompany(t, slow.user)).id;
    const other = await signedInUser(t);
    const otherCompany = (await createCompany(t, other.user)).id;
    const list = `/api/emission-activities?company_id=${otherCompany}`;
    expect((await t.request(list, { headers: other.headers })).status).toBe(200);

    const upload = dripUpload(t.url, `/api/emission-activities/import?company_id=${slowCompany}`, {
      ...slow.headers,
      'accept-language': 'en',
    });
    let ended = false;
    void upload.finally(() => (ended = true));
    const timings: number[] = [];
    while (!ended) {
      for (const [path, headers] of [
        ['/api/health', {}],
        [list, other.headers],
      ] as const) {
        const startedAt = performance.now();
        const res = await t.request(path, { headers });
        expect(res.status, path).toBe(200);
        await res.arrayBuffer();
        timings.push(performance.now() - startedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const answer = await upload;
    expect(answer.status, answer.text).toBe(408);
    expect(ZApiError.parse(JSON.parse(answer.text))).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: `The file took more than ${UPLOAD_TIMEOUT_SECONDS} seconds to arrive and was not received. Check your connection and try again.`,
    });
    expect(answer.seconds).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_SECONDS - 0.5);
    expect(answer.bytesSent).toBeGreaterThan(2);
    // Throughout the upload, the liveness check and another company's list were answered at once.
    expect(timings.length).toBeGreaterThan(20);
    expect(Math.max(...timings)).toBeLessThan(200);
    // Nothing of it was queued: the company may import at once.
    const latest = await t.request(`/api/emission-activities/imports/latest?company_id=${slowCompany}`, {
      headers: slow.headers,
    });
    expect(await latest.json()).toBeNull();
  });
});

describe('a full connection pool (PostgreSQL)', () => {
  let t: TestApp;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openServerDatabase({ pool: { max: 2, waitMs: 300 } });
    t = await startTestApp({}, undefined, database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it('answers 503 with Retry-After while every connection is taken, and is alive throughout', async () => {
    const member = await signedInUser(t);
    const company = (await createCompany(t, member.user)).id;
    const list = `/api/emission-activities?company_id=${company}`;
    const held: PoolClient[] = [await database.pool!.connect(), await database.pool!.connect()];
    try {
      const busy = await t.request(list, { headers: { ...member.headers, 'accept-language': 'en' } });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(ZApiError.parse(await busy.json())).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is answering many requests. Try again in a few seconds.',
      });
      const alive = await t.request('/api/health');
      expect(alive.status).toBe(200);
      const ready = await t.request('/api/health/ready');
      expect(ready.status).toBe(503);
    } finally {
      for (const client of held) client.release();
    }
    expect((await t.request(list, { headers: member.headers })).status).toBe(200);
  });
});
