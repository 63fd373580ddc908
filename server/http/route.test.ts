// defineRoute with a contract endpoint: path parameters checked by struct, the Idempotency-Key of a
// money request read for the handler, and (in tests) every answer checked against its struct.
import Fastify, { type FastifyInstance } from 'fastify';
import { number, object, size, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@/contract/endpoint';
import { installErrorHandler } from './errors';
import { defineRoute } from './route';

const Thing = type({ id: string(), size: number() });
const show = endpoint({
  method: 'GET',
  path: '/things/:id',
  summary: 'One thing',
  tag: 'things',
  auth: 'none',
  params: object({ id: size(string(), 1, 5) }),
  response: Thing,
});
const keep = endpoint({
  method: 'POST',
  path: '/things',
  summary: 'Keep a thing',
  tag: 'things',
  auth: 'none',
  body: object({ size: number() }),
  response: type({ key: string() }),
  status: 201,
  idempotent: true,
});

async function appWith(checkResponses: boolean, answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('routeSpecs', []);
  app.decorate('checkResponses', checkResponses);
  app.decorateRequest('auth', null);
  // No cookies here: the guards pass everything (guards.ts is tested on its own).
  app.decorate('guards', { csrf: async () => {}, session: async () => {} });
  installErrorHandler(app);
  defineRoute(app, show, ({ params }) => ({ ...(answer as object), id: params.id }) as never);
  defineRoute(app, keep, ({ idempotencyKey }) => ({ key: idempotencyKey }));
  await app.ready();
  return app;
}

describe('defineRoute', () => {
  it('registers the endpoint under /api/v1 and hands the handler its typed path parameters', async () => {
    const app = await appWith(true, { size: 3 });
    expect(app.routeSpecs.map((spec) => `${spec.method} ${spec.url}`)).toEqual([
      'GET /api/v1/things/:id',
      'POST /api/v1/things',
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/v1/things/a%2Fb' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a/b', size: 3 });
  });

  it('refuses a path parameter its struct refuses with a 400 naming it', async () => {
    const app = await appWith(true, { size: 3 });
    const response = await app.inject({ method: 'GET', url: '/api/v1/things/sixsix' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });

  it('in tests, an answer its response struct refuses is a 500, and passes where nobody checks', async () => {
    const checked = await appWith(true, { size: 'three' });
    expect((await checked.inject({ method: 'GET', url: '/api/v1/things/1' })).statusCode).toBe(500);
    const unchecked = await appWith(false, { size: 'three' });
    expect((await unchecked.inject({ method: 'GET', url: '/api/v1/things/1' })).statusCode).toBe(
      200,
    );
  });

  it('reads the Idempotency-Key of an idempotent endpoint, and refuses a request without one', async () => {
    const app = await appWith(true, {});
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/things', payload: { size: 1 }, headers });
    const kept = await post({ 'idempotency-key': 'k-1' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toEqual({ key: 'k-1' });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'Idempotency-Key' });
  });
});
