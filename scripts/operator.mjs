// `npm run operator -- <command> …` (alias `npm run ops -- …`): commands for whoever runs the
// service, against the database the server uses. Runs server/operator.ts through tsx, as
// scripts/start.mjs runs the server, so it shares the server's configuration, schema, migrations
// and services.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'server/operator.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (result.error) console.error(`Could not run the operator command: ${result.error.message}`);
process.exit(result.status ?? 1);
