import {
  ZDashboard,
  ZDashboardQuery,
  ZEmissionsBySource,
  ZMonthBySource,
  ZMonthTotals,
  ZQuantifications,
  ZWorking,
  ZWorkingQuery,
  workingFileName,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { KEEP_ROLLUP_DAYS_QUEUE } from '../../lib/jobs.ts';
import { asExport, EXPORT_TYPES } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import {
  emissionsBySource,
  keepDaysAhead,
  quantify,
  quantifyByMonthBySource,
  quantifyByMonthTotal,
  readDashboard,
} from './dashboard.service.ts';
import { readWorking, workingExport } from './working.service.ts';

// The company's footprint (DESIGN §4, the quantification contract): every call reads the stored
// emission lines of the filter, never the raw activities again, and answers figures rounded once.
// Every member of the company reads them; the company is named in the query string, as the spec's
// calls do.

const member = access.companyMember('query', 'company_id');
const filters =
  'the period (both days included), catalogue sources (none: all), standards (none: both), headquarter, client, provider, project';

export const dashboardModule = defineModule({
  name: 'dashboard',
  data: 'company',
  workers: {
    [KEEP_ROLLUP_DAYS_QUEUE]: (ctx) => keepDaysAhead(ctx),
  },
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/dashboard',
      access: member,
      summary: `The footprint of the filter (${filters}): totals, operational and embedded, avoided, by source, ISO 14064-1 category, GHG Protocol category, scope and gas, each with its uncertainty; flagged activities counted`,
      query: ZDashboardQuery,
      response: ZDashboard,
      built: true,
      handle: ({ ctx, company, query, lang }) => readDashboard(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/dashboard/graph/emissions-by-source',
      access: member,
      summary:
        'The footprint of the filter by catalogue source, each with its gases, its consumption per unit and its count of activities',
      query: ZDashboardQuery,
      response: ZEmissionsBySource,
      built: true,
      handle: ({ ctx, company, query, lang }) => emissionsBySource(ctx, company, query, lang),
    }),
    ...(
      [
        ['/quantify', 'every inventory item', 'all'],
        ['/quantify/operational', 'the inventory items typed operational', 'operational'],
        ['/quantify/embed', 'the inventory items typed embedded', 'embedded'],
      ] as const
    ).map(([path, which, type]) =>
      endpoint({
        method: 'GET',
        path,
        access: member,
        summary: `The quantification records of ${which} in the filter: per emission factor, consumption (total, mean, standard deviation, unit), count, footprint, aux and uncertainty, and the footprint of each gas`,
        query: ZDashboardQuery,
        response: ZQuantifications,
        built: true,
        handle: ({ ctx, company, query, lang }) => quantify(ctx, company, query, type, lang),
      }),
    ),
    endpoint({
      method: 'GET',
      path: '/quantify-by-month-source',
      access: member,
      summary:
        'The footprint of the filter by month (`YYYY-MM`, every month of the period) and catalogue source name, t CO2e',
      query: ZDashboardQuery,
      response: ZMonthBySource,
      built: true,
      handle: ({ ctx, company, query, lang }) => quantifyByMonthBySource(ctx, company, query, lang),
    }),
    endpoint({
      method: 'GET',
      path: '/quantify-by-month-total',
      access: member,
      summary:
        'The footprint of the filter by month (`YYYY-MM`, every month of the period, 0 when none), t CO2e',
      query: ZDashboardQuery,
      response: ZMonthTotals,
      built: true,
      handle: ({ ctx, company, query }) => quantifyByMonthTotal(ctx, company, query),
    }),
    endpoint({
      method: 'GET',
      path: '/dashboard/working',
      access: member,
      summary:
        'How a figure of the dashboard was calculated (`group`: total, type, scope, source, iso, ghg, item, gas or month, and its `key`): the figure with its uncertainty arithmetic, the lines behind it with what each applied (gas, value and unit, conversion, share, GWP and its IPCC report, uncertainties, published source) and their activities; `format=csv` or `xlsx` answers the same as a CSV file or an Excel workbook with every activity',
      query: ZWorkingQuery,
      response: ZWorking,
      file: { produces: EXPORT_TYPES },
      handle: async ({ ctx, company, query, lang, reply }) => {
        if (query.format === 'json') return readWorking(ctx, company, query, lang);
        const file = await workingExport(ctx, company, { ...query, format: query.format }, lang);
        return asExport(reply, file, workingFileName(query.group, query.key));
      },
    }),
  ],
});
