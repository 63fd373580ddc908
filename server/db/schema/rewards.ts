// Rewards: reward cards a member turns over (the prize is drawn on the server
// when the card is revealed) and redemptions of the reward balance into an account's cash. The
// balance itself is a ledger account (`user:<id>:rewards`), never a stored number.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { accountRef, ledgerTransactions } from './ledger';
import { userRef } from './users';

export const REWARD_SOURCES = ['referral', 'lesson', 'promotion'] as const;
export const REWARD_CARD_STATUSES = ['unopened', 'revealed'] as const;

export const rewardCards = pgTable(
  'reward_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    source: text('source', { enum: REWARD_SOURCES }).notNull(),
    /** What earned it: for a referral the referred member's id, so one card per referred person. */
    reference: text('reference').notNull(),
    status: text('status', { enum: REWARD_CARD_STATUSES }).notNull().default('unopened'),
    /** Drawn on the server at reveal time from the prize table (null while unopened). */
    prizeCents: bigint('prize_cents', { mode: 'number' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_cards_source_key').on(t.source, t.reference),
    index('reward_cards_user_idx').on(t.userId, t.createdAt),
  ],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    accountId: accountRef('account_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_idempotency_key').on(t.userId, t.idempotencyKey),
    index('reward_redemptions_user_idx').on(t.userId, t.createdAt),
    check('reward_redemptions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
