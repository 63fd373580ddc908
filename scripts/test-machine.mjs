// What `npm test` needs from the machine besides Node, installed when missing, so the README's
// two commands are the whole set-up: Debian's Chromium (the browser tests drive it through
// playwright-core; never a downloaded browser) and PostgreSQL (the API suite starts its own
// server from its binaries), and the npm dependencies of the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasPostgres() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin/initdb')));
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Installs what is missing; returns a reason when it cannot, null when all is there. */
export function prepareMachine() {
  const packages = [];
  if (!existsSync(chromium)) packages.push('chromium');
  if (!hasPostgres()) packages.push('postgresql');
  if (packages.length > 0) {
    if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
      return `missing ${packages.join(' and ')}: install Debian's package(s) (apt-get install -y ${packages.join(' ')}) and run npm test again`;
    }
    console.log(`test machine: installing ${packages.join(', ')} (apt-get)`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (!run('apt-get', ['update', '-qq'], env)) return 'apt-get update failed';
    if (!run('apt-get', ['install', '-y', '-qq', ...packages], env)) {
      return `apt-get install ${packages.join(' ')} failed`;
    }
  }
  if (!existsSync(join(root, 'node_modules', '.bin', 'vitest'))) {
    console.log('test machine: installing npm dependencies (npm ci)');
    if (!run('npm', ['ci', '--no-audit', '--no-fund'])) return 'npm ci failed';
  }
  return null;
}
