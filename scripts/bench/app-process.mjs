// One checkout's app in a process of its own, for a benchmark comparing two versions of the code
// (api-on-postgres.mjs `baselineRoot`). Run with that checkout as the working directory: tsx
// resolves the `@/` imports from the tsconfig.json there, so each version gets its own contract.
// argv: the checkout's directory, the database URL. Tells its parent the port it listens on.
import { pathToFileURL } from 'node:url';
import { startApp } from './app-on-postgres.mjs';

const [root, url] = process.argv.slice(2);
const closers = [];
const app = await startApp(pathToFileURL(`${root}/`), url, null, closers);
process.send({ port: app.server.address().port });
process.on('message', async (message) => {
  if (message !== 'close') return;
  for (const closer of closers.reverse()) await closer().catch(() => {});
  process.exit(0);
});
