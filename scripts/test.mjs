// `npm test`: the one test command, locally and in CI (.ci/run). Runs every step even when one
// fails, then prints one line: `N passed, N failed`. Static checks count as one test each; vitest
// steps count their tests (from the JSON reporter).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  { name: 'lockfile', cmd: [process.execPath, 'scripts/check-lockfile.mjs'] },
  // The static checks, the build and the unit tests run side by side (`together`): each is
  // mostly one busy thread, so on 2 cores they take about half as long as one after another.
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'], together: 'checks' },
  {
    name: 'format',
    cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'],
    together: 'checks',
  },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'], together: 'checks' },
  // The production build with pre-rendered pages; the browser tests serve it.
  { name: 'build', cmd: [process.execPath, 'scripts/build.mjs'], together: 'checks' },
  { name: 'unit', vitest: 'unit', together: 'checks' },
  // Deterministic size budgets of the build just made (issue 10/10): gzip of what `/` and the app
  // shell load at once, and of the largest chunk.
  { name: 'budgets', cmd: [process.execPath, 'scripts/check-bundle-budgets.mjs'] },
  // The two API passes run side by side (`together`): PGlite is CPU-bound in this process,
  // PostgreSQL waits on its server. Every API file runs on PostgreSQL; on PGlite the files that
  // prove it for each feature (API_SUBSET=pglite: tests/support/pglite-subset.mjs says which, why).
  {
    name: 'api-pglite',
    vitest: 'api',
    env: { TEST_DB: 'pglite', API_SUBSET: 'pglite' },
    together: 'api',
  },
  // API_SUBSET empty: every file, whatever the caller's environment says.
  {
    name: 'api-postgres',
    vitest: 'api',
    env: { TEST_DB: 'postgres', API_SUBSET: '' },
    together: 'api',
  },
  // Two browser-test files at a time, then the market files (timing-sensitive) one at a time.
  {
    name: 'browser',
    vitest: 'e2e',
    args: ['--exclude', 'tests/e2e/market.test.ts', '--exclude', 'tests/e2e/market-a11y.test.ts'],
    env: { E2E_WORKERS: '2' },
  },
  {
    name: 'browser-market',
    vitest: 'e2e',
    args: ['tests/e2e/market.test.ts', 'tests/e2e/market-a11y.test.ts'],
  },
];

let passed = 0;
let failed = 0;
const summary = [];
const started = Date.now();

function commandOf(step, report) {
  return step.vitest
    ? [
        bin('vitest'),
        'run',
        '--project',
        step.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...(step.args ?? []),
      ]
    : step.cmd;
}

const envOf = (step) => ({ ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : '1' });

/** Counts a finished step's tests (vitest's JSON report) or the command's exit status. */
function tally(step, report, status, t0) {
  let p = 0;
  let f = 0;
  if (step.vitest && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    p = json.numPassedTests;
    f = json.numFailedTests;
    // A file that failed to load has no tests to count: count the file.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    f += brokenFiles;
    if (status !== 0 && f === 0) f = 1;
    if (p + f === 0) f = 1; // a step that ran nothing is not a pass
  } else if (status === 0) {
    p = 1;
  } else {
    f = 1;
  }
  passed += p;
  failed += f;
  summary.push(
    `${f ? '✗' : '✓'} ${step.name.padEnd(14)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** Steps of one `together` group run at once; each one's output is printed when it ends. */
async function runTogether(group) {
  const t0 = Date.now();
  console.log(`\n▶ ${group.map((step) => step.name).join(' + ')} (side by side)`);
  const runs = group.map((step) => {
    const report = join(results, `${step.name}.json`);
    const log = join(results, `${step.name}.log`);
    const cmd = commandOf(step, report);
    const out = openSync(log, 'w');
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: envOf(step),
    });
    const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    return { step, report, log, done, out };
  });
  for (const run of runs) {
    const status = await run.done;
    closeSync(run.out);
    console.log(`\n▶ ${run.step.name}`);
    process.stdout.write(readFileSync(run.log, 'utf8'));
    tally(run.step, run.report, status, t0);
  }
}

for (let i = 0; i < steps.length; i++) {
  const step = steps[i];
  if (step.together) {
    const group = steps.filter((other) => other.together === step.together);
    await runTogether(group);
    i += group.length - 1;
    continue;
  }
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const report = join(results, `${step.name}.json`);
  const cmd = commandOf(step, report);
  const run = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: envOf(step) });
  tally(step, report, run.status, t0);
}

console.log(`\n${summary.join('\n')}\n(total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
