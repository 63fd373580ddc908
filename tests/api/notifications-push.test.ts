// Web Push (src/contract/push.ts): a member subscribes a device, and the delivery job pushes each
// notification their push switches allow, once, to a push service on loopback
// (tests/support/push-service.ts, standing in for the browsers' vendors). What arrives is
// decrypted here with the subscription's own keys (RFC 8291) and its VAPID header verified with
// the key the server hands out (RFC 8292), not trusted because `web-push` made it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@/contract/push';
import { notifications, pushSubscriptions } from '@server/db/schema';
import { createNotificationDelivery } from '@server/jobs/notification-delivery';
import { webPushSender } from '@server/services/notifications/push-sender';
import { type Agent, signedInAgent } from '../support/agent';
import {
  newPushKeys,
  type PushService,
  startPushService,
  type TestPushKeys,
  verifyVapid,
} from '../support/push-service';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';
import { IN_SESSION, orderOf, placeOrder, SetPriceQuotes } from './orders-fixtures';

let service: PushService;
let ctx: TestContext;
const clock = { at: IN_SESSION };
beforeAll(async () => {
  service = await startPushService();
  ctx = await createTestContext({
    quoteProvider: new SetPriceQuotes({ AAPL: 200 }),
    now: () => clock.at,
    push: { serviceOrigins: [service.origin] },
  });
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

const deliver = () =>
  createNotificationDelivery(
    { ...ctx.deps, publicUrl: 'https://app.stockroom.test', now: () => clock.at },
    (error) => {
      throw error;
    },
  ).runOnce();

let devices = 0;
/** A signed-in member with one device subscribed on the loopback push service. */
async function subscribed(): Promise<{
  agent: Agent;
  id: string;
  keys: TestPushKeys;
  endpoint: string;
}> {
  const { agent, id } = await signedInAgent(ctx.agent());
  const keys = newPushKeys();
  const endpoint = service.endpoint(`device-${(devices += 1)}`);
  const answer = await agent.post('/api/v1/push/subscriptions', {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ subscribed: true, devices: 1 });
  return { agent, id, keys, endpoint };
}

const buy = (agent: Agent) =>
  placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' });

async function pushState(userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ state: notifications.pushState })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.state);
}

describe('subscribing a device', () => {
  it('hands out one VAPID public key, the same from every instance', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const answer = await agent.get('/api/v1/push/key');
    expect(answer.status).toBe(200);
    const key = (answer.body as { public_key: string }).public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    // A second instance on the same database (no VAPID_ keys configured) shares the pair.
    expect(await webPushSender(ctx.db).publicKey()).toBe(key);
  });

  it('refuses an endpoint on no allowed push service, and malformed keys, naming the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const keys = newPushKeys();
    const elsewhere = await agent.post('/api/v1/push/subscriptions', {
      endpoint: 'http://169.254.169.254/latest/meta-data',
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ field: 'endpoint' });
    const badKey = await agent.post('/api/v1/push/subscriptions', {
      endpoint: service.endpoint('bad-key'),
      keys: { p256dh: 'not a key', auth: keys.auth },
    });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain('p256dh');
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});

describe('pushing notifications', () => {
  it('pushes a fill once, encrypted for the device and signed with the key handed out', async () => {
    clock.at = IN_SESSION;
    const { agent, id, keys, endpoint } = await subscribed();
    const before = service.received.length;
    expect(orderOf(await buy(agent)).status).toBe('filled');
    expect((await deliver()).sent).toBe(1);
    const [push] = await service.waitFor(before + 1).then((all) => all.slice(before));
    expect(push!.path).toBe(new URL(endpoint).pathname);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const payload = JSON.parse(keys.decrypt(push!.body).toString('utf8')) as PushPayload;
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(payload).toEqual({
      id: notice!.id,
      title: 'Your buy order for AAPL was filled',
      body: 'Bought 1 sh of AAPL at $200.00 a share, $200.00 in all.',
      path: '/app/securities/AAPL',
    });
    const { claims, publicKey } = verifyVapid(push!.headers.authorization, service.origin);
    expect(publicKey).toBe(
      ((await agent.get('/api/v1/push/key')).body as { public_key: string }).public_key,
    );
    expect(claims.sub).toMatch(/^mailto:/);
    // Once: the next run finds nothing to push.
    expect((await deliver()).sent).toBe(0);
    expect(service.received).toHaveLength(before + 1);
    expect(await pushState(id)).toEqual(['sent']);
  });

  it('follows the push switch, not the mail one', async () => {
    clock.at = IN_SESSION;
    const { agent, id } = await subscribed();
    const before = service.received.length;
    await agent.put('/api/v1/account/preferences', { notify_order_fills: false });
    await buy(agent);
    await deliver();
    expect(service.received).toHaveLength(before + 1);
    await agent.put('/api/v1/account/preferences', { push_order_fills: false });
    await buy(agent);
    await deliver();
    expect(service.received).toHaveLength(before + 1);
    expect((await pushState(id)).sort()).toEqual(['sent', 'skipped']);
  });

  it('forgets a device its push service says is gone', async () => {
    clock.at = IN_SESSION;
    const { agent, id, endpoint } = await subscribed();
    service.answer(endpoint, 410);
    await buy(agent);
    expect((await deliver()).failed).toBe(1);
    expect(await pushState(id)).toEqual(['failed']);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
    ).toHaveLength(0);
  });

  it('stops pushing to a device once its member signs out there, or removes it', async () => {
    clock.at = IN_SESSION;
    const first = await subscribed();
    await first.agent.post('/api/v1/auth/logout');
    const second = await subscribed();
    // Another member cannot remove it; its own member can, twice alike.
    const stranger = await signedInAgent(ctx.agent());
    const foreign = await stranger.agent.post('/api/v1/push/subscriptions/remove', {
      endpoint: second.endpoint,
    });
    expect(foreign.body).toEqual({ subscribed: false, devices: 0 });
    for (let i = 0; i < 2; i++) {
      const removed = await second.agent.post('/api/v1/push/subscriptions/remove', {
        endpoint: second.endpoint,
      });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ subscribed: false, devices: 0 });
    }
    const before = service.received.length;
    await buy(second.agent);
    await deliver();
    expect(service.received).toHaveLength(before);
    expect(await pushState(second.id)).toEqual(['skipped']);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, first.id)),
    ).toHaveLength(0);
  });

  it('moves a device to whoever subscribes it next', async () => {
    const first = await subscribed();
    const { agent: next } = await signedInAgent(ctx.agent());
    const keys = newPushKeys();
    const again = await next.post('/api/v1/push/subscriptions', {
      endpoint: first.endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(again.body).toEqual({ subscribed: true, devices: 1 });
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, first.id)),
    ).toHaveLength(0);
  });

  it.runIf(databaseKind() === 'postgres')(
    'pushes each notification exactly once with two jobs running at the same time',
    async () => {
      clock.at = IN_SESSION;
      const people = await Promise.all(Array.from({ length: 6 }, () => subscribed()));
      for (const person of people) await buy(person.agent);
      const before = service.received.length;
      const [a, b] = await Promise.all([deliver(), deliver()]);
      expect(a.errors + b.errors).toBe(0);
      expect(a.sent + b.sent).toBe(6);
      const pushed = (await service.waitFor(before + 6)).slice(before);
      await new Promise((resolve) => setTimeout(resolve, 200)); // nothing more comes
      expect(service.received).toHaveLength(before + 6);
      expect(new Set(pushed.map((push) => push.path)).size).toBe(6);
    },
  );
});
