import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSession } from '@huella/shared';
import { REFRESH_TOKEN_TTL_DAYS } from './tokens.ts';

export const REFRESH_COOKIE = 'huella_refresh';

/** The web app keeps the refresh token in an httpOnly, SameSite=Strict cookie scoped to /api/auth. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: TSession): TSession {
  void reply.setCookie(REFRESH_COOKIE, session.refresh_token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
  return session;
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
}

/** The refresh token from the body, the cookie, or (as the spec's clients send it) the bearer header. */
export function refreshTokenOf(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  if (bodyToken) return bodyToken;
  const cookie = request.cookies[REFRESH_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  return bearer && !bearer.includes('.') ? bearer : undefined;
}
