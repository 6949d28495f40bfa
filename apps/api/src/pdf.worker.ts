import { parentPort } from 'node:worker_threads';
import type { TLanguage } from '@huella/shared';
import type { PdfAnswer, PdfJob, PdfKind } from './lib/pdf-thread.ts';
import { drawGuide } from './modules/instructions/instructions.document.ts';
import { drawInventoryReport, type InventoryReport } from './modules/reports/reports.document.ts';

// The PDF thread (lib/pdf-thread.ts): it draws each PDF asked for, one after another, and answers
// its bytes or the error. Its input arrives copied (a logo's Buffer as a Uint8Array, which react-pdf
// draws alike).

const drawings: Record<PdfKind, (input: unknown) => Promise<Buffer>> = {
  'inventory-report': (input) => drawInventoryReport(input as InventoryReport),
  guide: (input) => drawGuide(input as TLanguage),
};

const port = parentPort;
if (!port) throw new Error('pdf.worker runs on the PDF thread (lib/pdf-thread.ts)');

port.on('message', (job: PdfJob) => {
  // A drawing that throws at once fails its PDF too, not the thread.
  Promise.resolve(job.input)
    .then(drawings[job.kind])
    .then(
      (pdf) => port.postMessage({ id: job.id, pdf } satisfies PdfAnswer),
      (error: unknown) =>
        port.postMessage({
          id: job.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies PdfAnswer),
    );
});
