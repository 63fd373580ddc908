// The upload queue in IndexedDB (DESIGN.md "Client state and offline"): events and identifies in
// two stores of the analytics database (queue-db.ts), merged in sequence-number order for upload
// (spec §4). Rows are deleted only after the ingest answered 2xx (upload.ts).
import type { AnalyticsEvent } from '@/contract/analytics';
import { onResult, QUEUE_STORES, type AnalyticsDb, type QueueStoreName } from './queue-db';

export type QueueKind = 'event' | 'identify';

/** A stored row: `id` is the auto-increment key, the queue order within one store. */
export interface QueuedAnalyticsRow {
  id?: number;
  sequenceNumber: number;
  insertId: string;
  payload: AnalyticsEvent;
}

export interface QueuedItem {
  kind: QueueKind;
  id: number;
  sequenceNumber: number;
  insertId: string;
  payload: AnalyticsEvent;
}

const storeFor = (kind: QueueKind): QueueStoreName => (kind === 'event' ? 'events' : 'identifies');

export async function enqueue(
  db: AnalyticsDb,
  kind: QueueKind,
  payload: AnalyticsEvent,
): Promise<void> {
  const row: QueuedAnalyticsRow = {
    sequenceNumber: payload.sequence_number,
    insertId: payload.insert_id,
    payload,
  };
  await db.transact([storeFor(kind)], 'readwrite', (tx) => {
    tx.objectStore(storeFor(kind)).add(row);
    return () => undefined;
  });
}

/** Rows queued in one store, or in both when no kind is given. */
export function queuedCount(db: AnalyticsDb, kind?: QueueKind): Promise<number> {
  const stores = kind ? [storeFor(kind)] : QUEUE_STORES;
  return db.transact(stores, 'readonly', (tx) => {
    let total = 0;
    for (const name of stores) onResult(tx.objectStore(name).count(), (n) => (total += n));
    return () => total;
  });
}

/**
 * The first `limit` queued rows of both stores in sequence-number order (spec §4 "merged in
 * sequence order"). On a tie (two tabs counting on their own) the identify goes first, so user
 * properties are set before the events that rely on them, as Amplitude does.
 */
export async function readBatch(db: AnalyticsDb, limit: number): Promise<QueuedItem[]> {
  const { events, identifies } = await db.transact(QUEUE_STORES, 'readonly', (tx) => {
    const rows = { events: [] as QueuedAnalyticsRow[], identifies: [] as QueuedAnalyticsRow[] };
    for (const name of QUEUE_STORES) {
      const bySequence = tx.objectStore(name).index('sequenceNumber');
      onResult(bySequence.getAll(null, limit), (found) => (rows[name] = found));
    }
    return () => rows;
  });
  const merged: QueuedItem[] = [];
  let e = 0;
  let i = 0;
  while (merged.length < limit && (e < events.length || i < identifies.length)) {
    const event = events[e];
    const identify = identifies[i];
    if (identify && (!event || identify.sequenceNumber <= event.sequenceNumber)) {
      merged.push(toItem('identify', identify));
      i++;
    } else if (event) {
      merged.push(toItem('event', event));
      e++;
    }
  }
  return merged;
}

function toItem(kind: QueueKind, row: QueuedAnalyticsRow): QueuedItem {
  return {
    kind,
    id: row.id ?? 0,
    sequenceNumber: row.sequenceNumber,
    insertId: row.insertId,
    payload: row.payload,
  };
}

export async function removeItems(db: AnalyticsDb, items: readonly QueuedItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.transact(QUEUE_STORES, 'readwrite', (tx) => {
    for (const item of items) tx.objectStore(storeFor(item.kind)).delete(item.id);
    return () => undefined;
  });
}

/**
 * Keeps at most `max` rows of one kind (spec §9 saved unsent max), dropping the oldest; returns
 * the dropped rows so their callbacks can be told (§8 'savedMaxCount exceeded').
 */
export function trimQueue(db: AnalyticsDb, kind: QueueKind, max: number): Promise<QueuedItem[]> {
  const name = storeFor(kind);
  return db.transact([name], 'readwrite', (tx) => {
    const store = tx.objectStore(name);
    const dropped: QueuedItem[] = [];
    onResult(store.count(), (count) => {
      const excess = count - max;
      if (excess <= 0) return;
      // Primary-key order is insertion order: the oldest rows first.
      onResult(store.getAll(null, excess), (oldest: QueuedAnalyticsRow[]) => {
        for (const row of oldest) {
          store.delete(row.id ?? 0);
          dropped.push(toItem(kind, row));
        }
      });
    });
    return () => dropped;
  });
}
