// Resolves who is calling from the session cookie, as a hook of each API route (defineRoute
// attaches it; never decided by the URL's spelling). (A token sign-in pair only creates that
// cookie, in /util/csrf.) Handlers read `request.auth`.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { clearCookie, readCookie, writeCookie } from './cookies';
import { findSessionByToken, SESSION_ABSOLUTE_MS, type ActiveSession } from '../services/sessions';

/** The session cookie's name (`__Host-sid` over HTTPS: cookies.ts). */
const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    auth: ActiveSession | null;
  }
}

/** The live session the request's cookie names, or null. */
export async function sessionFromCookie(
  db: Db,
  request: FastifyRequest,
): Promise<ActiveSession | null> {
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie ? findSessionByToken(db, cookie) : null;
}

/** The route hook that sets `request.auth` (null without a live session). */
export function sessionResolver(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    request.auth = await sessionFromCookie(db, request);
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
  writeCookie(request, reply, SESSION_COOKIE, token, Math.floor(SESSION_ABSOLUTE_MS / 1000));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearCookie(request, reply, SESSION_COOKIE);
}
