// A fresh database with migrations applied and an app built on it, per test file: PGlite in
// memory by default (from the run's migrated snapshot), or, when TEST_DB=postgres, a new database
// on the run's PostgreSQL server copied from its migrated template (pg-global-setup.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { readConfig } from '@server/config';
import { type Database, openDatabase, type Db } from '@server/db/client';
import { TEST_CONNECT_TIMEOUT_MS } from './connect-timeout';
import { type AppDeps, appDeps, type AppSettings } from '@server/deps';
import type { QuoteProvider } from '@server/market';
import { Agent } from './agent';
import { logPgliteSql } from './pglite-sql-log';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** What the app is built on: its market (and the market's caches) and its clock. */
  deps: AppDeps;
  /** A browser-like client with its own cookie jar. */
  agent(): Agent;
  close(): Promise<void>;
}

export const databaseKind = (): 'postgres' | 'pglite' =>
  inject('postgresUrl') ? 'postgres' : 'pglite';

/** The run's migrated PostgreSQL template (TEST_DB=postgres), or null on PGlite. */
export const postgresTemplate = (): string | null => inject('postgresTemplate');

/**
 * A new database on the run's PostgreSQL server, named `<prefix>_<random>`: empty, or a copy of
 * `template` (give it `postgresTemplate()`: migrated already, and openDatabase's migration is
 * then a no-op that still applies a migration the template lacks).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string | null } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Closes a PostgreSQL database's pool and waits until each connection has ended: Pool.end
 * resolves as soon as it has asked them to, and a DROP DATABASE … WITH (FORCE) right after would
 * then cut a connection still closing (which logs "PostgreSQL connection lost").
 */
export async function closePostgres(database: Database): Promise<void> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let open = pool.totalCount;
  const ended = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
  });
  await database.close();
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
}

/** The run's migrated PGlite dump (pg-global-setup.ts), for `openDatabase`'s `snapshot`. */
export function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A PGlite data directory on disk holding the run's migrated database, as a command or a server
 * under DATA_DIR finds it after its first start: written from the dump instead of PGlite's
 * initdb and every migration (about 4 s of CPU).
 */
export async function preparePgliteDataDir(dataDir: string): Promise<void> {
  const snapshot = pgliteSnapshot();
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    ...(snapshot ? { snapshot } : {}),
  });
  await database.close();
}

/** The app's settings, and what replaces its market: a frozen clock, fixed prices, the quote
 *  stream's pace. */
export interface TestAppOptions extends AppSettings {
  now?: () => Date;
  quoteProvider?: QuoteProvider;
  streamIntervalMs?: number;
  heartbeatIntervalMs?: number;
}

/** The market a test app has unless it says otherwise: the configuration's defaults. */
const testMarketSettings = () => readConfig({}).market;

/**
 * AppDeps on `db` with the test's settings and replacements of the market. Every answer is checked
 * against its endpoint's response struct (a route that drifts from its contract fails the test
 * that reached it), and the log-in rate limit is out of the way unless a test sets it.
 */
export function testDeps(db: Db, options: TestAppOptions = {}): AppDeps {
  const { now, quoteProvider, streamIntervalMs, heartbeatIntervalMs, ...settings } = options;
  return appDeps(
    db,
    testMarketSettings(),
    { authRateLimitPerMinute: 10_000, checkResponses: true, ...settings },
    {
      ...(now ? { now } : {}),
      ...(quoteProvider ? { quotes: quoteProvider } : {}),
      ...(streamIntervalMs ? { streamIntervalMs } : {}),
      ...(heartbeatIntervalMs ? { heartbeatIntervalMs } : {}),
    },
  );
}

export async function createTestContext(options: TestAppOptions = {}): Promise<TestContext> {
  const serverUrl = inject('postgresUrl');
  let dropDatabase: (() => Promise<void>) | null = null;
  let database;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 't', { template: postgresTemplate() });
    database = await openDatabase({
      kind: 'postgres',
      url: scratch.url,
      poolSize: 4,
      connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
    });
    dropDatabase = scratch.drop;
  } else {
    const snapshot = pgliteSnapshot();
    database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(snapshot ? { snapshot } : {}),
    });
    logPgliteSql((database.db as unknown as { $client: PGlite }).$client);
  }
  const deps = testDeps(database.db, options);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db: database.db,
    deps,
    agent: () => new Agent(app, database.db),
    async close() {
      await app.close();
      await (serverUrl ? closePostgres(database) : database.close());
      await dropDatabase?.();
    },
  };
}
