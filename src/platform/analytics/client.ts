// The analytics client (spec §4, §5, §7, §8, §9): an Amplitude-compatible API over a queue in
// IndexedDB, so events survive reloads and offline periods (DESIGN.md "Client state and
// offline"). Callbacks follow Amplitude: `(status, response, details?)`, status 0 when no request
// was made. Callbacks are functions and cannot be stored, so they live only as long as the page.
import type { AnalyticsEvent } from '@/contract/analytics';
import {
  INIT_QUEUE_CAP,
  LIBRARY,
  RATE_LIMIT_BACKOFF_MS,
  RATE_LIMITED_STATUS,
  REASONS,
  SAVED_MAX_COUNT,
  SESSION_TIMEOUT_MS,
  UPLOAD_BATCH_SIZE,
  UPLOAD_PERIOD_MS,
  UPLOAD_THRESHOLD,
} from './constants';
import { idbIdentityStore, type AnalyticsIdentity } from './identity';
import { enqueue, queuedCount, trimQueue, type QueueKind, type QueuedItem } from './queue';
import { analyticsDb } from './queue-db';
import { browserBeacon, fetchTransport, uploadUrl } from './transport';
import { beaconQueue, uploadQueue, type UploadContext } from './upload';
import type {
  AnalyticsClient,
  AnalyticsClientOptions,
  AnalyticsStorage,
  InitOptions,
} from './client-types';
import {
  isPlainObject,
  jsonCopy,
  refuse,
  systemTimers,
  tell,
  uuid,
  type Callbacks,
} from './client-support';

export type {
  AnalyticsClient,
  AnalyticsClientOptions,
  AnalyticsStorage,
  InitOptions,
  Timers,
} from './client-types';
export { uuid } from './client-support';

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const apiKey = options.apiKey ?? '';
  const now = options.now ?? (() => Date.now());
  const transport = options.transport ?? fetchTransport;
  const timers = options.timers ?? systemTimers;
  const randomId = options.randomId ?? uuid;
  const beacon = options.beacon === undefined ? browserBeacon() : options.beacon;
  const storage: AnalyticsStorage = options.storage ?? {
    db: analyticsDb(),
    identity: idbIdentityStore(),
  };
  const { db } = storage;
  const url = uploadUrl(options.serverUrl);

  let identity: AnalyticsIdentity = {
    deviceId: '',
    userId: null,
    optOut: false,
    sessionId: null,
    lastEventTime: null,
    eventId: 0,
    identifyId: 0,
    sequenceNumber: 0,
  };
  let initPromise: Promise<void> | null = null;
  let ready = false;
  /** §4/§9: calls made before init, run in order once it is done (at most INIT_QUEUE_CAP). */
  let waiting: Array<() => void> = [];
  /** After init every call runs in order on this chain (IndexedDB writes are asynchronous). */
  let chain: Promise<void> = Promise.resolve();
  /** §4: the sending flag; an upload in progress is joined, never started twice. */
  let sending: Promise<void> | null = null;
  let timer: unknown = null;
  /**
   * §9 rate-limit back-off: after a 429 nothing is uploaded (nor handed to a beacon) before this
   * time; `resumeTimer` uploads the queue then. The clock check also ends a pause whose timer
   * never ran (a suspended tab).
   */
  let pausedUntil = 0;
  let resumeTimer: unknown = null;
  const paused = () => now() < pausedUntil;
  const batchSize = { value: UPLOAD_BATCH_SIZE };
  const callbacks = new Map<string, Callbacks>();

  function serial(run: () => Promise<void>): Promise<void> {
    const next = chain.then(run).catch((error: unknown) => {
      // Analytics never breaks the page: a storage failure is logged and the call is lost.
      console.error('Analytics: call failed', error);
    });
    chain = next;
    return next;
  }

  /** Runs now (in order) after init, or waits for init; past the cap the call is dropped. */
  function call(run: () => Promise<void>, dropped: () => void): Promise<void> {
    if (ready) return serial(run);
    if (waiting.length >= INIT_QUEUE_CAP) {
      dropped();
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(() => void serial(run).then(resolve)));
  }

  const persist = () => storage.identity.save(identity, now());

  async function setup(init: InitOptions): Promise<void> {
    try {
      const stored = await storage.identity.load(now());
      if (stored) identity = stored;
      identity.deviceId = init.deviceId ?? (identity.deviceId || randomId());
      if (init.userId !== undefined) identity.userId = init.userId;
      if (init.optOut !== undefined) identity.optOut = init.optOut;
      // Loading the page is activity: it continues a fresh session or starts a new one (§4).
      touchSession(now());
      await persist();
    } catch (error) {
      console.error('Analytics: could not read the stored identity', error);
      identity.deviceId ||= randomId();
    }
    ready = true;
    const calls = waiting;
    waiting = [];
    for (const run of calls) run();
    await serial(async () => {
      if (apiKey) await scheduleUpload();
    });
  }

  /** §4/§9: a new session after 30 minutes without an in-session event. */
  function touchSession(time: number) {
    const expired =
      identity.lastEventTime === null || time - identity.lastEventTime > SESSION_TIMEOUT_MS;
    if (identity.sessionId === null || expired) identity.sessionId = time;
    identity.lastEventTime = time;
  }

  async function record(
    kind: QueueKind,
    eventType: string,
    eventProperties: Record<string, unknown>,
    userProperties: Record<string, unknown>,
    handlers: Callbacks,
    outOfSession: boolean,
  ): Promise<void> {
    const time = now();
    if (!outOfSession) touchSession(time);
    const eventId = kind === 'event' ? ++identity.eventId : ++identity.identifyId;
    const payload: AnalyticsEvent = {
      insert_id: randomId(),
      event_id: eventId,
      sequence_number: ++identity.sequenceNumber,
      session_id: outOfSession ? -1 : (identity.sessionId ?? time),
      device_id: identity.deviceId,
      user_id: identity.userId,
      time,
      event_type: eventType,
      event_properties: eventProperties,
      user_properties: userProperties,
      groups: {},
      platform: 'Web',
      library: { ...LIBRARY },
    };
    try {
      await Promise.all([enqueue(db, kind, payload), persist()]);
    } catch (error) {
      refuse(handlers, `Could not queue the event: ${String(error)}`);
      return;
    }
    if (handlers.callback || handlers.errorCallback) callbacks.set(payload.insert_id, handlers);
    // §9 saved unsent max: the oldest rows go, and their callbacks hear why (§8).
    const dropped = await trimQueue(db, kind, SAVED_MAX_COUNT);
    for (const item of dropped) {
      const handler = callbacks.get(item.insertId);
      callbacks.delete(item.insertId);
      if (handler) refuse(handler, REASONS.savedMaxCountExceeded);
    }
    await scheduleUpload();
  }

  /** §9: upload at once from 30 queued rows, else 30 s after the first queued one. */
  async function scheduleUpload(): Promise<void> {
    if (identity.optOut || paused()) return; // a pause ends with an upload of its own
    const count = await queuedCount(db);
    if (count >= UPLOAD_THRESHOLD) {
      void upload();
    } else if (count > 0 && timer === null) {
      timer = timers.setTimeout(() => {
        timer = null;
        void upload();
      }, UPLOAD_PERIOD_MS);
    }
  }

  function settle(items: QueuedItem[], handle: (handlers: Callbacks) => void, forget: boolean) {
    for (const item of items) {
      const handlers = callbacks.get(item.insertId);
      if (!handlers) continue;
      if (forget) callbacks.delete(item.insertId);
      handle(handlers);
    }
  }

  /** §9: a 429 pauses uploads for the back-off, the rows staying queued, then they resume. */
  function pauseUploads(): void {
    pausedUntil = now() + RATE_LIMIT_BACKOFF_MS;
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
    if (resumeTimer !== null) timers.clearTimeout(resumeTimer);
    resumeTimer = timers.setTimeout(() => {
      resumeTimer = null;
      pausedUntil = 0;
      void upload();
    }, RATE_LIMIT_BACKOFF_MS);
  }

  function upload(): Promise<void> {
    if (sending) return sending;
    if (!apiKey || identity.optOut || paused()) return Promise.resolve();
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
    const context: UploadContext = { db, apiKey, url, transport, now, batchSize };
    sending = uploadQueue(context, {
      onSent: (items, response) =>
        settle(items, (h) => tell(h, response.status, response.body, undefined, 'success'), true),
      onDropped: (items, response) =>
        settle(
          items,
          (h) => tell(h, response.status, response.body, { reason: REASONS.payloadTooLarge }),
          true,
        ),
      // §8: the rows stay queued, so the success callback may still come with a later upload.
      onFailed: (items, response) =>
        settle(items, (h) => tell(h, response.status, response.body, undefined, 'error'), false),
    })
      .then((summary) => {
        if (summary.failed?.status === RATE_LIMITED_STATUS) {
          // No Background Sync here: the worker would upload at once, past the back-off.
          pauseUploads();
        } else if (summary.failed) {
          options.onUploadFailed?.(summary.failed);
        }
      })
      .catch((error: unknown) => console.error('Analytics: upload failed', error))
      .finally(() => {
        sending = null;
      });
    return sending;
  }

  function validEventType(eventType: unknown, handlers: Callbacks): eventType is string {
    // §5/§8, in Amplitude's order.
    if (eventType === undefined || eventType === null || eventType === '') {
      refuse(handlers, REASONS.missingEventType);
      return false;
    }
    if (typeof eventType !== 'string') {
      refuse(handlers, REASONS.invalidEventType);
      return false;
    }
    if (eventType.trim() === '') {
      refuse(handlers, REASONS.missingEventType);
      return false;
    }
    return true;
  }

  /** Common gate (§5): a key, and not opted out. */
  function allowed(handlers: Callbacks): boolean {
    if (!apiKey) {
      refuse(handlers, REASONS.apiKeyNotSet);
      return false;
    }
    if (identity.optOut) {
      refuse(handlers, REASONS.optOut);
      return false;
    }
    return true;
  }

  const queueFull = (handlers: Callbacks) => () => refuse(handlers, REASONS.initQueueFull);
  const noCallbacks = () => {};

  return {
    get initialized() {
      return ready;
    },
    deviceId: () => (ready ? identity.deviceId : null),
    sessionId: () => identity.sessionId,

    init(init: InitOptions = {}) {
      // §4: setup runs once; later calls get the same promise.
      initPromise ??= setup(init);
      return initPromise;
    },

    logEvent(eventType, eventProperties, callback, errorCallback, outOfSession = false) {
      const handlers = { callback, errorCallback };
      return call(async () => {
        if (!apiKey) return refuse(handlers, REASONS.apiKeyNotSet);
        if (!validEventType(eventType, handlers)) return;
        if (typeof outOfSession !== 'boolean') return refuse(handlers, REASONS.invalidOutOfSession);
        if (!allowed(handlers)) return;
        const properties = isPlainObject(eventProperties) ? jsonCopy(eventProperties) : {};
        await record('event', eventType, properties, {}, handlers, outOfSession);
      }, queueFull(handlers));
    },

    identify(userProperties, callback, errorCallback) {
      const handlers = { callback, errorCallback };
      return call(async () => {
        if (!allowed(handlers)) return;
        if (!isPlainObject(userProperties)) return refuse(handlers, REASONS.invalidUserProperties);
        // Amplitude's identify: operations ($set, $add …) pass through; plain properties are $set.
        const properties = jsonCopy(userProperties);
        const operations = Object.keys(properties).some((key) => key.startsWith('$'))
          ? properties
          : { $set: properties };
        await record('identify', '$identify', {}, operations, handlers, false);
      }, queueFull(handlers));
    },

    setUserId(userId) {
      return call(async () => {
        if (userId !== null && typeof userId !== 'string') return;
        identity.userId = userId;
        await persist();
      }, noCallbacks);
    },

    logRevenue(revenue, callback, errorCallback) {
      const handlers = { callback, errorCallback };
      return call(async () => {
        if (!allowed(handlers)) return;
        // §5: a numeric amount and an optional numeric quantity.
        const price: unknown = isPlainObject(revenue) ? revenue.price : undefined;
        const quantity: unknown = isPlainObject(revenue) ? revenue.quantity : undefined;
        if (typeof price !== 'number' || !Number.isFinite(price))
          return refuse(handlers, REASONS.invalidRevenuePrice);
        if (quantity !== undefined && (typeof quantity !== 'number' || !Number.isFinite(quantity)))
          return refuse(handlers, REASONS.invalidRevenueQuantity);
        const count = quantity ?? 1;
        const properties: Record<string, unknown> = {
          $price: price,
          $quantity: count,
          $revenue: price * count,
        };
        if (typeof revenue.productId === 'string') properties.$productId = revenue.productId;
        if (typeof revenue.revenueType === 'string') properties.$revenueType = revenue.revenueType;
        await record('event', 'revenue_amount', properties, {}, handlers, false);
      }, queueFull(handlers));
    },

    setOptOut(optOut) {
      return call(async () => {
        if (typeof optOut !== 'boolean') return;
        identity.optOut = optOut;
        if (optOut && timer !== null) {
          timers.clearTimeout(timer);
          timer = null;
        }
        await persist();
        if (!optOut) await scheduleUpload();
      }, noCallbacks);
    },

    flush(flushOptions = {}) {
      let started: Promise<unknown> = Promise.resolve();
      return call(async () => {
        if (!apiKey || identity.optOut || paused()) return; // §9 back-off: the rows wait
        if (flushOptions.beacon && beacon) {
          started = beaconQueue({ db, apiKey, url, now, batchSize }, beacon);
        } else {
          // Started outside the chain: later calls need not wait for the network.
          started = upload();
        }
      }, noCallbacks).then(() => started.then(() => undefined));
    },
  };
}
