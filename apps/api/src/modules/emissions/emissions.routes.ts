import { ZRecomputeState } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { RECOMPUTE_EMISSIONS_QUEUE } from '../../lib/jobs.ts';
import { access } from '../../plugins/auth.ts';
import { recomputePendingEmissions, recomputeState } from './emissions.service.ts';

// The recalculation after catalogue changes runs as a background job (plugins/jobs.ts); a
// super-admin sees how far it is.

export const emissionsModule = defineModule({
  name: 'emissions',
  data: 'platform',
  workers: {
    [RECOMPUTE_EMISSIONS_QUEUE]: async (ctx) => {
      await recomputePendingEmissions(ctx);
    },
  },
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emissions/recompute',
      access: access.superAdmin(),
      summary:
        'How far the recalculation after catalogue changes is: changes waiting, and activities flagged for having no valid value',
      response: ZRecomputeState,
      handle: ({ ctx }) => recomputeState(ctx),
    }),
  ],
});
