import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnvelope, ZStandard, type TStandard } from '@huella/shared';
import { englishInSpanish } from '@huella/shared/i18n/language-check';
import { signedInUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/standards', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ headers } = await signedInUser(t));
  });
  afterAll(async () => t?.close());

  async function standards(lang?: string): Promise<TStandard[]> {
    const res = await t.request('/api/standards', {
      headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
    expect(res.status).toBe(200);
    const body = listEnvelope(ZStandard).parse(await res.json());
    expect(body.meta.total).toBe(body.data.length);
    return body.data;
  }

  it('returns ISO 14064-1 (id 1) with its six categories and the GHG Protocol (id 2)', async () => {
    const [iso, ghg] = await standards();
    expect(iso?.id).toBe(1);
    expect(iso?.name).toContain('ISO 14064-1');
    expect(iso?.categories).toHaveLength(6);
    expect(iso?.categories.every((c) => c.scope === null)).toBe(true);
    expect(ghg?.id).toBe(2);
    expect(ghg?.name).toContain('GHG');
  });

  it('lists scopes 1 to 3 and the fifteen scope 3 categories under scope 3', async () => {
    const [, ghg] = await standards();
    const scopes = ghg!.categories.filter((c) => c.parent_id === null);
    expect(scopes.map((c) => c.scope)).toEqual([1, 2, 3]);
    const scope3 = scopes.find((c) => c.scope === 3)!;
    const children = ghg!.categories.filter((c) => c.parent_id === scope3.id);
    expect(children).toHaveLength(15);
    expect(children.every((c) => c.scope === 3)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/standards')).status).toBe(401);
  });

  it('names categories in the language asked for', async () => {
    const [isoEs] = await standards('es');
    const [isoEn] = await standards('en');
    expect(isoEn?.categories[0]?.name).toMatch(/Direct GHG emissions/i);
    expect(isoEs?.categories[0]?.name).not.toBe(isoEn?.categories[0]?.name);
  });

  it('says Protocolo GHG in Spanish and GHG Protocol in English, and no English word in Spanish', async () => {
    const es = await standards('es');
    const en = await standards('en');
    expect(es[1]?.name).toBe('Protocolo GHG');
    expect(en[1]?.name).toBe('GHG Protocol');
    const findings = es.flatMap((standard, i) => [
      ...englishInSpanish(standard.name, en[i]!.name).map((finding) => `${standard.name}: ${finding}`),
      ...standard.categories.flatMap((category, j) =>
        englishInSpanish(category.name, en[i]!.categories[j]!.name).map(
          (finding) => `${category.name}: ${finding}`,
        ),
      ),
    ]);
    expect(findings).toEqual([]);
  });
});
