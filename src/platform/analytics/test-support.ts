// Test doubles for the analytics unit tests: a fresh IndexedDB per test (fake-indexeddb), a
// recording transport, a manual clock and manual timers. Not imported by application code.
import 'fake-indexeddb/auto';
import type { AnalyticsEvent } from '@/contract/analytics';
import type { AnalyticsStorage, Timers } from './client';
import { idbIdentityStore } from './identity';
import type { QueueKind, QueuedAnalyticsRow } from './queue';
import { AnalyticsDb, onResult } from './queue-db';
import type { Transport, TransportResponse } from './transport';

let counter = 0;

export function freshStorage(): AnalyticsStorage {
  const name = `analytics-test-${Date.now()}-${counter++}`;
  const db = new AnalyticsDb(name);
  return { db, identity: idbIdentityStore(db) };
}

export interface RecordedRequest {
  url: string;
  form: Record<string, string>;
  events: AnalyticsEvent[];
  /** The status answered; undefined while in flight or when the transport threw. */
  status?: number;
}

type Responder = (events: AnalyticsEvent[]) => TransportResponse | Promise<TransportResponse>;

export class FakeTransport {
  requests: RecordedRequest[] = [];
  respond: Responder = () => ({ status: 200, body: 'success' });

  readonly send: Transport = async (url, body) => {
    const form = Object.fromEntries(new URLSearchParams(body));
    const events = JSON.parse(form.e ?? '[]') as AnalyticsEvent[];
    const request: RecordedRequest = { url, form, events };
    this.requests.push(request);
    const response = await this.respond(events);
    request.status = response.status;
    return response;
  };

  /** Every event sent, in order. */
  get sent(): AnalyticsEvent[] {
    return this.requests.flatMap((request) => request.events);
  }

  /** Events of the requests answered with a 2xx, in order. */
  get delivered(): AnalyticsEvent[] {
    return this.requests
      .filter((request) => request.status !== undefined && request.status < 300)
      .flatMap((request) => request.events);
  }

  get batchSizes(): number[] {
    return this.requests.map((request) => request.events.length);
  }
}

export class ManualClock {
  constructor(public time = Date.UTC(2025, 0, 6, 12, 0, 0)) {}
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export class ManualTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { run: () => void; ms: number }>();

  setTimeout = (run: () => void, ms: number): unknown => {
    const id = this.next++;
    this.pending.set(id, { run, ms });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number);
  };

  runAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const timer of due) timer.run();
  }
}

/** A promise with its resolver, to hold a request in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets pending promise callbacks (and fake-indexeddb's tasks) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Writes rows straight into a queue store, as an earlier visit would have left them. */
export function bulkAdd(
  db: AnalyticsDb,
  kind: QueueKind,
  rows: readonly QueuedAnalyticsRow[],
): Promise<void> {
  const name = kind === 'event' ? 'events' : 'identifies';
  return db.transact([name], 'readwrite', (tx) => {
    for (const row of rows) tx.objectStore(name).add(row);
    return () => undefined;
  });
}

/** Every row of one queue store, in queue order. */
export function allRows(db: AnalyticsDb, kind: QueueKind): Promise<QueuedAnalyticsRow[]> {
  const name = kind === 'event' ? 'events' : 'identifies';
  return db.transact([name], 'readonly', (tx) => {
    let rows: QueuedAnalyticsRow[] = [];
    onResult(tx.objectStore(name).getAll(), (found: QueuedAnalyticsRow[]) => (rows = found));
    return () => rows;
  });
}
