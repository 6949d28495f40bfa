import fp from 'fastify-plugin';
import { pickLanguage, type TLanguage } from '@huella/shared';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The language of the answer, from Accept-Language (Spanish by default). */
    lang: TLanguage;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'es');
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
