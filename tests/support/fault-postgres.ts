// A throwaway PostgreSQL server the fault suite can stop and start again on the same data
// directory and port (tests/api/fault-postgres-restart.test.ts), unlike the run's shared one
// (postgres-server.ts), which other files use at the same time. Debian's package; initdb refuses
// root, so as root it runs as `postgres` (CONTRIBUTING "PostgreSQL as root").
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';
import { asPostgresUser, postgresBin, postgresOwnedTempDir } from './postgres-server';

export interface RestartablePostgres {
  url: string;
  /** pg_ctl stop -m fast: sessions are ended at once, as in a failover or an operator restart. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): void;
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const bin = postgresBin();
  const dir = postgresOwnedTempDir('stockroom-fault-pg-');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...asPostgresUser(command, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  // Asynchronous: the test keeps sending requests while PostgreSQL stops and starts.
  const runAsync = async (command: string, args: string[]) => {
    try {
      await promisify(execFile)(...asPostgresUser(command, args), { encoding: 'utf8' });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${command} failed: ${stderr || stdout || String(error)}`);
    }
  };
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
