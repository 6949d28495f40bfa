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
});
