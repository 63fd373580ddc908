// The upload queue in IndexedDB (DESIGN.md "Client state and offline"): events and identifies in
// two tables, merged in sequence-number order for upload (spec §4).
import type { AnalyticsEvent } from '@/contract/analytics';
import type { QueuedAnalyticsRow, StockroomDb } from '@/platform/offline/db';

export type QueueKind = 'event' | 'identify';

export interface QueuedItem {
  kind: QueueKind;
  id: number;
  sequenceNumber: number;
  insertId: string;
  payload: AnalyticsEvent;
}

export function queueTable(db: StockroomDb, kind: QueueKind) {
  return kind === 'event' ? db.analyticsEvents : db.analyticsIdentifies;
}

export async function enqueue(
  db: StockroomDb,
  kind: QueueKind,
  payload: AnalyticsEvent,
): Promise<void> {
  const row: QueuedAnalyticsRow = {
    sequenceNumber: payload.sequence_number,
    insertId: payload.insert_id,
    payload,
  };
  await queueTable(db, kind).add(row);
}

export async function queuedCount(db: StockroomDb): Promise<number> {
  const [events, identifies] = await Promise.all([
    db.analyticsEvents.count(),
    db.analyticsIdentifies.count(),
  ]);
  return events + identifies;
}

/**
 * The first `limit` queued rows of both tables in sequence-number order (spec §4 "merged in
 * sequence order"). On a tie (two tabs counting on their own) the identify goes first, so user
 * properties are set before the events that rely on them, as Amplitude does.
 */
export async function readBatch(db: StockroomDb, limit: number): Promise<QueuedItem[]> {
  const [events, identifies] = await db.transaction(
    'r',
    db.analyticsEvents,
    db.analyticsIdentifies,
    () =>
      Promise.all([
        db.analyticsEvents.orderBy('sequenceNumber').limit(limit).toArray(),
        db.analyticsIdentifies.orderBy('sequenceNumber').limit(limit).toArray(),
      ]),
  );
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

export async function removeItems(db: StockroomDb, items: readonly QueuedItem[]): Promise<void> {
  const ids = (kind: QueueKind) => items.filter((item) => item.kind === kind).map((i) => i.id);
  await db.transaction('rw', db.analyticsEvents, db.analyticsIdentifies, async () => {
    await db.analyticsEvents.bulkDelete(ids('event'));
    await db.analyticsIdentifies.bulkDelete(ids('identify'));
  });
}

/**
 * Keeps at most `max` rows of one kind (spec §9 saved unsent max), dropping the oldest; returns
 * the dropped rows so their callbacks can be told (§8 'savedMaxCount exceeded').
 */
export async function trimQueue(
  db: StockroomDb,
  kind: QueueKind,
  max: number,
): Promise<QueuedItem[]> {
  const table = queueTable(db, kind);
  return db.transaction('rw', table, async () => {
    const excess = (await table.count()) - max;
    if (excess <= 0) return [];
    const oldest = await table.orderBy('id').limit(excess).toArray();
    await table.bulkDelete(oldest.map((row) => row.id ?? 0));
    return oldest.map((row) => toItem(kind, row));
  });
}
