// CSRF protection for every mutating API route (spec §7 "header X-CSRF-Token"): a request
// without a valid X-CSRF-Token gets 403 and reaches no handler. It is a hook of each route
// (defineRoute attaches it), never a check of the URL's spelling: Fastify routes on the decoded
// path, so `/%61pi/v1/…` reaches the `/api/v1/…` route and must meet the same guard.
// The token is an HMAC of a per-browser secret cookie (or, for a cookie-less web view, of the
// token sign-in pair it carries) under a key shared by all instances (server_secrets).
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hmac, newToken, safeEqual } from '../services/tokens';
import { tokenPair } from './auth-context';

const CSRF_COOKIE = 'csrf';

/** The route hook that refuses a mutating request without the caller's CSRF token. */
export function csrfGuard(key: string): onRequestHookHandler {
  return async (request, reply) => {
    const sent = request.headers['x-csrf-token'];
    const expected = expectedToken(request, key);
    if (typeof sent !== 'string' || !expected || !safeEqual(sent, expected)) {
      return reply
        .status(403)
        .send({ error: 'Missing or invalid X-CSRF-Token header. Fetch /api/v1/util/csrf first.' });
    }
  };
}

// A request carrying a token sign-in pair is bound to the pair (the client appends it to every call
// once it has one, spec §2); otherwise to the browser's secret cookie.
function expectedToken(request: FastifyRequest, key: string): string | null {
  const pair = tokenPair(request);
  if (pair) return hmac(key, `pair:${pair.authId}`);
  const secret = request.cookies[CSRF_COOKIE];
  return secret ? hmac(key, `cookie:${secret}`) : null;
}

/** The token for this caller, setting the browser's secret cookie on first contact. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, key: string): string {
  const pair = tokenPair(request);
  if (pair) return hmac(key, `pair:${pair.authId}`);
  let secret = request.cookies[CSRF_COOKIE];
  if (!secret) {
    secret = newToken();
    reply.setCookie(CSRF_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return hmac(key, `cookie:${secret}`);
}
