// The operators' audit log (DESIGN.md "Operators"): every action an operator takes in the /ops
// console or with `npm run ops`, who took it, on what, and when. Rows are only ever added.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './users';

export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The operator; null for the command line (`npm run ops`), which has no account. */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `support.reply`, `operator.grant`. */
    action: text('action').notNull(),
    /** What it was done to: a kind and an id (`support_request`, its id). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What an auditor needs besides: the new status, the reply's length. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt)],
);
