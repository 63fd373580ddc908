// Opens the database: embedded PGlite (the default, kept under DATA_DIR) or PostgreSQL when a
// DATABASE_URL is given. Both are driven through the same drizzle API; services only see `Db`.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { migrateDatabase } from './migrate';
import { listenOnPglite, listenOnPostgres } from './notifications';
import { lockDataDir } from './pglite-lock';
import { SESSION_CHANNEL, SessionCache, setSessionCache } from './session-cache';
import { defaultPoolSize } from './pool-size';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The rows of a `db.execute(sql…)`: both drivers answer with `{ rows }`, but Db's result type is
 * generic over them, so the answer is read here, once.
 */
export function executedRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export type DatabaseTarget =
  // dataDir null: in memory (tests). `snapshot` starts it from a dump of a migrated database
  // (PGlite.dumpDataDir) instead of a fresh initdb, which costs seconds per test file.
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * How long a query waits for a connection, a pooled one or a new one, before failing (503);
       * DEFAULT_CONNECT_TIMEOUT_MS unless DATABASE_CONNECT_TIMEOUT_MS or a test says.
       */
      connectTimeoutMs?: number;
    };

/** A database that does not answer within it is treated as away (db/unavailable.ts). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export interface Database {
  db: Db;
  /** Human-readable description for the start-up log line. */
  describe: string;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') return openPglite(target.dataDir, target.snapshot);
  // A database that does not answer at all (a hung host) must not hang requests: after the
  // connect timeout without a connection the query fails, and the error handler answers 503
  // (db/unavailable.ts), logging the pool's state (poolState) to tell a busy pool from a lost host.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? defaultPoolSize(target.url),
    connectionTimeoutMillis: target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // A statement goes out while an earlier one on the same connection is unanswered (PostgreSQL
    // still runs them in order): what db/pipeline.ts saves round trips with. A
    // caller that awaits each statement sees no difference.
    pipeline: true,
  });
  // PostgreSQL going away (a restart, a failover) ends every connection, and Node stops the
  // process on an 'error' event nobody listens to. A checked-out client's error reaches only the
  // client (the pool listens to idle ones alone), so each client gets a listener of its own: log
  // and continue. The query in progress fails (503, server/http/errors.ts), the pool drops the
  // broken client and connects anew once PostgreSQL is back (tests/api/fault-postgres-restart).
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  });
  // The same error on an idle client, passed on by the pool: logged above already.
  pool.on('error', () => {});
  await migrateDatabase({ kind: 'postgres', url: target.url });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const sessionCache = new SessionCache();
  sessionCache.attach(await listenOnPostgres(target.url, SESSION_CHANNEL, sessionCache.handlers()));
  setSessionCache(db, sessionCache);
  return {
    db,
    describe: `PostgreSQL at ${redactUrl(target.url)}`,
    close: async () => {
      await sessionCache.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite | null = null;
  try {
    client = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migrateDatabase({ kind: 'pglite', db });
    const sessionCache = new SessionCache();
    sessionCache.attach(await listenOnPglite(client, SESSION_CHANNEL, sessionCache.handlers()));
    setSessionCache(db, sessionCache);
    const opened = client;
    return {
      db,
      describe: dataDir ? `PGlite (embedded) at ${dataDir}` : 'PGlite (in memory)',
      close: () =>
        sessionCache
          .close()
          .then(() => opened.close())
          .finally(unlock),
    };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}

/** The pool's connections now (PostgreSQL only): for the log line of a 503. */
export function poolState(db: Db): { total: number; idle: number; waiting: number } | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
