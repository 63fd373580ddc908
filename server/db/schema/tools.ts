// AI analyst tools (spec §1 "AI analyst tools"): a member's saved screens.
// The criteria are the screener's query (src/contract/tools.ts), validated on every write.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { userRef } from './users';

export const savedScreens = pgTable(
  'saved_screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_screens_user_name_key').on(t.userId, t.name),
    index('saved_screens_user_idx').on(t.userId),
  ],
);
