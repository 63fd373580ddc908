// A random per-browser visitor id (HttpOnly cookie) for attribution before sign-up.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../services/tokens';
import { readCookie, writeCookie } from './cookies';

const VISITOR_COOKIE = 'vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const id = newToken();
  writeCookie(request, reply, VISITOR_COOKIE, id, ONE_YEAR_S);
  return id;
}

export const existingVisitorId = (request: FastifyRequest): string | null =>
  readCookie(request, VISITOR_COOKIE) ?? null;
