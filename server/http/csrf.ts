// CSRF protection for every mutating API route (spec §7 "header X-CSRF-Token"): a request
// without a valid X-CSRF-Token gets 403 and reaches no handler. It is a hook of each route
// (defineRoute attaches it), never a check of the URL's spelling: Fastify routes on the decoded
// path, so `/%61pi/v1/…` reaches the `/api/v1/…` route and must meet the same guard.
// The token is an HMAC of a per-browser secret cookie (or, for a cookie-less web view, of the
// token sign-in pair it carries) under a key shared by all instances (server_secrets).
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { pairIsLive } from '../services/login-tokens';
import { hmac, newToken, safeEqual } from '../services/tokens';
import { tokenPair } from './auth-context';
import { readCookie, writeCookie } from './cookies';
import { sendError } from './errors';

const CSRF_COOKIE = 'csrf';

/** The route hook that refuses a mutating request without the caller's CSRF token. */
export function csrfGuard(key: string, db: Db): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const sent = request.headers['x-csrf-token'];
    const binding = await bindingOf(request, db);
    const expected = binding ? hmac(key, binding) : null;
    if (typeof sent !== 'string' || !expected || !safeEqual(sent, expected)) {
      return sendError(
        reply,
        'csrf_invalid',
        'Missing or invalid X-CSRF-Token header. Fetch /api/v1/util/csrf first.',
      );
    }
  };
}

// A request carrying a live token sign-in pair is bound to the pair (the client appends it to
// every call once it has one, spec §2; a cookie-less web view has nothing else); otherwise to the
// browser's secret cookie. A pair the caller made up, or one that no longer stands for a session,
// binds nothing (login-tokens.ts pairIsLive).
async function bindingOf(request: FastifyRequest, db: Db): Promise<string | null> {
  const pair = tokenPair(request);
  if (pair && (await pairIsLive(db, pair.authId, pair.token))) return `pair:${pair.authId}`;
  const secret = readCookie(request, CSRF_COOKIE);
  return secret ? `cookie:${secret}` : null;
}

/** The token for this caller, setting the browser's secret cookie on first contact. */
export async function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  db: Db,
): Promise<string> {
  const binding = await bindingOf(request, db);
  if (binding) return hmac(key, binding);
  const secret = newToken();
  writeCookie(request, reply, CSRF_COOKIE, secret);
  return hmac(key, `cookie:${secret}`);
}
