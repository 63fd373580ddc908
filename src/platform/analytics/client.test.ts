// The analytics client's rules (spec §4, §5, §7, §8, §9) against a real IndexedDB queue
// (fake-indexeddb), an injected transport, clock and timers.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, uuid, type AnalyticsClientOptions } from './client';
import {
  INIT_QUEUE_CAP,
  REASONS,
  SAVED_MAX_COUNT,
  SESSION_TIMEOUT_MS,
  UPLOAD_PERIOD_MS,
  UPLOAD_THRESHOLD,
} from './constants';
import { md5 } from './md5';
import { queuedCount, readBatch } from './queue';
import {
  allRows,
  bulkAdd,
  deferred,
  FakeTransport,
  freshStorage,
  ManualClock,
  ManualTimers,
  settle,
} from './test-support';
import type { TransportResponse } from './transport';

const KEY = 'public-key-123';
const SERVER = 'https://stockroom.test';
const MINUTE = 60_000;

function setup(options: Partial<AnalyticsClientOptions> = {}) {
  const storage = options.storage ?? freshStorage();
  const transport = new FakeTransport();
  const clock = new ManualClock();
  const timers = new ManualTimers();
  const beacons: string[] = [];
  let ids = 0;
  const client = createAnalyticsClient({
    apiKey: KEY,
    serverUrl: SERVER,
    transport: transport.send,
    now: clock.now,
    storage,
    timers,
    beacon: (_url, body) => {
      beacons.push(body);
      return true;
    },
    randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    ...options,
  });
  const queued = async () =>
    (await queuedCount(storage.db, 'event')) + (await queuedCount(storage.db, 'identify'));
  return { client, transport, clock, timers, storage, db: storage.db, beacons, queued };
}

describe('the upload request (spec §7)', () => {
  it('posts the form to /analytics with key, events, version, upload time and md5 checksum', async () => {
    const { client, transport, clock } = setup();
    await client.init();
    await client.logEvent('button clicked', { context: 'splash' });
    clock.advance(1234);
    await client.flush();

    expect(transport.requests).toHaveLength(1);
    const [request] = transport.requests;
    expect(request!.url).toBe(`${SERVER}/analytics`);
    const { client: key, e, v, upload_time, checksum } = request!.form;
    expect(key).toBe(KEY);
    expect(v).toBe('2');
    expect(upload_time).toBe(String(clock.time));
    expect(checksum).toBe(md5(`2${KEY}${e}${upload_time}`));
  });

  it('gives every event the full envelope (spec §3)', async () => {
    const { client, transport, clock } = setup();
    await client.init({ userId: 'user-1' });
    const loggedAt = clock.time;
    await client.logEvent('feed loaded', { item_count: 3 });
    await client.flush();
    const [event] = transport.sent;
    expect(event).toEqual({
      insert_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event_id: 1,
      sequence_number: 1,
      session_id: loggedAt,
      device_id: client.deviceId(),
      user_id: 'user-1',
      time: loggedAt,
      event_type: 'feed loaded',
      event_properties: { item_count: 3 },
      user_properties: {},
      groups: {},
      platform: 'Web',
      library: { name: 'stockroom-analytics', version: '1' },
    });
  });

  it('uses crypto.randomUUID for insert ids by default', async () => {
    const { client, transport } = setup({ randomId: undefined });
    await client.init();
    await client.logEvent('a');
    await client.logEvent('b');
    await client.flush();
    const [first, second] = transport.sent;
    expect(first!.insert_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    expect(first!.insert_id).not.toBe(second!.insert_id);
  });

  it('makes version-4 UUIDs without crypto.randomUUID (plain-http pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => uuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) {
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('answers callbacks with the status and body once the server has the events', async () => {
    const { client } = setup();
    await client.init();
    const callback = vi.fn();
    const errorCallback = vi.fn();
    await client.logEvent('a', {}, callback, errorCallback);
    await client.flush();
    expect(callback).toHaveBeenCalledWith(200, 'success', undefined);
    expect(errorCallback).not.toHaveBeenCalled();
  });

  it('keeps the device id, user id and counters across reloads (persisted)', async () => {
    const storage = freshStorage();
    const first = setup({ storage });
    await first.client.init({ userId: 'user-9' });
    await first.client.logEvent('a');
    const deviceId = first.client.deviceId();

    const second = setup({ storage });
    await second.client.init();
    await second.client.logEvent('b');
    await second.client.flush();
    expect(second.client.deviceId()).toBe(deviceId);
    expect(second.transport.sent.map((e) => [e.event_type, e.sequence_number, e.user_id])).toEqual([
      ['a', 1, 'user-9'],
      ['b', 2, 'user-9'],
    ]);
  });

  it('forgets the device after the §9 expiry of 365 days without activity', async () => {
    const storage = freshStorage();
    const clock = new ManualClock();
    const first = setup({ storage, now: clock.now, randomId: undefined });
    await first.client.init();
    const deviceId = first.client.deviceId();
    clock.advance(364 * 24 * 60 * MINUTE);
    const again = setup({ storage, now: clock.now, randomId: undefined });
    await again.client.init(); // within a year: the same device, and the expiry moves on
    expect(again.client.deviceId()).toBe(deviceId);
    clock.advance(366 * 24 * 60 * MINUTE);
    const second = setup({ storage, now: clock.now, randomId: undefined });
    await second.client.init();
    expect(second.client.deviceId()).not.toBe(deviceId);
  });

  it('sends nothing to the network while no upload trigger has fired', async () => {
    const { client, transport } = setup();
    await client.init();
    await client.logEvent('a');
    expect(transport.requests).toHaveLength(0);
  });
});

describe('refusals (spec §5, §8 callback reasons)', () => {
  it("without an API key nothing is queued and the callbacks get 'API key not set'", async () => {
    const { client, transport, queued } = setup({ apiKey: '' });
    await client.init();
    const callback = vi.fn();
    const errorCallback = vi.fn();
    await client.logEvent('a', {}, callback, errorCallback);
    await client.identify({ plan: 'pro' }, callback);
    await client.logRevenue({ price: 5 }, callback);
    await client.flush();
    expect(callback).toHaveBeenCalledTimes(3);
    for (const call of callback.mock.calls) {
      expect(call).toEqual([0, 'No request sent', { reason: 'API key not set' }]);
    }
    expect(errorCallback).toHaveBeenCalledWith(0, 'No request sent', { reason: 'API key not set' });
    expect(await queued()).toBe(0);
    expect(transport.requests).toHaveLength(0);
  });

  it.each([
    ['an empty event type', '', 'No request sent with Missing eventType'],
    ['a blank event type', '   ', 'No request sent with Missing eventType'],
    ['no event type', undefined, 'No request sent with Missing eventType'],
    ['a numeric event type', 42, 'Invalid type for eventType'],
    ['an object event type', { name: 'x' }, 'Invalid type for eventType'],
  ])('refuses %s with the exact §8 reason', async (_label, eventType, reason) => {
    const { client, queued } = setup();
    await client.init();
    const callback = vi.fn();
    await client.logEvent(eventType as string, {}, callback);
    expect(callback).toHaveBeenCalledWith(0, 'No request sent', { reason });
    expect(await queued()).toBe(0);
  });

  it.each([['yes'], [1], [null]])(
    "refuses a non-boolean outOfSession (%s) with 'Invalid outOfSession value'",
    async (outOfSession) => {
      const { client, queued } = setup();
      await client.init();
      const errorCallback = vi.fn();
      await client.logEvent('a', {}, undefined, errorCallback, outOfSession as unknown as boolean);
      expect(errorCallback).toHaveBeenCalledWith(0, 'No request sent', {
        reason: 'Invalid outOfSession value',
      });
      expect(await queued()).toBe(0);
    },
  );

  it('needs a numeric revenue amount and an optional numeric quantity', async () => {
    const { client, transport, queued } = setup();
    await client.init();
    const callback = vi.fn();
    await client.logRevenue({ price: 'ten' as unknown as number }, callback);
    await client.logRevenue({ price: Number.NaN }, callback);
    await client.logRevenue({ price: 10, quantity: '2' as unknown as number }, callback);
    await client.logRevenue(null as unknown as { price: number }, callback);
    expect(callback.mock.calls.map((call) => (call[2] as { reason: string }).reason)).toEqual([
      REASONS.invalidRevenuePrice,
      REASONS.invalidRevenuePrice,
      REASONS.invalidRevenueQuantity,
      REASONS.invalidRevenuePrice,
    ]);
    expect(await queued()).toBe(0);

    await client.logRevenue({ price: 9.99, quantity: 2, productId: 'membership' });
    await client.logRevenue({ price: 5 });
    await client.flush();
    expect(transport.sent.map((e) => [e.event_type, e.event_properties])).toEqual([
      ['revenue_amount', { $price: 9.99, $quantity: 2, $revenue: 19.98, $productId: 'membership' }],
      ['revenue_amount', { $price: 5, $quantity: 1, $revenue: 5 }],
    ]);
  });

  it('opt-out blocks events, identifies, revenue and uploads until opted back in', async () => {
    const { client, transport, queued } = setup();
    await client.init();
    await client.logEvent('before');
    await client.setOptOut(true);
    const callback = vi.fn();
    await client.logEvent('during', {}, callback);
    await client.identify({ plan: 'pro' }, callback);
    await client.logRevenue({ price: 1 }, callback);
    await client.flush();
    await client.flush({ beacon: true });
    expect(callback).toHaveBeenCalledTimes(3);
    for (const call of callback.mock.calls) {
      expect(call).toEqual([0, 'No request sent', { reason: REASONS.optOut }]);
    }
    expect(transport.requests).toHaveLength(0);
    expect(await queued()).toBe(1);

    await client.setOptOut(false);
    await client.logEvent('after');
    await client.flush();
    expect(transport.sent.map((e) => e.event_type)).toEqual(['before', 'after']);
  });

  it('opt-out persists for the next page load', async () => {
    const storage = freshStorage();
    const first = setup({ storage });
    await first.client.init();
    await first.client.setOptOut(true);
    const second = setup({ storage });
    await second.client.init();
    const callback = vi.fn();
    await second.client.logEvent('a', {}, callback);
    expect(callback).toHaveBeenCalledWith(0, 'No request sent', { reason: REASONS.optOut });
  });
});

describe('sessions (spec §4, §9 session timeout 30 min)', () => {
  it('keeps the session while events come within 30 minutes and starts a new one after', async () => {
    const { client, transport, clock } = setup();
    await client.init();
    const start = clock.time;
    await client.logEvent('a');
    clock.advance(29 * MINUTE);
    await client.logEvent('b'); // 29 min after a: same session
    clock.advance(SESSION_TIMEOUT_MS); // exactly 30 min after b: still the same session
    await client.logEvent('c');
    clock.advance(SESSION_TIMEOUT_MS + 1); // 30 min + 1 ms of inactivity: new session
    const rollover = clock.time;
    await client.logEvent('d');
    await client.flush();
    expect(transport.sent.map((e) => [e.event_type, e.session_id])).toEqual([
      ['a', start],
      ['b', start],
      ['c', start],
      ['d', rollover],
    ]);
  });

  it('out-of-session events carry session -1 and do not keep the session alive', async () => {
    const { client, transport, clock } = setup();
    await client.init();
    const start = clock.time;
    await client.logEvent('a');
    clock.advance(20 * MINUTE);
    await client.logEvent('background', {}, undefined, undefined, true);
    clock.advance(20 * MINUTE); // 40 min after a; the out-of-session event does not count
    await client.logEvent('b');
    await client.flush();
    expect(transport.sent.map((e) => [e.event_type, e.session_id])).toEqual([
      ['a', start],
      ['background', -1],
      ['b', clock.time],
    ]);
  });

  it('continues a fresh stored session across a reload and rolls over a stale one', async () => {
    const storage = freshStorage();
    const clock = new ManualClock();
    const first = setup({ storage, now: clock.now });
    await first.client.init();
    const session = first.client.sessionId();
    clock.advance(10 * MINUTE);
    const second = setup({ storage, now: clock.now });
    await second.client.init();
    expect(second.client.sessionId()).toBe(session);
    clock.advance(31 * MINUTE);
    const third = setup({ storage, now: clock.now });
    await third.client.init();
    expect(third.client.sessionId()).toBe(clock.time);
  });
});

describe('initialisation (spec §4: setup once, calls wait for it; §9 queue cap 512)', () => {
  it('runs setup once however often init is called', async () => {
    const storage = freshStorage();
    const load = vi.spyOn(storage.identity, 'load');
    const { client } = setup({ storage });
    const first = client.init();
    const second = client.init({ userId: 'ignored' });
    expect(second).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds calls made before init and runs them in order afterwards', async () => {
    const { client, transport } = setup();
    const callback = vi.fn();
    const done = [
      client.logEvent('first', {}, callback),
      client.setUserId('user-7'),
      client.identify({ plan: 'gold' }),
      client.logEvent('second', {}, callback),
      client.logRevenue({ price: 3 }),
    ];
    await settle();
    expect(client.initialized).toBe(false);
    expect(callback).not.toHaveBeenCalled();

    await client.init();
    await Promise.all(done);
    await client.flush();
    expect(
      transport.sent.map((e) => [e.sequence_number, e.event_type, e.user_id, e.user_properties]),
    ).toEqual([
      [1, 'first', null, {}], // setUserId came after it
      [2, '$identify', 'user-7', { $set: { plan: 'gold' } }],
      [3, 'second', 'user-7', {}],
      [4, 'revenue_amount', 'user-7', {}],
    ]);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${INIT_QUEUE_CAP} waiting calls and refuses the rest`, async () => {
    const { client, transport, queued, db } = setup();
    // The first upload (triggered at the threshold) never answers, so the rows stay put.
    transport.respond = () => new Promise<TransportResponse>(() => {});
    const refused = vi.fn();
    const calls: Promise<void>[] = [];
    for (let i = 0; i < INIT_QUEUE_CAP + 2; i++) {
      calls.push(client.logEvent(`event ${i}`, {}, undefined, refused));
    }
    expect(refused).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledWith(0, 'No request sent', { reason: REASONS.initQueueFull });

    await client.init();
    await Promise.all(calls);
    expect(await queued()).toBe(INIT_QUEUE_CAP);
    const batch = await readBatch(db, 3);
    expect(batch.map((item) => item.payload.event_type)).toEqual(['event 0', 'event 1', 'event 2']);
    // §4 sending flag: one upload in flight, however many triggers fired meanwhile.
    expect(transport.requests).toHaveLength(1);
  });
});

describe('the queue in IndexedDB (spec §4, §7, §8, §9)', () => {
  it('merges unsent events and identifies in sequence-number order', async () => {
    const { client, transport, db } = setup();
    await client.init();
    await client.logEvent('a');
    await client.identify({ plan: 'free' });
    await client.logEvent('b');
    await client.identify({ plan: 'pro' });
    await client.logEvent('c');
    expect(await queuedCount(db, 'event')).toBe(3);
    expect(await queuedCount(db, 'identify')).toBe(2);
    await client.flush();
    expect(transport.sent.map((e) => [e.sequence_number, e.event_type])).toEqual([
      [1, 'a'],
      [2, '$identify'],
      [3, 'b'],
      [4, '$identify'],
      [5, 'c'],
    ]);
  });

  it('merges rows written out of order by sequence number, identify first on a tie', async () => {
    const { db } = setup();
    const row = (sequenceNumber: number, type: string) => ({
      sequenceNumber,
      insertId: `${type}-${sequenceNumber}`,
      payload: { event_type: type, sequence_number: sequenceNumber } as never,
    });
    await bulkAdd(db, 'event', [row(5, 'e'), row(1, 'e'), row(4, 'e')]);
    await bulkAdd(db, 'identify', [row(3, 'i'), row(4, 'i')]);
    const batch = await readBatch(db, 10);
    expect(batch.map((item) => item.insertId)).toEqual(['e-1', 'i-3', 'i-4', 'e-4', 'e-5']);
    expect((await readBatch(db, 2)).map((item) => item.insertId)).toEqual(['e-1', 'i-3']);
  });

  it(`uploads at once when ${UPLOAD_THRESHOLD} rows are queued, else after ${UPLOAD_PERIOD_MS / 1000} s`, async () => {
    const { client, transport, timers } = setup();
    await client.init();
    for (let i = 0; i < UPLOAD_THRESHOLD - 1; i++) await client.logEvent(`e${i}`);
    await settle();
    expect(transport.requests).toHaveLength(0);
    expect([...timers.pending.values()].map((timer) => timer.ms)).toEqual([UPLOAD_PERIOD_MS]);

    await client.logEvent('the thirtieth');
    await client.flush();
    expect(transport.batchSizes).toEqual([UPLOAD_THRESHOLD]);
    expect(timers.pending.size).toBe(0); // the upload cleared the period timer

    await client.logEvent('later');
    expect(timers.pending.size).toBe(1);
    timers.runAll(); // 30 s pass
    await client.flush();
    expect(transport.batchSizes).toEqual([UPLOAD_THRESHOLD, 1]);
  });

  it('sends at most 100 events per request (§9 batch)', async () => {
    const { client, transport, db } = setup();
    await client.init();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      sequenceNumber: i + 1,
      insertId: `bulk-${i}`,
      payload: { event_type: `bulk ${i}`, insert_id: `bulk-${i}` } as never,
    }));
    await bulkAdd(db, 'event', rows);
    await client.flush();
    expect(transport.batchSizes).toEqual([100, 100, 50]);
  });

  it('deletes rows only after a 2xx: kept while in flight and after a failure', async () => {
    const { client, transport, queued } = setup();
    await client.init();
    const callback = vi.fn();
    const errorCallback = vi.fn();
    await client.logEvent('a', {}, callback, errorCallback);
    await client.logEvent('b', {}, callback, errorCallback);

    transport.respond = () => ({ status: 500, body: 'server error' });
    await client.flush();
    expect(await queued()).toBe(2); // §8: other non-200 leaves the events queued
    expect(errorCallback).toHaveBeenCalledTimes(2);
    expect(errorCallback).toHaveBeenCalledWith(500, 'server error', undefined);
    expect(callback).not.toHaveBeenCalled();

    transport.respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await client.flush();
    expect(await queued()).toBe(2); // offline: still queued
    expect(errorCallback).toHaveBeenLastCalledWith(0, 'Failed to fetch', undefined);

    const answer = deferred<TransportResponse>();
    transport.respond = () => answer.promise;
    const flushing = client.flush();
    await settle();
    expect(await queued()).toBe(2); // in flight: not yet deleted
    answer.resolve({ status: 200, body: 'success' });
    await flushing;
    expect(await queued()).toBe(0);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('reports a failed upload so the page can ask for a Background Sync', async () => {
    const onUploadFailed = vi.fn();
    const { client, transport } = setup({ onUploadFailed });
    await client.init();
    await client.logEvent('a');
    transport.respond = () => ({ status: 503, body: 'busy' });
    await client.flush();
    expect(onUploadFailed).toHaveBeenCalledWith({ status: 503, body: 'busy' });
  });

  it('never runs two uploads at once (§4 sending flag)', async () => {
    const { client, transport } = setup();
    await client.init();
    await client.logEvent('a');
    const answer = deferred<TransportResponse>();
    transport.respond = () => answer.promise;
    const first = client.flush();
    await settle();
    const second = client.flush();
    await client.logEvent('b');
    await settle();
    expect(transport.requests).toHaveLength(1);
    answer.resolve({ status: 200, body: 'success' });
    transport.respond = () => ({ status: 200, body: 'success' });
    await Promise.all([first, second]);
    // The upload loop picked up 'b' after the first batch went through.
    expect(transport.sent.map((e) => e.event_type)).toEqual(['a', 'b']);
  });

  it('halves the batch on 413 and drops a single event that is still too large (§8)', async () => {
    const { client, transport, queued } = setup();
    await client.init();
    // The server refuses any batch holding the huge event.
    transport.respond = (events) =>
      events.some((e) => e.event_type === 'huge')
        ? { status: 413, body: 'too large' }
        : { status: 200, body: 'success' };
    const huge = { callback: vi.fn(), errorCallback: vi.fn() };
    const small = vi.fn();
    await client.logEvent('huge', { blob: 'x' }, huge.callback, huge.errorCallback);
    await client.logEvent('a', {}, small);
    await client.logEvent('b', {}, small);
    await client.logEvent('c', {}, small);
    await client.flush();
    // 4 → 413, halve to 2 → 413, halve to 1 → 413: dropped; then the rest in one batch.
    expect(transport.batchSizes).toEqual([4, 2, 1, 3]);
    expect(transport.delivered.map((e) => e.event_type)).toEqual(['a', 'b', 'c']);
    expect(await queued()).toBe(0);
    expect(huge.callback).toHaveBeenCalledWith(413, 'too large', {
      reason: REASONS.payloadTooLarge,
    });
    expect(huge.errorCallback).toHaveBeenCalledWith(413, 'too large', {
      reason: REASONS.payloadTooLarge,
    });
    expect(small).toHaveBeenCalledTimes(3);
    expect(small).toHaveBeenCalledWith(200, 'success', undefined);
  });

  it('keeps halving while the server refuses big batches, then sends them all', async () => {
    const { client, transport, queued } = setup();
    await client.init();
    transport.respond = (events) =>
      events.length > 2 ? { status: 413, body: '' } : { status: 200, body: 'success' };
    for (const type of ['a', 'b', 'c', 'd', 'e']) await client.logEvent(type);
    await client.flush();
    // 5 → 413 → ceil(5/2) = 3 → 413 → 2 ok; back to 100: 3 left → 413 → 2 ok → 1 ok.
    expect(transport.batchSizes).toEqual([5, 3, 2, 3, 2, 1]);
    expect(transport.delivered.map((e) => e.event_type)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await queued()).toBe(0);
  });

  it(`drops the oldest events past ${SAVED_MAX_COUNT} and tells both callbacks why (§8, §9)`, async () => {
    const { client, transport, db } = setup();
    transport.respond = () => new Promise<TransportResponse>(() => {}); // offline-ish: never answers
    await client.init();
    const oldest = { callback: vi.fn(), errorCallback: vi.fn() };
    await client.logEvent('oldest', {}, oldest.callback, oldest.errorCallback);
    // 999 more rows from earlier visits fill the queue to the cap.
    await bulkAdd(
      db,
      'event',
      Array.from({ length: SAVED_MAX_COUNT - 1 }, (_, i) => ({
        sequenceNumber: 1000 + i,
        insertId: `earlier-${i}`,
        payload: { event_type: 'earlier' } as never,
      })),
    );
    const newest = vi.fn();
    await client.logEvent('newest', {}, newest);

    expect(await queuedCount(db, 'event')).toBe(SAVED_MAX_COUNT);
    const types = (await allRows(db, 'event')).map((row) => row.payload.event_type);
    expect(types.filter((type) => type === 'oldest')).toHaveLength(0);
    expect(types.filter((type) => type === 'newest')).toHaveLength(1);
    for (const spy of [oldest.callback, oldest.errorCallback]) {
      expect(spy).toHaveBeenCalledTimes(1);
      const [status, response, details] = spy.mock.calls[0] as [number, string, { reason: string }];
      expect(status).toBe(0);
      expect(response).toBe('No request sent');
      expect(details.reason).toContain('savedMaxCount exceeded');
    }
    expect(newest).not.toHaveBeenCalled();
  });

  it('caps identifies at the same saved max on their own', async () => {
    const { client, transport, db } = setup();
    transport.respond = () => new Promise<TransportResponse>(() => {});
    await client.init();
    await bulkAdd(
      db,
      'identify',
      Array.from({ length: SAVED_MAX_COUNT }, (_, i) => ({
        sequenceNumber: i,
        insertId: `identify-${i}`,
        payload: { event_type: '$identify' } as never,
      })),
    );
    await client.identify({ plan: 'pro' });
    expect(await queuedCount(db, 'identify')).toBe(SAVED_MAX_COUNT);
    const insertIds = (await allRows(db, 'identify')).map((row) => row.insertId);
    expect(insertIds).not.toContain('identify-0');
  });

  it('hands the queue to sendBeacon on page hide and keeps the rows until a 2xx', async () => {
    const { client, beacons, queued, transport } = setup();
    await client.init();
    await client.logEvent('a');
    await client.logEvent('b');
    await client.flush({ beacon: true });
    expect(beacons).toHaveLength(1);
    const form = Object.fromEntries(new URLSearchParams(beacons[0]));
    expect(JSON.parse(form.e!).map((e: { event_type: string }) => e.event_type)).toEqual([
      'a',
      'b',
    ]);
    expect(form.checksum).toBe(md5(`2${KEY}${form.e}${form.upload_time}`));
    expect(await queued()).toBe(2);
    expect(transport.requests).toHaveLength(0);
  });

  it('falls back to a normal upload when there is no beacon', async () => {
    const { client, transport } = setup({ beacon: null });
    await client.init();
    await client.logEvent('a');
    await client.flush({ beacon: true });
    expect(transport.sent.map((e) => e.event_type)).toEqual(['a']);
  });

  it('stores identifies as $identify with $set, passing operations through', async () => {
    const { client, transport, db } = setup();
    await client.init();
    await client.identify({ plan: 'pro', xp: 3 });
    await client.identify({ $add: { logins: 1 } });
    expect(await queuedCount(db, 'identify')).toBe(2);
    await client.flush();
    expect(transport.sent.map((e) => [e.event_type, e.event_id, e.user_properties])).toEqual([
      ['$identify', 1, { $set: { plan: 'pro', xp: 3 } }],
      ['$identify', 2, { $add: { logins: 1 } }],
    ]);
  });

  it('keeps only JSON in event properties', async () => {
    const { client, transport } = setup();
    await client.init();
    await client.logEvent('a', { ok: 1, fn: () => 1, nested: { when: new Date(0) } });
    await client.logEvent('b', 'not an object' as unknown as Record<string, unknown>);
    await client.flush();
    expect(transport.sent.map((e) => e.event_properties)).toEqual([
      { ok: 1, nested: { when: '1970-01-01T00:00:00.000Z' } },
      {},
    ]);
  });
});
