// The real server (server/main.ts, through tsx: `npm start` runs the same code bundled into
// dist-server/, which tests/api/server-bundle.test.ts starts) as a child process on PostgreSQL,
// for the fault suite: the test can SIGKILL it, start it again on the same database, and see
// whether it is still alive after PostgreSQL went away. No dist/ is needed: without a build the
// server answers the API only (server/http/static.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * How long a start may take: tsx compiles the server on a cold cache and the migrations run on a
 * fresh database; on a loaded 2-core machine that has passed 45 s. Tests that start servers give
 * their hook or test this much per start, beside their own work.
 */
export const SERVER_START_MS = 120_000;

/** A weekday, 11:00 in New York: the regular session is open (CONTRIBUTING "Browser tests…"). */
const OPEN_MARKET_INSTANT = '2025-06-11T15:00:00Z';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** null while it runs; otherwise how it ended. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** kill -9: no shutdown, no closing of connections. Resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not gone within 10 s. */
  stop(): Promise<void>;
}

export async function startServerProcess(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-fault-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      // No build: API only (server/http/static.ts serves no pages without index.html).
      DIST_DIR: join(dataDir, 'no-dist'),
      SEED_DEMO: 'false',
      MARKET_CLOCK_START: OPEN_MARKET_INSTANT,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the test process, even when a test fails before it stops this server.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      process.removeListener('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  try {
    await waitForServing(child, () => output, gone);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    exit: () => ended,
    async kill9() {
      if (!ended) child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

async function waitForServing(
  child: ChildProcess,
  output: () => string,
  gone: Promise<void>,
): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  let exited = false;
  void gone.then(() => (exited = true));
  while (!/is serving http/.test(output())) {
    if (exited) throw new Error(`the server exited while starting:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!child.pid) throw new Error('the server has no pid');
}
