import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZApiError, ZType } from '@huella/shared';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/types/{group}', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers } = await signedInUser(t));
  });
  afterAll(async () => t?.close());

  it('lists the emission-source types: operational and embedded', async () => {
    const res = await t.request('/api/types/emission_source', {
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    const body = listEnvelope(ZType).parse(await res.json());
    expect(body.data.map((type) => type.code).sort()).toEqual(['embedded', 'operational']);
    expect(body.data.find((type) => type.code === 'operational')?.name).toBe('Operational');
  });

  it('refuses an unknown group with 422 naming the field, in the caller language', async () => {
    const res = await t.request('/api/types/nonsense', { headers: { ...headers, 'accept-language': 'es' } });
    expect(res.status).toBe(422);
    const body = ZApiError.parse(await res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Revisa los datos enviados.');
    expect(body.errors?.group?.[0]).toContain('emission_source');
  });
});
