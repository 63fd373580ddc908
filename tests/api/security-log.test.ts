// The server logs security events by default (server/main.ts gives them stdout): failed
// password checks and throttling reach the log as JSON, without the email or the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  ctx = await createTestContext({
    authRateLimitPerMinute: 3,
    securityLog: { write: (line) => lines.push(JSON.parse(line)) },
  });
});
afterAll(() => ctx.close());

describe('security events in the real app', () => {
  it('logs refused log-ins and the throttle, never the email or the password', async () => {
    const agent = ctx.agent();
    const email = uniqueEmail('secret-person');
    for (let i = 0; i < 4; i++) {
      await agent.post('/api/v1/auth/login', { email, password: 'my very secret guess' });
    }
    const events = lines.map((line) => `${line.event} ${line.status} ${line.route}`);
    expect(events).toEqual([
      'password_refused 401 /api/v1/auth/login',
      'password_refused 401 /api/v1/auth/login',
      'password_refused 401 /api/v1/auth/login',
      'throttled 429 /api/v1/auth/login',
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(email);
    expect(text).not.toContain('secret');
  });
});
