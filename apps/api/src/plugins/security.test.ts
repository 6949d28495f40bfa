import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyOf } from '../testing/content-security-policy.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    [http, https] = await Promise.all([
      startTestApp(),
      startTestApp({ PUBLIC_URL: 'https://huella.example' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([http?.close(), https?.close()]);
  });

  it('tells browsers to insist on https only when the public URL is https', async () => {
    const plain = await http.request('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const plainPolicy = policyOf(plain.headers.get('content-security-policy'));
    expect(plainPolicy.has('upgrade-insecure-requests')).toBe(false);
    expect(plainPolicy.get('default-src')).toEqual(["'self'"]);

    const secure = await https.request('/api/health');
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    const securePolicy = policyOf(secure.headers.get('content-security-policy'));
    expect(securePolicy.get('upgrade-insecure-requests')).toEqual([]);
    expect(securePolicy.get('default-src')).toEqual(["'self'"]);
  });

  it('keeps the same strict policy for scripts, objects and frames either way', async () => {
    for (const app of [http, https]) {
      const policy = policyOf((await app.request('/api/health')).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it('lets the API reference run its start-up script on its own page, by hash, and nowhere else', async () => {
    for (const app of [http, https]) {
      const health = await app.request('/api/health');
      await health.body?.cancel();
      const strict = policyOf(health.headers.get('content-security-policy'));
      const page = await app.request('/api/docs');
      expect(page.status).toBe(200);
      const html = await page.text();
      const docs = policyOf(page.headers.get('content-security-policy'));

      // Its scripts are served by the app itself: the bundle beside the page, and inline ones.
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const bundles = scripts.flatMap(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1] ?? []);
      expect(bundles).toEqual(['js/scalar.js']);
      const bundle = await app.request('/api/docs/js/scalar.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toContain('javascript');
      // An unread body keeps its connection busy, and closing the app would wait for it.
      await bundle.body?.cancel();
      const inline = scripts
        .filter(([, attributes]) => !attributes!.includes('src='))
        .map(([, , body]) => body!);
      expect(inline).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;

      // The page's policy is the strict one plus that hash: no 'unsafe-inline', no other host.
      expect(docs.get('script-src')).toEqual(["'self'", hash]);
      expect(new Map([...docs].filter(([name]) => name !== 'script-src'))).toEqual(
        new Map([...strict].filter(([name]) => name !== 'script-src')),
      );
      expect(docs.get('connect-src')).toEqual(["'self'"]);

      // The rest of the app, the reference's own files included, keeps the strict policy.
      for (const path of [
        '/api/health',
        '/api/docs/openapi.json',
        '/api/docs/js/scalar.js',
        '/api/no-such-route',
      ]) {
        const res = await app.request(path);
        await res.body?.cancel();
        expect(policyOf(res.headers.get('content-security-policy')).get('script-src'), path).toEqual([
          "'self'",
        ]);
      }
    }
  });
});
