// `npm run operator -- <command> …` (alias `npm run ops -- …`): commands for whoever runs the
// service, against the database the server uses. Runs server/operator.ts from the server's build
// (dist-server/operator.js, made here when stale, as scripts/start.mjs does for the server), so it
// shares the server's configuration, schema, migrations and services.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureServerBuild, SERVER_DIST } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
await ensureServerBuild().catch((error) => {
  // esbuild has printed a compile error already; this says what failed.
  console.error(`Could not build the server: ${error.message}`);
  process.exit(1);
});
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(SERVER_DIST, 'operator.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (result.error) console.error(`Could not run the operator command: ${result.error.message}`);
process.exit(result.status ?? 1);
