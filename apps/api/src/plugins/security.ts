import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config.ts';

/** Whether the app's public URL is https: only then are browsers told to insist on https. */
export const isServedOverHttps = (config: AppConfig) => new URL(config.publicUrl).protocol === 'https:';

/**
 * The content security policy of every answer. `scripts` adds script sources that one page needs
 * (the API reference's start-up script, by its hash) to that page's answer alone.
 */
export function contentSecurityPolicy(config: AppConfig, scripts: string[] = []) {
  // Google sign-in loads from accounts.google.com when GOOGLE_CLIENT_ID is set.
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return {
    useDefaults: true,
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'script-src': ["'self'", ...google, ...scripts],
      'frame-src': ["'self'", ...google],
      // Over plain http (a local demo, development) the browser would rewrite every request to an
      // https the server does not answer.
      'upgrade-insecure-requests': isServedOverHttps(config) ? [] : null,
    },
  };
}

/** Security headers on every answer, and CORS limited to the app's own public origin. */
export const securityPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
      // Strict-Transport-Security is only meaningful, and only sent, when the app is served over https.
      ...(isServedOverHttps(config) ? {} : { strictTransportSecurity: false }),
    });
    await app.register(cors, {
      origin: [new URL(config.publicUrl).origin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'security' },
);
