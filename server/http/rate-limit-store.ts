// The per-route limits of @fastify/rate-limit (the auth routes' attempts per address, route.ts
// `rateLimit`) counted in PostgreSQL (DESIGN.md "rate limits counted in PostgreSQL"), so every
// instance on one database shares them: ten instances do not give an address ten times the
// attempts. As the plugin's own memory store counts: a window starts at an address's first hit on
// the route and lasts `timeWindow`; each hit is one atomic upsert, so two instances counting at
// once cannot both take the last attempt.
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { routeRateLimits } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows that ended are deleted at most this often, by whichever instance counts next. */
const PRUNE_EVERY_MS = 60_000;

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextPruneAt = 0;

  async function count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const at = Date.now();
    if (at >= nextPruneAt) {
      nextPruneAt = at + PRUNE_EVERY_MS;
      await db.delete(routeRateLimits).where(lt(routeRateLimits.resetsAt, new Date(at)));
    }
    const now = new Date(at).toISOString();
    const ended = sql`${routeRateLimits.resetsAt} <= ${now}::timestamptz`;
    const [row] = await db
      .insert(routeRateLimits)
      .values({ key, hits: 1, resetsAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: routeRateLimits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${routeRateLimits.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${routeRateLimits.resetsAt} END`,
        },
      })
      .returning({ hits: routeRateLimits.hits, resetsAt: routeRateLimits.resetsAt });
    if (!row) throw new Error('rate-limit upsert returned no row');
    return { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - at) };
  }

  class PostgresStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    // The plugin constructs the store with its options, then asks a child of it per route.
    constructor(options: FastifyRateLimitOptions | string) {
      this.namespace = typeof options === 'string' ? options : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(`${this.namespace}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged options with the route as `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresStore(`${String(route?.method)} ${String(route?.url)} `);
    }
  }
  return PostgresStore;
}
