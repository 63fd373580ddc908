// Analytics under faults: seeded random schedules of logged events and
// identifies, offline periods, a server that is down or loses its answers, 413 answers for batches
// over a byte limit (and events too large even alone), upload timers, Background Sync flushes by
// the service worker (alone or racing the page), page hides (beacons), another tab filling the
// shared queue, and reloads — some while an upload is in flight, the server holding the batch and
// the answer lost, or the request lost. Then the page runs to quiescence online, with only the
// triggers a real page has (start, 'online', the 30 s timer).
//
// The oracle. The real ingest (server/services/analytics/ingest.ts, `storeEvents`) keeps one row
// per insert_id and ignores later copies, so the fake ingest below does the same, and checks that
// every copy of an insert_id is the same event. Every logged event carries a test tag; at the end
// the server must hold each tag exactly once (under one insert_id), except the ones a model of the
// cap rules drops: §9 saved max 1000 per store, oldest first, and §8 an event answered 413 alone
// (REASONS.payloadTooLarge). A dropped event is on the server only if it got there before the drop
// (a lost answer, a beacon). The model follows the server's side of the wire (which answers reached
// which page), never the client's queue. Callbacks (§8): the logging page's callbacks hear the drop
// reason exactly once, success once per 2xx that reached it, error once per failure that reached it.
//
// Cap drops are only checked where their outcome is certain: a burst of logs that could pass the
// cap runs while nothing can leave the queue (offline, server down, answers lost), or else one log
// at a time, each settled before the next. A drop racing an upload in flight (the server may get an
// event the page already reported dropped) is not a loss or a duplicate, so it is left out. A
// crashing tab stops between two IndexedDB transactions (offline, under the cap; see `crash`).
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@/contract/analytics';
import { createAnalyticsClient, type AnalyticsClient } from './client';
import { LIBRARY, REASONS, SAVED_MAX_COUNT, UPLOAD_PERIOD_MS } from './constants';
import { idbIdentityStore } from './identity';
import { queuedCount, type QueueKind, type QueuedAnalyticsRow } from './queue';
import { AnalyticsDb, deleteDatabase, type StoreName } from './queue-db';
import { allRows, bulkAdd, ManualClock, ManualTimers, settle } from './test-support';
import type { Transport, TransportResponse } from './transport';
import type * as UploadModule from './upload';
import { flushQueueFromWorker } from './worker';

// Every upload loop (page or worker) is tracked, so a step can wait until the client is idle
// without adding upload triggers of its own.
const tracker = vi.hoisted(() => ({
  uploads: [] as Array<{ transport: unknown; done: Promise<unknown> }>,
}));
vi.mock('./upload', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadModule>();
  return {
    ...actual,
    uploadQueue: (...args: Parameters<typeof actual.uploadQueue>) => {
      const done = actual.uploadQueue(...args);
      tracker.uploads.push({ transport: args[0].transport, done: done.catch(() => undefined) });
      return done;
    },
  };
});

/** What the schedules reached, over all runs: the test fails if a fault was never exercised. */
const reached = {
  capDropsTold: 0,
  tooLargeDropsTold: 0,
  splits413: 0,
  copiesIgnored: 0,
  answersLost: 0,
  heldWithServerCopy: 0,
  heldLost: 0,
  failuresTold: 0,
  workerAcks: 0,
  beaconsStored: 0,
  crashesMidLog: 0,
};

const KEY = 'fault-test-key';
const SEED = 20261123;
const NUM_RUNS = 20;
/** A run that needs more requests than this is stuck (e.g. re-sending a 413 forever). */
const REQUEST_BUDGET = 5_000;

type ServerMode = 'ok' | 'down' | 'dropsAnswers';
type ReloadFlavor = 'plain' | 'pagehide' | 'inflightServerGot' | 'inflightLost' | 'crash';

type Step =
  | { type: 'log'; kind: QueueKind; n: number; hugeAt: number | null; pad: number }
  | {
      type: 'burst';
      kind: QueueKind;
      n: number;
      hugeAt: number | null;
      pad: number;
      cause: 'offline' | ServerMode;
    }
  | { type: 'network'; online: boolean }
  | { type: 'server'; mode: ServerMode }
  | { type: 'tick' }
  | { type: 'reload'; flavor: ReloadFlavor; clicks: number; cut: number }
  | { type: 'sync'; alsoPage: boolean }
  | { type: 'otherTab'; kind: QueueKind; before: number; room: number; after: number };

interface Call {
  which: 'success' | 'error';
  status: number;
  reason?: string;
}

interface Tracked {
  tag: number;
  kind: QueueKind;
  page: number;
  huge: boolean;
  calls: Call[];
  /** The logging page still holds its callbacks (not yet told success or a drop). */
  registered: boolean;
  told: { reason: string; status: number } | null;
  successes: number;
  /** Failures that reached the logging page and its error callback has not yet heard. */
  failuresOwed: number;
  dropped: { reason: string; serverHad: boolean } | null;
}

/** The rules' model: which tags should be queued, dropped, stored, and told what. */
class Model {
  readonly tags = new Map<number, Tracked>();
  readonly queue: Record<QueueKind, number[]> = { event: [], identify: [] };
  constructor(private readonly ingest: FakeIngest) {}

  log(tracked: Tracked) {
    this.tags.set(tracked.tag, tracked);
    const queue = this.queue[tracked.kind];
    queue.push(tracked.tag);
    // §9: past the saved max the oldest row of that store goes (§8 reason to its callbacks).
    if (queue.length > SAVED_MAX_COUNT) {
      this.drop(queue.shift()!, REASONS.savedMaxCountExceeded, 0, tracked.page);
    }
  }

  private drop(tag: number, reason: string, status: number, byPage: number | null) {
    const t = this.tags.get(tag)!;
    this.unqueue(t);
    t.dropped ??= { reason, serverHad: this.ingest.has(tag) };
    if (byPage === t.page && t.registered) {
      t.registered = false;
      t.told = { reason, status };
      if (reason === REASONS.savedMaxCountExceeded) reached.capDropsTold++;
      else reached.tooLargeDropsTold++;
    }
  }

  private unqueue(t: Tracked) {
    const queue = this.queue[t.kind];
    const at = queue.indexOf(t.tag);
    if (at >= 0) queue.splice(at, 1);
  }

  /** A 2xx reached `actor` (a page number, or null for the worker). */
  acked(actor: number | null, tags: number[]) {
    for (const tag of tags) {
      const t = this.tags.get(tag)!;
      this.unqueue(t);
      if (actor === t.page && t.registered) {
        t.registered = false;
        t.successes++;
      }
    }
  }

  /**
   * A failure (no answer, 5xx) reached `actor`: the rows stay, and the logging page owes each of
   * them one error callback (§8) — unless a drop told it first, which may race the answer.
   */
  failed(actor: number | null, tags: number[]) {
    for (const tag of tags) {
      const t = this.tags.get(tag)!;
      if (actor === t.page) t.failuresOwed++;
    }
  }

  /** The client's error callback without a reason: it must answer a failure owed. */
  errorCalled(t: Tracked, status: number) {
    if (t.failuresOwed === 0)
      this.ingest.problems.push(`tag ${t.tag}: error callback (${status}) for no failure`);
    else {
      t.failuresOwed--;
      reached.failuresTold++;
    }
  }

  /** A log the page never finished (it crashed) and whose row was never written. */
  forget(tag: number) {
    const t = this.tags.get(tag)!;
    this.unqueue(t);
    this.tags.delete(tag);
  }

  /** §8: 413 for one event alone: it can never be sent and is dropped. */
  tooLargeAlone(actor: number | null, tag: number) {
    this.drop(tag, REASONS.payloadTooLarge, 413, actor);
  }
}

const tagOf = (event: AnalyticsEvent): number => {
  const source =
    event.event_type === '$identify'
      ? (event.user_properties as { $set?: { tag?: unknown } }).$set
      : event.event_properties;
  return Number(source?.tag);
};

/** The ingest as the real one behaves: 413 past the body limit, one row per insert_id. */
class FakeIngest {
  online = true;
  mode: ServerMode = 'ok';
  requests = 0;
  readonly problems: string[] = [];
  /** insert_id → the first copy (JSON) and its tag, as storeEvents keeps it. */
  private readonly rows = new Map<string, { json: string; tag: number }>();
  private readonly tagsStored = new Map<number, string[]>();

  constructor(readonly limit: number) {}

  has(tag: number) {
    return this.tagsStored.has(tag);
  }

  storedTags() {
    return [...this.tagsStored.keys()];
  }

  storedInsertIds(tag: number) {
    return this.tagsStored.get(tag) ?? [];
  }

  /** Server-side handling of one request that reached it. */
  receive(body: string, events: AnalyticsEvent[]): TransportResponse {
    if (++this.requests > REQUEST_BUDGET) {
      if (this.requests === REQUEST_BUDGET + 1) this.problems.push('request budget exhausted');
      return { status: 503, body: 'stuck' };
    }
    if (this.mode === 'down') return { status: 503, body: 'Service Unavailable' };
    // Fastify's bodyLimit answers before the handler (server/routes/analytics.ts).
    if (body.length > this.limit) return { status: 413, body: 'Payload Too Large' };
    for (const event of events) {
      const json = JSON.stringify(event);
      const tag = tagOf(event);
      const first = this.rows.get(event.insert_id);
      if (first) {
        if (first.json !== json) this.problems.push(`insert_id ${event.insert_id} re-used`);
        reached.copiesIgnored++;
        continue;
      }
      this.rows.set(event.insert_id, { json, tag });
      this.tagsStored.set(tag, [...this.storedInsertIds(tag), event.insert_id]);
    }
    return { status: 200, body: 'success' };
  }
}

const eventsOf = (body: string) =>
  JSON.parse(new URLSearchParams(body).get('e') ?? '[]') as AnalyticsEvent[];

/** A page's connection that can die between two transactions, as when the tab is closed. */
class PageDb extends AnalyticsDb {
  private left = Infinity;
  private onStuck: (() => void) | null = null;

  /** Runs `transactions` more, then none: every later call waits forever. */
  dieAfter(transactions: number): Promise<void> {
    this.left = transactions;
    return new Promise((resolve) => (this.onStuck = resolve));
  }

  override transact<T>(
    stores: readonly StoreName[],
    mode: IDBTransactionMode,
    body: (tx: IDBTransaction) => () => T,
  ): Promise<T> {
    if (this.left <= 0) {
      this.onStuck?.();
      return new Promise<T>(() => {});
    }
    this.left--;
    return super.transact(stores, mode, body);
  }
}

interface Page {
  id: number;
  client: AnalyticsClient;
  db: PageDb;
  timers: ManualTimers;
  transport: Transport;
  pending: Set<Promise<unknown>>;
  /** The next request is held forever (the page goes away with it in flight). */
  hold: 'inflightServerGot' | 'inflightLost' | null;
  onHeld: (() => void) | null;
}

class World {
  readonly ingest: FakeIngest;
  readonly model: Model;
  readonly clock = new ManualClock();
  page!: Page;
  private pages = 0;
  private ids = 0;
  private nextTag = 0;
  /** The other tab counts its own sequence numbers (queue.ts merges ties identify first). */
  private otherTabSequence = 1_000_000;
  readonly workerTransports = new Set<Transport>();

  constructor(
    readonly dbName: string,
    limit: number,
  ) {
    this.ingest = new FakeIngest(limit);
    this.model = new Model(this.ingest);
  }

  /** Unique across pages, as crypto.randomUUID is (deterministic, so a run replays). */
  private randomId = () => `00000000-0000-4000-8000-${String(++this.ids).padStart(12, '0')}`;

  /** The wire: one request from `actor` (a page, or null for the service worker). */
  private transportFor(actor: number | null, page?: () => Page): Transport {
    return async (_url, body) => {
      await Promise.resolve();
      const events = eventsOf(body);
      const tags = events.map(tagOf);
      if (!this.ingest.online) {
        this.model.failed(actor, tags);
        throw new TypeError('Failed to fetch');
      }
      const held = page?.().hold;
      if (held) {
        const current = page!();
        current.hold = null;
        // The server may or may not get it; either way the answer never comes back.
        if (held === 'inflightServerGot') {
          const answer = this.ingest.receive(body, events);
          if (answer.status === 200) reached.heldWithServerCopy++;
        } else reached.heldLost++;
        current.onHeld?.();
        return new Promise<TransportResponse>(() => {});
      }
      const response = this.ingest.receive(body, events);
      if (this.ingest.mode === 'dropsAnswers') {
        if (response.status === 200) reached.answersLost++;
        this.model.failed(actor, tags);
        throw new TypeError('network connection lost');
      }
      if (response.status >= 200 && response.status < 300) {
        if (actor === null) reached.workerAcks++;
        this.model.acked(actor, tags);
      } else if (response.status === 413) {
        if (events.length === 1) {
          const t = this.model.tags.get(tags[0]!)!;
          if (!t.huge) this.ingest.problems.push(`413 for small event ${t.tag} alone`);
          this.model.tooLargeAlone(actor, t.tag);
        } else reached.splits413++;
      } else this.model.failed(actor, tags);
      return response;
    };
  }

  /** A page load: client on its own connection to the same database, then the start flush. */
  async load(): Promise<void> {
    const id = ++this.pages;
    const db = new PageDb(this.dbName);
    const timers = new ManualTimers();
    const transport = this.transportFor(id, () => this.page);
    const client = createAnalyticsClient({
      apiKey: KEY,
      serverUrl: '',
      transport,
      now: this.clock.now,
      storage: { db, identity: idbIdentityStore(db) },
      timers,
      beacon: (_url, body) => {
        // A beacon has no answer; it reaches the server only when there is a network.
        if (this.ingest.online && this.ingest.receive(body, eventsOf(body)).status === 200)
          reached.beaconsStored++;
        return true;
      },
      randomId: this.randomId,
    });
    const self: Page = {
      id,
      client,
      db,
      timers,
      transport,
      pending: new Set(),
      hold: null,
      onHeld: null,
    };
    this.page = self;
    await client.init();
    // page-triggers.ts: a page flushes on start whatever an earlier visit left queued.
    this.track(client.flush());
  }

  /** The page goes away: its connection closes, its timers and in-flight request die with it. */
  unload(): void {
    const dead = this.page;
    tracker.uploads = tracker.uploads.filter((upload) => upload.transport !== dead.transport);
    dead.pending.clear();
    dead.db.close();
  }

  track(promise: Promise<unknown>) {
    const { pending } = this.page;
    const done = promise.catch(() => undefined);
    pending.add(done);
    void done.then(() => pending.delete(done));
  }

  /** Waits until the page and any worker have nothing left running. */
  async idle(): Promise<void> {
    const isLive = (upload: { transport: unknown }) =>
      upload.transport === this.page.transport ||
      this.workerTransports.has(upload.transport as Transport);
    for (;;) {
      await settle();
      const live = tracker.uploads.filter(isLive);
      tracker.uploads = tracker.uploads.filter((upload) => !isLive(upload));
      const waiting = [...this.page.pending, ...live.map((upload) => upload.done)];
      if (waiting.length === 0) return;
      await Promise.all(waiting);
    }
  }

  private newTracked(kind: QueueKind, huge: boolean): Tracked {
    return {
      tag: ++this.nextTag,
      kind,
      page: this.page.id,
      huge,
      calls: [],
      registered: true,
      told: null,
      successes: 0,
      failuresOwed: 0,
      dropped: null,
    };
  }

  private logOne(t: Tracked, pad: number): Promise<void> {
    // Too large alone: the padding alone is past the limit. Small: far under it.
    const properties = { tag: t.tag, pad: 'x'.repeat(t.huge ? this.ingest.limit : pad) };
    const callback = (status: number, _response: string, details?: { reason: string }) =>
      t.calls.push({ which: 'success', status, reason: details?.reason });
    const errorCallback = (status: number, _response: string, details?: { reason: string }) => {
      t.calls.push({ which: 'error', status, reason: details?.reason });
      if (!details) this.model.errorCalled(t, status);
    };
    this.model.log(t);
    return t.kind === 'event'
      ? this.page.client.logEvent('fault test', properties, callback, errorCallback)
      : this.page.client.identify(properties, callback, errorCallback);
  }

  private async logMany(step: Extract<Step, { type: 'log' | 'burst' }>): Promise<void> {
    const nothingLeaves = !this.ingest.online || this.ingest.mode !== 'ok';
    const mayDrop = this.model.queue[step.kind].length + step.n > SAVED_MAX_COUNT;
    // Where a cap drop could race an upload, one log at a time, each settled (see the top).
    const oneByOne = mayDrop && !nothingLeaves;
    for (let i = 0; i < step.n; i++) {
      const t = this.newTracked(step.kind, step.hugeAt !== null && i === step.hugeAt % step.n);
      const logged = this.logOne(t, (step.pad * (i + 1)) % 200);
      if (oneByOne) {
        await logged;
        await this.idle();
      } else this.track(logged);
    }
  }

  async run(step: Step): Promise<void> {
    const { client } = this.page;
    switch (step.type) {
      case 'burst':
        if (step.cause === 'offline') this.ingest.online = false;
        else this.ingest.mode = step.cause;
        await this.logMany(step);
        break;
      case 'log':
        await this.logMany(step);
        break;
      case 'network': {
        const cameOnline = step.online && !this.ingest.online;
        this.ingest.online = step.online;
        if (cameOnline) this.track(client.flush()); // page-triggers.ts: 'online'
        break;
      }
      case 'server':
        this.ingest.mode = step.mode;
        break;
      case 'tick':
        this.clock.advance(UPLOAD_PERIOD_MS);
        this.page.timers.runAll();
        break;
      case 'reload':
        await this.reload(step.flavor, step.clicks, step.cut);
        break;
      case 'otherTab': {
        // Offline, this page logs a few, another tab fills the queue, this page logs past the cap.
        const log = async (n: number) => {
          await this.logMany({ type: 'log', kind: step.kind, n, hugeAt: null, pad: 50 });
          await this.idle(); // the rows' order is the cap's order: no overlap with the other tab
        };
        this.ingest.online = false;
        await log(step.before);
        await this.otherTab(step.kind, step.room);
        await log(step.after);
        break;
      }
      case 'sync': {
        // Background Sync wakes the service worker when the network is back; the page hears
        // 'online' too, or becomes visible, and may be uploading at the same time.
        const cameOnline = !this.ingest.online;
        this.ingest.online = true;
        if (step.alsoPage || cameOnline) this.track(client.flush());
        const db = new AnalyticsDb(this.dbName);
        const transport = this.transportFor(null);
        this.workerTransports.add(transport);
        await flushQueueFromWorker('', KEY, {
          db,
          identity: idbIdentityStore(db),
          transport,
          now: this.clock.now,
        }).catch(() => undefined);
        await this.idle();
        this.workerTransports.delete(transport);
        db.close();
        break;
      }
    }
    await this.idle();
  }

  /**
   * The tab is closed (or crashes) while offline in the middle of logging `clicks` events: the
   * page's IndexedDB work stops after `cut` more transactions. A log that had not finished may or
   * may not have written its row: the model learns which from the database (only those), and the
   * next page must send exactly the rows that were written. Offline and under the saved max, so no
   * acknowledgement or drop is cut off halfway (those are covered by the other reloads).
   */
  private async crash(clicks: number, cut: number): Promise<void> {
    const page = this.page;
    this.ingest.online = false;
    const n = Math.min(clicks, SAVED_MAX_COUNT - this.model.queue.event.length);
    const stuck = page.db.dieAfter(cut);
    const unfinished = new Set<number>();
    const logs: Promise<void>[] = [];
    for (let i = 0; i < n; i++) {
      const t = this.newTracked('event', false);
      unfinished.add(t.tag);
      logs.push(this.logOne(t, 0).then(() => void unfinished.delete(t.tag)));
    }
    await Promise.race([Promise.all(logs), stuck]);
    await settle();
    if (unfinished.size === 0) return;
    reached.crashesMidLog++;
    const db = new AnalyticsDb(this.dbName);
    const written = new Set((await allRows(db, 'event')).map((row) => tagOf(row.payload)));
    db.close();
    for (const tag of unfinished) if (!written.has(tag)) this.model.forget(tag);
  }

  /**
   * Another tab of the same site, offline, queued rows in the shared database up to `room` short
   * of the saved max (its own client keeps them under it). Written directly: logging a thousand events through a client
   * would cost most of the time budget. They are events like any other for the oracle, with no
   * callbacks in this page.
   */
  private async otherTab(kind: QueueKind, room: number): Promise<void> {
    const n = Math.max(0, SAVED_MAX_COUNT - room - this.model.queue[kind].length);
    const rows: QueuedAnalyticsRow[] = [];
    for (let i = 0; i < n; i++) {
      const t = { ...this.newTracked(kind, false), page: 0, registered: false };
      this.model.log(t);
      const properties = { tag: t.tag, pad: 'x'.repeat(i % 100) };
      const payload: AnalyticsEvent = {
        insert_id: this.randomId(),
        event_id: i + 1,
        sequence_number: ++this.otherTabSequence,
        session_id: this.clock.time,
        device_id: this.page.client.deviceId() ?? 'other-tab',
        user_id: null,
        time: this.clock.time,
        event_type: kind === 'event' ? 'fault test' : '$identify',
        event_properties: kind === 'event' ? properties : {},
        user_properties: kind === 'event' ? {} : { $set: properties },
        groups: {},
        platform: 'Web',
        library: { ...LIBRARY },
      };
      rows.push({ sequenceNumber: payload.sequence_number, insertId: payload.insert_id, payload });
    }
    await bulkAdd(this.page.db, kind, rows);
  }

  private async reload(flavor: ReloadFlavor, clicks: number, cut: number): Promise<void> {
    const page = this.page;
    if (flavor === 'crash') {
      await this.crash(clicks, cut);
      this.unload();
      await this.load();
      return;
    }
    // What the user did last before leaving (the click on the link that navigates, say).
    await this.logMany({ type: 'log', kind: 'event', n: clicks, hugeAt: null, pad: 0 });
    await this.idle();
    if (flavor === 'pagehide') await page.client.flush({ beacon: true });
    if (flavor === 'inflightServerGot' || flavor === 'inflightLost') {
      page.hold = flavor;
      const held = new Promise<void>((resolve) => (page.onHeld = resolve));
      // 'visibilitychange' to visible flushes; the page goes away while the request is out.
      const flushing = page.client.flush();
      await Promise.race([held, flushing]);
      page.hold = null;
    }
    this.unload();
    await this.load();
  }
}

/** One log step in five holds an event too large to upload even alone. */
const sometimes = (value: fc.Arbitrary<number>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('log' as const),
      kind: fc.constantFrom<QueueKind>('event', 'event', 'identify'),
      n: fc.integer({ min: 1, max: 50 }),
      hugeAt: sometimes(fc.nat({ max: 49 })),
      pad: fc.nat({ max: 199 }),
    }),
  },
  {
    // Logged while nothing can leave the queue: with another tab's rows, past the saved max (§9).
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('burst' as const),
      kind: fc.constantFrom<QueueKind>('event', 'identify'),
      n: fc.integer({ min: 60, max: 160 }),
      hugeAt: sometimes(fc.nat({ max: 159 })),
      pad: fc.nat({ max: 199 }),
      cause: fc.constantFrom<'offline' | ServerMode>('offline', 'down', 'dropsAnswers'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('network' as const), online: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('server' as const),
      mode: fc.constantFrom<ServerMode>('ok', 'down', 'dropsAnswers'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('tick' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('reload' as const),
      flavor: fc.constantFrom<ReloadFlavor>(
        'plain',
        'pagehide',
        'inflightServerGot',
        'inflightLost',
        'crash',
      ),
      clicks: fc.nat({ max: 40 }),
      cut: fc.nat({ max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('sync' as const), alsoPage: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('otherTab' as const),
      kind: fc.constantFrom<QueueKind>('event', 'identify'),
      before: fc.integer({ min: 1, max: 20 }),
      room: fc.nat({ max: 60 }),
      after: fc.nat({ max: 80 }),
    }),
  },
);

let runs = 0;

async function check(limit: number, steps: Step[]): Promise<void> {
  const world = new World(`analytics-faults-${Date.now()}-${runs++}`, limit);
  try {
    await world.load();
    await world.idle();
    for (const step of steps) await world.run(step);
    // Quiescence: back online with a healthy server; the 'online' event and the timer are the
    // only triggers (page-triggers.ts), as on a real page.
    world.ingest.mode = 'ok';
    await world.run({ type: 'network', online: false });
    await world.run({ type: 'network', online: true });
    await world.run({ type: 'tick' });
    const left = await queuedCount(world.page.db);
    verify(world, left);
  } finally {
    world.unload();
    await deleteDatabase(world.dbName).catch(() => undefined);
  }
}

function verify(world: World, leftInQueue: number): void {
  const { model, ingest } = world;
  const problems = [...ingest.problems];
  if (leftInQueue > 0) problems.push(`${leftInQueue} rows still queued after quiescence`);
  for (const kind of ['event', 'identify'] as const) {
    if (model.queue[kind].length > 0)
      problems.push(`model: ${model.queue[kind].length} ${kind}s never acknowledged`);
  }
  for (const tag of ingest.storedTags()) {
    if (!model.tags.has(tag)) problems.push(`tag ${tag} stored but never logged`);
  }
  for (const t of model.tags.values()) {
    const ids = ingest.storedInsertIds(t.tag);
    if (ids.length > 1)
      problems.push(`tag ${t.tag} stored ${ids.length} times (${ids.join(', ')})`);
    const expectStored = t.dropped ? t.dropped.serverHad : true;
    if (ids.length > 0 !== expectStored) {
      problems.push(
        `tag ${t.tag} (${t.kind}${t.huge ? ', too large' : ''}) ${ids.length ? 'stored' : 'lost'}` +
          (t.dropped ? ` though dropped (${t.dropped.reason})` : ''),
      );
    }
    const told = t.calls.filter((call) => call.reason !== undefined);
    const expectedTold = t.told
      ? [
          { which: 'success', status: t.told.status, reason: t.told.reason },
          { which: 'error', status: t.told.status, reason: t.told.reason },
        ]
      : [];
    if (JSON.stringify(told) !== JSON.stringify(expectedTold))
      problems.push(
        `tag ${t.tag} callbacks told ${JSON.stringify(told)}, expected ${JSON.stringify(expectedTold)}`,
      );
    const successes = t.calls.filter((call) => call.which === 'success' && !call.reason);
    if (successes.length !== t.successes || successes.some((call) => call.status !== 200))
      problems.push(
        `tag ${t.tag} success callbacks ${JSON.stringify(successes)}, expected ${t.successes}`,
      );
    // Every failure the page saw reached the error callback, unless a drop came first (§8).
    if (t.failuresOwed > 0 && !t.told)
      problems.push(`tag ${t.tag}: ${t.failuresOwed} failures never reached the error callback`);
  }
  if (problems.length > 0) {
    throw new Error(`${problems.length} problems:\n  ${problems.slice(0, 12).join('\n  ')}`);
  }
}

describe('analytics under faults (offline, reloads, 413, lost answers)', () => {
  it('loses and duplicates no event beyond what the §8/§9 cap rules drop', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 6_000, max: 30_000 }),
        fc.array(stepArb, { minLength: 4, maxLength: 16 }),
        check,
      ),
      {
        seed: SEED,
        numRuns: NUM_RUNS,
        // Bounds the shrinking of a failure, so the counterexample is printed before the timeout.
        interruptAfterTimeLimit: 100_000,
        markInterruptAsFailure: true,
      },
    );
    console.info(`analytics faults reached: ${JSON.stringify(reached)}`);
    // Every fault the schedules are for happened at least once (else the seed proves little).
    for (const [name, count] of Object.entries(reached)) expect(count, name).toBeGreaterThan(0);
  }, 180_000);
});
