import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZEmailOnly,
  ZRecoveryVerify,
  ZRefresh,
  ZResetPassword,
  ZSession,
  ZSignIn,
  ZSignUp,
  ZSocialSignIn,
  ZVerifyAccount,
  translate,
} from '@huella/shared';
import { created } from '../../lib/replies.ts';
import { access } from '../../plugins/auth.ts';
import { clearSessionCookie, refreshTokenOf, setSessionCookie } from '../../lib/session-cookie.ts';
import {
  refreshSession,
  resetPassword,
  sendRecoveryCode,
  sendVerificationEmail,
  signIn,
  signOut,
  signUp,
  verifyAccount,
  verifyRecoveryCode,
} from './auth.service.ts';
import { signInWithGoogle } from './google.service.ts';

const ZMessage = z.object({ message: z.string() });
const errors = { 401: ZApiError, 403: ZApiError, 409: ZApiError, 422: ZApiError, 429: ZApiError };
/** Abuse-prone endpoints: at most this many calls per minute per IP. */
const limited = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = (lang: 'es' | 'en', key: string) => ({ message: translate(key, lang) });

  app.post(
    '/sign-up',
    {
      config: { access: access.public(), ...limited(10) },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (status APPROVAL_PENDING) and e-mail a verification code',
        body: ZSignUp,
        response: { 201: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request, reply) => created(reply, await signUp(app.ctx, request.body, request.lang)),
  );

  app.post(
    '/sign-up/send-verification-email',
    {
      config: { access: access.public(), ...limited(5) },
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification code',
        body: ZEmailOnly,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await sendVerificationEmail(app.ctx, request.body.email);
      return ok(request.lang, 'auth.verification_sent');
    },
  );

  app.post(
    '/sign-up/verify-account',
    {
      config: { access: access.public(), ...limited(10) },
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with its code; answers the session',
        body: ZVerifyAccount,
        response: { 200: ZSession, ...errors },
      },
    },
    async (request, reply) =>
      setSessionCookie(request, reply, await verifyAccount(app.ctx, request.body.email, request.body.code)),
  );

  app.post(
    '/auth/sign-in',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: ZSignIn,
        response: { 200: ZSession, ...errors },
      },
    },
    async (request, reply) =>
      setSessionCookie(request, reply, await signIn(app.ctx, request.body, request.ip)),
  );

  app.post(
    '/auth/sign-in/social/google',
    {
      config: { access: access.public(), ...limited(20) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: ZSocialSignIn,
        response: { 200: ZSession, 404: ZApiError, ...errors },
      },
    },
    async (request, reply) =>
      setSessionCookie(request, reply, await signInWithGoogle(app.ctx, request.body.token)),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: access.public(), ...limited(60) },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (single use)',
        body: ZRefresh.nullish(),
        response: { 200: ZSession, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return setSessionCookie(
          request,
          reply,
          await refreshSession(app.ctx, refreshTokenOf(request, request.body?.refresh_token)),
        );
      } catch (error) {
        clearSessionCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the refresh token and its family',
        body: ZRefresh.nullish(),
        response: { 200: ZMessage },
      },
    },
    async (request, reply) => {
      await signOut(app.ctx, refreshTokenOf(request, request.body?.refresh_token));
      clearSessionCookie(reply);
      return ok(request.lang, 'auth.signed_out');
    },
  );

  for (const [path, summary] of [
    ['/auth/recovery-password/send-code', 'E-mail a password recovery code'],
    ['/auth/recovery-password/resend-code', 'E-mail a new password recovery code'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: access.public(), ...limited(5) },
        schema: { tags: ['auth'], summary, body: ZEmailOnly, response: { 200: ZMessage, ...errors } },
      },
      async (request) => {
        await sendRecoveryCode(app.ctx, request.body.email);
        return ok(request.lang, 'auth.recovery_sent');
      },
    );
  }

  app.post(
    '/auth/recovery-password/verify-code',
    {
      config: { access: access.public(), ...limited(10) },
      schema: {
        tags: ['auth'],
        summary: 'Check a recovery code (counts an attempt when wrong)',
        body: ZRecoveryVerify,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await verifyRecoveryCode(app.ctx, request.body.email, request.body.code);
      return ok(request.lang, 'auth.code_valid');
    },
  );

  app.post(
    '/auth/recovery-password/reset-password',
    {
      config: { access: access.public(), ...limited(10) },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a recovery code',
        body: ZResetPassword,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return ok(request.lang, 'auth.password_reset');
    },
  );
};
