// Our cookies' names and attributes. Over HTTPS every name carries the `__Host-` prefix: the
// browser then keeps the cookie only if it is Secure, set for the whole host (Path=/, no Domain)
// by this host, so a sibling subdomain or a plain-HTTP page on the network cannot plant a session
// or CSRF cookie of its choosing (cookie tossing). Over HTTPS only the prefixed name is read.
// Plain HTTP (a newcomer's http://127.0.0.1:8080, tests) cannot use the prefix: the bare name.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const secure = (request: FastifyRequest) => request.protocol === 'https';

const cookieName = (request: FastifyRequest, base: string): string =>
  secure(request) ? `__Host-${base}` : base;

export const readCookie = (request: FastifyRequest, base: string): string | undefined =>
  request.cookies[cookieName(request, base)];

export function writeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  base: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  const options: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
  };
  if (maxAgeSeconds !== undefined) options.maxAge = maxAgeSeconds;
  reply.setCookie(cookieName(request, base), value, options);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, base: string): void {
  reply.clearCookie(cookieName(request, base), { path: '/', secure: secure(request) });
}
