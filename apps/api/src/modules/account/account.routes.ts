import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRIAL_DAYS,
  ZAccount,
  ZAccountDelete,
  ZAccountUpdate,
  ZApiError,
  ZConfiguration,
  ZPasswordChange,
  text,
  translate,
} from '@huella/shared';
import { AppError } from '../../lib/app-error.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { access } from '../../plugins/auth.ts';
import {
  changePassword,
  deleteAccount,
  loadAccount,
  replaceAvatar,
  updateAccount,
} from './account.service.ts';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
const ZMessage = z.object({ message: z.string() });
/** The avatar form has its file and nothing else. */
const ZNoFields = z.object({});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account with its companies',
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request) => loadAccount(app.ctx, request.user!.id),
  );

  app.put(
    '/account',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Update the profile',
        body: ZAccountUpdate,
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request) => updateAccount(app.ctx, request.user!.id, request.body),
  );

  app.put(
    '/account/password',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Change the password (the current one is required)',
        body: ZPasswordChange,
        response: { 200: ZMessage, 429: ZApiError, ...errors },
      },
    },
    async (request) => {
      await changePassword(app.ctx, request.user!.id, request.body, request.ip);
      return { message: translate('auth.password_changed', request.lang) };
    },
  );

  app.put(
    '/account/avatar',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Replace the avatar (multipart field `avatar`: PNG, JPEG, WebP or GIF up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZAccount, 413: ZApiError, ...errors },
      },
    },
    async (request) => {
      const { file } = await readMultipart(request, ZNoFields, 'avatar');
      return replaceAvatar(app.ctx, request.user!.id, file);
    },
  );

  app.delete(
    '/account',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Delete the account (password accounts confirm with the password)',
        body: ZAccountDelete.nullish(),
        response: { 200: ZMessage, 429: ZApiError, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.ctx, request.user!.id, request.body?.password, request.ip);
      clearSessionCookie(reply);
      return { message: translate('auth.account_deleted', request.lang) };
    },
  );

  app.get(
    '/configuration',
    {
      config: { access: access.public() },
      schema: {
        tags: ['account'],
        summary: 'Public settings the web app needs',
        response: { 200: ZConfiguration },
      },
    },
    async () => ({
      google_client_id: app.ctx.config.GOOGLE_CLIENT_ID ?? null,
      trial_days: TRIAL_DAYS,
      mail_outbox: app.ctx.config.mailOutbox,
    }),
  );

  app.get(
    '/files/:folder/:name',
    {
      config: { access: access.public() },
      schema: {
        tags: ['account'],
        summary: 'An uploaded avatar or logo',
        params: z.object({ folder: z.enum(['avatars', 'logos']), name: text(1, 64) }),
      },
    },
    async (request, reply) => {
      const file = await app.ctx.storage.read(request.params.folder, request.params.name);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  );
};
