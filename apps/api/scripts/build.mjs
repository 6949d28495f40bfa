// Bundles the API into dist/server.js, and the PDF thread's module (src/pdf.worker.ts) into
// dist/pdf.worker.js beside it. The workspace package @huella/shared (TypeScript source) is
// bundled in; every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@huella/'));

await build({
  entryPoints: {
    server: new URL('../src/server.ts', import.meta.url).pathname,
    'pdf.worker': new URL('../src/pdf.worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), 'pino-pretty'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
