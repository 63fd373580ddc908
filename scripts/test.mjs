// `npm test`: the one test command, locally and in CI (.ci/run). Runs every step even when one
// fails, then prints one line: `N passed, N failed`. Static checks count as one test each; vitest
// steps count their tests (from the JSON reporter).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  { name: 'lockfile', cmd: [process.execPath, 'scripts/check-lockfile.mjs'] },
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  // The production build with pre-rendered pages; the browser tests serve it.
  { name: 'build', cmd: [process.execPath, 'scripts/build.mjs'] },
  { name: 'unit', vitest: 'unit' },
  { name: 'api-pglite', vitest: 'api', env: { TEST_DB: 'pglite' } },
  { name: 'api-postgres', vitest: 'api', env: { TEST_DB: 'postgres' } },
  { name: 'browser', vitest: 'e2e' },
];

let passed = 0;
let failed = 0;
const summary = [];
const started = Date.now();

for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const report = join(results, `${step.name}.json`);
  const cmd = step.vitest
    ? [
        bin('vitest'),
        'run',
        '--project',
        step.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]
    : step.cmd;
  const run = spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
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
    if (run.status !== 0 && f === 0) f = 1;
    if (p + f === 0) f = 1; // a step that ran nothing is not a pass
  } else if (run.status === 0) {
    p = 1;
  } else {
    f = 1;
  }
  passed += p;
  failed += f;
  summary.push(
    `${f ? '✗' : '✓'} ${step.name.padEnd(13)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

console.log(`\n${summary.join('\n')}\n(total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
