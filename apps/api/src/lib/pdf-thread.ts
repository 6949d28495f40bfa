import { Worker } from 'node:worker_threads';

// PDFs are drawn on a worker thread of their own (src/pdf.worker.ts), started by the first PDF
// asked for and ended once none has been asked for a while (DESIGN §2 counts the PDF among the
// work kept off the requests). Drawing the inventory report takes the CPU for one or two seconds,
// which on the request thread every other request of the server waited for; react-pdf with its
// layout engine and fonts takes about 25 MB at rest and the thread some 150 MB just after a large
// report, which a server drawing no PDF need not hold (bench at 1 M activities: the server at rest
// 164 → 140 MB, an import's peak 273 → 237 MB). The price is a first report after a pause drawn by
// a cold thread: 2.7–3.3 s at 1 M instead of 1.5–1.9 s warm (2.4 s for the first report after the
// server started, before).

/** What a PDF thread draws, by kind: the worker's drawing functions (src/pdf.worker.ts). */
export type PdfKind = 'inventory-report' | 'guide';

/** A request to the worker, and its answer. */
export type PdfJob = { id: number; kind: PdfKind; input: unknown };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * How long the thread waits for another PDF before it ends, ms: a report drawn again with another
 * filter finds it warm; the memory goes back soon after the last.
 */
const PDF_THREAD_IDLE_MS = 10_000;

export type PdfThread = {
  /** The PDF of `kind` drawn from `input` (plain data: it is copied to the thread). */
  draw(kind: PdfKind, input: unknown): Promise<Buffer>;
  /** Whether the thread is running now. */
  running(): boolean;
  /** Ends the thread now; a PDF being drawn fails, the next starts a new thread. */
  stop(): Promise<void>;
};

/**
 * The worker's module: the bundle's own beside the built server (dist/pdf.worker.js), or the
 * source through tsx (src/pdf.worker.dev.mjs) when the server runs from its sources (development
 * and tests).
 */
function workerOf(): Worker {
  return import.meta.url.endsWith('.ts')
    ? new Worker(new URL('../pdf.worker.dev.mjs', import.meta.url))
    : new Worker(new URL('./pdf.worker.js', import.meta.url));
}

type Job = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/** A thread and the PDFs asked of it: a thread that ends fails its own, never a newer thread's. */
type Running = { thread: Worker; jobs: Map<number, Job> };

export function createPdfThread(options: { idleMs?: number } = {}): PdfThread {
  const idleMs = options.idleMs ?? PDF_THREAD_IDLE_MS;
  let current: Running | null = null;
  let idle: NodeJS.Timeout | null = null;
  let nextId = 0;

  const ended = (running: Running, error: Error) => {
    if (current === running) current = null;
    for (const job of running.jobs.values()) job.reject(error);
    running.jobs.clear();
  };

  const end = (running: Running) => {
    if (current === running) current = null;
    return running.thread.terminate().then(() => undefined);
  };

  const started = (): Running => {
    if (current) return current;
    const running: Running = { thread: workerOf(), jobs: new Map() };
    running.thread.on('message', (answer: PdfAnswer) => {
      const job = running.jobs.get(answer.id);
      if (!job) return;
      running.jobs.delete(answer.id);
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      settle(running);
    });
    running.thread.on('error', (error) => ended(running, error));
    running.thread.on('exit', (code) =>
      ended(running, new Error(`The PDF thread ended (exit code ${code})`)),
    );
    current = running;
    return running;
  };

  /** With nothing left to draw, the thread holds no process open and ends after `idleMs`. */
  const settle = (running: Running) => {
    if (running.jobs.size > 0) return;
    running.thread.unref();
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      idle = null;
      if (running.jobs.size === 0) void end(running);
    }, idleMs);
    idle.unref();
  };

  return {
    draw(kind, input) {
      if (idle) clearTimeout(idle);
      idle = null;
      const running = started();
      running.thread.ref();
      const id = ++nextId;
      const drawn = new Promise<Buffer>((resolve, reject) => running.jobs.set(id, { resolve, reject }));
      running.thread.postMessage({ id, kind, input } satisfies PdfJob);
      return drawn;
    },
    running: () => current !== null,
    async stop() {
      if (idle) clearTimeout(idle);
      idle = null;
      if (current) await end(current);
    },
  };
}

/** The server's PDF thread. */
export const pdfThread = createPdfThread();
