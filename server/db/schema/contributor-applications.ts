// Contributor applications: a member asks to become a featured contributor, an operator decides
// (server/services/community/contributor-applications.ts, server/services/ops/
// contributor-applications.ts). Approval sets the member's community_profiles row.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// Relative: drizzle-kit loads this file without the `@/` alias.
import { CONTRIBUTOR_APPLICATION_STATES } from '../../../src/contract/contributor-applications';
import { userRef, users } from './users';

export const contributorApplications = pgTable(
  'contributor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** Plain text, markup stripped (server/services/community/sanitize.ts), as is all below. */
    bio: text('bio').notNull(),
    /** 1–3 sample viewpoints. */
    samples: jsonb('samples').$type<Array<{ title: string; body: string }>>().notNull(),
    /** What they hold and any conflict of interest (the viewpoint guidelines' disclosure). */
    disclosure: text('disclosure').notNull(),
    state: text('state', { enum: CONTRIBUTOR_APPLICATION_STATES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending application per member, kept by the database when two arrive at once.
    uniqueIndex('contributor_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('contributor_applications_user_idx').on(t.userId, t.createdAt),
    index('contributor_applications_state_idx').on(t.state, t.createdAt),
  ],
);
