import { z } from 'zod';
import { LANGUAGES } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { asFile } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { emissionSourcesGuide } from './instructions.service.ts';

export const instructionsModule = defineModule({
  name: 'instructions',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/instructions/emission_fountains.pdf',
      access: access.public(),
      summary:
        'The guide to recording emission sources and activities (PDF, in `lang` or the request language)',
      query: z.object({ lang: z.enum(LANGUAGES).optional() }),
      file: { produces: ['application/pdf'] },
      handle: async ({ query, lang, reply }) => {
        const language = query.lang ?? lang;
        const pdf = await emissionSourcesGuide(language);
        const name = language === 'es' ? 'guia-fuentes-de-emision.pdf' : 'emission-sources-guide.pdf';
        return asFile(reply, 'application/pdf', name, { inline: true, cache: 'public, max-age=3600' }).send(
          pdf,
        );
      },
    }),
  ],
});
