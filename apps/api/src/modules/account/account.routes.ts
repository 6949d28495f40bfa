import { z } from 'zod';
import {
  IMAGE_MIME_TYPES,
  TRIAL_DAYS,
  ZAccount,
  ZAccountDelete,
  ZAccountUpdate,
  ZConfiguration,
  ZPasswordChange,
  text,
  translate,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
import { MAX_IMAGE_BYTES } from '../../lib/multipart.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { access } from '../../plugins/auth.ts';
import {
  changePassword,
  deleteAccount,
  loadAccount,
  replaceAvatar,
  updateAccount,
} from './account.service.ts';

const ZMessage = z.object({ message: z.string() });

export const accountModule = defineModule({
  name: 'account',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/account',
      access: access.signedIn(),
      summary: 'The signed-in account with its companies',
      response: ZAccount,
      handle: ({ ctx, user }) => loadAccount(ctx, user.id),
    }),
    endpoint({
      method: 'PUT',
      path: '/account',
      access: access.signedIn(),
      summary: 'Update the profile',
      body: ZAccountUpdate,
      response: ZAccount,
      handle: ({ ctx, user, body }) => updateAccount(ctx, user.id, body),
    }),
    endpoint({
      method: 'PUT',
      path: '/account/password',
      access: access.signedIn(),
      summary: 'Change the password (the current one is required)',
      body: ZPasswordChange,
      response: ZMessage,
      handle: async ({ ctx, user, body, lang, request }) => {
        await changePassword(ctx, user.id, body, request.ip);
        return { message: translate('auth.password_changed', lang) };
      },
    }),
    endpoint({
      method: 'PUT',
      path: '/account/avatar',
      access: access.signedIn(),
      summary: 'Replace the avatar (multipart field `avatar`: PNG, JPEG, WebP or GIF up to 2 MB)',
      // The avatar form has its file and nothing else.
      upload: { fields: z.object({}), file: 'avatar', maxBytes: MAX_IMAGE_BYTES },
      response: ZAccount,
      handle: ({ ctx, user, upload }) => replaceAvatar(ctx, user.id, upload.file),
    }),
    endpoint({
      method: 'DELETE',
      path: '/account',
      access: access.signedIn(),
      summary: 'Delete the account (password accounts confirm with the password)',
      body: ZAccountDelete.nullish(),
      response: ZMessage,
      handle: async ({ ctx, user, body, lang, request, reply }) => {
        await deleteAccount(ctx, user.id, body?.password, request.ip);
        clearSessionCookie(reply);
        return { message: translate('auth.account_deleted', lang) };
      },
    }),
    endpoint({
      method: 'GET',
      path: '/configuration',
      access: access.public(),
      summary: 'Public settings the web app needs',
      response: ZConfiguration,
      handle: ({ ctx }) => ({
        google_client_id: ctx.config.GOOGLE_CLIENT_ID ?? null,
        trial_days: TRIAL_DAYS,
        mail_outbox: ctx.config.mailOutbox,
      }),
    }),
    endpoint({
      method: 'GET',
      path: '/files/:folder/:name',
      access: access.public(),
      summary: 'An uploaded avatar or logo',
      params: z.object({ folder: z.enum(['avatars', 'logos']), name: text(1, 64) }),
      file: { produces: [...IMAGE_MIME_TYPES] },
      handle: async ({ ctx, params, reply }) => {
        const file = await ctx.storage.read(params.folder, params.name);
        if (!file) throw new AppError('NOT_FOUND');
        return reply
          .type(file.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(file.bytes);
      },
    }),
  ],
});
