import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { idbIdentityStore } from './identity';
import { enqueue, queuedCount } from './queue';
import { ANALYTICS_DB_NAME, ANALYTICS_DB_VERSION, AnalyticsDb, deleteDatabase } from './queue-db';

const opened: AnalyticsDb[] = [];
let counter = 0;
function freshDb(): AnalyticsDb {
  const db = new AnalyticsDb(`analytics-db-test-${Date.now()}-${counter++}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await deleteDatabase(db.name);
  }
});

const payload = (insertId: string, sequenceNumber: number) =>
  ({ insert_id: insertId, sequence_number: sequenceNumber, event_type: 'x' }) as never;

describe('the analytics IndexedDB database', () => {
  it('opens fresh at version 1 with the queue stores, their indexes and the meta store', async () => {
    const db = freshDb();
    const connection = await db.open();
    expect(connection.version).toBe(ANALYTICS_DB_VERSION);
    expect([...connection.objectStoreNames].sort()).toEqual(['events', 'identifies', 'meta']);
    const events = connection.transaction('events').objectStore('events');
    expect(events.keyPath).toBe('id');
    expect(events.autoIncrement).toBe(true);
    expect([...events.indexNames].sort()).toEqual(['insertId', 'sequenceNumber']);
    expect(events.index('insertId').unique).toBe(true);
  });

  it('keeps one queued row per insert_id, and a failed write rejects without a partial row', async () => {
    const db = freshDb();
    await enqueue(db, 'event', payload('same', 1));
    await expect(enqueue(db, 'event', payload('same', 2))).rejects.toThrow();
    expect(await queuedCount(db, 'event')).toBe(1);
  });

  it('round-trips the identity record and treats an expired one as absent', async () => {
    const db = freshDb();
    const store = idbIdentityStore(db);
    const identity = {
      deviceId: 'device-1',
      userId: null,
      optOut: false,
      sessionId: 5,
      lastEventTime: 6,
      eventId: 7,
      identifyId: 1,
      sequenceNumber: 8,
    };
    await store.save(identity, 1000);
    expect(await store.load(2000)).toEqual(identity);
    expect(await store.load(1000 + 366 * 24 * 3600 * 1000)).toBeUndefined();
  });

  it('lets go of its connection when a newer version opens, so that upgrade is not blocked', async () => {
    const db = freshDb();
    await enqueue(db, 'event', payload('a', 1));
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name, ANALYTICS_DB_VERSION + 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(newer.version).toBe(ANALYTICS_DB_VERSION + 1);
    newer.close();
  });

  it('is named "stockroom-analytics" by default', () => {
    expect(new AnalyticsDb().name).toBe(ANALYTICS_DB_NAME);
    expect(ANALYTICS_DB_NAME).toBe('stockroom-analytics');
  });
});
