import { z } from 'zod';
import { ZClosedPeriod, ZClosedPeriodInput, ZClosedPeriods, ZId } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { created } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { closePeriod, listClosedPeriods, reopenPeriod } from './closed-periods.service.ts';

const params = z.object({ company: ZId });

/** The company's closed periods (DESIGN §4): closed and reopened by its administrators. */
export const closedPeriodsModule = defineModule({
  name: 'closed-periods',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/companies/:company/closed-periods',
      access: access.companyAdmin(),
      summary:
        'The company’s closed periods: when each was closed and by whom, and what each catalogue change since would have made of its figures',
      params,
      response: ZClosedPeriods,
      handle: ({ ctx, company }) => listClosedPeriods(ctx, company),
    }),
    endpoint({
      method: 'POST',
      path: '/companies/:company/closed-periods',
      access: access.companyAdmin(),
      summary:
        'Close a period of the inventory (both days included; it may not overlap another): its activities become read-only and catalogue changes no longer restate it',
      params,
      body: ZClosedPeriodInput,
      response: ZClosedPeriod,
      status: 201,
      handle: async ({ ctx, company, user, body, lang, reply }) =>
        created(reply, await closePeriod(ctx, company, user.id, body, lang)),
    }),
    endpoint({
      method: 'DELETE',
      path: '/companies/:company/closed-periods/:closed_period',
      access: access.companyAdmin(),
      summary:
        'Reopen a closed period: its activities can be written again, and the recalculation brings its figures to the catalogue as it is now',
      params: params.extend({ closed_period: ZId }),
      status: 204,
      handle: ({ ctx, company, params }) => reopenPeriod(ctx, company, params.closed_period),
    }),
  ],
});
