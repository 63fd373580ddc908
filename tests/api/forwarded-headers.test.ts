// Behind a load balancer the client's address comes from X-Forwarded-For, but only the hops
// listed in TRUST_PROXY may write it (server/http/trust-proxy.ts): the client is the right-most
// address no trusted proxy wrote. A caller rotating its own X-Forwarded-For values must still meet
// the per-address log-in limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
const LIMIT = 5;

beforeAll(async () => {
  // app.inject comes from 127.0.0.1: that is the load balancer here.
  ctx = await createTestContext({ trustProxy: ['127.0.0.1'], authRateLimitPerMinute: LIMIT });
});
afterAll(() => ctx.close());

describe('forwarded headers', () => {
  it('limits log-in tries per real client however the caller spells X-Forwarded-For', async () => {
    const agent = ctx.agent();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i++) {
      const response = await agent.post(
        '/api/v1/auth/login',
        { email: uniqueEmail(), password: 'not the password' },
        // The caller's own invention first; the balancer appended the address it saw.
        { headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
  });

  it('counts another real client on its own', async () => {
    const response = await ctx
      .agent()
      .post(
        '/api/v1/auth/login',
        { email: uniqueEmail(), password: 'not the password' },
        { headers: { 'x-forwarded-for': '203.0.113.8' } },
      );
    expect(response.status).toBe(401);
  });
});
