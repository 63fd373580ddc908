// Test projects (CONTRIBUTING.md): unit tests beside the code, the API suite (all of it on a real
// PostgreSQL that tests/support/pg-global-setup.ts starts, a subset of it on PGlite), and browser
// tests.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PGLITE_SUBSET_FILES } from './tests/support/pglite-subset.mjs';
import { SlowFilesFirst } from './tests/support/slow-files-first.mjs';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@marketing/': fileURLToPath(new URL('./marketing/', import.meta.url)),
  '@server/': fileURLToPath(new URL('./server/', import.meta.url)),
};

/** Browser-test files run at once (scripts/test.mjs sets it per step). */
const E2E_WORKERS = process.env.E2E_WORKERS === '2' ? 2 : 1;

/**
 * The API files of this run: every one, or with API_SUBSET=pglite (npm test's PGlite pass) the
 * files that prove PGlite for each feature (tests/support/pglite-subset.mjs says which and why).
 * Files named on the command line narrow either.
 */
function apiFiles(): string[] {
  const subset = process.env.API_SUBSET;
  if (!subset) return ['tests/api/**/*.test.ts'];
  if (subset === 'pglite') return PGLITE_SUBSET_FILES;
  throw new Error(`API_SUBSET=${subset}: the one subset is "pglite"`);
}

export default defineConfig({
  resolve: { alias },
  test: {
    // The slowest files start first (tests/support/slow-files-first.mjs says why).
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'marketing/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
          ],
          // Component tests (`*.component.test.tsx`) choose happy-dom in their first line; the setup
          // unmounts what each test rendered (CONTRIBUTING "Running the tests").
          environment: 'node',
          setupFiles: ['tests/support/component-setup.ts'],
          // One module graph per worker, as in the other projects: re-importing it for each of
          // the ~120 files was 60 % of the step's CPU (41 → 16 core-s). Vitest still gives each
          // file its own environment; a test file restores the globals it replaces (afterAll),
          // and state a module keeps must not decide a test's outcome (checked with
          // `--sequence.shuffle.files`).
          isolate: false,
          // npm test runs the unit tests beside the build, typecheck and lint on 2 cores: a
          // CPU-heavy test (five years of prices for every security) took 7 s there.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: apiFiles(),
          globalSetup: ['tests/support/pg-global-setup.ts'],
          // A limit for a hung test, not a speed target: the heaviest sweeps take ~20 s beside
          // the browser tests on two cores, and a slower machine must not turn them red.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // One module graph per worker instead of one per file: the server's import took ~150 s
          // of each API pass. Process-wide state is reset per file by api-file-setup.ts.
          isolate: false,
          setupFiles: ['tests/support/api-file-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll's own default (1 s) is too short for a browser on a shared 2-core machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // E2E_WORKERS=2 runs two files at once (npm test does, for all but the market files,
          // whose timing-sensitive screens flaked two at a time on this 2-core machine: they run
          // after, one at a time). Default: one file at a time.
          maxWorkers: E2E_WORKERS,
          fileParallelism: E2E_WORKERS > 1,
          // One module graph per worker, as in the API project: each file's import of
          // playwright-core and the route table cost ~0.5 s of CPU. Files keep no state in
          // modules they share (tests/support holds counters and constants only).
          isolate: false,
        },
      },
    ],
  },
});
