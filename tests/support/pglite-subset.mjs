// The API test files `npm test` runs on PGlite; every API file runs on PostgreSQL
// (scripts/test.mjs, `API_SUBSET=pglite` in vitest.config.ts). JavaScript, so that the config
// imports it by its full name (Vite's native config loader warns about an extensionless import);
// its types are in pglite-subset.d.mts.
//
// Why a subset is enough: PGlite is PostgreSQL itself, compiled to WebAssembly, so a query means
// the same on both and the rules checked through it need checking once, on the real server, where
// requests also run side by side. What only PGlite can get wrong is what is particular to it:
//   - one connection in the process: PGlite runs a query only when no transaction is open, so a
//     query sent through `db` instead of `tx` inside a transaction waits forever on PGlite (and
//     passes on PostgreSQL, from another pooled connection); row locks (FOR UPDATE, FOR NO KEY
//     UPDATE, SKIP LOCKED in the jobs) meet no other session;
//   - its data directory: on disk under DATA_DIR, locked against a second process, opened by the
//     operator commands; the tests' in-memory copies start from a dumped snapshot;
//   - its own PostgreSQL version and build, for the SQL each feature sends (JSON columns, upserts,
//     date arithmetic, aggregates).
// So the list holds, for each feature area, the files that reach its write paths: together they
// open every `db.transaction` of server/ that the whole API suite opens on PGlite (57, with their
// 48 row-locking statements), and send 493 of the 552 distinct SQL statements the whole suite
// sends PGlite. The other 59 are test helpers' own statements, other VALUES lengths of the
// analytics insert, and plain reads and writes of files left out because every transaction and
// lock they reach, a listed file reaches too (the log-in throttle, sessions, contact imports,
// referrals, sells, transfers, membership periods, positions, the operator's identity review,
// whose decision the identity job's file applies through the same function): the same SQL means
// the same on both engines, and those files were a third of this pass's time.
// `npm run check:pglite-subset` measures that (the whole suite on PGlite with
// tests/support/pglite-sql-log.ts) and fails naming a transaction no listed file opens: run it
// after adding a transaction to server/. Plus the files whose tests run on PGlite only (a runIf
// on the database kind), which tests/api/pglite-subset.test.ts requires here.
// A new feature area gets a file here (the guard test fails until every area has one).

/** @type {readonly string[]} */
export const FEATURE_AREAS = [
  'database',
  'operator',
  'auth',
  'accounts',
  'orders',
  'portfolio',
  'funding',
  'recurring-deposits',
  'live-accounts',
  'documents',
  'community',
  'demo-seed',
  'learn',
  'market',
  'tools',
  'analytics',
  'content',
  'payments',
  'rewards',
  'support',
  'marketing',
  'notifications',
];

/** @type {ReadonlyArray<{ area: string, file: string, why: string }>} file: under tests/api/. */
export const PGLITE_SUBSET = [
  {
    area: 'database',
    file: 'conventions.test.ts',
    why: 'the run is on the engine TEST_DB asked for, from the migrated snapshot',
  },
  {
    area: 'database',
    file: 'prepared-statements.test.ts',
    why: "a statement composed once runs on a transaction's own connection (PGlite's Transaction, not the database: a query beside an open transaction waits forever there)",
  },
  {
    area: 'operator',
    file: 'ops.test.ts',
    why: "the console's reply (its transaction: the reply, the status, the notice, the audit record) and granting the operator mark (its transaction)",
  },
  {
    area: 'operator',
    file: 'ops-identity.test.ts',
    why: "the console's identity decision (its transaction: the decision, the notice, the audit record)",
  },
  {
    area: 'operator',
    file: 'ops-moderation.test.ts',
    why: "the console's moderation of a reported post (its transaction: the post's row lock, the decision, the audit record)",
  },
  {
    area: 'operator',
    file: 'ops-content.test.ts',
    why: "the console's content save (its transaction: the document's upsert and the audit record)",
  },
  {
    area: 'operator',
    file: 'contributor-applications.test.ts',
    why: "a contributor application's decision in the console (its transaction: the application's row lock, the profile's upsert, the notice, the audit record) and the one-pending unique index",
  },
  {
    area: 'operator',
    file: 'operator-cli.test.ts',
    why: 'the operator command on a PGlite DATA_DIR on disk, and the data directory lock (PGlite only)',
  },
  {
    area: 'auth',
    file: 'password-reset.test.ts',
    why: 'a reset link redeemed once: the new password and every session ended (its transaction); sign-up (its transaction) and log-in, as every file here signs people up',
  },
  {
    area: 'auth',
    file: 'email-verification.test.ts',
    why: 'the sign-up mail (its link kept in a transaction), confirming it once (its transaction), and an address confirmed on one account only (the partial unique index)',
  },
  {
    area: 'auth',
    file: 'auth-logout-pairs.test.ts',
    why: 'redeeming a one-time sign-in pair (its transaction), ended by log-out',
  },
  {
    area: 'accounts',
    file: 'accounts.test.ts',
    why: 'choosing the account type (its transaction), onboarding answers',
  },
  {
    area: 'accounts',
    file: 'account-settings.test.ts',
    why: 'profile, email change, password change, live details, closing: one transaction each',
  },
  {
    area: 'accounts',
    file: 'user-properties.test.ts',
    why: 'experiment groups (an upsert) and the employee flag',
  },
  {
    area: 'orders',
    file: 'orders-finance.test.ts',
    why: 'placing, matching (SKIP LOCKED), canceling and expiring orders under row locks',
  },
  {
    area: 'orders',
    file: 'orders-input.test.ts',
    why: 'idempotent placement, and the paper-account reset (its transaction)',
  },
  {
    area: 'portfolio',
    file: 'portfolio-history.test.ts',
    why: 'equity history and transaction history (date arithmetic, aggregates)',
  },
  {
    area: 'funding',
    file: 'funding-bank-accounts.test.ts',
    why: 'linking, verifying, renaming and removing bank accounts (a transaction each)',
  },
  {
    area: 'funding',
    file: 'funding-acat.test.ts',
    why: 'ACAT transfers moving (SKIP LOCKED, a transaction a step: positions upserted, cash posted)',
  },
  {
    area: 'recurring-deposits',
    file: 'recurring-deposits-job.test.ts',
    why: 'the scheduler job (SKIP LOCKED), creating and canceling schedules',
  },
  {
    area: 'recurring-deposits',
    file: 'recurring-deposits.test.ts',
    why: 'schedules through the API, editing one (its transaction)',
  },
  {
    area: 'live-accounts',
    file: 'live-accounts-application.test.ts',
    why: 'application steps, submission and trusted contact (a transaction each)',
  },
  {
    area: 'live-accounts',
    file: 'live-accounts-identity.test.ts',
    why: "the identity provider's decision applied by its job (its transaction, SKIP LOCKED), the one the operator's review applies too",
  },
  {
    area: 'notifications',
    file: 'notifications-delivery.test.ts',
    why: 'a notification mailed by the delivery job (its transaction, SKIP LOCKED)',
  },
  {
    area: 'notifications',
    file: 'notifications-push.test.ts',
    why: 'a notification pushed by the delivery job (taken in its transaction with SKIP LOCKED, sent after the commit), devices kept per session',
  },
  {
    area: 'documents',
    file: 'live-accounts-documents.test.ts',
    why: 'storing an uploaded document (its transaction)',
  },
  {
    area: 'documents',
    file: 'documents.test.ts',
    why: 'monthly statements read from the ledger and the fills',
  },
  {
    area: 'community',
    file: 'community-posts.test.ts',
    why: 'ideas, thoughts, votes and reports (a transaction each), karma',
  },
  {
    area: 'community',
    file: 'community-privacy.test.ts',
    why: 'following (its transaction) and the privacy filters of every feed',
  },
  {
    area: 'community',
    file: 'community-social.test.ts',
    why: 'share links, invitations (ON CONFLICT DO NOTHING) and referral codes',
  },
  {
    area: 'community',
    file: 'community-replies.test.ts',
    why: 'replies (their transaction, the reply count, mentions and notices), handles',
  },
  {
    area: 'demo-seed',
    file: 'demo-seed.test.ts',
    why: 'the demo community a fresh install seeds (its transaction), once',
  },
  {
    area: 'learn',
    file: 'learn-seeded.test.ts',
    why: 'the seeded course, and completing a lesson (its transaction, FOR UPDATE)',
  },
  {
    area: 'market',
    file: 'market-watchlist.test.ts',
    why: 'watchlist and interests (its transaction)',
  },
  {
    area: 'tools',
    file: 'tools-screener.test.ts',
    why: 'the screener, and saved screens (their transaction)',
  },
  {
    area: 'analytics',
    file: 'analytics-abuse.test.ts',
    why: 'storing events (its transaction) and the throttle counters in SQL',
  },
  {
    area: 'content',
    file: 'content.test.ts',
    why: 'content documents (JSON) seeded and written by the editor',
  },
  {
    area: 'payments',
    file: 'payments-viewpoints.test.ts',
    why: 'viewpoint subscriptions (their transaction)',
  },
  {
    area: 'rewards',
    file: 'rewards-redemptions.test.ts',
    why: 'revealing cards and redeeming rewards (transactions, row locks)',
  },
  {
    area: 'support',
    file: 'support.test.ts',
    why: 'support requests, idempotent, priority from the membership',
  },
  {
    area: 'marketing',
    file: 'lead.test.ts',
    why: 'the lead record',
  },
  {
    area: 'marketing',
    file: 'attribution.test.ts',
    why: 'campaign attribution (a JSON column, ON CONFLICT DO NOTHING)',
  },
];

/** The subset as vitest `include` patterns (paths from the repository root). */
export const PGLITE_SUBSET_FILES = PGLITE_SUBSET.map((entry) => `tests/api/${entry.file}`);
