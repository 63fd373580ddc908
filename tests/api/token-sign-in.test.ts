// GET /util/csrf and token sign-in with auth_id + token (spec §2, §5, §7).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokens } from '@server/db/schema';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function issuePair() {
  const { agent, id } = await signedInAgent(ctx.agent());
  const response = await agent.post('/api/v1/auth/login_tokens');
  expect(response.status).toBe(201);
  return {
    ...(response.body as { auth_id: string; token: string; expires_at: string }),
    userId: id,
  };
}

describe('GET /api/v1/util/csrf', () => {
  it('reports signed out with a token for a new visitor, and signed in after sign-up', async () => {
    const agent = ctx.agent();
    const first = await agent.csrf();
    expect(first.body).toMatchObject({ is_signed_in: false });
    expect(typeof first.body.csrf_token).toBe('string');
    await signedInAgent(agent);
    expect((await agent.csrf()).body.is_signed_in).toBe(true);
  });

  it('keeps one token per browser across calls', async () => {
    const agent = ctx.agent();
    const a = await agent.csrf();
    const b = await agent.csrf();
    expect(b.body.csrf_token).toBe(a.body.csrf_token);
  });
});

describe('token sign-in', () => {
  it('creates a session from a valid pair, valid 15 minutes', async () => {
    const pair = await issuePair();
    const minutes = (new Date(pair.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const visitor = ctx.agent();
    const state = await visitor.csrf({ auth_id: pair.auth_id, token: pair.token });
    expect(state.body.is_signed_in).toBe(true);
    expect(visitor.cookie('sid')).toBeDefined();
    expect((await visitor.get('/api/v1/me')).status).toBe(200);
  });

  it('is single use: a second browser with the same pair is not signed in', async () => {
    const pair = await issuePair();
    await ctx.agent().csrf({ auth_id: pair.auth_id, token: pair.token });
    const second = await ctx.agent().csrf({ auth_id: pair.auth_id, token: pair.token });
    expect(second.body.is_signed_in).toBe(false);
  });

  it('authenticates nothing once used: a later call carrying the pair without the cookie is 401', async () => {
    const pair = await issuePair();
    const query = { auth_id: pair.auth_id, token: pair.token };
    const visitor = ctx.agent();
    await visitor.csrf(query);
    expect((await visitor.get('/api/v1/me', { query })).status).toBe(200); // cookie + appended pair
    visitor.dropCookie('sid');
    expect((await visitor.get('/api/v1/me', { query })).status).toBe(401);
  });

  it('binds the CSRF token to the pair while the client appends it, so writes keep working', async () => {
    const pair = await issuePair();
    const query = { auth_id: pair.auth_id, token: pair.token };
    const visitor = ctx.agent();
    const state = await visitor.csrf(query);
    const write = await visitor.put(
      '/api/v1/accounts/brokerage_account',
      { opt_in: true },
      {
        csrf: false,
        query,
        headers: { 'x-csrf-token': String(state.body.csrf_token) },
      },
    );
    expect(write.status).toBe(200);
  });

  it('binds a CSRF token to no pair the caller made up, nor to one whose session has ended', async () => {
    // Made up: the token is bound to the browser's cookie, so without it the write is refused.
    const madeUp = { auth_id: randomUUID(), token: 'anything-at-all' };
    const visitor = ctx.agent();
    const state = await visitor.csrf(madeUp);
    expect(state.cookies.map((cookie) => cookie.name)).toContain('csrf');
    const cookieless = ctx.agent();
    const forged = await cookieless.post('/api/v1/auth/logout', undefined, {
      csrf: false,
      query: madeUp,
      headers: { 'x-csrf-token': String(state.body.csrf_token) },
    });
    expect(forged.status).toBe(403);

    // Redeemed, then its session logged out: the pair binds nothing any more.
    const pair = await issuePair();
    const query = { auth_id: pair.auth_id, token: pair.token };
    const user = ctx.agent();
    const token = String((await user.csrf(query)).body.csrf_token);
    const write = (agent: typeof user) =>
      agent.put(
        '/api/v1/accounts/brokerage_account',
        { opt_in: true },
        { csrf: false, query, headers: { 'x-csrf-token': token } },
      );
    expect((await write(ctx.agent())).status).toBe(401); // bound to the pair: CSRF passes
    expect(
      (
        await user.post('/api/v1/auth/logout', undefined, {
          csrf: false,
          query,
          headers: { 'x-csrf-token': token },
        })
      ).status,
    ).toBe(204);
    expect((await write(ctx.agent())).status).toBe(403);
  });

  it('rejects a wrong token, an unknown auth_id, a lone half and an expired pair', async () => {
    const pair = await issuePair();
    const tries = [
      { auth_id: pair.auth_id, token: 'wrong-token' },
      { auth_id: '00000000-0000-0000-0000-000000000000', token: pair.token },
      { auth_id: 'not-a-uuid', token: pair.token },
      { auth_id: pair.auth_id },
      { token: pair.token },
    ];
    for (const query of tries) {
      expect(
        (await ctx.agent().csrf(query as Record<string, string>)).body.is_signed_in,
        JSON.stringify(query),
      ).toBe(false);
    }
    await ctx.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.id, pair.auth_id));
    expect(
      (await ctx.agent().csrf({ auth_id: pair.auth_id, token: pair.token })).body.is_signed_in,
    ).toBe(false);
  });

  it('issues pairs only to a signed-in user', async () => {
    const agent = ctx.agent();
    expect((await agent.post('/api/v1/auth/login_tokens')).status).toBe(401);
  });
});
