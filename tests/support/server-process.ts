// Runs the real server the way `npm start` does (scripts/start.mjs: rebuild dist/ and dist-server/
// when stale, then dist-server/main.js over dist/) as a child process on a free port, for the
// browser tests. Its database is a copy of one of the run's templates (e2e-global-setup.ts): on
// the run's PostgreSQL (DATABASE_URL), or in the data directory on PGlite as `npm start` keeps it.
// The data directory is the caller's, and names the server's database (its `database-url` file),
// so a test can stop the server and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { TEST_CONNECT_TIMEOUT_MS } from './connect-timeout';
import { freePort } from './free-port';
import { databaseUrl } from './postgres-template';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** The run's PostgreSQL server and its two templates (database names). */
export interface E2ePostgres {
  url: string;
  empty: string;
  seeded: string;
}

/** The run's templates a new server's database is copied from. */
export interface ServerTemplates {
  /** Data directories whose `pglite/` holds the migrated (`empty`) or seeded database. */
  pglite: { empty: string; seeded: string };
  /** The run's PostgreSQL, or null when every server runs on PGlite (E2E_DB=pglite). */
  postgres: E2ePostgres | null;
}

/** Where a data directory names its server's PostgreSQL database; none means PGlite. */
const databaseUrlFile = (dataDir: string) => join(dataDir, 'database-url');

/** What the server printed (stdout and stderr, every start on the data directory). */
const serverLogFile = (dataDir: string) => join(dataDir, 'server.log');

/** The last `lines` lines the server printed, for a failed test to show (e2e-env.ts). */
export function serverLogTail(dataDir: string, lines = 40): string {
  const file = serverLogFile(dataDir);
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * What a server, or the operator's CLI, needs to open the database of `dataDir`: DATA_DIR, and
 * DATABASE_URL when that database is on PostgreSQL.
 */
export function databaseEnv(dataDir: string): Record<string, string> {
  const file = databaseUrlFile(dataDir);
  return existsSync(file)
    ? { DATA_DIR: dataDir, DATABASE_URL: readFileSync(file, 'utf8') }
    : { DATA_DIR: dataDir };
}

/**
 * A new data directory, inside the run's own directory (E2E_RUN_DIR, which e2e-global-setup.ts
 * makes and removes at the run's end, with every server's data in it), else the system's temp.
 * A file cannot remove its servers' directories itself: a test may restart a server on its data.
 */
const tempDataDir = () => mkdtempSync(join(process.env.E2E_RUN_DIR ?? tmpdir(), 'stockroom-e2e-'));

/** Settings that change what a first start seeds: a server with any of them seeds its own. */
const SEED_SETTINGS = ['MARKET_CLOCK_START', 'KARMA_DAILY_MAX', 'SEED_DEMO', 'CONTENT_DIR'];

/** Whether a server with this environment seeds what one with the defaults does. */
const seedsAsDefault = (env: Record<string, string> = {}) =>
  SEED_SETTINGS.every((name) => env[name] === undefined);

/**
 * A new data directory whose database is a copy of a template: seeded when the server's
 * environment seeds as the defaults do; on PostgreSQL when the run has one and the caller did not
 * ask for PGlite.
 */
async function newDataDir(
  templates: ServerTemplates,
  seeded: boolean,
  database: 'pglite' | 'postgres',
): Promise<string> {
  const dataDir = tempDataDir();
  const { postgres } = templates;
  if (database === 'postgres' && postgres) {
    const name = `e2e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const template = seeded ? postgres.seeded : postgres.empty;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    writeFileSync(databaseUrlFile(dataDir), databaseUrl(postgres.url, name));
  } else {
    const template = seeded ? templates.pglite.seeded : templates.pglite.empty;
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  }
  return dataDir;
}

export async function startServer(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    /** 'pglite' for a file about the embedded database; by default PostgreSQL when the run has
     *  one. Only for a new data directory: one given keeps its database. */
    database?: 'pglite' | 'postgres';
    /** By default the run's (only test files can `inject` them). */
    templates?: ServerTemplates;
  } = {},
): Promise<RunningServer> {
  // DIST_DIR lets a run use a build of its own (CONTRIBUTING: never rebuild dist/ under a server).
  const distDir = options.env?.DIST_DIR ?? process.env.DIST_DIR ?? join(ROOT, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `npx vite build` (npm test does) before the browser tests',
    );
  }
  const dataDir =
    options.dataDir ??
    (await newDataDir(
      options.templates ?? inject('e2eTemplates'),
      seedsAsDefault(options.env),
      options.database ?? 'postgres',
    ));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...databaseEnv(dataDir) };
  // A PGlite server's database is its data directory's, whatever the caller's environment says.
  if (!existsSync(databaseUrlFile(dataDir))) delete childEnv.DATABASE_URL;
  // A free port can be taken again before the server binds it (an outgoing connection of another
  // process gets it as its ephemeral port): a port we chose is chosen anew, a few times.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: {
        ...childEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: distDir,
        DATABASE_CONNECT_TIMEOUT_MS: String(TEST_CONNECT_TIMEOUT_MS),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping reaches the server under scripts/start.mjs too:
      // killing only the wrapper once left the server running on the data directory's lock.
      detached: true,
    });
    // Kept in the data directory, so a test that fails can show what the server said then.
    const log = createWriteStream(serverLogFile(dataDir), { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('exit', () => log.end());
    try {
      await waitForLine(child, /is serving http/, 60_000);
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (taken && options.port === undefined && attempt < 4) continue;
      throw error;
    }
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      dataDir,
      stop: () => stopChild(child),
    };
  }
}

/** Resolves once the child's output (stdout and stderr) matches; fails on exit or after the time. */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in time:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        // The server's later output is drained unread (a stream flowing without listeners):
        // kept and searched again on every chunk, a long run's output cost quadratic time.
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        output = '';
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // The group is gone already.
    }
  };
  // Whether a process of the group is still there (a killed server takes a moment to die).
  const groupLives = () => {
    try {
      process.kill(-(child.pid ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  };
  return new Promise((resolve) => {
    child.once('exit', () => void reapGroup());
    const reapGroup = async () => {
      // The wrapper is out; make sure nothing of its group outlives it, and that it is gone
      // before the caller starts another server on the same data (a restart): a server killed
      // mid-close still holds the data directory's lock for a moment. Zombies count as members
      // until reaped, so the wait has an end (the lock tells a zombie from a live holder).
      signalGroup('SIGKILL');
      for (let waited = 0; groupLives() && waited < 5_000; waited += 50) {
        await new Promise((done) => setTimeout(done, 50));
      }
      resolve();
    };
    // The wrapper passes SIGTERM on to the server (signalling the group would deliver it twice).
    child.kill('SIGTERM');
    // A loaded machine can take a while to close the database cleanly; past that, force it.
    setTimeout(() => signalGroup('SIGKILL'), 20_000).unref();
  });
}
