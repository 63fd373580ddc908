// Accounts and sessions (spec §6, §7).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { sessionChangesHeard } from '@server/db/session-cache';
import { FREE_FAILURES } from '@server/services/passwords';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@server/services/sessions';
import { sha256 } from '@server/services/tokens';
import { PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sign-up', () => {
  it('creates the user, signs them in and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const agent = ctx.agent();
    const email = uniqueEmail();
    const response = await agent.post('/api/v1/auth/sign_up', {
      email,
      password: PASSWORD,
      name: '  Ada Lovelace ',
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      account_type: 'simulated',
      sign_in_count: 1,
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // plain http in tests; Secure over HTTPS
    const me = await agent.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect((me.body.user as { email: string }).email).toBe(email);
  });

  it('stores an argon2id hash (t=2, m=19 MiB, p=1), never the password', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('stores the session token hashed', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const token = agent.cookie('sid')!;
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // ≥ 128 bits
  });

  it('accepts a 64-character passphrase and rejects 7 characters, naming the field', async () => {
    const long = 'x'.repeat(20) + ' long passphrase that keeps going on'.padEnd(44, '!');
    expect(long.length).toBe(64);
    const ok = await ctx
      .agent()
      .post('/api/v1/auth/sign_up', { email: uniqueEmail(), password: long, name: 'Long' });
    expect(ok.status).toBe(201);
    const short = await ctx
      .agent()
      .post('/api/v1/auth/sign_up', { email: uniqueEmail(), password: 'abcdefg', name: 'S' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: 'password must be at least 8 characters.',
      code: 'invalid_input',
      field: 'password',
    });
  });

  it('rejects a common password without composition rules', async () => {
    const response = await ctx
      .agent()
      .post('/api/v1/auth/sign_up', { email: uniqueEmail(), password: 'password123', name: 'C' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('password');
    const plain = await ctx.agent().post('/api/v1/auth/sign_up', {
      email: uniqueEmail(),
      password: 'lowercase words only',
      name: 'P',
    });
    expect(plain.status).toBe(201);
  });
});

describe('log-in and log-out', () => {
  it('logs out (session deleted, /me 401) and logs in again with a new token', async () => {
    const { agent, email, id } = await signedInAgent(ctx.agent());
    const firstToken = agent.cookie('sid');
    const out = await agent.post('/api/v1/auth/logout');
    expect(out.status).toBe(204);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await agent.get('/api/v1/me')).status).toBe(401);

    const login = await agent.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((login.body.user as { sign_in_count: number }).sign_in_count).toBe(2);
    expect(agent.cookie('sid')).toBeDefined();
    expect(agent.cookie('sid')).not.toBe(firstToken);
    expect((await agent.get('/api/v1/me')).status).toBe(200);
  });

  it('gives an unknown email and a wrong password the very same answer', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const wrong = await ctx
      .agent()
      .post('/api/v1/auth/login', { email, password: 'not the password' });
    const unknown = await ctx
      .agent()
      .post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it(`holds the next attempt after ${FREE_FAILURES} failures, even with the right password`, async () => {
    // A delay, not a lock: tests/api/auth-throttle.test.ts follows it until the owner gets in.
    const { email } = await signedInAgent(ctx.agent());
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(
        (await ctx.agent().post('/api/v1/auth/login', { email, password: `wrong ${i}` })).status,
      ).toBe(401);
    }
    // The last failure "just now", whatever time argon2 took on a busy machine.
    await ctx.db
      .update(users)
      .set({ failedLoginWindowStart: new Date() })
      .where(eq(users.email, email));
    const held = await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
  });

  it('GET /me without a session is 401', async () => {
    expect((await ctx.agent().get('/api/v1/me')).status).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.userId, id));
    await sessionChangesHeard(ctx.db); // the app's session cache, told by the trigger
    expect((await agent.get('/api/v1/me')).status).toBe(401);
  });

  it('ends a session past its absolute expiry however active', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    await sessionChangesHeard(ctx.db);
    expect((await agent.get('/api/v1/me')).status).toBe(401);
    expect(SESSION_ABSOLUTE_MS).toBeGreaterThan(SESSION_IDLE_MS);
  });
});

describe('per-IP rate limit on the auth routes', () => {
  it('answers 429 past the limit on log-in but leaves other routes alone', async () => {
    const limited = await createTestContext({ authRateLimitPerMinute: 3 });
    try {
      const agent = limited.agent();
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await agent.post('/api/v1/auth/login', { email: uniqueEmail(), password: 'nope nope' }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
      // The limiter's refusal goes through the one error handler: a message and its code.
      expect(answers[3]?.body).toEqual({
        error: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
        code: 'rate_limited',
      });
      for (let i = 0; i < 5; i++) expect((await agent.get('/api/v1/util/csrf')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
