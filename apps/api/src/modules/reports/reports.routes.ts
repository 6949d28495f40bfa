import { ZReportQuery } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { asFile } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { inventoryReportPdf } from './reports.service.ts';

// The inventory report (DESIGN §4): the dashboard's filters, the net income and the language; the
// answer is the PDF. Every member of the company makes it, as every member reads the dashboard.

export const reportsModule = defineModule({
  name: 'reports',
  data: 'company',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/reports/inventory',
      access: access.companyMember('query', 'company_id'),
      summary:
        'The inventory report of the dashboard’s filter as a PDF (letter size): company, sector, period, total and biogenic emissions, emissions by source, ISO 14064-1 category and scope, rows A1 to A5 each per unit of `income`, the factors applied with their published source and year, the method, and the working of the total; in `lang` (else the request’s language)',
      query: ZReportQuery,
      file: { produces: ['application/pdf'] },
      handle: async ({ ctx, company, query, lang, reply }) => {
        const pdf = await inventoryReportPdf(ctx, company, query, lang);
        return asFile(
          reply,
          'application/pdf',
          `inventory-report-${query.date_from}-${query.date_to}.pdf`,
        ).send(pdf);
      },
    }),
  ],
});
