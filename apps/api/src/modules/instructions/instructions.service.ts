import type { TLanguage } from '@huella/shared';
import { pdfThread } from '../../lib/pdf-thread.ts';

// The guide to recording emission sources and activities: each language is drawn once (on the PDF
// thread) and kept, since its words never change while the server runs.

const drawn = new Map<TLanguage, Promise<Buffer>>();

/** The guide to recording emission sources and activities, as a PDF in the language asked. */
export function emissionSourcesGuide(lang: TLanguage): Promise<Buffer> {
  let pdf = drawn.get(lang);
  if (!pdf) {
    pdf = pdfThread.draw('guide', lang);
    pdf.catch(() => drawn.delete(lang));
    drawn.set(lang, pdf);
  }
  return pdf;
}
