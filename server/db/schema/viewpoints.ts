// Viewpoints: featured contributors publish for their subscribers. A subscription is a paid
// purchase made through the payment interface (server/services/payments); a subscription row is
// only made by that flow (or a test), and everything else here works without it: publishing,
// reading, the locked state for non-subscribers, and managing subscriptions.
import {
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { userRef } from './users';

export const viewpoints = pgTable(
  'viewpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contributorId: userRef('contributor_id'),
    title: text('title').notNull(),
    /** Plain text, markup stripped (server/services/community/sanitize.ts). */
    body: text('body').notNull(),
    /** Locked for everyone but the contributor's subscribers. */
    subscriberOnly: boolean('subscriber_only').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('viewpoints_contributor_idx').on(t.contributorId, t.id)],
);

export const viewpointSubscriptions = pgTable(
  'viewpoint_subscriptions',
  {
    subscriberId: userRef('subscriber_id'),
    contributorId: userRef('contributor_id'),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The end of the paid period: a cancelled subscription still reads until then. Null for rows
     * from before payments existed (treated as open-ended).
     */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.contributorId] }),
    index('viewpoint_subscriptions_contributor_idx').on(t.contributorId),
  ],
);
