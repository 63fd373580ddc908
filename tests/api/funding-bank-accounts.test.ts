// Bank linking (spec §2 bank link by instant link and by micro-deposits, verify bank account,
// manage bank accounts; §1 bank account numbers are sensitive): the sandbox provider's instant
// link, micro-deposit verification (the sandbox bank's statement of the amounts, wrong amounts,
// right ones, three wrong tries lock), rename,
// soft removal, another user's account is a 404, and the number never leaves or rests in plaintext.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '@server/db/schema';
import { decryptSensitive } from '@server/services/funding/crypto';
import { fundingKey } from '@server/services/funding/deps';
import { BANK_NUMBER_PURPOSE } from '@server/services/funding/bank-accounts';
import { dbDump, dbSnapshot } from '../support/db-snapshot';
import { signedInAgent } from '../support/agent';
import {
  centsString,
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  sentMicroDeposits,
  transfer,
} from './funding-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

const ACCOUNT_NUMBER = '987654321234';
const linkByMicroDeposits = (agent: Awaited<ReturnType<typeof liveUser>>['agent']) =>
  agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
    routing_number: '110000000',
    account_number: ACCOUNT_NUMBER,
    account_type: 'checking',
    nickname: 'Everyday',
  });

describe('funding: instant link (sandbox provider)', () => {
  it('lists the sandbox institutions and links one verified, its number masked', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const institutions = await agent.get('/api/v1/funding/institutions');
    expect(institutions.status).toBe(200);
    expect(institutions.body.provider).toBe('sandbox');
    expect((institutions.body.institutions as unknown[]).length).toBeGreaterThanOrEqual(3);

    const linked = await agent.post('/api/v1/funding/bank_accounts/instant_link', {
      institution_id: 'sandbox_first_platypus',
    });
    expect(linked.status).toBe(201);
    const bank = linked.body.bank_account as Record<string, unknown>;
    expect(bank).toMatchObject({
      institution_name: 'First Platypus Bank (sandbox)',
      link_method: 'instant',
      status: 'verified',
      account_type: 'checking',
    });
    expect(bank.last_four).toMatch(/^\d{4}$/);
    expect(bank.masked_number).toBe(`••••${String(bank.last_four)}`);
    expect(Object.keys(bank)).not.toContain('account_number');
  });

  it('refuses an institution the provider does not know, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    const response = await agent.post('/api/v1/funding/bank_accounts/instant_link', {
      institution_id: 'no_such_bank',
    });
    expect(response.status).toBe(422);
    expect(response.body.field).toBe('institution_id');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('funding: micro-deposit verification', () => {
  it('sends two deposits under $1 and waits for them to be confirmed', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await linkByMicroDeposits(agent);
    expect(response.status).toBe(201);
    const bank = response.body.bank_account as Record<string, unknown>;
    expect(bank).toMatchObject({
      status: 'pending_verification',
      link_method: 'micro_deposits',
      nickname: 'Everyday',
      last_four: '1234',
      masked_number: '••••1234',
      verification_attempts_left: 3,
    });
    const [first, second] = await sentMicroDeposits(ctx, String(bank.id));
    for (const cents of [first, second]) {
      expect(cents).toBeGreaterThanOrEqual(1);
      expect(cents).toBeLessThanOrEqual(99);
    }
    // An unverified account cannot be funded from.
    const { agent: live } = await liveUser(ctx);
    const own = await linkByMicroDeposits(live);
    const denied = await transfer(live, 'deposits', {
      amount: '10.00',
      bank_account_id: (own.body.bank_account as { id: string }).id,
    });
    expect(denied.status).toBe(409);
    expect(denied.body.field).toBe('bank_account_id');
  });

  it("shows the amounts on the sandbox bank's statement, to its owner only", async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const linked = (await linkByMicroDeposits(agent)).body.bank_account as Record<string, unknown>;
    expect(linked.provider).toBe('sandbox');
    const id = String(linked.id);
    const path = `/api/v1/funding/bank_accounts/${id}/sandbox_statement`;
    const statement = await agent.get(path);
    expect(statement.status).toBe(200);
    const sent = await sentMicroDeposits(ctx, id);
    expect(statement.body).toEqual({
      institution_name: linked.institution_name,
      masked_number: '••••1234',
      lines: sent.map((cents) => ({
        posted_at: linked.created_at,
        description: 'STOCKROOM ACCTVERIFY',
        amount_cents: cents,
      })),
    });
    expect(JSON.stringify(statement.body)).not.toContain(ACCOUNT_NUMBER);

    // Another member's link, an instant link (no deposits) and a malformed id: 404.
    const { agent: other } = await signedInAgent(ctx.agent());
    expect((await other.get(path)).status).toBe(404);
    const instant = await other.post('/api/v1/funding/bank_accounts/instant_link', {
      institution_id: 'sandbox_tartan',
    });
    const instantId = (instant.body.bank_account as { id: string }).id;
    const none = await other.get(`/api/v1/funding/bank_accounts/${instantId}/sandbox_statement`);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('This bank link has no sandbox statement.');
    expect((await agent.get('/api/v1/funding/bank_accounts/nope/sandbox_statement')).status).toBe(
      404,
    );
  });

  it('refuses wrong amounts with the tries left, then verifies the right ones in either order', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const id = String(((await linkByMicroDeposits(agent)).body.bank_account as { id: string }).id);
    const [first, second] = await sentMicroDeposits(ctx, id);
    const wrong = first === 1 ? 2 : 1;

    const refused = await agent.post(`/api/v1/funding/bank_accounts/${id}/verify`, {
      amount_1: centsString(wrong),
      amount_2: centsString(second),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      'Those amounts do not match the deposits we sent. 2 tries left.',
    );
    expect(refused.body.field).toBe('amount_1');

    const verified = await agent.post(`/api/v1/funding/bank_accounts/${id}/verify`, {
      amount_1: centsString(second),
      amount_2: centsString(first),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.bank_account).toMatchObject({
      status: 'verified',
      verification_attempts_left: 0,
    });
  });

  it('locks the link after three wrong tries; the right amounts no longer verify it', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const id = String(((await linkByMicroDeposits(agent)).body.bank_account as { id: string }).id);
    const [first, second] = await sentMicroDeposits(ctx, id);
    const wrong = {
      amount_1: centsString(first === 99 ? 98 : first + 1),
      amount_2: centsString(second),
    };
    const url = `/api/v1/funding/bank_accounts/${id}/verify`;

    expect((await agent.post(url, wrong)).body.error).toMatch(/2 tries left/);
    expect((await agent.post(url, wrong)).body.error).toMatch(/1 try left/);
    const third = await agent.post(url, wrong);
    expect(third.status).toBe(409);
    expect(third.body.error).toMatch(/locked after three wrong tries/);

    const right = await agent.post(url, {
      amount_1: centsString(first),
      amount_2: centsString(second),
    });
    expect(right.status).toBe(409);
    const shown = await agent.get(`/api/v1/funding/bank_accounts/${id}`);
    expect(shown.body.bank_account).toMatchObject({
      status: 'locked',
      verification_attempts_left: 0,
    });
  });
});

describe('funding: manage bank accounts', () => {
  it('renames, removes (softly) and lists without the removed one', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const kept = await linkInstant(agent, 'sandbox_tartan');
    const gone = await linkInstant(agent, 'sandbox_houndstooth');

    const renamed = await agent.put(`/api/v1/funding/bank_accounts/${kept}`, {
      nickname: '  Rent money ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.bank_account).toMatchObject({ nickname: 'Rent money' });

    const removed = await agent.request('DELETE', `/api/v1/funding/bank_accounts/${gone}`);
    expect(removed.status).toBe(200);
    expect(removed.body.bank_account).toMatchObject({ status: 'removed' });
    const [row] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, gone));
    expect(row?.status).toBe('removed');
    expect(row?.removedAt).not.toBeNull();

    const list = await agent.get('/api/v1/funding/bank_accounts');
    expect((list.body.bank_accounts as Array<{ id: string }>).map((b) => b.id)).toEqual([kept]);
    expect(
      (await agent.get(`/api/v1/funding/bank_accounts/${gone}`)).body.bank_account,
    ).toMatchObject({ status: 'removed' });
    expect(
      (await agent.put(`/api/v1/funding/bank_accounts/${gone}`, { nickname: 'x' })).status,
    ).toBe(409);
  });

  it("answers another user's bank account like a missing one: 404, nothing written", async () => {
    const owner = await liveUser(ctx);
    const id = await linkInstant(owner.agent);
    const other = await liveUser(ctx);
    const before = await dbSnapshot(ctx.db);
    const base = `/api/v1/funding/bank_accounts/${id}`;
    const answers = [
      await other.agent.get(base),
      await other.agent.put(base, { nickname: 'Mine now' }),
      await other.agent.request('DELETE', base),
      await other.agent.post(`${base}/verify`, { amount_1: '0.10', amount_2: '0.20' }),
      await transfer(other.agent, 'deposits', { amount: '10.00', bank_account_id: id }),
      await other.agent.get('/api/v1/funding/bank_accounts/not-a-uuid'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('No such bank account.');
    }
    expect((await other.agent.get('/api/v1/funding/bank_accounts')).body.bank_accounts).toEqual([]);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('funding: bank and brokerage account numbers (spec §1 sensitive data)', () => {
  it('never returns them unmasked nor stores them in plaintext; the ciphertext decrypts', async () => {
    const { agent } = await liveUser(ctx);
    const linked = await linkByMicroDeposits(agent);
    const acat = await agent.post('/api/v1/funding/acat_transfers', {
      from_broker: 'Another Brokerage',
      account_number: 'ZX99887766',
      transfer_type: 'partial',
    });
    expect(acat.status).toBe(201);
    expect(acat.body.acat_transfer).toMatchObject({
      status: 'submitted',
      last_four: '7766',
      masked_number: '••••7766',
      transfer_type: 'partial',
    });
    const responses = [
      linked,
      acat,
      await agent.get('/api/v1/funding/bank_accounts'),
      await agent.get('/api/v1/funding/history'),
      await agent.get('/api/v1/funding/acat_transfers'),
    ];
    for (const response of responses) {
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(ACCOUNT_NUMBER);
      expect(text).not.toContain('ZX99887766');
    }
    const snapshot = await dbDump(ctx.db);
    expect(snapshot).not.toContain(ACCOUNT_NUMBER);
    expect(snapshot).not.toContain('ZX99887766');

    const id = (linked.body.bank_account as { id: string }).id;
    const [row] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect(row?.accountNumberEncrypted).toMatch(/^v1\./);
    const key = await fundingKey(ctx.db, null);
    expect(decryptSensitive(key, BANK_NUMBER_PURPOSE, row!.accountNumberEncrypted)).toBe(
      ACCOUNT_NUMBER,
    );
    // Bound to its purpose: the same ciphertext does not pass as another kind of value.
    expect(() =>
      decryptSensitive(key, 'acat_account_number', row!.accountNumberEncrypted),
    ).toThrow();
  });
});

describe('funding: bank numbers are never logged', () => {
  it('keeps them out of the request log, even when the request is refused', async () => {
    const lines: string[] = [];
    const logged = await createFundingContext(
      {},
      { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } },
    );
    try {
      const { agent } = await liveUser(logged);
      const accepted = await linkByMicroDeposits(agent);
      expect(accepted.status).toBe(201);
      const refused = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
        routing_number: '110000001',
        account_number: ACCOUNT_NUMBER,
        account_type: 'checking',
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).not.toContain(ACCOUNT_NUMBER);
      const acat = await agent.post('/api/v1/funding/acat_transfers', {
        from_broker: 'Another Brokerage',
        account_number: 'ZX99887766',
        transfer_type: 'full',
      });
      expect(acat.status).toBe(201);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      expect(log).not.toContain(ACCOUNT_NUMBER);
      expect(log).not.toContain('ZX99887766');
    } finally {
      await logged.close();
    }
  });
});
