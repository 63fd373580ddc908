// Confirming the sign-in email (server/services/email-verification.ts): a new account trades on
// paper at once and moves money only once its address is confirmed by the mailed link; sign-up,
// log-in and "Forgot password?" answer alike whether or not an account holds the address (OWASP
// ASVS 5.0 V6.3.8), and an address is confirmed on one account at most.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '@server/db/schema';
import { type Agent, PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { mailsTo, tokenIn } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';

const CONFIRM_PATH = '/app/users/confirm-email';
const INSTITUTION = 'sandbox_tartan';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://app.stockroom.test' });
});
afterAll(() => ctx.close());

const signUp = (email: string, name = 'Ada Lovelace') =>
  ctx.agent().post('/api/v1/auth/sign_up', { email, password: PASSWORD, name });

/** A member as sign-up leaves them: signed in, their address not confirmed yet. */
async function unconfirmed(): Promise<{ agent: Agent; email: string; id: string }> {
  return signedInAgent(ctx.agent(), 'Grace Hopper', { confirmEmail: false });
}

async function linkTo(email: string): Promise<string> {
  const mail = (await mailsTo(ctx.db, email)).findLast(
    (m) => m.subject === 'Confirm your Stockroom email',
  );
  const token = mail ? tokenIn(mail.textBody, CONFIRM_PATH) : null;
  if (!token) throw new Error(`no confirmation link to ${email}`);
  return token;
}

const confirm = (token: string) =>
  ctx.agent().post('/api/v1/auth/email_verification/confirm', { token });

/** An instant bank link: the first money step, refused until the address is confirmed. */
const linkBank = (agent: Agent) =>
  agent.post('/api/v1/funding/bank_accounts/instant_link', { institution_id: INSTITUTION });

describe('signing up', () => {
  it('answers alike for a taken address, and tells its holder instead of sending a link', async () => {
    const holder = await signedInAgent(ctx.agent()); // confirmed
    const fresh = uniqueEmail('fresh');
    const [taken, free] = [await signUp(holder.email.toUpperCase()), await signUp(fresh)];
    expect(taken.status).toBe(201);
    expect(free.status).toBe(taken.status);
    const shape = (body: Record<string, unknown>) => {
      const user = body.user as Record<string, unknown>;
      return Object.keys(user)
        .sort()
        .map((key) => [key, typeof user[key]]);
    };
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect((taken.body.user as { email: string }).email).toBe(holder.email);
    expect((taken.body.user as { email_verified: boolean }).email_verified).toBe(false);
    // One mail each: a link to the new address; a notice, with no link, to the holder.
    expect((await mailsTo(ctx.db, fresh)).map((m) => m.subject)).toEqual([
      'Confirm your Stockroom email',
    ]);
    const notice = (await mailsTo(ctx.db, holder.email)).at(-1)!;
    expect(notice.subject).toBe('Someone signed up to Stockroom with your email');
    expect(tokenIn(notice.textBody, CONFIRM_PATH)).toBeNull();
    // The holder still logs in to their own account with their own password.
    const login = await ctx
      .agent()
      .post('/api/v1/auth/login', { email: holder.email, password: PASSWORD });
    expect((login.body.user as { id: string }).id).toBe(holder.id);
  });

  it('logs in, and asks for a reset link, alike for an unknown address and a wrong password', async () => {
    const { email } = await signedInAgent(ctx.agent());
    const unknown = uniqueEmail('nobody');
    const wrong = await ctx
      .agent()
      .post('/api/v1/auth/login', { email, password: 'not it at all' });
    const nobody = await ctx
      .agent()
      .post('/api/v1/auth/login', { email: unknown, password: 'not it at all' });
    expect(nobody.status).toBe(wrong.status);
    expect(nobody.body).toEqual(wrong.body);
    const [forOwner, forNobody] = [
      await ctx.agent().post('/api/v1/auth/password_reset', { email }),
      await ctx.agent().post('/api/v1/auth/password_reset', { email: unknown }),
    ];
    expect([forNobody.status, forNobody.body]).toEqual([forOwner.status, forOwner.body]);
  });
});

describe('confirming the address', () => {
  it('lets a new member trade on paper at once, and move money once the link is opened', async () => {
    const { agent, email, id } = await unconfirmed();
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({ email_verified: false });
    const refused = await linkBank(agent);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'email_unverified' });
    expect(String(refused.body.error)).toContain(email);
    const deposit = await agent.post(
      '/api/v1/funding/deposits',
      { amount: '100', bank_account_id: '00000000-0000-4000-8000-000000000000' },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(deposit.body).toMatchObject({ code: 'email_unverified' });

    // The link works on any device, signed in or not, and once.
    const token = await linkTo(email);
    const opened = await confirm(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ email });
    expect((await confirm(token)).body).toMatchObject({ code: 'invalid_input', field: 'token' });
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({ email_verified: true });
    expect((await linkBank(agent)).status).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('sends the link again at most once a minute, and an expired link confirms nothing', async () => {
    const { agent, email, id } = await unconfirmed();
    const first = await linkTo(email);
    const again = await agent.post('/api/v1/auth/email_verification');
    expect(again.body).toEqual({ sent_to: email });
    // Within the minute: the same answer, no second mail.
    expect(await mailsTo(ctx.db, email)).toHaveLength(1);
    await ctx.db
      .update(emailVerifications)
      .set({ createdAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailVerifications.userId, id));
    expect((await confirm(first)).status).toBe(400);
    await agent.post('/api/v1/auth/email_verification');
    const second = await linkTo(email);
    expect(second).not.toBe(first);
    expect((await confirm(second)).status).toBe(200);
    const done = await agent.post('/api/v1/auth/email_verification');
    expect(done).toMatchObject({ status: 409, body: { code: 'conflict' } });
  });

  it('confirms an address on one account only', async () => {
    const email = uniqueEmail('twice');
    await signUp(email, 'First');
    const firstLink = await linkTo(email);
    await signUp(email, 'Second');
    const secondLink = await linkTo(email);
    expect((await confirm(secondLink)).status).toBe(200);
    const late = await confirm(firstLink);
    expect(late).toMatchObject({ status: 409, body: { field: 'token' } });
    // A sign-up with the address now confirmed gets no link at all, however often it asks.
    const third = ctx.agent();
    await third.post('/api/v1/auth/sign_up', { email, password: PASSWORD, name: 'Third' });
    const before = (await mailsTo(ctx.db, email)).length;
    expect((await third.post('/api/v1/auth/email_verification')).body).toEqual({ sent_to: email });
    expect(await mailsTo(ctx.db, email)).toHaveLength(before);
  });
});
