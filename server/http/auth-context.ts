// Resolves who is calling, once per /api request, from the session cookie. (A token sign-in pair
// only creates that cookie, in /util/csrf.) Handlers read `request.auth`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { findSessionByToken, SESSION_ABSOLUTE_MS, type ActiveSession } from '../services/sessions';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    auth: ActiveSession | null;
  }
}

export function installAuthContext(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.auth = await resolveAuth(db, request);
  });
}

async function resolveAuth(db: Db, request: FastifyRequest): Promise<ActiveSession | null> {
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? findSessionByToken(db, cookie) : null;
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
