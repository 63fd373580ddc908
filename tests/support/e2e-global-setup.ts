// For the browser tests, once per run:
// - a PostgreSQL server (unless E2E_DB=pglite) holding two templates: a migrated, empty database
//   and a copy of it seeded as a first start with the default configuration leaves it (content/
//   and the demo community). The servers run on copies of them (CREATE DATABASE … TEMPLATE,
//   server-process.ts): the same member workload costs a server on PostgreSQL 42 % less CPU, the
//   database's included, than on PGlite, whose SQL runs in WebAssembly inside the server.
// - the same two as PGlite data directories, for the files about the embedded database (the
//   offline journey, the analytics files that read the database a server wrote): their servers
//   start from a copy, which skips PGlite's initdb, the migrations (about 5 s of CPU) and the
//   seeding (about 1 s).
// A server starts on the seeded template when its environment does not change what is seeded.
// tests/api/demo-seed.test.ts and this setup keep the path from nothing to a migrated database
// covered.
// - per worker, the shared servers (shared-servers.ts) that files needing only a fresh person
//   use. A file that restarts its server or needs its own configuration still starts its own.
//   (Each worker launches its Chromium itself: e2e-env.ts says why.)
// The files start once the templates are ready and the first shared server has
// started; the other shared servers start beside the first files (the slowest files, first in
// the run, start servers of their own), and a file waits for its one (`sharedServer`).
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { appDeps } from '@server/deps';
import { seedOnStart } from '@server/seed/on-start';
import { startPostgres, type PostgresServer } from './postgres-server';
import { createPostgresTemplate } from './postgres-template';
import {
  startServer,
  type E2ePostgres,
  type RunningServer,
  type ServerTemplates,
} from './server-process';
import { SHARED_SERVERS, type SharedServerKind } from './shared-servers';

export interface E2eWorkerResources {
  /** The worker's shared servers, by kind; empty when the run starts none. */
  servers: Partial<Record<SharedServerKind, { readyFile: string }>>;
}

/** What a shared server's ready file holds once it has started, or why it did not. */
export type SharedServerStart = { url: string; port: number; dataDir: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The templates every server's database is copied from. */
    e2eTemplates: ServerTemplates;
    /** Per worker (VITEST_POOL_ID − 1): its browser and shared servers. */
    e2eWorkers: E2eWorkerResources[];
  }
}

/** The run's own directory, removed at its end: every server's data directory, the shared
 *  servers' ready files, and the templates when the run made them for itself alone. */
let runDir: string | null = null;
const servers: RunningServer[] = [];
let postgres: PostgresServer | null = null;
/** The shared servers still starting when the files begin. */
let starting: Promise<unknown> = Promise.resolve();

/**
 * A directory holding `empty/pglite` (migrated) and `seeded/pglite` (seeded as a first start).
 * npm test's two browser steps share one (E2E_TEMPLATES_DIR, scripts/test.mjs removes it at the
 * end): the second finds it made. Made elsewhere and renamed into place whole, so a step never
 * sees half of one; a run without E2E_TEMPLATES_DIR makes its own in `runDir`.
 */
async function templatesOfRun(runDir: string): Promise<string> {
  const shared = process.env.E2E_TEMPLATES_DIR;
  if (shared && existsSync(shared)) return shared;
  const dir = mkdtempSync(join(shared ? dirname(shared) : runDir, 'stockroom-e2e-templates-'));
  const empty = join(dir, 'empty', 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir: empty });
  await database.close();
  const seededDir = join(dir, 'seeded', 'pglite');
  cpSync(empty, seededDir, { recursive: true });
  const seeded = await openDatabase({ kind: 'pglite', dataDir: seededDir });
  await seedOnStart(appDeps(seeded.db, readConfig({}).market), readConfig({}), () => {});
  await seeded.close();
  if (!shared) return dir;
  try {
    renameSync(dir, shared);
  } catch {
    // The other step put its own there first: use that one.
    rmSync(dir, { recursive: true, force: true });
  }
  return shared;
}

/** A PostgreSQL server for the run's servers, with an empty and a seeded template. */
async function postgresOfRun(): Promise<E2ePostgres> {
  postgres = await startPostgres();
  const empty = await createPostgresTemplate(postgres.url, { name: 'e2e_empty' });
  const seeded = await createPostgresTemplate(postgres.url, {
    name: 'e2e_seeded',
    from: empty,
    prepare: (db) => seedOnStart(appDeps(db, readConfig({}).market), readConfig({}), () => {}),
  });
  return { url: postgres.url, empty, seeded };
}

/** Workers of this run: E2E_WORKERS as vitest.config.ts reads it. */
const workerCount = () => (process.env.E2E_WORKERS === '2' ? 2 : 1);

export async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  // The servers' data directories (~40 MB each, some forty a run) go here, removed at the end:
  // set before the workers start, which inherit it (server-process.ts `tempDataDir`).
  const run = mkdtempSync(join(tmpdir(), 'stockroom-e2e-run-'));
  runDir = process.env.E2E_RUN_DIR = run;
  const since = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
  const templates = await templatesOfRun(run);
  const serverTemplates: ServerTemplates = {
    pglite: { empty: join(templates, 'empty'), seeded: join(templates, 'seeded') },
    postgres: process.env.E2E_DB === 'pglite' ? null : await postgresOfRun(),
  };
  project.provide('e2eTemplates', serverTemplates);
  const templatesAt = since(started);

  const workers: E2eWorkerResources[] = Array.from({ length: workerCount() }, () => ({
    servers: {},
  }));
  // E2E_SHARED_SERVERS=false: a run of files that all bring their own (npm test's browser-serial).
  const sharing = process.env.E2E_SHARED_SERVERS !== 'false';
  if (sharing) {
    const wanted = workers.flatMap((worker) =>
      Object.entries(SHARED_SERVERS).map(([kind, env]) => ({ worker, kind, env })),
    );
    const start = async ({ worker, kind, env }: (typeof wanted)[number], index: number) => {
      const readyFile = join(run, `ready-${index}-${kind}.json`);
      worker.servers[kind as SharedServerKind] = { readyFile };
      let said: SharedServerStart;
      try {
        const server = await startServer({
          env,
          templates: serverTemplates,
        });
        servers.push(server);
        said = { url: server.url, port: server.port, dataDir: server.dataDir };
      } catch (error) {
        said = { error: error instanceof Error ? error.message : String(error) };
      }
      // Whole or not at all: a file polling for it never reads half of it.
      writeFileSync(`${readyFile}.part`, JSON.stringify(said));
      renameSync(`${readyFile}.part`, readyFile);
    };
    // The first alone: scripts/start.mjs rebuilds a stale build, and must do it once, not once
    // per server. Every server started after it (here or by a file) finds the build fresh.
    const [first, ...rest] = wanted;
    if (first) await start(first, 0);
    starting = Promise.all(rest.map((item, index) => start(item, index + 1)));
  }
  project.provide('e2eWorkers', workers);
  const shared = sharing ? ' (shared servers: the first started, the others starting)' : '';
  console.info(`e2e setup: templates ${templatesAt}, files start at ${since(started)}${shared}`);
}

export async function teardown(): Promise<void> {
  await starting;
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  postgres?.stop();
  postgres = null;
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  runDir = null;
}
