// Behind a load balancer the client's address comes from X-Forwarded-For, but only the hops
// listed in TRUST_PROXY may write it (server/http/trust-proxy.ts): the client is the right-most
// address no trusted proxy wrote. A caller rotating its own X-Forwarded-For values must still meet
// the per-address log-in limit. Links in mail come from PUBLIC_URL, never from Host or
// X-Forwarded-Host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { lastMailTo } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
const LIMIT = 5;
const PUBLIC_URL = 'https://app.stockroom.example';

beforeAll(async () => {
  // app.inject comes from 127.0.0.1: that is the load balancer here.
  ctx = await createTestContext({
    trustProxy: ['127.0.0.1'],
    authRateLimitPerMinute: LIMIT,
    publicUrl: PUBLIC_URL,
  });
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

describe('links in mail', () => {
  it('point at PUBLIC_URL whatever Host and X-Forwarded-Host the request carries', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const newEmail = uniqueEmail('moved');
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const response = await agent.post(
      '/api/v1/account/email_change',
      { new_email: newEmail, current_password: PASSWORD },
      { headers: forged },
    );
    expect(response.status).toBe(201);
    const mail = await lastMailTo(ctx.db, newEmail);
    expect(mail.textBody).toContain(`${PUBLIC_URL}/app/account/email/confirm?token=`);
    expect(mail.htmlBody).toContain(`href="${PUBLIC_URL}/app/account/email/confirm?token=`);
    for (const part of [mail.textBody, mail.htmlBody, mail.source]) {
      expect(part).not.toContain('evil.example');
    }
  });
});
