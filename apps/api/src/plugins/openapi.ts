import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@huella/shared';
import type { AppConfig } from '../config.ts';
import { contentSecurityPolicy } from './security.ts';

/** The CSP sources ('sha256-…') of the inline scripts of an HTML page, each by its hash. */
function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!) || body === '') continue;
    sources.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return sources;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * An upload's multipart body in the document (its fields and its file part), which the route
 * itself does not validate as a body: the handler reads the parts as they arrive.
 */
function withUploadBody(input: TransformInput): TransformInput {
  const upload = input.route.config?.upload;
  if (!upload) return input;
  const body = (upload.fields as z.ZodObject).extend({ [upload.file]: z.file() });
  return { ...input, schema: { ...input.schema, body } };
}

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> } };

/** Whether a JSON schema takes null (a Zod body `.nullish()`: the client may send none). */
function takesNull(schema: unknown): boolean {
  const node = schema as
    { nullable?: boolean; type?: unknown; anyOf?: unknown[]; oneOf?: unknown[] } | undefined;
  if (!node) return false;
  if (node.nullable === true || node.type === 'null') return true;
  if (Array.isArray(node.type) && node.type.includes('null')) return true;
  return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].some(takesNull);
}

/**
 * The document as generated, except that a body its endpoint may go without (its schema takes
 * null: a session's refresh or sign-out, which read the cookie) is not marked required, so a
 * client typed from the document may leave it out.
 */
function withOptionalBodies(input: TransformObjectInput) {
  const document = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, Operation>> };
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item)) {
      const body = operation.requestBody;
      if (body?.content && Object.values(body.content).every((media) => takesNull(media.schema)))
        body.required = false;
    }
  return document;
}

/** The options of the OpenAPI document, generated from the endpoints' declarations. */
export function swaggerOptions(version: string, publicUrl: string) {
  // The one error shape is one component of the document, which every error answer refers to.
  if (!z.globalRegistry.has(ZApiError)) z.globalRegistry.add(ZApiError, { id: 'ApiError' });
  return {
    openapi: {
      info: {
        title: 'Huella API',
        description: 'Greenhouse-gas inventory: catalogue, company workspace and platform administration.',
        version,
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input: TransformInput) => jsonSchemaTransform(withUploadBody(input)),
    transformObject: withOptionalBodies,
  };
}

/** What the reference's own answers carry over to the app's answer. */
const RELAYED_HEADERS = [
  'content-type',
  'content-disposition',
  'location',
  'access-control-allow-origin',
  'access-control-allow-methods',
];

/**
 * The browsable reference (Scalar), served by an instance of its own that is made on the first
 * visit: its 4 MB script stays on disk, not in the memory of a server nobody reads the reference of.
 */
function lazyReference(spec: () => unknown) {
  let reference: Promise<FastifyInstance> | undefined;
  const made = () =>
    (reference ??= (async () => {
      const { default: apiReference } = await import('@scalar/fastify-api-reference');
      const inner = Fastify({ logger: false });
      await inner.register(apiReference, {
        routePrefix: '/api/docs',
        configuration: {
          title: 'Huella API',
          pageTitle: 'Huella API',
          content: spec,
          // Nothing on the page calls Scalar's servers (which the policy would refuse anyway): the
          // system's fonts instead of theirs, and no AI chat, MCP, sharing, deploying or telemetry.
          withDefaultFonts: false,
          agent: { disabled: true },
          mcp: { disabled: true },
          showDeveloperTools: 'never',
          telemetry: false,
        },
      });
      await inner.ready();
      return inner;
    })().catch((error: unknown) => {
      reference = undefined;
      throw error;
    }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await made()).inject({ method: 'GET', url: request.url });
    reply.code(answer.statusCode);
    for (const name of RELAYED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return answer.body;
  };
}

/** The OpenAPI document, generated from the routes' Zod schemas, and its reference at /api/docs. */
export const openapiPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(swagger, swaggerOptions(config.version, config.publicUrl));
    // The reference is a page of its own: its script is served from /api/docs/js, and it starts
    // with one inline script, which the app's policy allows on this page alone, by its hash.
    await app.register(async (docs) => {
      docs.addHook('onSend', async (_request, reply, payload) => {
        if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html'))
          reply.helmet({
            contentSecurityPolicy: contentSecurityPolicy(config, inlineScriptSources(payload)),
          });
        return payload;
      });
      const handler = lazyReference(() => app.swagger());
      for (const url of ['/api/docs', '/api/docs/*'])
        docs.get(url, { schema: { hide: true }, logLevel: 'warn' }, handler);
    });
  },
  { name: 'openapi' },
);
