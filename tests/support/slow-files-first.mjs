// The order test files start in. Vitest's own order, on a fresh clone (no results cache yet), is
// by file size, largest first: the shell-fit file is six lines (its walk lives in
// tests/support/shell-fit.ts) and the slowest browser file, so it started last, a worker ended
// on it, and the run waited ~45 s on a single busy worker. The files below
// start first, in this order (longest first: the short ones then fill both workers to the end);
// every other file follows in vitest's order. JavaScript, so vitest.config.ts imports it by its
// full name; the times are a fresh clone's `npm test` (its slowest-files list).
import { BaseSequencer } from 'vitest/node';

/**
 * Paths from the project's root, slowest first (browser step: 50–75 s each under load). Each
 * project ranks only its own files. The ledger property test (~470 s under load) started 77 s
 * into the PostgreSQL pass, behind two other files, and kept one worker busy to the pass's end;
 * the PGlite pass's operator-cli file (~70 s) started 350 s into its pass.
 */
export const SLOW_FILES = [
  'tests/api/ledger-property.test.ts',
  'tests/api/bad-input-fuzz.test.ts',
  'tests/api/operator-cli.test.ts',
  'tests/api/orders-input.test.ts',
  'tests/e2e/shell-fit.test.ts',
  'tests/e2e/live-account-application.test.ts',
  'tests/e2e/community.test.ts',
  'tests/e2e/funding.test.ts',
  'tests/e2e/thoughts.test.ts',
  'tests/e2e/marketing-pages.test.ts',
  'tests/e2e/offline.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    const rank = (spec) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: unlisted files keep vitest's order among themselves.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
