// Checks the PGlite subset (tests/support/pglite-subset.mjs) against the whole API suite: runs
// every API file on PGlite with PGLITE_SQL_LOG (tests/support/pglite-sql-log.ts), then lists the
// transactions (by the server function that opens them) and row-locking statements in them that
// the suite makes PGlite run and no file of the subset does, and how many of the suite's distinct
// statements the subset sends. Exits 1 when a transaction or a lock is missing. Takes as long as
// the whole API suite on PGlite: run it after adding a transaction to server/ or changing the list.
//   npm run check:pglite-subset                 the log: test-results/pglite-sql.log
//   npm run check:pglite-subset -- --no-run     read the last run's log again
//   … -- --statements                           also list the statements the subset misses
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGLITE_SUBSET } from '../tests/support/pglite-subset.mjs';

const root = new URL('..', import.meta.url).pathname;
const log = join(root, 'test-results', 'pglite-sql.log');
if (!process.argv.includes('--no-run')) {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  rmSync(log, { force: true });
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', 'api', '--reporter=dot'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: 'pglite', API_SUBSET: '', PGLITE_SQL_LOG: log },
    },
  );
  if (run.status !== 0) console.warn('\nThe API suite failed: the figures below may be short.');
}

/** kind → what → the files that make PGlite do it. */
const seen = { transaction: new Map(), lock: new Map(), sql: new Map() };
for (const line of readFileSync(log, 'utf8').split('\n')) {
  const [file, kind, what] = line.split('\t');
  if (!what || !seen[kind]) continue;
  if (!seen[kind].has(what)) seen[kind].set(what, new Set());
  seen[kind].get(what).add(file);
}

const subset = new Set(PGLITE_SUBSET.map((entry) => entry.file));
const missing = (kind) =>
  [...seen[kind]].filter(([, files]) => ![...files].some((file) => subset.has(file)));
const count = (kind) => `${seen[kind].size - missing(kind).length} of ${seen[kind].size}`;

console.log(
  `\nThe PGlite subset (${subset.size} files) reaches, of what the whole API suite does:`,
);
console.log(`  transactions      ${count('transaction')}`);
console.log(`  locking statements ${count('lock')}`);
console.log(`  distinct SQL      ${count('sql')}`);
let failed = false;
for (const kind of ['transaction', 'lock']) {
  for (const [what, files] of missing(kind)) {
    failed = true;
    console.log(`✗ ${kind} ${what}: only in ${[...files].sort().join(', ')}`);
  }
}
if (process.argv.includes('--statements')) {
  for (const [what, files] of missing('sql')) {
    console.log(`  statement only in ${[...files].sort().join(', ')}: ${what.slice(0, 160)}`);
  }
}
process.exit(failed ? 1 : 0);
