// The current-password checks of the account screens (change of email, change of password,
// closing the account) share log-in's throttle, and the change of email does not tell whether
// another account uses an address (OWASP ASVS 5.0 V6.3.1, V6.3.8; server/services/passwords.ts,
// server/services/account-settings/email-change.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '@server/db/schema';
import { FREE_FAILURES, TOO_MANY_ATTEMPTS } from '@server/services/passwords';
import { type Agent, PASSWORD, signedInAgent } from '../support/agent';
import { mailsTo as sandboxMailsTo } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The text of every sandbox message to `to`, oldest first. */
const mailsTo = async (to: string) => (await sandboxMailsTo(ctx.db, to)).map((row) => row.textBody);

const failedLogins = async (id: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.failedLogins;

/** The three checks, each with a wrong password. */
const WRONG: Array<[string, (agent: Agent) => ReturnType<Agent['post']>]> = [
  [
    'change of email',
    (agent) =>
      agent.post('/api/v1/account/email_change', {
        new_email: `moved-${Date.now()}@example.com`,
        current_password: 'not my password',
      }),
  ],
  [
    'change of password',
    (agent) =>
      agent.put('/api/v1/account/password', {
        current_password: 'not my password',
        new_password: 'a brand new passphrase',
      }),
  ],
  [
    'closing the account',
    (agent) =>
      agent.post('/api/v1/account/close', { password: 'not my password', confirmation: 'CLOSE' }),
  ],
];

describe('a wrong current password', () => {
  it.each(WRONG)('on the %s counts toward the log-in throttle', async (_name, send) => {
    const { agent, email, id } = await signedInAgent(ctx.agent());
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await send(agent)).status).toBe(400);
    }
    expect(await failedLogins(id)).toBe(FREE_FAILURES);
    // Log-in now waits too: the stolen-session guesser and the log-in guesser share one count.
    await ctx.db.update(users).set({ failedLoginWindowStart: new Date() }).where(eq(users.id, id));
    const login = await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(429);
    // And so does the check itself, with log-in's wording and a retry-after.
    const held = await send(agent);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ error: TOO_MANY_ATTEMPTS, code: 'rate_limited' });
    expect(held.headers['retry-after']).toBe('1');
    expect(await failedLogins(id)).toBe(FREE_FAILURES);
  });

  it('is forgotten once the right current password is given', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await WRONG[1]![1](agent);
    expect(await failedLogins(id)).toBe(1);
    const changed = await agent.put('/api/v1/account/password', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(changed.status).toBe(200);
    expect(await failedLogins(id)).toBe(0);
  });
});

describe('change of email to an address another account uses', () => {
  it('answers exactly as for a free address, and the taken address gets no link', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const other = await signedInAgent(ctx.agent());
    const free = `free-${Date.now()}@example.com`;

    const toFree = await agent.post('/api/v1/account/email_change', {
      new_email: free,
      current_password: PASSWORD,
    });
    const toTaken = await agent.post('/api/v1/account/email_change', {
      new_email: other.email,
      current_password: PASSWORD,
    });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.status).toBe(201);
    const shape = (body: Record<string, unknown>) => {
      const pending = body.pending_email as { new_email: string; expires_at: string };
      return { keys: Object.keys(body), pendingKeys: Object.keys(pending) };
    };
    expect(shape(toTaken.body)).toEqual(shape(toFree.body));
    expect(toTaken.body.pending_email).toMatchObject({ new_email: other.email });
    expect((await agent.get('/api/v1/account')).body.pending_email).toMatchObject({
      new_email: other.email,
    });

    // The free address gets a link; the taken one a notice without any.
    expect((await mailsTo(free)).at(-1)).toContain('/app/account/email/confirm?token=');
    const notice = (await mailsTo(other.email)).at(-1) ?? '';
    expect(notice).toContain('already has an account');
    expect(notice).not.toContain('token=');
    // The other account keeps its address, and the pending change stays unconfirmable.
    const [row] = await ctx.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.newEmail, other.email));
    expect(row?.confirmedAt).toBeNull();
    expect((await other.agent.get('/api/v1/me')).body.user).toMatchObject({ email: other.email });
  });
});
