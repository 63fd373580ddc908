// Resolves who is calling from the session cookie, as a hook of each API route (defineRoute
// attaches it; never decided by the URL's spelling). (A token sign-in pair only creates that
// cookie, in /util/csrf.) Handlers read `request.auth`.
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { findSessionByToken, SESSION_ABSOLUTE_MS, type ActiveSession } from '../services/sessions';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    auth: ActiveSession | null;
  }
}

/** The route hook that sets `request.auth` (null without a live session). */
export function sessionResolver(db: Db): preHandlerHookHandler {
  return async (request) => {
    const cookie = request.cookies[SESSION_COOKIE];
    request.auth = cookie ? await findSessionByToken(db, cookie) : null;
  };
}

export function tokenPair(request: FastifyRequest): { authId: string; token: string } | null {
  const query = request.query as Record<string, unknown> | undefined;
  const authId = query?.auth_id;
  const token = query?.token;
  return typeof authId === 'string' && typeof token === 'string' && authId && token
    ? { authId, token }
    : null;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
