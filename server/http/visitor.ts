// A random per-browser visitor id (HttpOnly cookie) for attribution before sign-up.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../services/tokens';

const VISITOR_COOKIE = 'vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const id = newToken();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ONE_YEAR_S,
  });
  return id;
}

export const existingVisitorId = (request: FastifyRequest): string | null =>
  request.cookies[VISITOR_COOKIE] ?? null;
