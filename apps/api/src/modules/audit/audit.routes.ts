import { ZAuditEntry, ZDate, ZId, ZListQuery, listEnvelope, text } from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { access } from '../../plugins/auth.ts';
import { listAudit } from './audit.service.ts';

export const auditModule = defineModule({
  name: 'audit',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/audit',
      access: access.superAdmin(),
      summary: 'The audit log (super-admin): every successful write, newest first',
      query: ZListQuery.extend({
        company_id: ZId.optional(),
        user_id: ZId.optional(),
        entity: text(0, 120).optional(),
        date_from: ZDate.optional(),
        date_to: ZDate.optional(),
      }),
      response: listEnvelope(ZAuditEntry),
      handle: ({ ctx, query }) => {
        const { page, per_page, date_from, date_to, ...filter } = query;
        const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
        return listAudit(
          ctx.db,
          {
            ...filter,
            date_from: date_from ? new Date(`${date_from}T00:00:00Z`) : undefined,
            date_to: date_to ? dayAfter(date_to) : undefined,
          },
          page,
          per_page,
        );
      },
    }),
  ],
});
