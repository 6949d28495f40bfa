import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@huella/shared';
import { asFile } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { emissionSourcesGuide } from './instructions.service.ts';

export const instructionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instructions/emission_fountains.pdf',
    {
      config: { access: access.public() },
      schema: {
        tags: ['system'],
        summary:
          'The guide to recording emission sources and activities (PDF, in `lang` or the request language)',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const pdf = await emissionSourcesGuide(lang);
      const name = lang === 'es' ? 'guia-fuentes-de-emision.pdf' : 'emission-sources-guide.pdf';
      return asFile(reply, 'application/pdf', name, { inline: true, cache: 'public, max-age=3600' }).send(
        pdf,
      );
    },
  );
};
