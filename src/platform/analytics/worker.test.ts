import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient } from './client';
import { attachPageFlushTriggers } from './page-triggers';
import { queuedCount } from './queue';
import { FakeTransport, freshStorage, ManualTimers } from './test-support';
import { flushQueueFromWorker } from './worker';

const KEY = 'public-key-123';

async function queueTwoEvents() {
  const storage = freshStorage();
  const client = createAnalyticsClient({
    apiKey: KEY,
    serverUrl: '',
    storage,
    timers: new ManualTimers(),
    transport: () => Promise.reject(new Error('offline')),
    beacon: null,
  });
  await client.init();
  await client.logEvent('a');
  await client.identify({ plan: 'pro' });
  return { storage, client };
}

describe('flushQueueFromWorker (Background Sync)', () => {
  it('uploads the queue in sequence order and deletes the rows after a 2xx', async () => {
    const { storage } = await queueTwoEvents();
    const transport = new FakeTransport();
    const summary = await flushQueueFromWorker('https://stockroom.test/', KEY, {
      db: storage.db,
      identity: storage.identity,
      transport: transport.send,
    });
    expect(summary).toEqual({ sent: 2, dropped: 0, failed: null });
    expect(transport.requests[0]!.url).toBe('https://stockroom.test/analytics');
    expect(transport.sent.map((e) => e.event_type)).toEqual(['a', '$identify']);
    expect(await queuedCount(storage.db, 'event')).toBe(0);
  });

  it('rejects and keeps the rows when the upload fails, so the browser retries the sync', async () => {
    const { storage } = await queueTwoEvents();
    const transport = new FakeTransport();
    transport.respond = () => ({ status: 502, body: 'bad gateway' });
    await expect(
      flushQueueFromWorker('', KEY, {
        db: storage.db,
        identity: storage.identity,
        transport: transport.send,
      }),
    ).rejects.toThrow(/502/);
    expect(await queuedCount(storage.db, 'event')).toBe(1);
    expect(await queuedCount(storage.db, 'identify')).toBe(1);
  });

  it('sends nothing for an opted-out browser or without a key (§5)', async () => {
    const { storage, client } = await queueTwoEvents();
    const transport = new FakeTransport();
    const options = { db: storage.db, identity: storage.identity, transport: transport.send };
    await flushQueueFromWorker('', '', options);
    await client.setOptOut(true);
    await flushQueueFromWorker('', KEY, options);
    expect(transport.requests).toHaveLength(0);
  });
});

describe('attachPageFlushTriggers', () => {
  it('flushes on start, on online and on becoming visible; beacons when hidden', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    try {
      const client = { flush: vi.fn(() => Promise.resolve()) };
      const detach = attachPageFlushTriggers(client);
      expect(client.flush).toHaveBeenCalledTimes(1); // on start

      win.dispatchEvent(new Event('online'));
      expect(client.flush).toHaveBeenCalledTimes(2);

      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      expect(client.flush).toHaveBeenLastCalledWith({ beacon: true });

      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
      expect(client.flush).toHaveBeenLastCalledWith();
      expect(client.flush).toHaveBeenCalledTimes(4);

      detach();
      win.dispatchEvent(new Event('online'));
      expect(client.flush).toHaveBeenCalledTimes(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
