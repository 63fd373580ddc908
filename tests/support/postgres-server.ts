// Starts a throwaway PostgreSQL server from Debian's package on a free loopback port in a temp
// directory, and stops it afterwards. initdb refuses root, so as root it runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface PostgresServer {
  url: string;
  stop(): void;
}

export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join(base, versions[0], 'bin');
}

/** A command line run as the `postgres` user when we are root (initdb and pg_ctl refuse root). */
export function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

/** A new temp directory that the `postgres` user owns (when we are root). */
export function postgresOwnedTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = postgresOwnedTempDir('stockroom-pg-');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...asPostgresUser(command, args), { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
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
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      reportCpu(data);
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** /proc/<pid>/stat's fields after the command: [0] state, [1] ppid, … [11] utime, [12] stime. */
function procFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // ended meanwhile
  }
}
const procTicks = (pid: string, withReaped: boolean) =>
  (procFields(pid) ?? [])
    .slice(11, withReaped ? 15 : 13)
    .reduce((sum, value) => sum + Number(value), 0);

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/**
 * npm test counts each step's core-seconds from its processes (scripts/test.mjs), but pg_ctl's
 * server leaves the process tree: the server's own figure (the postmaster's time and its ended
 * backends', read before it stops) is added to the step's file beside CPU_TIMES_FILE.
 */
function reportCpu(data: string): void {
  const file = process.env.CPU_TIMES_FILE;
  if (!file) return;
  try {
    const pid = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    // The postmaster's time and its reaped children's, plus its children still running (the
    // checkpointer, the WAL writer, open sessions).
    let ticks = procTicks(pid, true);
    for (const entry of readdirSync('/proc')) {
      if (/^\d+$/.test(entry) && procFields(entry)?.[1] === pid) ticks += procTicks(entry, false);
    }
    appendFileSync(`${file}.postgres`, `${ticks / TICKS}\n`);
  } catch {
    // No figure: the step's core-seconds leave this server out.
  }
}
