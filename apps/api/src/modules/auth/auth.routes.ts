import { z } from 'zod';
import {
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
  type TLanguage,
} from '@huella/shared';
import { defineModule, endpoint } from '../../lib/endpoint.ts';
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
const ok = (lang: TLanguage, key: string) => ({ message: translate(key, lang) });

// Abuse-prone endpoints (sign-up, codes, tokens) take at most `perMinute` calls per minute per IP.

export const authModule = defineModule({
  name: 'auth',
  data: 'platform',
  endpoints: [
    endpoint({
      method: 'POST',
      path: '/sign-up',
      access: access.public(),
      perMinute: 10,
      summary: 'Create an account (status APPROVAL_PENDING) and e-mail a verification code',
      body: ZSignUp,
      response: z.object({ email: z.string() }),
      status: 201,
      handle: ({ ctx, body, lang }) => signUp(ctx, body, lang),
    }),
    endpoint({
      method: 'POST',
      path: '/sign-up/send-verification-email',
      access: access.public(),
      perMinute: 5,
      summary: 'Send a new verification code',
      body: ZEmailOnly,
      response: ZMessage,
      handle: async ({ ctx, body, lang }) => {
        await sendVerificationEmail(ctx, body.email);
        return ok(lang, 'auth.verification_sent');
      },
    }),
    endpoint({
      method: 'POST',
      path: '/sign-up/verify-account',
      access: access.public(),
      perMinute: 10,
      summary: 'Verify the e-mail with its code; answers the session',
      body: ZVerifyAccount,
      response: ZSession,
      handle: async ({ ctx, body, request, reply }) =>
        setSessionCookie(request, reply, await verifyAccount(ctx, body.email, body.code)),
    }),
    endpoint({
      method: 'POST',
      path: '/auth/sign-in',
      access: access.public(),
      summary: 'Sign in with e-mail and password',
      body: ZSignIn,
      response: ZSession,
      handle: async ({ ctx, body, request, reply }) =>
        setSessionCookie(request, reply, await signIn(ctx, body, request.ip)),
    }),
    endpoint({
      method: 'POST',
      path: '/auth/sign-in/social/google',
      access: access.public(),
      perMinute: 20,
      summary: 'Sign in with a Google ID token',
      body: ZSocialSignIn,
      response: ZSession,
      handle: async ({ ctx, body, request, reply }) =>
        setSessionCookie(request, reply, await signInWithGoogle(ctx, body.token)),
    }),
    endpoint({
      method: 'POST',
      path: '/auth/refresh',
      access: access.public(),
      perMinute: 60,
      summary: 'Rotate the refresh token (single use)',
      body: ZRefresh.nullish(),
      response: ZSession,
      handle: async ({ ctx, body, request, reply }) => {
        try {
          return setSessionCookie(
            request,
            reply,
            await refreshSession(ctx, refreshTokenOf(request, body?.refresh_token)),
          );
        } catch (error) {
          clearSessionCookie(reply);
          throw error;
        }
      },
    }),
    endpoint({
      method: 'POST',
      path: '/auth/sign-out',
      access: access.public(),
      summary: 'Sign out: revokes the refresh token and its family',
      body: ZRefresh.nullish(),
      response: ZMessage,
      handle: async ({ ctx, body, lang, request, reply }) => {
        await signOut(ctx, refreshTokenOf(request, body?.refresh_token));
        clearSessionCookie(reply);
        return ok(lang, 'auth.signed_out');
      },
    }),
    ...(
      [
        ['/auth/recovery-password/send-code', 'E-mail a password recovery code'],
        ['/auth/recovery-password/resend-code', 'E-mail a new password recovery code'],
      ] as const
    ).map(([path, summary]) =>
      endpoint({
        method: 'POST',
        path,
        access: access.public(),
        perMinute: 5,
        summary,
        body: ZEmailOnly,
        response: ZMessage,
        handle: async ({ ctx, body, lang }) => {
          await sendRecoveryCode(ctx, body.email, lang);
          return ok(lang, 'auth.recovery_sent');
        },
      }),
    ),
    endpoint({
      method: 'POST',
      path: '/auth/recovery-password/verify-code',
      access: access.public(),
      perMinute: 10,
      summary: 'Check a recovery code (counts an attempt when wrong)',
      body: ZRecoveryVerify,
      response: ZMessage,
      handle: async ({ ctx, body, lang }) => {
        await verifyRecoveryCode(ctx, body.email, body.code);
        return ok(lang, 'auth.code_valid');
      },
    }),
    endpoint({
      method: 'POST',
      path: '/auth/recovery-password/reset-password',
      access: access.public(),
      perMinute: 10,
      summary: 'Choose a new password with a recovery code',
      body: ZResetPassword,
      response: ZMessage,
      handle: async ({ ctx, body, lang }) => {
        await resetPassword(ctx, body);
        return ok(lang, 'auth.password_reset');
      },
    }),
  ],
});
