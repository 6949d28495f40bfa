import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// The lockfile installs drizzle-orm under apps/api/node_modules while drizzle-kit is hoisted to the
// root, where drizzle-kit's own imports of drizzle-orm cannot find it. In that layout, point both its
// ESM imports (a resolve hook) and its CommonJS requires (NODE_PATH) at this workspace's copy. Once
// both packages sit together this block does nothing.
const fromKit = createRequire(createRequire(import.meta.url).resolve('drizzle-kit'));
try {
  fromKit.resolve('drizzle-orm/version');
} catch {
  const apiDir = process.cwd();
  const parentURL = pathToFileURL(path.join(apiDir, 'package.json')).href;
  const hook = `export async function resolve(specifier, context, next) {
    const isOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    return next(specifier, isOrm ? { ...context, parentURL: ${JSON.stringify(parentURL)} } : context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  process.env.NODE_PATH = [path.join(apiDir, 'node_modules'), process.env.NODE_PATH]
    .filter(Boolean)
    .join(path.delimiter);
  (Module as unknown as { _initPaths(): void })._initPaths();
}

// drizzle-kit needs a default export. `npm run db:generate -w @huella/api` writes the next migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
