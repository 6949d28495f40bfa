import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { access } from '../../plugins/auth.ts';
import { listRecentMails } from '../mail/mail.repository.ts';

const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** Development only: the mail written instead of sent when no SMTP server is configured. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: access.public() },
      schema: {
        tags: ['development'],
        summary: 'Mail written to the outbox (only without SMTP_URL, never in production)',
        querystring: z.object({
          to: z.string().trim().toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(ZOutboxMail) }), 404: ZApiError },
      },
    },
    async (request) => {
      const { config } = app.ctx;
      if (config.NODE_ENV === 'production' || config.SMTP_URL)
        throw new AppError('NOT_FOUND', { message: 'errors.DEV_ONLY' });
      const rows = await listRecentMails(app.db, request.query.to, request.query.limit);
      return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
    },
  );
};
