import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BURST_THRESHOLD, BURST_WINDOW_MS, installSecurityLog } from './security-log';

let app: FastifyInstance;
afterEach(() => app?.close());

async function appLogging(now: () => number = Date.now) {
  const lines: Array<Record<string, unknown>> = [];
  app = Fastify();
  app.decorateRequest('auth', null);
  installSecurityLog(app, { write: (line) => lines.push(JSON.parse(line)) }, now);
  app.get('/boom', async () => {
    throw new Error('database exploded with secret s3cr3t');
  });
  app.get('/missing/:token', async (_request, reply) => reply.status(404).send({}));
  app.post('/api/v1/auth/login', async (_request, reply) => reply.status(401).send({}));
  app.post('/api/v1/orders', async (_request, reply) => reply.status(403).send({}));
  app.get('/slow-down', async (_request, reply) => reply.status(429).send({}));
  await app.ready();
  return lines;
}

describe('security log', () => {
  it('writes one JSON line per server error, throttle, refused password and refused write', async () => {
    const lines = await appLogging();
    await app.inject({ url: '/boom' });
    await app.inject({ url: '/slow-down' });
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { password: 'pw' } });
    await app.inject({ method: 'POST', url: '/api/v1/orders' });
    await app.inject({ url: '/missing/abc' }); // an ordinary 404 is not an event by itself
    expect(lines.map((line) => [line.event, line.status, line.route])).toEqual([
      ['server_error', 500, '/boom'],
      ['throttled', 429, '/slow-down'],
      ['password_refused', 401, '/api/v1/auth/login'],
      ['forbidden', 403, '/api/v1/orders'],
    ]);
    expect(lines[0]).toMatchObject({ type: 'security', method: 'GET', ip: '127.0.0.1' });
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t|"pw"/);
  });

  it('logs a burst of client errors from one address once per window, with the route pattern', async () => {
    let clock = 0;
    const lines = await appLogging(() => clock);
    for (let i = 0; i < BURST_THRESHOLD * 2; i++) {
      await app.inject({ url: `/missing/token-${i}?auth_id=x&token=secret-${i}` });
    }
    expect(lines.map((line) => line.event)).toEqual(['client_error_burst']);
    expect(lines[0]).toMatchObject({ count: BURST_THRESHOLD, route: '/missing/:token' });
    expect(JSON.stringify(lines)).not.toMatch(/token-\d|secret-/);
    clock += BURST_WINDOW_MS;
    for (let i = 0; i < BURST_THRESHOLD; i++) await app.inject({ url: '/missing/x' });
    expect(lines.map((line) => line.event)).toEqual(['client_error_burst', 'client_error_burst']);
  });
});
