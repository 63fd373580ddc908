// Support requests (spec §2 mobile "support and create support request"): filing one, a retried
// Idempotency-Key answered with the first request and nothing written twice, bad input a 4xx naming
// the field with nothing written, priority exactly while a membership is in force (frozen clock),
// and each member seeing only their own requests. One app for the file.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportRequestResponse, SupportRequestsResponse } from '@/contract/support';
import { setSupportStatus, supportQueue } from '@server/services/support/queue';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock } from './community-fixtures';
import { buyMembership } from './payments-fixtures';

const URL = '/api/v1/support_requests';
const VALID = {
  category: 'funding',
  subject: 'Deposit not showing',
  message: 'I deposited $50 yesterday and it is not in my balance yet.',
};
const DAY = 86_400_000;

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const file = (agent: Agent, body: unknown = VALID, key: string | null = randomUUID()) =>
  agent.post(URL, body, { headers: key === null ? {} : { 'idempotency-key': key } });
const list = async (agent: Agent) => (await agent.get(URL)).body as SupportRequestsResponse;

describe('support requests', () => {
  it('files a request, answers a retry with the first one, and lists it newest first', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const key = randomUUID();
    const first = await file(agent, { ...VALID, subject: '  Deposit not showing  ' }, key);
    expect(first.status).toBe(201);
    const created = (first.body as SupportRequestResponse).support_request;
    expect(created).toMatchObject({
      category: 'funding',
      subject: 'Deposit not showing', // trimmed
      status: 'open',
      priority: false,
    });
    const before = await dbSnapshot(ctx.db);
    const retry = await file(agent, VALID, key);
    expect(retry.status).toBe(201);
    expect((retry.body as SupportRequestResponse).support_request.id).toBe(created.id);
    expect(await dbSnapshot(ctx.db)).toBe(before);
    // The same key with another request is refused, naming the header.
    const reused = await file(agent, { ...VALID, subject: 'Something else entirely' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.field).toBe('Idempotency-Key');

    const second = await file(agent, { ...VALID, category: 'technical', subject: 'App freezes' });
    const listed = await list(agent);
    expect(listed.support_requests.map((r) => r.subject)).toEqual([
      'App freezes',
      'Deposit not showing',
    ]);
    expect(listed.priority_now).toBe(false);
    const one = await agent.get(
      `${URL}/${(second.body as SupportRequestResponse).support_request.id}`,
    );
    expect(one.status).toBe(200);
    expect((one.body as SupportRequestResponse).support_request.category).toBe('technical');
  });

  it('refuses bad input with a 4xx naming the field, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const cases: Array<[unknown, string]> = [
      [{ ...VALID, category: 'billing' }, 'category'],
      [{ ...VALID, subject: '   ' }, 'subject'],
      [{ ...VALID, subject: 'x'.repeat(121) }, 'subject'],
      [{ ...VALID, message: 'too short' }, 'message'],
      [{ ...VALID, message: 'y'.repeat(5001) }, 'message'],
      [{ category: 'other', subject: 'Hi' }, 'message'],
    ];
    for (const [body, field] of cases) {
      const response = await file(agent, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.field).toBe(field);
      expect(String(response.body.error)).toContain(field);
    }
    const noKey = await file(agent, VALID, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.field).toBe('Idempotency-Key');
    // The limits are inclusive: 120 and 5,000 characters are accepted (checked after the sweep).
    expect(await dbSnapshot(ctx.db)).toBe(before);
    const edge = await file(agent, {
      ...VALID,
      subject: 's'.repeat(120),
      message: 'm'.repeat(5000),
    });
    expect(edge.status).toBe(201);
  });

  it('flags requests as priority exactly while a membership is in force', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await buyMembership(agent)).status).toBe(201);
    expect((await list(agent)).priority_now).toBe(true);
    const member = await file(agent);
    expect((member.body as SupportRequestResponse).support_request.priority).toBe(true);
    // Cancelled, the benefits last to the period's end; after it the membership has lapsed.
    expect((await agent.post('/api/v1/membership/cancel')).status).toBe(200);
    const cancelled = await file(agent, { ...VALID, subject: 'Still a member' });
    expect((cancelled.body as SupportRequestResponse).support_request.priority).toBe(true);
    clock.advance(32 * DAY);
    const lapsed = await file(agent, { ...VALID, subject: 'After the end' });
    expect((lapsed.body as SupportRequestResponse).support_request.priority).toBe(false);
    expect((await list(agent)).priority_now).toBe(false);

    // The operator's queue puts priority requests first, and answering one shows in the list.
    const queue = await supportQueue(ctx.db);
    const firstPlain = queue.findIndex((r) => !r.priority);
    expect(queue.slice(firstPlain).every((r) => !r.priority)).toBe(true);
    const id = (member.body as SupportRequestResponse).support_request.id;
    expect(await setSupportStatus(ctx.db, id, 'answered')).toMatchObject({ from: 'open' });
    const mine = (await list(agent)).support_requests.find((r) => r.id === id);
    expect(mine?.status).toBe('answered');
  });

  it("shows a member only their own requests: another's is 404", async () => {
    const { agent: alice } = await signedInAgent(ctx.agent());
    const { agent: bob } = await signedInAgent(ctx.agent());
    const filed = await file(alice);
    const id = (filed.body as SupportRequestResponse).support_request.id;
    expect((await list(bob)).support_requests).toEqual([]);
    const other = await bob.get(`${URL}/${id}`);
    expect(other.status).toBe(404);
    expect((await bob.get(`${URL}/not-an-id`)).body.field).toBe('id');
    expect((await ctx.agent().get(URL)).status).toBe(401);
  });
});
