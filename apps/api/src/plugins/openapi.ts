import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';

/** The OpenAPI document, generated from the routes' Zod schemas, and its reference at /api/docs. */
export const openapiPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Huella API',
          description: 'Greenhouse-gas inventory: catalogue, company workspace and platform administration.',
          version: config.version,
        },
        servers: [{ url: config.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(apiReference, {
      routePrefix: '/api/docs',
      logLevel: 'warn',
      configuration: { title: 'Huella API' },
    });
  },
  { name: 'openapi' },
);
