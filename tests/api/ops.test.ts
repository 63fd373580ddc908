// The operators' console's API (/api/v1/ops; DESIGN.md "Operators"): to anyone but an operator
// every route of it answers 404, as if it did not exist, and writes nothing; an operator answers a
// support request, the member reads the reply under it and is told; every action is in the audit
// log; an operator's session ends after 30 idle minutes, and a revoked operator is a member again.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { sessionChangesHeard } from '@server/db/session-cache';
import { setOperator } from '@server/services/ops/operators';
import { OPERATOR_SESSION_IDLE_MS } from '@server/services/sessions';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { examplePath } from '../support/fuzz-input';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function operator(): Promise<{ agent: Agent; email: string; id: string }> {
  const signed = await signedInAgent(ctx.agent(), 'Olive Operator');
  expect(await setOperator(ctx.db, signed.email, true, new Date())).toMatchObject({
    operator: true,
    was: false,
  });
  return signed;
}

async function supportRequest(agent: Agent, subject: string): Promise<string> {
  const sent = await agent.post(
    '/api/v1/support_requests',
    { category: 'trading', subject, message: 'My limit order has not filled yet.' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(sent.status).toBe(201);
  return (sent.body.support_request as { id: string }).id;
}

describe('the console to anyone but an operator', () => {
  it('answers 404 on every route, signed in or not, and writes nothing', async () => {
    const routes = ctx.app.routeSpecs.filter((spec) => spec.url.startsWith('/api/v1/ops/'));
    expect(routes.map((spec) => spec.auth)).toEqual(routes.map(() => 'operator'));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const { agent: member } = await signedInAgent(ctx.agent());
    const visitor = ctx.agent();
    for (const agent of [member, visitor]) {
      await agent.csrf();
      for (const spec of routes) {
        const before = await dbSnapshot(ctx.db);
        const body = spec.method === 'GET' ? undefined : { body: 'A reply nobody may send.' };
        const answer = await agent.request(spec.method, examplePath(spec), body);
        expect(answer.status, `${spec.method} ${spec.url}`).toBe(404);
        expect(answer.body).toMatchObject({ code: 'not_found' });
        expect(await dbSnapshot(ctx.db)).toBe(before);
      }
    }
  });
});

describe('an operator', () => {
  it('answers a support request: the member reads it under the request and is told', async () => {
    const { agent: member, email: memberEmail } = await signedInAgent(ctx.agent(), 'Ada Member');
    const id = await supportRequest(member, 'A limit order that waits');
    const { agent: ops, email: opsEmail } = await operator();

    const queue = await ops.get('/api/v1/ops/support_requests');
    expect(queue.status).toBe(200);
    expect(queue.body.requests).toContainEqual(
      expect.objectContaining({ id, email: memberEmail, status: 'open', replies: 0 }),
    );
    const reply = 'Your limit order waits for AAPL to reach your price; it lasts until the close.';
    const answered = await ops.post(`/api/v1/ops/support_requests/${id}/replies`, { body: reply });
    expect(answered.status).toBe(200);
    expect(answered.body.request).toMatchObject({
      id,
      status: 'answered',
      replies: 1,
      replies_sent: [expect.objectContaining({ body: reply })],
    });

    const mine = await member.get(`/api/v1/support_requests/${id}`);
    expect(mine.body.support_request).toMatchObject({
      status: 'answered',
      replies: [expect.objectContaining({ body: reply })],
    });
    const notices = (await member.get('/api/v1/notifications')).body.notifications as Array<{
      kind: string;
      title: string;
      path: string;
    }>;
    expect(notices[0]).toMatchObject({
      kind: 'support_replied',
      title: 'Support answered: A limit order that waits',
      path: '/app/support',
    });

    const audit = (await ops.get('/api/v1/ops/audit')).body.actions as Array<{
      operator: string | null;
      action: string;
      subject_id: string;
    }>;
    expect(audit[0]).toMatchObject({ operator: opsEmail, action: 'support.reply', subject_id: id });
    expect(audit).toContainEqual(
      expect.objectContaining({ operator: null, action: 'operator.grant' }),
    );
  });

  it('is signed out after 30 idle minutes, and is a member again once revoked', async () => {
    const { agent: ops, email, id } = await operator();
    expect((await ops.get('/api/v1/ops/audit')).status).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - OPERATOR_SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.userId, id));
    await sessionChangesHeard(ctx.db); // the app's session cache, told by the trigger
    expect((await ops.get('/api/v1/me')).status).toBe(401);

    const again = ctx.agent();
    await again.post('/api/v1/auth/login', { email, password: 'correct horse battery staple' });
    expect((await again.get('/api/v1/ops/audit')).status).toBe(200);
    await setOperator(ctx.db, email, false, new Date());
    expect((await again.get('/api/v1/ops/audit')).status).toBe(404);
    expect((await again.get('/api/v1/me')).status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.operatorSince).toBeNull();
  });
});
