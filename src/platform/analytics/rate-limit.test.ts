// A throttled upload (429 from the ingest, server/services/analytics/throttle.ts): the events stay
// queued, whole (not halved as for §8's 413), and uploads pause for §9's rate-limit back-off of
// 60 s, after which the queue goes up by itself. Real IndexedDB queue (fake-indexeddb), fake
// transport, manual clock and timers.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, type AnalyticsClientOptions } from './client';
import { RATE_LIMIT_BACKOFF_MS, UPLOAD_THRESHOLD } from './constants';
import { queuedCount } from './queue';
import {
  bulkAdd,
  FakeTransport,
  freshStorage,
  ManualClock,
  ManualTimers,
  settle,
} from './test-support';
import type { TransportResponse } from './transport';

const THROTTLED: TransportResponse = {
  status: 429,
  body: '{"code":429,"error":"Too many requests for some devices"}',
};
const OK: TransportResponse = { status: 200, body: 'success' };

function setup(options: Partial<AnalyticsClientOptions> = {}) {
  const storage = freshStorage();
  const transport = new FakeTransport();
  const clock = new ManualClock();
  const timers = new ManualTimers();
  const beacons: string[] = [];
  const onUploadFailed = vi.fn();
  let ids = 0;
  const client = createAnalyticsClient({
    apiKey: 'public-key-123',
    serverUrl: 'https://stockroom.test',
    transport: transport.send,
    now: clock.now,
    storage,
    timers,
    beacon: (_url, body) => {
      beacons.push(body);
      return true;
    },
    randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    onUploadFailed,
    ...options,
  });
  const queued = () => queuedCount(storage.db, 'event');
  return { client, transport, clock, timers, beacons, onUploadFailed, queued, db: storage.db };
}

const timerDelays = (timers: ManualTimers) => [...timers.pending.values()].map((t) => t.ms);

/** Lets the client work (IndexedDB, the fake transport) until `done` holds, without a trigger. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i++) await settle();
}

describe('a throttled upload (429; §9 rate-limit back-off 60 s)', () => {
  it('keeps the batch queued whole, pauses every trigger for 60 s, then uploads it all', async () => {
    const { client, transport, clock, timers, beacons, onUploadFailed, queued } = setup();
    await client.init();
    const callback = vi.fn();
    const errorCallback = vi.fn();
    for (const type of ['a', 'b', 'c']) await client.logEvent(type, {}, callback, errorCallback);
    transport.respond = () => THROTTLED;
    await client.flush();
    expect(transport.batchSizes).toEqual([3]); // not halved, not retried at once
    expect(await queued()).toBe(3); // not dropped
    // §8: a non-200 calls the error callbacks; the success callback may still come later.
    expect(errorCallback).toHaveBeenCalledTimes(3);
    expect(errorCallback).toHaveBeenCalledWith(429, THROTTLED.body, undefined);
    expect(callback).not.toHaveBeenCalled();
    // No Background Sync: the service worker would upload at once, inside the back-off.
    expect(onUploadFailed).not.toHaveBeenCalled();
    // One timer, the back-off; the 30 s period timer is gone.
    expect(timerDelays(timers)).toEqual([RATE_LIMIT_BACKOFF_MS]);

    // While paused: a flush, the 30-row threshold and a page hide send nothing.
    transport.respond = () => OK;
    clock.advance(RATE_LIMIT_BACKOFF_MS - 1);
    await client.flush();
    for (let i = 0; i < UPLOAD_THRESHOLD; i++) await client.logEvent(`more ${i}`);
    await client.flush({ beacon: true });
    await settle();
    expect(transport.requests).toHaveLength(1);
    expect(beacons).toHaveLength(0);
    expect(timerDelays(timers)).toEqual([RATE_LIMIT_BACKOFF_MS]);

    // The back-off ends: the queue goes up by itself (no flush here), the first three first.
    clock.advance(1);
    timers.runAll();
    await until(async () => (await queued()) === 0);
    expect(transport.batchSizes).toEqual([3, 3 + UPLOAD_THRESHOLD]);
    expect(transport.delivered.slice(0, 3).map((e) => e.event_type)).toEqual(['a', 'b', 'c']);
    expect(await queued()).toBe(0);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(callback).toHaveBeenCalledWith(200, 'success', undefined);
    expect(timers.pending.size).toBe(0);
  });

  it('stops at the throttled batch, keeps the rest queued, and resumes from it', async () => {
    const { client, transport, timers, clock, db, queued } = setup();
    await client.init();
    await bulkAdd(
      db,
      'event',
      Array.from({ length: 250 }, (_, i) => ({
        sequenceNumber: i + 1,
        insertId: `bulk-${i}`,
        payload: { event_type: `bulk ${i}`, insert_id: `bulk-${i}` } as never,
      })),
    );
    // The second batch of 100 is refused.
    transport.respond = () => (transport.requests.length === 2 ? THROTTLED : OK);
    await client.flush();
    expect(transport.batchSizes).toEqual([100, 100]);
    expect(await queued()).toBe(150);
    await client.flush(); // paused: nothing goes
    expect(transport.batchSizes).toEqual([100, 100]);

    clock.advance(RATE_LIMIT_BACKOFF_MS);
    timers.runAll();
    await until(async () => (await queued()) === 0);
    expect(transport.batchSizes).toEqual([100, 100, 100, 50]);
    expect(transport.delivered.map((e) => e.event_type)).toEqual(
      Array.from({ length: 250 }, (_, i) => `bulk ${i}`),
    );
  });

  it('pauses again when the retry is throttled too', async () => {
    const { client, transport, timers, clock, queued } = setup();
    await client.init();
    await client.logEvent('a');
    transport.respond = () => THROTTLED;
    await client.flush();
    clock.advance(RATE_LIMIT_BACKOFF_MS);
    timers.runAll();
    await until(() => transport.requests.length === 2);
    await client.flush(); // joins the retry, or (paused again) sends nothing
    expect(transport.batchSizes).toEqual([1, 1]);
    expect(timerDelays(timers)).toEqual([RATE_LIMIT_BACKOFF_MS]);
    expect(await queued()).toBe(1);
  });

  it('ends the pause by the clock when its timer never ran (a suspended tab)', async () => {
    const { client, transport, clock, queued } = setup();
    await client.init();
    await client.logEvent('a');
    transport.respond = () => THROTTLED;
    await client.flush();
    transport.respond = () => OK;
    clock.advance(RATE_LIMIT_BACKOFF_MS - 1);
    await client.flush();
    expect(transport.batchSizes).toEqual([1]); // still paused
    clock.advance(1);
    await client.flush();
    expect(transport.batchSizes).toEqual([1, 1]);
    expect(await queued()).toBe(0);
  });

  it('still asks for a Background Sync and waits for the next trigger on other failures', async () => {
    const { client, transport, timers, onUploadFailed, queued } = setup();
    await client.init();
    await client.logEvent('a');
    transport.respond = () => ({ status: 503, body: 'busy' });
    await client.flush();
    expect(onUploadFailed).toHaveBeenCalledWith({ status: 503, body: 'busy' });
    expect(timerDelays(timers)).not.toContain(RATE_LIMIT_BACKOFF_MS);
    transport.respond = () => OK;
    await client.flush(); // no pause: the next trigger sends
    expect(await queued()).toBe(0);
  });
});
