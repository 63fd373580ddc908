// Analytics events as uploaded (spec §7 analytics upload).
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Analytics events as uploaded (spec §7 analytics upload), each stored whole. `dedupe_key` makes
 * a re-sent batch harmless: the insert_id, or device id + event id + client time for an event
 * without one. Written by the public ingest (POST /analytics), so there is no user scope.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The public project key the batch came with (`client`). */
    apiKey: text('api_key').notNull(),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    /** The client's clock (`time`), when the event has one. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * True when `user_id` was the signed-in user of the upload's session cookie. Anyone may post
     * any user_id to the public ingest, so only these rows can be attributed to a person.
     */
    userVerified: boolean('user_verified').notNull().default(false),
  },
  (t) => [
    uniqueIndex('analytics_events_dedupe_key').on(t.dedupeKey),
    index('analytics_events_type_time_idx').on(t.eventType, t.eventTime),
    index('analytics_events_user_idx').on(t.userId),
  ],
);
