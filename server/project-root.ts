// The project's root directory (the one holding package.json), for the files the server reads at
// run time: the migrations, the market's universe, the store wrappers' configuration. A path made
// from this module's own import.meta.url would differ between the server run as TypeScript from
// server/ (the tests) and the server bundled into dist-server/main.js (`npm start`,
// scripts/build-server.mjs); walking up to package.json finds the same root from both. Hence
// dist-server/ holds no package.json of its own (the root's "type": "module" covers its .js).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function rootAbove(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json in ${start} or above it`);
  }
}

const PROJECT_ROOT = rootAbove(dirname(fileURLToPath(import.meta.url)));

/** An absolute path to a file of the project, from its path relative to the root. */
export const projectPath = (...segments: string[]): string => join(PROJECT_ROOT, ...segments);
