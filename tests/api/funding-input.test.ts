// Bad input to the funding endpoints (DESIGN.md "Input": malformed, out-of-range — over 1,000,000,
// cents over 0.99 — or unauthenticated requests → 4xx, nothing written). The masks are spec §5's:
// dollarAmount has 2 decimals and a 1,000,000 maximum; centsAmount 2 decimals, max 0.99.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbSnapshot } from '../support/db-snapshot';
import type { Agent } from '../support/agent';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  transfer,
} from './funding-fixtures';

let ctx: FundingContext;
let agent: Agent;
let bankId: string;
let pendingBankId: string;
beforeAll(async () => {
  ctx = await createFundingContext();
  ({ agent } = await liveUser(ctx));
  bankId = await linkInstant(agent);
  const pending = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
    routing_number: '123456780',
    account_number: '55554444',
    account_type: 'savings',
  });
  pendingBankId = (pending.body.bank_account as { id: string }).id;
});
afterAll(() => ctx.close());

async function expectNothingWritten(
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  field?: string,
) {
  const before = await dbSnapshot(ctx.db);
  const response = await send();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(typeof response.body.error).toBe('string');
  if (field) expect(response.body.field).toBe(field);
  expect(await dbSnapshot(ctx.db)).toBe(before);
  return response;
}

describe('funding: dollar amounts (dollarAmount mask)', () => {
  it.each([
    ['1000000.01', /at most 1,000,000/],
    ['2000000', /at most 1,000,000/],
    ['10.123', /at most 2 decimals/],
    ['0', /greater than zero/],
    ['-5', /positive decimal/],
    ['1e3', /positive decimal/],
    ['', /positive decimal/],
  ])('refuses a deposit and a withdrawal of %s', async (amount, message) => {
    for (const kind of ['deposits', 'withdrawals'] as const) {
      const response = await expectNothingWritten(
        () => transfer(agent, kind, { amount, bank_account_id: bankId }),
        400,
        'amount',
      );
      expect(response.body.error).toMatch(message);
    }
  });

  it('refuses a number instead of a decimal string', async () => {
    await expectNothingWritten(
      () => transfer(agent, 'deposits', { amount: 10, bank_account_id: bankId }),
      400,
      'amount',
    );
  });

  it('accepts exactly 1,000,000', async () => {
    const response = await transfer(agent, 'deposits', {
      amount: '1000000.00',
      bank_account_id: bankId,
    });
    expect(response.status).toBe(201);
    expect(response.body.transfer).toMatchObject({ amount_cents: 100_000_000 });
  });

  it('requires the Idempotency-Key header on deposits and withdrawals', async () => {
    for (const kind of ['deposits', 'withdrawals'] as const) {
      await expectNothingWritten(
        () => transfer(agent, kind, { amount: '5', bank_account_id: bankId }, null),
        400,
        'Idempotency-Key',
      );
      await expectNothingWritten(
        () => transfer(agent, kind, { amount: '5', bank_account_id: bankId }, 'has spaces in it'),
        400,
        'Idempotency-Key',
      );
    }
  });

  it('refuses a bank account that is not an id, or not verified', async () => {
    await expectNothingWritten(
      () => transfer(agent, 'deposits', { amount: '5', bank_account_id: 'mine' }),
      400,
      'bank_account_id',
    );
    await expectNothingWritten(
      () => transfer(agent, 'deposits', { amount: '5', bank_account_id: randomUUID() }),
      404,
      'bank_account_id',
    );
    await expectNothingWritten(
      () => transfer(agent, 'deposits', { amount: '5', bank_account_id: pendingBankId }),
      409,
      'bank_account_id',
    );
  });
});

describe('funding: micro-deposit amounts (centsAmount mask)', () => {
  const verify = (body: unknown) =>
    agent.post(`/api/v1/funding/bank_accounts/${pendingBankId}/verify`, body);

  it.each([
    ['1.00', /at most 0.99/],
    ['0.999', /at most 2 decimals/],
    ['0.00', /at least 0.01/],
    ['-0.32', /cents amount/],
    ['32', /at most 0.99/],
    ['abc', /cents amount/],
  ])('refuses %s without counting a try', async (amount, message) => {
    const response = await expectNothingWritten(
      () => verify({ amount_1: amount, amount_2: '0.10' }),
      400,
      'amount_1',
    );
    expect(response.body.error).toMatch(message);
    await expectNothingWritten(
      () => verify({ amount_1: '0.10', amount_2: amount }),
      400,
      'amount_2',
    );
  });

  it('still has all three tries after the bad input', async () => {
    const shown = await agent.get(`/api/v1/funding/bank_accounts/${pendingBankId}`);
    expect(shown.body.bank_account).toMatchObject({ verification_attempts_left: 3 });
  });
});

describe('funding: bank and ACAT forms', () => {
  it.each([
    [{ routing_number: '110000001' }, 'routing_number'], // fails the ABA checksum
    [{ routing_number: '11000000' }, 'routing_number'],
    [{ account_number: '123' }, 'account_number'],
    [{ account_number: '1234-5678' }, 'account_number'],
    [{ account_number: '1'.repeat(18) }, 'account_number'],
    [{ account_type: 'brokerage' }, 'account_type'],
    [{ nickname: '   ' }, 'nickname'],
    [{ extra: 'field' }, 'extra'],
  ])('refuses a micro-deposit link with %j', async (change, field) => {
    await expectNothingWritten(
      () =>
        agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
          routing_number: '110000000',
          account_number: '123456789',
          account_type: 'checking',
          ...change,
        }),
      400,
      field,
    );
  });

  it.each([
    [{ from_broker: '' }, 'from_broker'],
    [{ account_number: '12' }, 'account_number'],
    [{ account_number: 'AB 1234' }, 'account_number'],
    [{ transfer_type: 'some' }, 'transfer_type'],
  ])('refuses an ACAT request with %j', async (change, field) => {
    await expectNothingWritten(
      () =>
        agent.post('/api/v1/funding/acat_transfers', {
          from_broker: 'Another Brokerage',
          account_number: 'AB12345678',
          transfer_type: 'full',
          ...change,
        }),
      400,
      field,
    );
  });

  it('refuses a rename to nothing', async () => {
    await expectNothingWritten(
      () => agent.put(`/api/v1/funding/bank_accounts/${bankId}`, { nickname: '' }),
      400,
      'nickname',
    );
  });
});

describe('funding: without a session', () => {
  it('answers every funding endpoint with 401 and writes nothing', async () => {
    const anonymous = ctx.agent();
    await anonymous.csrf();
    const id = bankId;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/funding/institutions'],
      ['GET', '/api/v1/funding/bank_accounts'],
      ['GET', `/api/v1/funding/bank_accounts/${id}`],
      ['GET', '/api/v1/funding/breakdown'],
      ['GET', '/api/v1/funding/history'],
      ['GET', '/api/v1/funding/acat_transfers'],
      ['POST', '/api/v1/funding/bank_accounts/instant_link', { institution_id: 'sandbox_tartan' }],
      ['POST', `/api/v1/funding/bank_accounts/${id}/verify`, { amount_1: '0.1', amount_2: '0.2' }],
      ['PUT', `/api/v1/funding/bank_accounts/${id}`, { nickname: 'x' }],
      ['DELETE', `/api/v1/funding/bank_accounts/${id}`],
      ['POST', '/api/v1/funding/deposits', { amount: '5', bank_account_id: id }],
      ['POST', '/api/v1/funding/withdrawals', { amount: '5', bank_account_id: id }],
    ];
    for (const [method, url, body] of calls) {
      await expectNothingWritten(
        () =>
          anonymous.request(method, url, body, { headers: { 'idempotency-key': randomUUID() } }),
        401,
      );
    }
  });
});
