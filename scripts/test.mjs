// `npm test`: the one test command, locally and in CI (.ci/run). Installs what the machine lacks
// (scripts/test-machine.mjs), then runs every step, each as soon as the steps it waits for have
// ended (`after`), even when one fails; prints each step's output as it ends, the slowest test
// files, and one last line: `N passed, N failed`. Static checks count as one test each; vitest
// steps count their tests (from the JSON reporter).
//
// Which steps overlap is chosen for a 2-core machine (CONTRIBUTING "Running the tests" has the
// costs): the static checks, the build and the unit tests side by side (each mostly one busy
// thread); then the browser tests, which need the build, beside the API suite.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative } from 'node:path';
import { prepareMachine } from './test-machine.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
// The API steps wait for these only to spare the browser step, the longest: started beside it,
// right after the build, they made it ~20 s longer (measured). Not for the unit tests, which
// made the API steps, and browser-serial after them, late.
const STATIC_CHECKS = ['typecheck+lint', 'format'];
// The browser steps' database templates: made by the first, used by the second
// (tests/support/e2e-global-setup.ts), removed at the end.
const e2eTemplates = join(results, 'e2e-templates');
// The market files run one at a time in a step of their own (browser-serial), once the PGlite
// pass is done: their timing-sensitive screens flaked two at a time beside the API suite. Only
// they: four more files (blog, accounts, rewards, recurring deposits) once filled the step to the
// end of the run, but with the PGlite pass shorter the step ended last, alone on one core for
// over a minute of a fresh clone's run (647 s); they run two at a time in the browser step now.
const ONE_AT_A_TIME = ['tests/e2e/market.test.ts', 'tests/e2e/market-a11y.test.ts'];

const steps = [
  { name: 'lockfile', cmd: [process.execPath, 'scripts/check-lockfile.mjs'], after: [] },
  // tsc's check and ESLint (its type-aware rules and import cycles among them) on one TypeScript
  // program: two programs cost ~35 core-seconds more. One thread the API steps wait for, so it
  // runs at a higher priority where the machine allows (as root): among the other steps it got a
  // third of a core and ended at ~165 s instead of ~60 s.
  {
    name: 'typecheck+lint',
    cmd: [process.execPath, 'scripts/check-types.mjs'],
    after: [],
    priority: -5,
  },
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'], after: [] },
  // Unused files, exports and dependencies, binaries and imports nothing provides (knip.json
  // says where the entry points are and what it checks).
  { name: 'knip', cmd: [bin('knip'), '--no-progress'], after: [] },
  { name: 'unit', vitest: 'unit', after: [] },
  // The production build (PWA, pre-rendered pages, server); the browser tests serve it.
  { name: 'build', cmd: [process.execPath, 'scripts/build.mjs'], after: [] },
  // Deterministic size budgets of the build just made: gzip of what `/` and the app shell load
  // at once, and of the largest chunk.
  {
    name: 'budgets',
    cmd: [process.execPath, 'scripts/check-bundle-budgets.mjs'],
    after: ['build'],
  },
  // The whole API suite on PostgreSQL, and on PGlite the files that prove the embedded database
  // for each feature (API_SUBSET=pglite: tests/support/pglite-subset.mjs says which and why).
  // API_SUBSET empty: every file, whatever the caller's environment says.
  {
    name: 'api-postgres',
    vitest: 'api',
    env: { TEST_DB: 'postgres', API_SUBSET: '' },
    after: STATIC_CHECKS,
  },
  {
    name: 'api-pglite',
    vitest: 'api',
    env: { TEST_DB: 'pglite', API_SUBSET: 'pglite' },
    after: STATIC_CHECKS,
  },
  // Two browser-test files at a time, from the build on; the files of ONE_AT_A_TIME in a step
  // of their own, once the PGlite pass is done.
  {
    name: 'browser',
    vitest: 'e2e',
    args: ONE_AT_A_TIME.flatMap((file) => ['--exclude', file]),
    env: { E2E_WORKERS: '2', E2E_TEMPLATES_DIR: e2eTemplates },
    after: ['build'],
  },
  {
    name: 'browser-serial',
    vitest: 'e2e',
    args: ONE_AT_A_TIME,
    env: { E2E_SHARED_SERVERS: 'false', E2E_TEMPLATES_DIR: e2eTemplates },
    after: ['build', 'api-pglite'],
  },
];

let passed = 0;
let failed = 0;
let totalCpuSeconds = 0;
const summary = [];
const started = Date.now();

/**
 * The whole machine's busy, idle and stolen core-seconds so far (/proc/stat, Linux; null
 * elsewhere): the steps' figures leave out whatever else runs and any process orphaned before its
 * parent waited for it (measured: ~600 core-s of a 1,750 core-s run), idle time says the run
 * waited, and stolen time is the host's: a shared virtual machine's slow hours.
 */
function machineTimes() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    // USER_HZ: 100 ticks a second. Steal: the host ran another machine while this one had work.
    return {
      busy: (user + nice + system + irq + softirq) / 100,
      idle: (idle + iowait) / 100,
      stolen: steal / 100,
    };
  } catch {
    return null;
  }
}
const machineAtStart = machineTimes();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

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
function tally(step, report, status, ms, cpuSeconds) {
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
  totalCpuSeconds += cpuSeconds;
  summary.push(
    `${f ? '✗' : '✓'} ${step.name.padEnd(14)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${seconds(ms).padStart(8)}  ${cpuSeconds.toFixed(0).padStart(5)} core-s`,
  );
}

/** Runs one step with its output in a log file, printed when it ends. */
async function runStep(step) {
  const t0 = Date.now();
  const report = join(results, `${step.name}.json`);
  const log = join(results, `${step.name}.log`);
  const cpu = join(results, `${step.name}.cpu`);
  // Through bash, whose `times` adds up the CPU of the step's every process (each reaped by its
  // parent): the machine is 99 % busy through a run, so core-seconds, not wall time, say what a
  // step costs.
  const cmd = [
    'bash',
    '-c',
    '"$@"; status=$?; times > "$CPU_TIMES_FILE"; exit $status',
    'bash',
    ...commandOf(step, report),
  ];
  const out = openSync(log, 'w');
  console.log(`▶ ${step.name} started at ${seconds(t0 - started)}`);
  const status = await new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...envOf(step), CPU_TIMES_FILE: cpu },
    });
    if (step.priority) {
      try {
        setPriority(child.pid, step.priority);
      } catch {
        // Not permitted (not root): it runs at the normal priority, only later.
      }
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  closeSync(out);
  console.log(`\n▶ ${step.name} (ended at ${seconds(Date.now() - started)})`);
  process.stdout.write(readFileSync(log, 'utf8'));
  tally(step, report, status, Date.now() - t0, coreSeconds(cpu));
}

/**
 * Core-seconds (user + system) of a step's processes, from bash's `times` ("0m1.5s 0m0.2s"), and
 * of the PostgreSQL servers it started, which pg_ctl puts outside the process tree: each adds its
 * own figure to `<file>.postgres` when it stops (tests/support/postgres-server.ts).
 */
function coreSeconds(file) {
  if (!existsSync(file)) return 0;
  const children = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const own = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, m, s]) => sum + Number(m) * 60 + Number(s),
    0,
  );
  const servers = existsSync(`${file}.postgres`)
    ? readFileSync(`${file}.postgres`, 'utf8').split('\n').filter(Boolean).map(Number)
    : [];
  return own + servers.reduce((sum, value) => sum + value, 0);
}

/** Starts each step once every step it waits for has ended. */
async function runAll() {
  const done = new Map();
  const ended = (name) => {
    const promise = done.get(name);
    if (!promise) throw new Error(`scripts/test.mjs: no step named ${name}`);
    return promise;
  };
  for (const step of steps) {
    done.set(
      step.name,
      Promise.resolve().then(async () => {
        await Promise.all(step.after.map(ended));
        await runStep(step);
      }),
    );
  }
  await Promise.all(done.values());
}

/** The ten slowest test files of the run, so the next slowdown has a name. */
function slowestFiles() {
  const files = steps
    .filter((step) => step.vitest)
    .flatMap((step) => {
      const report = join(results, `${step.name}.json`);
      if (!existsSync(report)) return [];
      const json = JSON.parse(readFileSync(report, 'utf8'));
      return json.testResults.map((file) => ({
        step: step.name,
        file: relative(root, file.name),
        ms: file.endTime - file.startTime,
      }));
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return files.map(
    ({ step, file, ms }) => `${seconds(ms).padStart(8)}  ${step.padEnd(14)} ${file}`,
  );
}

/**
 * Each failed test with the first lines of its message, printed last beside the tally: the CI
 * shows only the end of a run's output, and a failure reported 20 minutes earlier in a browser
 * step's log would otherwise leave only its count.
 */
function failedTests() {
  return steps
    .filter((step) => step.vitest)
    .flatMap((step) => {
      const report = join(results, `${step.name}.json`);
      if (!existsSync(report)) return [];
      const json = JSON.parse(readFileSync(report, 'utf8'));
      return json.testResults.flatMap((file) => {
        const where = `${step.name} ${relative(root, file.name)}`;
        const failures = file.assertionResults.filter((test) => test.status === 'failed');
        if (failures.length === 0 && file.status === 'failed') {
          // vitest's JSON report leaves a failed hook's error out (an empty message).
          const why =
            file.message ||
            'a beforeAll or afterAll hook failed: its error is in the log above, under FAIL';
          return [`✗ ${where}\n${excerpt(why)}`];
        }
        return failures.map(
          (test) => `✗ ${where} > ${test.fullName}\n${excerpt(test.failureMessages.join('\n'))}`,
        );
      });
    });
}

const excerpt = (message = '') =>
  message
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 200)}`)
    .join('\n');

/** What the machine did during the run beside the steps' own figures. */
function machineLine() {
  const now = machineTimes();
  if (!machineAtStart || !now) return '';
  const [busy, idle, stolen] = ['busy', 'idle', 'stolen'].map((key) =>
    (now[key] - machineAtStart[key]).toFixed(0),
  );
  return `; the machine: ${busy} core-s busy, ${idle} idle, ${stolen} taken by the host`;
}

const machine = prepareMachine();
if (machine) {
  console.error(`npm test: ${machine}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await runAll();
rmSync(e2eTemplates, { recursive: true, force: true });
console.log(`\nSlowest test files:\n${slowestFiles().join('\n')}`);
const failures = failedTests();
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(
  `\n${summary.join('\n')}\n(total ${seconds(Date.now() - started)}, ${totalCpuSeconds.toFixed(0)} core-s${machineLine()})`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
