// Log-out ends the session and the member's unused one-time sign-in pairs with it (spec §2, §5;
// OWASP ASVS 5.0 V7.4.1): a pair asked for before log-out signs nobody in afterwards.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokens } from '@server/db/schema';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('log-out and token sign-in pairs', () => {
  it('retires the unused pairs: none of them signs anyone in after log-out', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const pairs = [];
    for (let i = 0; i < 2; i++) {
      const issued = await agent.post('/api/v1/auth/login_tokens');
      expect(issued.status).toBe(201);
      pairs.push(issued.body as { auth_id: string; token: string });
    }
    expect((await agent.post('/api/v1/auth/logout')).status).toBe(204);

    for (const pair of pairs) {
      const visitor = ctx.agent();
      const state = await visitor.csrf({ auth_id: pair.auth_id, token: pair.token });
      expect(state.body.is_signed_in).toBe(false);
      expect(visitor.cookie('sid')).toBeUndefined();
      expect((await visitor.get('/api/v1/me')).status).toBe(401);
    }
    const unused = await ctx.db
      .select()
      .from(loginTokens)
      .where(and(eq(loginTokens.userId, id), isNull(loginTokens.usedAt)));
    expect(unused).toHaveLength(0);
  });

  it('leaves a pair issued after a new log-in working', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    await agent.post('/api/v1/auth/logout');
    const again = await agent.post('/api/v1/auth/login', {
      email,
      password: 'correct horse battery staple',
    });
    expect(again.status).toBe(200);
    const issued = await agent.post('/api/v1/auth/login_tokens');
    const pair = issued.body as { auth_id: string; token: string };
    const state = await ctx.agent().csrf({ auth_id: pair.auth_id, token: pair.token });
    expect(state.body.is_signed_in).toBe(true);
  });
});
