import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@huella/shared';
import { access } from './plugins/auth.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

describe('API foundation over HTTP', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'huella-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Huella</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://huella.example' }, (app) => {
      app.get('/api/test/explode', { config: { access: access.public() } }, async () => {
        throw new Error('secret internal detail');
      });
    });
  });
  afterAll(async () => t?.close());

  it('answers health (the process) and readiness (the database reachable)', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: unknown };
    expect(body).toEqual({ status: 'ok', version: expect.any(String) });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', db: 'ok', version: body.version });
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await t.request('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });

  it('answers an unknown API route with 404 in the error shape, in Spanish by default', async () => {
    const res = await t.request('/api/no-such-route');
    expect(res.status).toBe(404);
    const body = ZApiError.parse(await res.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toBe('La ruta GET /api/no-such-route no existe.');
  });

  it('translates errors to English from Accept-Language', async () => {
    const res = await t.request('/api/no-such-route', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(((await res.json()) as { message: string }).message).toBe(
      'Route GET /api/no-such-route does not exist.',
    );
  });

  it('serves the web app with a single-page fallback for unknown non-API paths', async () => {
    for (const pathname of ['/', '/design', '/no-such-page/deeper']) {
      const res = await t.request(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await t.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves the web app for a write to an unknown path', async () => {
    const res = await t.request('/no-such-page', { method: 'POST', json: {} });
    expect(res.status).toBe(404);
    expect(ZApiError.parse(await res.json()).code).toBe('NOT_FOUND');
  });

  it('answers a failure with a 500 that leaks no internal detail', async () => {
    const res = await t.request('/api/test/explode');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('at ');
    expect(ZApiError.parse(JSON.parse(text)).code).toBe('INTERNAL');
  });

  it('sets security headers', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows cross-origin calls only from the public URL', async () => {
    const own = await t.request('/api/health', { headers: { origin: 'https://huella.example' } });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://huella.example');
    const other = await t.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the OpenAPI document and a browsable reference at /api/docs', async () => {
    const doc = await t.request('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    const openapi = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/standards', '/api/types/{group}']),
    );
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('health when the database is unreachable', () => {
  it('is alive but not ready: readiness answers 503 with db down', async () => {
    const t = await startTestApp();
    try {
      await t.database.close();
      const alive = await t.request('/api/health');
      expect(alive.status).toBe(200);
      const res = await t.request('/api/health/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'degraded', db: 'down' });
    } finally {
      await t.app.close();
      await t.database.dispose().catch(() => undefined);
    }
  });
});
