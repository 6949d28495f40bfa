import { ZReconciliation } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { reconcileEmissions } from './reconciliation.service.ts';

// A super-admin checks that the stored figures agree with the catalogue (DESIGN §4); `npm run
// reconcile` runs the same check from a shell, and only there may it fix what it finds.

export const reconciliationModule = defineModule({
  name: 'reconciliation',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/emissions/reconcile',
      access: access.superAdmin(),
      summary:
        'Every stored activity calculated again from the catalogue in memory: how many were checked, and each whose stored figures (totals, flag, lines) disagree, by company, with both figures; then the roll-ups the dashboards read, a company year at a time, checked against those lines and activities, with each roll-up row that disagrees (the first 1,000 of each; nothing is written)',
      response: ZReconciliation,
      handle: async ({ ctx }) => {
        const { checked, mismatches, rollup_years, rollup_mismatches } = await reconcileEmissions(ctx);
        return { checked, mismatches, rollup_years, rollup_mismatches };
      },
    }),
  ],
});
