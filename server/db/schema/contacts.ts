// Contact imports: one row per OAuth-style round trip to a contacts
// provider, so its `state` is single-use, bound to the member and the network, and expires. The
// state is kept only as a hash, and the contacts themselves are never stored (src/contract/contacts.ts).
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// Relative: drizzle-kit loads this file without the `@/` alias.
import { CONTACT_NETWORKS } from '../../../src/contract/contacts';
import { userRef } from './users';

export const contactImports = pgTable(
  'contact_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    network: text('network', { enum: CONTACT_NETWORKS }).notNull(),
    /** sha256 of the state handed to the browser: a leaked table completes no import. */
    stateHash: text('state_hash').notNull(),
    /** CONTACT_IMPORT_TTL_MINUTES after the start, by the app's clock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the import completes (or a completion is attempted): the state is single-use. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contact_imports_state_key').on(t.stateHash),
    index('contact_imports_user_idx').on(t.userId, t.expiresAt),
  ],
);
