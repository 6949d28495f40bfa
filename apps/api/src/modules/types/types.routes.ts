import { z } from 'zod';
import { ZType, ZTypeGroup, listEnvelope } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { listTypes } from './types.service.ts';

export const typesModule = defineModule({
  name: 'types',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/types/:group',
      access: access.verified(),
      summary: 'Types of a group (emission_source: operational, embedded)',
      params: z.object({ group: ZTypeGroup }),
      response: listEnvelope(ZType),
      handle: ({ ctx, params, lang }) => listTypes(ctx.db, params.group, lang),
    }),
  ],
});
