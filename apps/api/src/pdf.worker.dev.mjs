// The PDF thread's module run from its TypeScript source, in development and tests (the built
// server runs dist/pdf.worker.js).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf.worker.ts', import.meta.url);
