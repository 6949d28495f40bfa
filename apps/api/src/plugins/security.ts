import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config.ts';

/** Security headers on every answer, and CORS limited to the app's own public origin. */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          // Google sign-in loads from accounts.google.com when GOOGLE_CLIENT_ID is set.
          'script-src': ["'self'", ...(config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [])],
          'frame-src': ["'self'", ...(config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [])],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: [new URL(config.publicUrl).origin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'security' },
);
