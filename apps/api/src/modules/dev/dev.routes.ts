import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOCKED_STATUSES, ZApiError, text } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { isFromLoopbackSocket } from '../../lib/client-address.ts';
import { access } from '../../plugins/auth.ts';
import { listOutbox } from './dev.service.ts';

const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/**
 * The development mail outbox: verification codes, recovery codes and invitation links written
 * instead of sent. Whoever reads it can take over any account, so it exists only where the
 * configuration turns it on (the embedded demo database, or MAIL_OUTBOX=true) and answers only to
 * this machine's own socket or to a signed-in super-admin; anyone else gets the same 404 as when
 * it is off.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: access.public() },
      schema: {
        tags: ['development'],
        summary: 'Mail written to the outbox (embedded database or MAIL_OUTBOX=true; local or super-admin)',
        querystring: z.object({
          to: text(0, 254).toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(ZOutboxMail) }), 404: ZApiError },
      },
    },
    async (request) => {
      const user = request.user;
      const isSuperAdmin =
        user?.role === 'super-admin' &&
        user.email_verified_at !== null &&
        !(BLOCKED_STATUSES as readonly string[]).includes(user.status);
      if (!app.ctx.config.mailOutbox || !(isFromLoopbackSocket(request) || isSuperAdmin))
        throw new AppError('NOT_FOUND', { message: 'errors.DEV_ONLY' });
      return listOutbox(app.ctx, request.query.to, request.query.limit);
    },
  );
};
