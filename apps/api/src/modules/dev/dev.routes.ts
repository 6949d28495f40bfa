import { z } from 'zod';
import { isBlockedStatus, text } from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { isFromLoopbackSocket } from '../../lib/client-address.ts';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
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
export const devModule = defineModule({
  name: 'dev',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/dev/outbox',
      access: access.public(),
      summary: 'Mail written to the outbox (embedded database or MAIL_OUTBOX=true; local or super-admin)',
      query: z.object({
        to: text(0, 254).toLowerCase().optional(),
        limit: z.coerce.number().int().min(1).max(200).default(50),
      }),
      response: z.object({ data: z.array(ZOutboxMail) }),
      handle: ({ ctx, query, user, request }) => {
        const isSuperAdmin =
          user?.role === 'super-admin' && user.email_verified_at !== null && !isBlockedStatus(user.status);
        if (!ctx.config.mailOutbox || !(isFromLoopbackSocket(request) || isSuperAdmin))
          throw new AppError('NOT_FOUND', { message: 'errors.DEV_ONLY' });
        return listOutbox(ctx, query.to, query.limit);
      },
    }),
  ],
});
