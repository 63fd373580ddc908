// Throttling of the public analytics ingest (POST /analytics): anyone can post there without a
// session, so uploads and events are counted per client address and per device, in fixed windows,
// in PostgreSQL (DESIGN.md "rate limits counted in PostgreSQL"), so every instance on one database
// shares the counts. Past a limit the upload is refused whole with 429, as Amplitude's HTTP API v2
// does, and the client keeps the events queued and waits (§9 rate-limit back-off).
import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import {
  ANALYTICS_RATE_LIMIT_BACKOFF_MS,
  type AnalyticsThrottledBody,
  type AnalyticsWireEvent,
} from '@/contract/analytics';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface AnalyticsRateLimits {
  /** Length of a counting window. */
  windowMs: number;
  /** Uploads (requests) per client address and window. */
  uploadsPerAddress: number;
  /** Events per client address and window, over all its uploads. */
  eventsPerAddress: number;
  /** Events per `device_id` and window, whatever address they come from. */
  eventsPerDevice: number;
}

/**
 * The window is the client's §9 back-off, so a client that waits after a 429 starts a new window.
 *
 * Per address, generous because one address may be a whole office or carrier NAT: our page uploads
 * at most one batch every few seconds (an upload at 30 queued rows, else every 30 s, §9), so 600
 * uploads a minute is some 300 busy people behind one address, and 30,000 events a minute is 50
 * events per upload. Per device, 1,000 events a minute is about 17 a second, under the 30 a second
 * Amplitude allows one device, and ten full §9 batches of 100: a device emptying a long offline
 * backlog (up to 2 × 1000 rows) is slowed to that pace, never refused for good (the rows stay
 * queued until a 2xx).
 */
export const ANALYTICS_RATE_LIMITS: AnalyticsRateLimits = {
  windowMs: ANALYTICS_RATE_LIMIT_BACKOFF_MS,
  uploadsPerAddress: 600,
  eventsPerAddress: 30_000,
  eventsPerDevice: 1_000,
};

export type ThrottleVerdict =
  | { throttled: false }
  | { throttled: true; retryAfterSeconds: number; body: AnalyticsThrottledBody };

interface Hit {
  key: string;
  amount: number;
}

/**
 * Adds each amount to its key's counter for the window holding `at`, in one atomic upsert, and
 * returns the new totals. Keys are sorted so two uploads naming the same devices lock their rows
 * in the same order (no deadlock between instances).
 */
async function countHits(
  db: Db,
  hits: readonly Hit[],
  windowStart: Date,
  expiresAt: Date,
): Promise<Map<string, number>> {
  const amounts = new Map<string, number>();
  for (const { key, amount } of hits) amounts.set(key, (amounts.get(key) ?? 0) + amount);
  const rows = [...amounts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, amount]) => ({ key, windowStart, hits: amount, expiresAt }));
  const totals = new Map<string, number>();
  if (rows.length === 0) return totals;
  const returned = await db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + excluded.hits` },
    })
    .returning({ key: rateLimitCounters.key, hits: rateLimitCounters.hits });
  for (const row of returned) totals.set(row.key, row.hits);
  return totals;
}

/**
 * The counting key of a client address. An IPv6 host usually holds a whole /64 and can pick any
 * address in it, so IPv6 is counted per /64; an IPv4-mapped IPv6 address counts as its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups matter here.
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class AnalyticsThrottle {
  private nextPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: AnalyticsRateLimits,
  ) {}

  /** Counts one upload of `events` from `ip` at `at` (ms) and says whether it is over a limit. */
  async check(
    ip: string,
    events: readonly AnalyticsWireEvent[],
    at: number,
  ): Promise<ThrottleVerdict> {
    const { windowMs } = this.limits;
    const start = Math.floor(at / windowMs) * windowMs;
    const windowStart = new Date(start);
    const expiresAt = new Date(start + windowMs);
    await this.prune(at);

    const address = addressKey(ip);
    const uploadsKey = `analytics:ip:${address}:uploads`;
    const eventsKey = `analytics:ip:${address}:events`;
    // The address first, alone: an address already past its limit adds no device rows.
    const byAddress = await countHits(
      this.db,
      [
        { key: uploadsKey, amount: 1 },
        { key: eventsKey, amount: events.length },
      ],
      windowStart,
      expiresAt,
    );
    const uploads = byAddress.get(uploadsKey) ?? 0;
    const addressEvents = byAddress.get(eventsKey) ?? 0;
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - at) / 1000));
    if (uploads > this.limits.uploadsPerAddress || addressEvents > this.limits.eventsPerAddress) {
      return this.refuse(retryAfterSeconds, {
        error: 'Too many requests from this address',
        throttled_address: { uploads, events: addressEvents },
        throttled_devices: {},
        throttled_events: events.map((_event, index) => index),
      });
    }

    // Events without a device id are counted by their address only.
    const deviceKey = (device: string) => `analytics:device:${device}:events`;
    const byDevice = await countHits(
      this.db,
      events.flatMap((event) =>
        event.device_id ? [{ key: deviceKey(event.device_id), amount: 1 }] : [],
      ),
      windowStart,
      expiresAt,
    );
    // A Map, not an object: a device id is caller-chosen (`__proto__`, `constructor` …).
    const over = new Map<string, number>();
    for (const event of events) {
      const device = event.device_id;
      const count = device ? (byDevice.get(deviceKey(device)) ?? 0) : 0;
      if (device && count > this.limits.eventsPerDevice) over.set(device, count);
    }
    if (over.size === 0) return { throttled: false };
    return this.refuse(retryAfterSeconds, {
      error: 'Too many requests for some devices',
      throttled_address: null,
      throttled_devices: Object.fromEntries(over),
      throttled_events: events.flatMap((event, index) =>
        event.device_id && over.has(event.device_id) ? [index] : [],
      ),
    });
  }

  private refuse(
    retryAfterSeconds: number,
    details: Pick<
      AnalyticsThrottledBody,
      'error' | 'throttled_address' | 'throttled_devices' | 'throttled_events'
    >,
  ): ThrottleVerdict {
    return {
      throttled: true,
      retryAfterSeconds,
      body: {
        code: 429,
        ...details,
        window_seconds: Math.round(this.limits.windowMs / 1000),
        limits: {
          uploads_per_address: this.limits.uploadsPerAddress,
          events_per_address: this.limits.eventsPerAddress,
          events_per_device: this.limits.eventsPerDevice,
        },
      },
    };
  }

  /** Deletes finished windows, at most once a window per instance (another may do it too). */
  private async prune(at: number): Promise<void> {
    if (at < this.nextPruneAt) return;
    this.nextPruneAt = at + this.limits.windowMs;
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(at)));
  }
}
