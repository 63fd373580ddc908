// Account type and the onboarding answers (spec §1, §2, §3), and the ledger.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@server/db/schema';
import { DEFAULT_PAPER_STARTING_CASH_CENTS, paperStartingCash } from '@server/services/accounts';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Accounts = { accounts: Array<{ type: string; status: string; cash_cents: number }> };

describe('accounts', () => {
  it('gives every new user a paper account funded with $100,000.00 through the ledger', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.get('/api/v1/accounts');
    expect(response.status).toBe(200);
    expect((response.body as Accounts).accounts).toEqual([
      expect.objectContaining({ type: 'simulated', status: 'open', cash_cents: 10_000_000 }), // $100,000.00
    ]);
    expect(DEFAULT_PAPER_STARTING_CASH_CENTS).toBe(10_000_000);
  });

  it('reads the starting cash from PAPER_STARTING_CASH_CENTS and refuses a bad value', () => {
    expect(paperStartingCash({})).toBe(10_000_000);
    expect(paperStartingCash({ PAPER_STARTING_CASH_CENTS: '2500000' })).toBe(2_500_000);
    for (const bad of ['0', '-5', '12.5', '1e9', 'lots', '99999999999999'])
      expect(() => paperStartingCash({ PAPER_STARTING_CASH_CENTS: bad })).toThrow(
        'PAPER_STARTING_CASH_CENTS',
      );
  });

  it('keeps the ledger balanced: every transaction sums to zero', async () => {
    await signedInAgent(ctx.agent());
    const result = (await ctx.db.execute(
      sql`SELECT transaction_id, sum(amount_cents)::bigint AS total FROM ${ledgerEntries} GROUP BY transaction_id`,
    )) as unknown as { rows: Array<{ total: string | number }> };
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) expect(Number(row.total)).toBe(0);
  });

  it('chooses the live account: the choice is stored and an application is started', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ account_type: 'live', account_type_chosen: true });
    const { accounts } = (await agent.get('/api/v1/accounts')).body as Accounts;
    expect(accounts.map((a) => [a.type, a.status, a.cash_cents])).toEqual([
      ['simulated', 'open', 10_000_000],
      ['live', 'application_not_started', 0],
    ]);
    // Choosing again is idempotent: still one live account.
    await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
    expect(((await agent.get('/api/v1/accounts')).body as Accounts).accounts).toHaveLength(2);
  });

  it('records the paper-trading sign-up as a chosen simulated account', async () => {
    const agent = ctx.agent();
    const response = await agent.post('/api/v1/auth/sign_up', {
      email: `paper${Date.now()}@example.com`,
      password: 'paper trading first',
      name: 'Paper',
      account_type: 'simulated',
    });
    expect(response.body.user).toMatchObject({
      account_type: 'simulated',
      account_type_chosen: true,
    });
  });

  it('stores the brokerage opt-in and the investing experience, shown by /me', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await agent.put('/api/v1/accounts/brokerage_account', { opt_in: false })).status).toBe(
      200,
    );
    expect(
      (await agent.put('/api/v1/accounts/investing_experience', { investing_experience: 'good' }))
        .status,
    ).toBe(200);
    const me = await agent.get('/api/v1/me');
    expect(me.body.user).toMatchObject({
      brokerage_opt_in: false,
      investing_experience: { id: 'good', description: 'I invest regularly' },
    });
  });

  it('rejects an unknown account type, naming the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.put('/api/v1/accounts/account_type', { account_type: 'margin' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('account_type');
  });
});

describe('partner brand sign-ups', () => {
  it('store the white-label partner id sent with the sign-up', async () => {
    const { users } = await import('@server/db/schema');
    const { eq } = await import('drizzle-orm');
    const agent = ctx.agent();
    const email = `partner${Date.now()}@example.com`;
    const response = await agent.post('/api/v1/auth/sign_up', {
      email,
      password: 'partner brand passphrase',
      name: 'Partner Person',
      white_label_partner_id: 2,
    });
    expect(response.status).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.whiteLabelPartnerId).toBe(2);
  });
});
