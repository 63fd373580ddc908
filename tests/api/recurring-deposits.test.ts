// Recurring deposits through the API (spec §2 /funding/recurring-deposits,
// /funding/schedule-new-recurring-deposit; §5 dollarAmount max 1,000,000; §9 the calendar runs to
// 10 years ahead). The clock is frozen at START, Wednesday 2025-06-11 11:00 in New York.
// The scheduler job is proven in recurring-deposits-job.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import { signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
} from './funding-fixtures';
import {
  countRows,
  readSchedule,
  RECURRING_URL,
  schedule,
  scheduled,
  type ScheduleJson,
} from './recurring-deposits-fixtures';

let ctx: FundingContext;
let agent: Agent;
let bankId: string;
const valid = () => ({
  amount_cents: 25_000,
  bank_account_id: bankId,
  frequency: 'monthly',
  start_date: '2025-07-01',
});

beforeAll(async () => {
  ctx = await createFundingContext();
  ({ agent } = await liveUser(ctx));
  bankId = await linkInstant(agent);
});
afterAll(() => ctx.close());

describe('recurring deposits: create, list, get, edit, cancel', () => {
  it('schedules a monthly deposit and lists it', async () => {
    const response = await schedule(agent, valid());
    expect(response.status).toBe(201);
    const created = response.body.recurring_deposit as ScheduleJson;
    expect(created).toMatchObject({
      amount_cents: 25_000,
      frequency: 'monthly',
      start_date: '2025-07-01',
      next_date: '2025-07-01',
      status: 'active',
      bank_account_id: bankId,
      last_run: null,
    });
    expect(created.bank_last_four).toMatch(/^\d{4}$/);
    const list = await agent.get(RECURRING_URL);
    expect(list.status).toBe(200);
    expect((list.body.recurring_deposits as ScheduleJson[]).map((s) => s.id)).toContain(created.id);
    expect(await readSchedule(agent, created.id)).toEqual(created);
  });

  it('edits amount, frequency, next date and bank', async () => {
    const created = await scheduled(agent, valid());
    const otherBank = await linkInstant(agent, 'sandbox_houndstooth');
    const response = await agent.put(`${RECURRING_URL}/${created.id}`, {
      amount_cents: 30_000,
      frequency: 'biweekly',
      next_date: '2025-06-20',
      bank_account_id: otherBank,
    });
    expect(response.status).toBe(200);
    expect(response.body.recurring_deposit).toMatchObject({
      amount_cents: 30_000,
      frequency: 'biweekly',
      next_date: '2025-06-20',
      bank_account_id: otherBank,
      start_date: '2025-07-01',
    });
    // One field alone leaves the others as they were.
    const amountOnly = await agent.put(`${RECURRING_URL}/${created.id}`, { amount_cents: 1 });
    expect(amountOnly.body.recurring_deposit).toMatchObject({
      amount_cents: 1,
      frequency: 'biweekly',
      next_date: '2025-06-20',
    });
  });

  it('cancels: no next date, stays listed, cannot be edited, cancelling again is the same', async () => {
    const created = await scheduled(agent, valid());
    const response = await agent.request('DELETE', `${RECURRING_URL}/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body.recurring_deposit).toMatchObject({ status: 'cancelled', next_date: null });
    const again = await agent.request('DELETE', `${RECURRING_URL}/${created.id}`);
    expect(again.body).toEqual(response.body);
    const edit = await agent.put(`${RECURRING_URL}/${created.id}`, { amount_cents: 500 });
    expect(edit.status).toBe(409);
    expect((await readSchedule(agent, created.id)).status).toBe('cancelled');
  });

  it('a retry with the same Idempotency-Key returns the first schedule; another body is 422', async () => {
    const key = randomUUID();
    const before = await countRows(ctx.db, 'recurring_deposit_schedules');
    const first = await schedule(agent, valid(), key);
    const retry = await schedule(agent, valid(), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await countRows(ctx.db, 'recurring_deposit_schedules')).toBe(before + 1);
    const other = await schedule(agent, { ...valid(), amount_cents: 100 }, key);
    expect(other.status).toBe(422);
    expect(other.body.field).toBe('Idempotency-Key');
  });

  it('other users see 404 for a schedule that is not theirs, and never list it', async () => {
    const created = await scheduled(agent, valid());
    const { agent: stranger } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    expect((await stranger.get(`${RECURRING_URL}/${created.id}`)).status).toBe(404);
    expect((await stranger.put(`${RECURRING_URL}/${created.id}`, { amount_cents: 1 })).status).toBe(
      404,
    );
    expect((await stranger.request('DELETE', `${RECURRING_URL}/${created.id}`)).status).toBe(404);
    expect((await stranger.get(RECURRING_URL)).body).toEqual({ recurring_deposits: [] });
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect((await agent.get(`${RECURRING_URL}/not-a-uuid`)).status).toBe(404);
    expect((await agent.get(`${RECURRING_URL}/${randomUUID()}`)).status).toBe(404);
  });
});

describe('recurring deposits: bad input is 4xx and writes nothing', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['amount of 0 cents', { amount_cents: 0 }, 'amount_cents'],
    ['amount over $1,000,000.00', { amount_cents: 100_000_001 }, 'amount_cents'],
    ['fractional cents', { amount_cents: 12.5 }, 'amount_cents'],
    ['amount as a string', { amount_cents: '250.00' }, 'amount_cents'],
    ['unknown frequency', { frequency: 'daily' }, 'frequency'],
    ['an impossible date (Feb 30)', { start_date: '2027-02-30' }, 'start_date'],
    ['an impossible date (Apr 31)', { start_date: '2026-04-31' }, 'start_date'],
    ['month 13', { start_date: '2026-13-01' }, 'start_date'],
    ['another date format', { start_date: '07/01/2025' }, 'start_date'],
    ['yesterday in New York', { start_date: '2025-06-10' }, 'start_date'],
    ['beyond the calendar (10 years ahead)', { start_date: '2036-01-01' }, 'start_date'],
    ['a bank id that is not a UUID', { bank_account_id: 'abc' }, 'bank_account_id'],
    ['an unknown field', { note: 'hi' }, 'note'],
  ];
  it.each(cases)('%s → 400 naming the field', async (_name, change, field) => {
    const before = await dbSnapshot(ctx.db);
    const response = await schedule(agent, { ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    expect(typeof response.body.error).toBe('string');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('today and the last day the calendar offers are accepted', async () => {
    expect((await schedule(agent, { ...valid(), start_date: '2025-06-11' })).status).toBe(201);
    expect((await schedule(agent, { ...valid(), start_date: '2035-12-31' })).status).toBe(201);
  });

  it('no Idempotency-Key → 400 naming the header', async () => {
    const before = await dbSnapshot(ctx.db);
    const response = await schedule(agent, valid(), null);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('Idempotency-Key');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('edits: an impossible or past next date, an empty body, a bad amount → 400', async () => {
    const created = await scheduled(agent, valid());
    const before = await dbSnapshot(ctx.db);
    const url = `${RECURRING_URL}/${created.id}`;
    for (const [body, field] of [
      [{ next_date: '2027-02-30' }, 'next_date'],
      [{ next_date: '2025-06-01' }, 'next_date'],
      [{ amount_cents: 100_000_001 }, 'amount_cents'],
      [{ frequency: 'yearly' }, 'frequency'],
      [{}, 'amount_cents'],
    ] as const) {
      const response = await agent.put(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field).toBe(field);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it("a bank that is not verified, or someone else's, is refused", async () => {
    const pending = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
      routing_number: '123456780',
      account_number: '55554444',
      account_type: 'savings',
    });
    const pendingId = (pending.body.bank_account as { id: string }).id;
    const { agent: other } = await liveUser(ctx);
    const othersBank = await linkInstant(other);
    const before = await dbSnapshot(ctx.db);
    const unverified = await schedule(agent, { ...valid(), bank_account_id: pendingId });
    expect(unverified.status).toBe(409);
    expect(unverified.body.field).toBe('bank_account_id');
    const foreign = await schedule(agent, { ...valid(), bank_account_id: othersBank });
    expect(foreign.status).toBe(404);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('without a live account → 409 naming the account', async () => {
    const { agent: paperOnly } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    const response = await schedule(paperOnly, valid());
    expect(response.status).toBe(409);
    expect(response.body.field).toBe('account');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('without a session → 401', async () => {
    const anonymous = ctx.agent();
    expect((await anonymous.get(RECURRING_URL)).status).toBe(401);
    expect((await schedule(anonymous, valid())).status).toBe(401);
  });
});
