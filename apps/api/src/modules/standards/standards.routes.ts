import { ZStandard, listEnvelope } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { listStandards } from './standards.service.ts';

export const standardsModule = defineModule({
  name: 'standards',
  data: 'catalogue',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/standards',
      access: access.verified(),
      summary: 'Standards (1 = ISO 14064-1:2018, 2 = GHG Protocol) with their categories',
      response: listEnvelope(ZStandard),
      handle: ({ ctx, lang }) => listStandards(ctx.db, lang),
    }),
  ],
});
