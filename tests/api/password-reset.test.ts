// "Forgot password?" (server/services/password-reset.ts): the request answers alike for an
// account's address and an unknown one, and only the owner gets a mail; the link works once,
// for 30 minutes, and only the newest; the new password ends every session and the old one stops
// working; a weak password is refused naming the field, with the link still good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS, RESET_PASSWORD_PATH } from '@server/services/password-reset';
import { Agent, PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { mailsTo, tokenIn } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
let clock = new Date();
const NEW_PASSWORD = 'a brand new sturdy passphrase';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
});
afterAll(() => ctx.close());

const ask = (email: string) => new Agent(ctx.app).post('/api/v1/auth/password_reset', { email });
const confirm = (token: string, password = NEW_PASSWORD) =>
  new Agent(ctx.app).post('/api/v1/auth/password_reset/confirm', { token, password });
const logIn = (email: string, password: string) =>
  new Agent(ctx.app).post('/api/v1/auth/login', { email, password });

async function lastToken(email: string): Promise<string> {
  const last = (await mailsTo(ctx.db, email)).at(-1);
  const token = last ? tokenIn(last.textBody, RESET_PASSWORD_PATH) : null;
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('asking for a reset link', () => {
  it('answers alike for an account and for nobody, and mails only the owner', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const unknown = uniqueEmail('nobody');
    const forOwner = await ask(email.toUpperCase());
    const forNobody = await ask(unknown);
    expect(forOwner.status).toBe(200);
    expect(forNobody.status).toBe(forOwner.status);
    expect(forNobody.body).toEqual(forOwner.body);
    expect(await mailsTo(ctx.db, unknown)).toEqual([]);
    const mail = (await mailsTo(ctx.db, email)).at(-1);
    expect(mail?.subject).toBe('Choose a new Stockroom password');
    expect(mail?.htmlBody).toContain(`${RESET_PASSWORD_PATH}?token=`);
  });
});

describe('the link', () => {
  it('sets a new password once; every session ends and the old password stops working', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    await ask(email);
    const token = await lastToken(email);
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ sessions_ended: 1 });
    expect((await agent.get('/api/v1/me')).status).toBe(401);
    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);

    const again = await confirm(token, 'yet another sturdy passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'token' });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('expires after 30 minutes, and a newer link retires the older', async () => {
    const { email } = await signedInAgent(ctx.agent());
    await ask(email);
    const first = await lastToken(email);
    await ask(email);
    const second = await lastToken(email);
    expect((await confirm(first)).body).toMatchObject({ field: 'token' });

    clock = new Date(clock.getTime() + PASSWORD_RESET_TTL_MS + 1_000);
    try {
      const late = await confirm(second);
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ field: 'token' });
    } finally {
      clock = new Date();
    }
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password naming the field, and the link still works', async () => {
    const { email } = await signedInAgent(ctx.agent());
    await ask(email);
    const token = await lastToken(email);
    const weak = await confirm(token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'password' });
    expect((await logIn(email, PASSWORD)).status).toBe(200);
    expect((await confirm(token)).status).toBe(200);
  });
});

describe('limits', () => {
  it('counts requests per address like log-in does', async () => {
    const limited = await createTestContext({ authRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await new Agent(limited.app).post('/api/v1/auth/password_reset', {
          email: uniqueEmail('limited'),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
