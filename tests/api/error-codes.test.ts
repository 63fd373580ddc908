// Errors with codes (src/contract/errors.ts): every error answer is `{error, code, field?}` and the
// code says what went wrong, whatever the status (the client branches on it, never on a status
// and a field). tests/support/agent.ts checks the shape of every error answer of the suite; this
// file checks that the codes a client acts on are the ones it meets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/contract/errors';
import { ERROR_STATUS } from '@server/http/errors';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('error codes', () => {
  it('gives every code a status in the one error handler, 4xx or 5xx', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
    }
  });

  it('tells a wrong password (wrong_credentials) from a missing session (not_signed_in)', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const wrong = await ctx
      .agent()
      .post('/api/v1/auth/login', { email, password: 'not it at all' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'wrong_credentials']);
    const anonymous = await ctx.agent().get('/api/v1/me');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'not_signed_in']);
    const right = await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(right.status).toBe(200);
  });

  it('answers a write without its CSRF token with csrf_invalid, which the client retries', async () => {
    const response = await ctx.agent().post(
      '/api/v1/auth/sign_up',
      { email: uniqueEmail(), password: PASSWORD, name: 'N' },
      {
        csrf: false,
      },
    );
    expect([response.status, response.body.code]).toEqual([403, 'csrf_invalid']);
  });

  it('names a missing thing not_found and a bad field invalid_input, with the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const missing = await agent.get('/api/v1/securities/ZZZZ');
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([
      404,
      'not_found',
      'symbol',
    ]);
    const route = await agent.get('/api/v1/no-such-route');
    expect([route.status, route.body.code]).toEqual([404, 'not_found']);
    const bad = await agent.post('/api/v1/lead', { email: 'not-an-email', lander_slug: 'a' });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'invalid_input', 'email']);
  });

  it('says live_account_required when money would move without a live account (spec §5)', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.post(
      '/api/v1/rewards/redemptions',
      { amount_cents: 100 },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect([response.status, response.body.code, response.body.field]).toEqual([
      409,
      'live_account_required',
      'account',
    ]);
  });

  it('documents the body and every code in the OpenAPI document', async () => {
    const response = await ctx.agent().get('/api/v1/openapi.json');
    const components = response.body.components as {
      responses: { Error: { content: { 'application/json': { schema: unknown } } } };
    };
    expect(components.responses.Error.content['application/json'].schema).toMatchObject({
      required: ['error', 'code'],
      properties: { code: { enum: [...ERROR_CODES] } },
    });
  });
});
