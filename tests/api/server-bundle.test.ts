// Production runs the server as plain JavaScript: scripts/build-server.mjs bundles server/main.ts
// and server/operator.ts into dist-server/, and `npm start` runs `node dist-server/main.js` with
// no TypeScript loader. This builds that bundle afresh (into a directory of its own beside the
// real one and as deep, so a server running from dist-server/ is left alone, and a path made
// from import.meta.url goes as wrong as it would in dist-server/) and starts it, which proves
// what the TypeScript tests cannot: the bundle resolves our path aliases, imports only runtime
// dependencies, and finds the files it reads at run time from the project root
// (server/project-root.ts): the migrations (the start fails without them), the universe CSV
// (read at import), the store wrappers' configuration (/.well-known). Each of these failed here
// while its path was made from import.meta.url.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { openDatabase } from '@server/db/client';
import { buildServer } from '../../scripts/build-server.mjs';
import { freePort } from '../support/free-port';
import { waitForLine } from '../support/server-process';
import { createScratchDatabase } from '../support/test-app';

const ROOT = new URL('../..', import.meta.url).pathname;
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

let outDir: string;
let metafile: Metafile;
const scratch = mkdtempSync(join(tmpdir(), 'stockroom-bundle-'));
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  // dist-server-test-*/ is git-, lint- and prettier-ignored like dist-server/.
  outDir = mkdtempSync(join(ROOT, 'dist-server-test-'));
  ({ metafile } = await buildServer(outDir));
  // A migrated database, as a server finds it after its first start (a fresh PGlite's initdb
  // alone takes seconds); the bundle still runs the migrations, a no-op that reads them.
  const serverUrl = inject('postgresUrl');
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl, 'bundle');
    databaseEnv = { DATABASE_URL: database.url };
    dropDatabase = database.drop;
    return;
  }
  const snapshotFile = inject('pgliteSnapshot');
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(scratch, 'pglite'),
    ...(snapshotFile ? { snapshot: new Blob([readFileSync(snapshotFile)]) } : {}),
  });
  await database.close();
  databaseEnv = {};
});

afterAll(async () => {
  await dropDatabase();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

/** The environment of a child: the parent's, minus a database it might name. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('DATABASE_URL' in extra)) delete env.DATABASE_URL;
  return env;
}

describe('the server bundle (dist-server/)', { timeout: 60_000 }, () => {
  it('imports only Node built-ins and runtime dependencies, never a dev tool or an alias', () => {
    const imported = new Set(
      Object.values(metafile.outputs).flatMap((output) =>
        output.imports.filter((entry) => entry.external).map((entry) => entry.path),
      ),
    );
    const packageOf = (path: string) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
    const builtins = new Set(builtinModules);
    const outside = [...imported].filter(
      (path) =>
        !path.startsWith('node:') &&
        !builtins.has(path) &&
        !(packageOf(path) in packageJson.dependencies),
    );
    expect(outside).toEqual([]);
    expect(imported).toContain('fastify');
  });

  it('starts on a migrated database, serves, and stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'main.js')], {
      cwd: ROOT,
      env: childEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: scratch,
        // No PWA build needed for the API (and dist/ may be absent before `npm run build`).
        DIST_DIR: join(scratch, 'no-dist'),
        SEED_DEMO: 'false',
        ...databaseEnv,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await waitForLine(child, /is serving http/, 45_000);
      const base = `http://127.0.0.1:${port}`;
      const csrf = await fetch(`${base}/api/v1/util/csrf`);
      expect(csrf.status).toBe(200);
      expect(await csrf.json()).toMatchObject({ is_signed_in: false });
      // twa/config.json, read from the project root.
      const links = await fetch(`${base}/.well-known/assetlinks.json`);
      expect(links.status).toBe(200);
      expect(JSON.stringify(await links.json())).toContain('delegate_permission');
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('runs the operator CLI', () => {
    const help = spawnSync(process.execPath, [join(outDir, 'operator.js'), 'help'], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: scratch }),
      encoding: 'utf8',
    });
    expect(help.stderr).toBe('');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('npm run ops -- review');
  });

  it('maps its lines to the TypeScript (stack traces under --enable-source-maps)', () => {
    const bundle = readFileSync(join(outDir, 'main.js'), 'utf8').split('\n');
    const line = bundle.findIndex((text) => text.includes('is serving http'));
    const map = new SourceMap(JSON.parse(readFileSync(join(outDir, 'main.js.map'), 'utf8')));
    const origin = map.findEntry(line, bundle[line]!.indexOf('is serving http'));
    expect(origin).toMatchObject({ originalSource: expect.stringMatching(/\/server\/main\.ts$/) });
    const source = readFileSync(join(ROOT, 'server/main.ts'), 'utf8').split('\n');
    expect(source['originalLine' in origin ? origin.originalLine : -1]).toContain(
      'is serving http',
    );
  });
});
