// Security events, always logged (not only with LOG_REQUESTS): one JSON line each on stdout, for
// whoever watches the servers (ASVS V16). What is logged: failed log-ins and password checks
// (401 on a route that checks a password), throttling (429), refused CSRF (403 on a mutating
// route), bursts of client errors from one address, and every server error (5xx). Never logged:
// bodies, passwords, tokens, cookies, query strings (sign-in pairs travel there) or email
// addresses; the route pattern stands for the path, so no id or token in a path is written either.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SecurityLogSink {
  write(line: string): void;
}

/** A client sending this many 4xx within BURST_WINDOW_MS is logged once for that window. */
export const BURST_THRESHOLD = 50;
export const BURST_WINDOW_MS = 60_000;
/** Addresses remembered for burst counting at most (a flood of addresses cannot exhaust memory). */
const BURST_ADDRESSES_MAX = 10_000;

const PASSWORD_ROUTES = new Set([
  'POST /api/v1/auth/login',
  'PUT /api/v1/account/password',
  'POST /api/v1/account/email_change',
  'POST /api/v1/account/close',
]);

export function installSecurityLog(
  app: FastifyInstance,
  sink: SecurityLogSink = process.stdout,
  now: () => number = Date.now,
): void {
  const bursts = new Map<string, { windowStart: number; count: number; logged: boolean }>();
  const write = (event: string, request: FastifyRequest, status: number, extra = {}) =>
    sink.write(
      `${JSON.stringify({
        time: new Date(now()).toISOString(),
        type: 'security',
        event,
        status,
        method: request.method,
        route: request.routeOptions.url ?? null,
        ip: request.ip,
        user_id: request.auth?.userId ?? null,
        request_id: request.id,
        ...extra,
      })}\n`,
    );

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (status >= 500) write('server_error', request, status);
    else if (status === 429) write('throttled', request, status);
    else if (status === 401 && PASSWORD_ROUTES.has(route))
      write('password_refused', request, status);
    else if (status === 403 && request.method !== 'GET' && request.method !== 'HEAD') {
      write('forbidden', request, status);
    }
    if (status >= 400 && status < 500) countClientError(request, status);
  });

  function countClientError(request: FastifyRequest, status: number): void {
    const at = now();
    let burst = bursts.get(request.ip);
    if (!burst || at - burst.windowStart >= BURST_WINDOW_MS) {
      burst = { windowStart: at, count: 0, logged: false };
      bursts.delete(request.ip);
      bursts.set(request.ip, burst);
      if (bursts.size > BURST_ADDRESSES_MAX) bursts.delete(bursts.keys().next().value!);
    }
    burst.count++;
    if (burst.count >= BURST_THRESHOLD && !burst.logged) {
      burst.logged = true;
      write('client_error_burst', request, status, {
        count: burst.count,
        window_ms: BURST_WINDOW_MS,
      });
    }
  }
}
