import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { GUIDES } from './instructions.content.ts';

/** The text a PDF shows: its compressed content streams inflated, the strings of their text operators joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)) {
      out.push(text[1] ? Buffer.from(text[1], 'hex').toString('latin1') : text[2]!);
    }
  }
  return out.join('');
}

describe('the guide to emission sources and activities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('is a PDF in Spanish by default and in English when asked, without a session', async () => {
    const es = await t.request('/api/instructions/emission_fountains.pdf');
    expect(es.status).toBe(200);
    expect(es.headers.get('content-type')).toBe('application/pdf');
    const esPdf = Buffer.from(await es.arrayBuffer());
    expect(esPdf.subarray(0, 5).toString()).toBe('%PDF-');

    const en = await t.request('/api/instructions/emission_fountains.pdf?lang=en');
    const enPdf = Buffer.from(await en.arrayBuffer());
    expect(en.headers.get('content-disposition')).toContain('emission-sources-guide.pdf');
    expect(enPdf.equals(esPdf)).toBe(false);

    const byHeader = await t.request('/api/instructions/emission_fountains.pdf', {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(Buffer.from(await byHeader.arrayBuffer()).equals(enPdf)).toBe(true);
  });

  it('reads as the guide of its language', async () => {
    const es = Buffer.from(
      await (await t.request('/api/instructions/emission_fountains.pdf?lang=es')).arrayBuffer(),
    );
    const en = Buffer.from(
      await (await t.request('/api/instructions/emission_fountains.pdf?lang=en')).arrayBuffer(),
    );
    const squash = (text: string) => text.replace(/\s+/g, '');
    // Lines break where the page ends them: compare the words without the spaces between them.
    const esText = squash(pdfText(es));
    const enText = squash(pdfText(en));
    for (const item of GUIDES.es.sections) expect(esText).toContain(squash(item.title));
    for (const item of GUIDES.en.sections) expect(enText).toContain(squash(item.title));
    expect(esText).toContain(squash(GUIDES.es.title));
    expect(esText).not.toContain(squash(GUIDES.en.title));
    expect(enText).not.toContain(squash(GUIDES.es.title));
  });

  it('refuses an unknown language with 422', async () => {
    const res = await t.request('/api/instructions/emission_fountains.pdf?lang=fr');
    expect(res.status).toBe(422);
  });
});
