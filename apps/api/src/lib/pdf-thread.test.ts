import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdfThread, type PdfThread } from './pdf-thread.ts';

// The PDF thread draws on a worker of its own, started by the first PDF and ended when idle.

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('the PDF thread', { timeout: 60_000 }, () => {
  let thread: PdfThread | undefined;
  afterEach(() => thread?.stop());

  it('starts with the first PDF, draws each asked at once, and ends once idle', async () => {
    thread = createPdfThread({ idleMs: 1_000 });
    expect(thread.running()).toBe(false);
    const [es, en] = await Promise.all([thread.draw('guide', 'es'), thread.draw('guide', 'en')]);
    expect(thread.running()).toBe(true);
    expect(es.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await textOf(es)).toContain('fuentes de emisión');
    expect(await textOf(en)).toContain('emission sources');
    await expect.poll(() => thread!.running(), { timeout: 10_000, interval: 50 }).toBe(false);
    // A PDF after the thread ended starts it again.
    expect(await textOf(await thread.draw('guide', 'en'))).toContain('emission sources');
  });

  it('answers a drawing that fails with its error, and draws the next', async () => {
    thread = createPdfThread();
    await expect(thread.draw('inventory-report', { lang: 'es' })).rejects.toThrow(/TypeError/);
    expect((await thread.draw('guide', 'es')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fails the PDF being drawn when stopped, and starts again for the next', async () => {
    thread = createPdfThread();
    const drawing = thread.draw('guide', 'es');
    await thread.stop();
    await expect(drawing).rejects.toThrow('The PDF thread ended');
    expect(thread.running()).toBe(false);
    expect((await thread.draw('guide', 'es')).subarray(0, 5).toString()).toBe('%PDF-');
    // A PDF asked while the thread ends is drawn by a new thread: the old one's end fails only its own.
    const ending = thread.stop();
    const next = thread.draw('guide', 'en');
    await ending;
    expect((await next).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
