import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { routeOptions } from '../lib/endpoint.ts';
import { API_MODULES } from '../modules/index.ts';
import { swaggerOptions } from '../plugins/openapi.ts';

// The web app calls the API through types generated from the OpenAPI document (DESIGN §3): this
// builds the document from the endpoints' declarations (no database, no handler runs) and writes
// it as TypeScript with openapi-typescript. `npm run typecheck` runs it first, so a web call to a
// path or with a field the API does not declare fails the typecheck; a test keeps the committed
// file in step.

export const API_TYPES_FILE = fileURLToPath(
  new URL('../../../web/src/lib/api-paths.gen.ts', import.meta.url),
);

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (apps/api/src/scripts/api-types.ts).
// Do not edit: change the endpoint's declaration in apps/api/src/modules/<area>/<area>.routes.ts.
`;

/** The API's OpenAPI document, as the running app serves it at /api/docs/json. */
export async function openapiDocument() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, swaggerOptions('document', 'http://localhost'));
  await app.register(
    async (api) => {
      for (const module of API_MODULES) {
        for (const ep of module.endpoints) {
          api.route({ ...routeOptions(ep, module.name), handler: async () => null });
        }
      }
    },
    { prefix: '/api' },
  );
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}

/** A file part (`format: binary`) is a Blob the browser sends, not a string. */
function fileParts(schema: { format?: string }) {
  if (schema.format === 'binary') return ts.factory.createTypeReferenceNode('Blob');
  return undefined;
}

/** The TypeScript of the API's paths, operations and their parameters, bodies and answers. */
export async function apiTypes(): Promise<string> {
  const document = await openapiDocument();
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    transform: fileParts,
    alphabetize: true,
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fresh = await apiTypes();
  const current = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
  if (fresh !== current) await writeFile(API_TYPES_FILE, fresh);
}
