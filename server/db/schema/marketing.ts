// What the marketing site keeps: leads (spec §3) and the campaign attributions of visitors who sign
// up (spec §7).
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './users';

/** Lead record of spec §3: one row per email, a repeat is answered like the first. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    landerSlug: text('lander_slug').notNull(),
    whiteLabelPartnerId: integer('white_label_partner_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_email_key').on(t.email)],
);

/**
 * Campaign parameters a visitor arrived with (spec §7 page-level forwarding), linked to the user
 * who later signs up from the same browser. Only whitelisted keys are kept (contract/attribution).
 */
export const attributions = pgTable(
  'attributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the visitor cookie: the browser, not a person, until sign-up. */
    visitorHash: text('visitor_hash').notNull(),
    landingPath: text('landing_path').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Identifies the exact query so a repeat of the same visit is stored once. */
    queryHash: text('query_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attributions_visit_key').on(t.visitorHash, t.queryHash),
    index('attributions_visitor_idx').on(t.visitorHash),
  ],
);
