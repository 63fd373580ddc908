// POST /analytics against abuse: anonymous callers are throttled per address and per device, with
// Amplitude's 429 answer and nothing stored (counted in PostgreSQL, so shared by every instance on
// one database), and each stored event records whether its user_id is the user signed in with the
// request's session cookie (`user_verified`). Uploads are built with the client's own encoder.
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_RATE_LIMIT_BACKOFF_MS,
  type AnalyticsEvent,
  type AnalyticsThrottledBody,
} from '@/contract/analytics';
import { encodeUpload } from '@/platform/analytics/transport';
import { analyticsEvents, rateLimitCounters, users } from '@server/db/schema';
import { installErrorHandler } from '@server/http/errors';
import { analyticsRoutesWith, type AnalyticsRouteOptions } from '@server/routes/analytics';
import { ANALYTICS_RATE_LIMITS, addressKey } from '@server/services/analytics/throttle';
import { createSession } from '@server/services/sessions';
import { dbSnapshot } from '../support/db-snapshot';
import { wireEvent } from '../support/analytics-events';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

const FORM = 'application/x-www-form-urlencoded';
const WINDOW = ANALYTICS_RATE_LIMIT_BACKOFF_MS;
/** 15 s into a window: a refusal there has 45 s of it left. */
const T0 = Math.ceil(Date.UTC(2025, 0, 6, 12) / WINDOW) * WINDOW + 15_000;
const HIGH = 1_000_000;

/** Each event from a device of its own unless a test names one. */
const event = (overrides: Partial<AnalyticsEvent> = {}) =>
  wireEvent(T0, { device_id: `device-${randomUUID()}`, ...overrides });

const newKey = () => `key-${randomUUID()}`;
/** A documentation address (RFC 5737) per test keeps the address counts apart. */
let hosts = 0;
const newAddress = () => `198.51.100.${++hosts}`;

/**
 * The analytics route alone on the file's database, with small limits and a clock the test moves.
 * Built here rather than through buildApp, whose options do not carry the route's limits.
 */
async function throttledApp(options: AnalyticsRouteOptions & { clock?: { now: number } } = {}) {
  const clock = options.clock ?? { now: T0 };
  const app = Fastify();
  installErrorHandler(app);
  await app.register(cookie);
  await analyticsRoutesWith(app, ctx.db, { ...options, now: () => clock.now });
  await app.ready();
  apps.push(app);
  return { app, clock };
}

function post(
  app: FastifyInstance,
  key: string,
  events: AnalyticsEvent[],
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/analytics',
    remoteAddress,
    headers: { 'content-type': FORM, ...headers },
    payload: encodeUpload(key, events, T0),
  });
}

async function rowsFor(key: string) {
  return ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.apiKey, key));
}

const limits = (overrides: Partial<typeof ANALYTICS_RATE_LIMITS>) => ({
  rateLimits: {
    uploadsPerAddress: HIGH,
    eventsPerAddress: HIGH,
    eventsPerDevice: HIGH,
    ...overrides,
  },
});

describe('POST /analytics throttling per address', () => {
  it("refuses uploads past the address's limit with Amplitude's 429, storing none of them", async () => {
    const { app, clock } = await throttledApp(limits({ uploadsPerAddress: 3 }));
    const key = newKey();
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      const ok = await post(app, key, [event()], address);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('success');
    }
    const refused = await post(app, key, [event(), event()], address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    // 15 s into the 60 s window: the window ends in 45 s.
    expect(refused.headers['retry-after']).toBe('45');
    expect(JSON.parse(refused.body)).toEqual({
      code: 429,
      error: 'Too many requests from this address',
      window_seconds: 60,
      throttled_address: { uploads: 4, events: 5 },
      throttled_devices: {},
      throttled_events: [0, 1],
      limits: { uploads_per_address: 3, events_per_address: HIGH, events_per_device: HIGH },
    } satisfies AnalyticsThrottledBody);
    expect(await rowsFor(key)).toHaveLength(3);

    // Another address is counted on its own; the next window starts over.
    expect((await post(app, key, [event()], newAddress())).statusCode).toBe(200);
    expect((await post(app, key, [event()], address)).statusCode).toBe(429);
    clock.now = T0 + WINDOW;
    expect((await post(app, key, [event()], address)).statusCode).toBe(200);
    expect(await rowsFor(key)).toHaveLength(5);
  });

  it("refuses an upload that takes the address past its events' limit", async () => {
    const { app } = await throttledApp(limits({ eventsPerAddress: 5 }));
    const key = newKey();
    const address = newAddress();
    expect((await post(app, key, [event(), event(), event()], address)).statusCode).toBe(200);
    const refused = await post(app, key, [event(), event(), event()], address);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 429,
      throttled_address: { uploads: 2, events: 6 },
      throttled_events: [0, 1, 2],
    });
    expect(await rowsFor(key)).toHaveLength(3);
  });

  it('counts an IPv6 /64 as one address (a host can pick any address in its /64)', async () => {
    const { app } = await throttledApp(limits({ uploadsPerAddress: 1 }));
    const key = newKey();
    expect((await post(app, key, [event()], '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await post(app, key, [event()], '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await post(app, key, [event()], '2001:db8:1:3::1')).statusCode).toBe(200);
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('shares the counts between instances on one database (counted in PostgreSQL)', async () => {
    const options = limits({ uploadsPerAddress: 2 });
    const first = await throttledApp(options);
    const second = await throttledApp(options);
    const key = newKey();
    const address = newAddress();
    expect((await post(first.app, key, [event()], address)).statusCode).toBe(200);
    expect((await post(second.app, key, [event()], address)).statusCode).toBe(200);
    expect((await post(first.app, key, [event()], address)).statusCode).toBe(429);
    expect((await post(second.app, key, [event()], address)).statusCode).toBe(429);
    expect(await rowsFor(key)).toHaveLength(2);
  });

  it('deletes the counters of finished windows', async () => {
    const clock = { now: T0 };
    const { app } = await throttledApp({ ...limits({}), clock });
    const address = newAddress();
    await post(app, newKey(), [event()], address);
    const mine = `analytics:ip:${address}:uploads`;
    const counters = () =>
      ctx.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, mine));
    expect(await counters()).toHaveLength(1);
    clock.now = T0 + 2 * WINDOW;
    await post(app, newKey(), [event()], newAddress());
    expect(await counters()).toHaveLength(0);
  });
});

describe('POST /analytics throttling per device', () => {
  it('refuses an upload holding a device past its limit, naming the device and its events', async () => {
    const { app } = await throttledApp(limits({ eventsPerDevice: 4 }));
    const key = newKey();
    const busy = event().device_id;
    const quiet = event().device_id;
    const three = [
      event({ device_id: busy }),
      event({ device_id: busy }),
      event({ device_id: busy }),
    ];
    expect((await post(app, key, three, newAddress())).statusCode).toBe(200);
    // The device is counted whatever address it comes from.
    const refused = await post(
      app,
      key,
      [event({ device_id: busy }), event({ device_id: quiet }), event({ device_id: busy })],
      newAddress(),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 429,
      error: 'Too many requests for some devices',
      throttled_address: null,
      throttled_devices: { [busy]: 5 },
      throttled_events: [0, 2],
    });
    expect(await rowsFor(key)).toHaveLength(3);
    expect((await post(app, key, [event({ device_id: quiet })], newAddress())).statusCode).toBe(
      200,
    );
  });

  it('takes a device id such as __proto__ as a plain name', async () => {
    const { app } = await throttledApp(limits({ eventsPerDevice: 1 }));
    const refused = await post(
      app,
      newKey(),
      [event({ device_id: '__proto__' }), event({ device_id: '__proto__' })],
      newAddress(),
    );
    expect(refused.statusCode).toBe(429);
    const body = JSON.parse(refused.body) as AnalyticsThrottledBody;
    expect(Object.keys(body.throttled_devices)).toEqual(['__proto__']);
  });
});

describe('POST /analytics throttling keeps the other answers', () => {
  it('answers 413 before counting, and 400 without writing a counter', async () => {
    const { app } = await throttledApp({ ...limits({ uploadsPerAddress: 1 }), maxBytes: 2048 });
    const key = newKey();
    const address = newAddress();
    const tooBig = await post(
      app,
      key,
      Array.from({ length: 10 }, () => event()),
      address,
    );
    expect(tooBig.statusCode).toBe(413);
    const before = await dbSnapshot(ctx.db);
    const bad = await app.inject({
      method: 'POST',
      url: '/analytics',
      remoteAddress: address,
      headers: { 'content-type': FORM },
      payload: 'client=k&e=%5B%5D&v=2&upload_time=1&checksum=0',
    });
    expect(bad.statusCode).toBe(400);
    expect(await dbSnapshot(ctx.db)).toBe(before);
    const ok = await post(app, key, [event()], address);
    expect([ok.statusCode, ok.body]).toEqual([200, 'success']);
  });

  it(`throttles the real app at the default ${ANALYTICS_RATE_LIMITS.eventsPerDevice} events per device`, async () => {
    // The windows are fixed (whole minutes): should one end between the two uploads, the second
    // counts in a new window and is rightly accepted; then the pair is sent again.
    const windowOf = (ms: number) => Math.floor(ms / ANALYTICS_RATE_LIMITS.windowMs);
    const sendPair = async () => {
      const key = newKey();
      const device = event().device_id;
      const many = (n: number) => Array.from({ length: n }, () => event({ device_id: device }));
      const sentAt = Date.now();
      const within = await post(ctx.app, key, many(ANALYTICS_RATE_LIMITS.eventsPerDevice));
      expect(within.statusCode).toBe(200);
      const past = await post(ctx.app, key, many(1));
      return { key, device, past, oneWindow: windowOf(sentAt) === windowOf(Date.now()) };
    };
    let pair = await sendPair();
    for (let attempt = 2; !pair.oneWindow && attempt <= 3; attempt++) pair = await sendPair();
    const { key, device, past } = pair;
    expect(past.statusCode).toBe(429);
    const retryAfter = Number(past.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(JSON.parse(past.body)).toMatchObject({
      code: 429,
      throttled_devices: { [device]: ANALYTICS_RATE_LIMITS.eventsPerDevice + 1 },
    });
    expect(await rowsFor(key)).toHaveLength(ANALYTICS_RATE_LIMITS.eventsPerDevice);
  });
});

describe('POST /analytics user_verified: the user_id is the session cookie’s user', () => {
  async function newUser() {
    const [user] = await ctx.db
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, name: 'Analytics Person', passwordHash: 'x' })
      .returning({ id: users.id });
    return user!.id;
  }

  async function storedFlags(key: string) {
    const rows = await rowsFor(key);
    return Object.fromEntries(rows.map((row) => [row.eventType, row.userVerified]));
  }

  it("verifies the signed-in user's own events only", async () => {
    const me = await newUser();
    const someoneElse = await newUser();
    const { token } = await createSession(ctx.db, me);
    const key = newKey();
    const response = await post(
      ctx.app,
      key,
      [
        event({ event_type: 'mine', user_id: me }),
        event({ event_type: 'forged', user_id: someoneElse }),
        event({ event_type: 'anonymous', user_id: null }),
      ],
      '127.0.0.1',
      { cookie: `sid=${token}` },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedFlags(key)).toEqual({ mine: true, forged: false, anonymous: false });
  });

  it('verifies nothing without a live session', async () => {
    const me = await newUser();
    const expired = await createSession(ctx.db, me, new Date(Date.now() - 90 * 24 * 3600 * 1000));
    const cases: Array<[string, Record<string, string>]> = [
      ['no cookie', {}],
      ['an unknown token', { cookie: `sid=${randomUUID()}` }],
      ['an expired session', { cookie: `sid=${expired.token}` }],
    ];
    for (const [label, headers] of cases) {
      const key = newKey();
      const response = await post(
        ctx.app,
        key,
        [event({ event_type: label, user_id: me })],
        '127.0.0.1',
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(await storedFlags(key)).toEqual({ [label]: false });
    }
  });
});
