// A throwaway PostgreSQL server the fault suite can stop and start again on the same data
// directory and port (tests/api/fault-postgres-restart.test.ts), unlike the run's shared one
// (postgres-server.ts), which other files use at the same time. Debian's package; initdb refuses
// root, so as root it runs as `postgres` (CONTRIBUTING "PostgreSQL as root").
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface RestartablePostgres {
  url: string;
  /** pg_ctl stop -m fast: sessions are ended at once, as in a failover or an operator restart. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): void;
}

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join(base, versions[0], 'bin');
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-fault-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...as(command, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  // Asynchronous: the test keeps sending requests while PostgreSQL stops and starts.
  const runAsync = async (command: string, args: string[]) => {
    try {
      await promisify(execFile)(...as(command, args), { encoding: 'utf8' });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${command} failed: ${stderr || stdout || String(error)}`);
    }
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const pgCtlStart = [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    '-w',
    'start',
  ];
  const pgCtlStop = ['-D', data, '-m', 'fast', '-w', 'stop'];
  run(join(bin, 'pg_ctl'), pgCtlStart);
  let running = true;
  const destroy = () => {
    process.removeListener('exit', destroy);
    try {
      if (running) run(join(bin, 'pg_ctl'), pgCtlStop);
      running = false;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Never outlive the test process, even when a test fails before it destroys this server.
  process.once('exit', destroy);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await runAsync(join(bin, 'pg_ctl'), pgCtlStop);
      running = false;
    },
    async start() {
      await runAsync(join(bin, 'pg_ctl'), pgCtlStart);
      running = true;
    },
    destroy,
  };
}
