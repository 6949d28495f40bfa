import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.ts';
import { errorBody } from './errors.ts';

/**
 * Serves the built web app. Any unknown path outside /api gets index.html (the single-page app
 * routes it, and shows its not-found page); an unknown /api path answers 404 in the error shape.
 */
export const webPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Hashed assets never change; everything else is revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && wantsPage && hasWeb) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(
        errorBody('NOT_FOUND', request.lang, 'errors.ROUTE_NOT_FOUND', {
          method: request.method,
          url: pathname,
        }),
      );
    });
  },
  { name: 'web', dependencies: ['language'] },
);
