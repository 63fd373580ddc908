// What every server instance shares: secrets and the fixed-window rate-limit counters.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

/** Secrets shared by every instance (the CSRF key), created on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window request counters shared by every server instance (DESIGN.md "rate limits counted
 * in PostgreSQL"): one row per key and window, incremented with an atomic upsert. Keys are
 * namespaced by their user (`analytics:ip:…`). Rows past `expires_at` are pruned as windows pass.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The per-route request limits (the auth routes' per-address limits, `defineRoute`'s `rateLimit`),
 * shared by every instance: one row per route and address, whose window starts at its first hit
 * and ends at `resets_at`, counted with an atomic upsert (http/rate-limit-store.ts).
 */
export const routeRateLimits = pgTable(
  'route_rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('route_rate_limits_resets_idx').on(t.resetsAt)],
);
