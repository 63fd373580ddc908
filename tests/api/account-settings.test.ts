// The account screens' API (spec §2 mobile screens): profile, change of email with confirmation,
// change of password (other sessions end), preferences (and the §3 properties and §5 opt-out in
// /me), the live account's details after approval, closing the account, and the app rating.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRatings, emailChanges, users } from '@server/db/schema';
import { cashAccount, postTransaction } from '@server/services/ledger';
import { reviewApplication } from '@server/services/live-accounts/review';
import { type Agent, PASSWORD, signedInAgent, uniqueEmail } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { lastMailTo as lastSandboxMailTo, tokenIn } from '../support/sandbox-mail';
import { createTestContext, type TestContext } from '../support/test-app';
import { fillSteps, LIVE_ACCOUNT_STEPS } from './live-accounts-fixtures';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'account-settings-'));
  ctx = await createTestContext({ liveAccounts: { documentsDir: join(dataDir, 'documents') } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The newest sandbox message to `to`, and the confirmation token in its link. */
async function lastMailTo(to: string): Promise<{ text: string; token: string | null }> {
  const { textBody: text } = await lastSandboxMailTo(ctx.db, to);
  return { text, token: tokenIn(text, '/app/account/email/confirm') };
}

async function logIn(email: string, password = PASSWORD): Promise<Agent> {
  const agent = ctx.agent();
  const response = await agent.post('/api/v1/auth/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return agent;
}

describe('profile', () => {
  it('edits the name and bio; bad input is a 400 naming the field with nothing written', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Old Name');
    const saved = await agent.put('/api/v1/account/profile', {
      name: '  Ada Lovelace ',
      bio: 'Engines <b>and</b> numbers.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ada Lovelace', bio: 'Engines and numbers.' });
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({ name: 'Ada Lovelace' });

    const before = await dbSnapshot(ctx.db);
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'Ok', bio: 'x'.repeat(281) }, 'bio'],
      [{ name: 'Ok', email: 'x@example.com' }, 'email'],
    ] as const) {
      const response = await agent.put('/api/v1/account/profile', body);
      expect(response.status).toBe(400);
      expect(response.body.field).toBe(field);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('change of email', () => {
  it('changes only when the emailed link is used, once; the hub shows it pending', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    const other = await signedInAgent(ctx.agent());
    const wrong = await agent.post('/api/v1/account/email_change', {
      new_email: uniqueEmail('new'),
      current_password: 'not my password',
    });
    expect(wrong).toMatchObject({ status: 400, body: { field: 'current_password' } });
    // An address another account uses is answered like a free one (no account enumeration;
    // tests/api/account-current-password.test.ts): its owner gets a notice, never a link.
    const taken = await agent.post('/api/v1/account/email_change', {
      new_email: other.email,
      current_password: PASSWORD,
    });
    expect(taken.status).toBe(201);
    expect((await lastMailTo(other.email)).token).toBeNull();

    const newEmail = uniqueEmail('new');
    const requested = await agent.post('/api/v1/account/email_change', {
      new_email: newEmail.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(requested.status).toBe(201);
    expect((await agent.get('/api/v1/account')).body.pending_email).toMatchObject({
      new_email: newEmail,
    });
    // Not changed yet; the old address is told, the new one gets the link.
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({ email });
    expect((await lastMailTo(email)).text).toContain(newEmail);
    const { token } = await lastMailTo(newEmail);
    expect(token).toBeTruthy();
    const [row] = await ctx.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.newEmail, newEmail));
    expect(row?.tokenHash).not.toBe(token); // stored hashed

    expect((await other.agent.post('/api/v1/account/email_change/confirm', { token })).status).toBe(
      404,
    );
    const confirmed = await agent.post('/api/v1/account/email_change/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { email: newEmail } });
    expect((await agent.get('/api/v1/account')).body.pending_email).toBeNull();
    const again = await agent.post('/api/v1/account/email_change/confirm', { token });
    expect(again).toMatchObject({ status: 409, body: { field: 'token' } });
    await logIn(newEmail);
    expect(
      (await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('refuses an expired link, and an address another account took meanwhile (409 email)', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const first = uniqueEmail('late');
    await agent.post('/api/v1/account/email_change', {
      new_email: first,
      current_password: PASSWORD,
    });
    const expiredToken = (await lastMailTo(first)).token;
    await ctx.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, id));
    const expired = await agent.post('/api/v1/account/email_change/confirm', {
      token: expiredToken,
    });
    expect(expired).toMatchObject({ status: 410, body: { field: 'token' } });

    const wanted = uniqueEmail('wanted');
    await agent.post('/api/v1/account/email_change', {
      new_email: wanted,
      current_password: PASSWORD,
    });
    const token = (await lastMailTo(wanted)).token;
    const rival = await ctx
      .agent()
      .post('/api/v1/auth/sign_up', { email: wanted, password: PASSWORD, name: 'Rival' });
    expect(rival.status).toBe(201);
    // The rival confirms the address first (their sign-up mail's link): it is theirs now.
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, (rival.body.user as { id: string }).id));
    const duplicate = await agent.post('/api/v1/account/email_change/confirm', { token });
    expect(duplicate).toMatchObject({ status: 409, body: { field: 'email' } });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(user?.email).not.toBe(wanted);
  });
});

describe('change of password', () => {
  it('ends every other session of the member but keeps this one', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    const phone = await logIn(email);
    const laptop = await logIn(email);
    const weak = await agent.put('/api/v1/account/password', {
      current_password: PASSWORD,
      new_password: 'password',
    });
    expect(weak).toMatchObject({ status: 400, body: { field: 'new_password' } });
    const wrong = await agent.put('/api/v1/account/password', {
      current_password: 'nope nope nope',
      new_password: 'a brand new passphrase',
    });
    expect(wrong).toMatchObject({ status: 400, body: { field: 'current_password' } });
    expect((await phone.get('/api/v1/me')).status).toBe(200);

    const changed = await agent.put('/api/v1/account/password', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase',
    });
    expect(changed).toMatchObject({ status: 200, body: { other_sessions_ended: 2 } });
    expect((await agent.get('/api/v1/me')).status).toBe(200);
    expect((await phone.get('/api/v1/me')).status).toBe(401);
    expect((await laptop.get('/api/v1/me')).status).toBe(401);
    expect(
      (await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD })).status,
    ).toBe(401);
    await logIn(email, 'a brand new passphrase');
  });
});

describe('preferences', () => {
  it('stores the choices; /me and a new log-in carry the theme, the chart line and the opt-out', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    const defaults = await agent.get('/api/v1/account/preferences');
    expect(defaults.body.preferences).toMatchObject({
      analytics_opt_out: false,
      app_color_theme: null,
      notify_product_news: false,
    });
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({
      analytics_opt_out: false,
      app_color_theme: null,
      show_compare_spy_price_history: true,
    });
    const saved = await agent.put('/api/v1/account/preferences', {
      analytics_opt_out: true,
      app_color_theme: 'light',
      show_compare_spy_price_history: false,
      notify_community: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ notify_community: false, notify_learn: true });
    expect((await agent.get('/api/v1/me')).body.user).toMatchObject({
      analytics_opt_out: true,
      app_color_theme: 'light',
      show_compare_spy_price_history: false,
    });
    // A log-in on another device learns the opt-out before it sends its "Sign In" event.
    const other = await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(other.body.user).toMatchObject({ analytics_opt_out: true });
    const before = await dbSnapshot(ctx.db);
    const bad = await agent.put('/api/v1/account/preferences', { app_color_theme: 'neon' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'app_color_theme' } });
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

/** A member whose live account was approved (the operator's review, services/live-accounts). */
async function approvedMember() {
  const signed = await signedInAgent(ctx.agent());
  await signed.agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
  await fillSteps(signed.agent);
  expect((await signed.agent.post('/api/v1/live_accounts/submit', { confirm: true })).status).toBe(
    200,
  );
  const review = await reviewApplication(ctx.db, signed.email, 'approved', null);
  return { ...signed, liveAccountId: review.liveAccountId! };
}

describe('update live account', () => {
  it('shows how to apply without one, and changes address, phone and employment after approval', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await agent.get('/api/v1/account/live_account')).body).toMatchObject({ state: 'none' });
    const early = await agent.put('/api/v1/account/live_account/phone', { phone: '555-000-1111' });
    expect(early.status).toBe(409);

    const member = await approvedMember();
    const details = await member.agent.get('/api/v1/account/live_account');
    expect(details.body).toMatchObject({
      state: 'open',
      address: LIVE_ACCOUNT_STEPS.address,
      phone: LIVE_ACCOUNT_STEPS.phone,
    });
    const phone = await member.agent.put('/api/v1/account/live_account/phone', {
      phone: '555-000-1111',
    });
    expect(phone.body).toMatchObject({ phone: { phone: '555-000-1111' } });
    const job = await member.agent.put('/api/v1/account/live_account/employment', {
      employment_status: 'retired',
    });
    expect(job.body).toMatchObject({ employment: { employment_status: 'retired' } });
    const bad = await member.agent.put('/api/v1/account/live_account/address', {
      ...LIVE_ACCOUNT_STEPS.address,
      state: 'XX',
    });
    expect(bad).toMatchObject({ status: 400, body: { field: 'state' } });
    expect((await member.agent.get('/api/v1/account')).body.has_live_account).toBe(true);
  });
});

describe('close account', () => {
  it('is refused while the live account holds cash', async () => {
    const member = await approvedMember();
    await postTransaction(ctx.db, {
      kind: 'test_deposit',
      memo: 'cash to hold',
      entries: [
        { ledgerAccount: cashAccount(member.liveAccountId), amountCents: 10_00 },
        { ledgerAccount: 'house:bank_transfers', amountCents: -10_00 },
      ],
    });
    const refused = await member.agent.post('/api/v1/account/close', {
      password: PASSWORD,
      confirmation: 'CLOSE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Withdraw the cash or transfer the positions/);
    expect((await member.agent.get('/api/v1/me')).status).toBe(200);
  });

  it('marks the account closed, ends every session, refuses sign-in and keeps the records', async () => {
    const { agent, email, id } = await signedInAgent(ctx.agent());
    const other = await logIn(email);
    expect((await agent.post('/api/v1/account/app_rating', { stars: 2 })).status).toBe(201);
    for (const [body, field] of [
      [{ password: 'wrong password', confirmation: 'CLOSE' }, 'password'],
      [{ password: PASSWORD, confirmation: 'close it' }, 'confirmation'],
    ] as const) {
      const response = await agent.post('/api/v1/account/close', body);
      expect(response).toMatchObject({ status: 400, body: { field } });
    }
    const closed = await agent.post('/api/v1/account/close', {
      password: PASSWORD,
      confirmation: 'close',
    });
    expect(closed.status).toBe(204);
    expect((await agent.get('/api/v1/me')).status).toBe(401);
    expect((await other.get('/api/v1/me')).status).toBe(401);
    const login = await ctx.agent().post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatch(/This account is closed/);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(user?.closedAt).toBeInstanceOf(Date);
    expect(await ctx.db.select().from(appRatings).where(eq(appRatings.userId, id))).toHaveLength(1);
  });
});

describe('rate the app', () => {
  it('stores 1 to 5 stars and an optional comment; other values are refused', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    for (const [body, field] of [
      [{ stars: 6 }, 'stars'],
      [{ stars: 0 }, 'stars'],
      [{ stars: 4, comment: 'x'.repeat(1001) }, 'comment'],
    ] as const) {
      const response = await agent.post('/api/v1/account/app_rating', body);
      expect(response).toMatchObject({ status: 400, body: { field } });
    }
    const rated = await agent.post('/api/v1/account/app_rating', {
      stars: 5,
      comment: ' Lovely charts. ',
    });
    expect(rated).toMatchObject({ status: 201, body: { stars: 5 } });
    const rows = await ctx.db.select().from(appRatings).where(eq(appRatings.userId, id));
    expect(rows.map((r) => [r.stars, r.comment])).toEqual([[5, 'Lovely charts.']]);
  });
});
