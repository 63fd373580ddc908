// One process at a time on a PGlite data directory. PGlite is an embedded, single-process
// database with no lock of its own: a second process (an operator command while the server runs,
// or a second server) opens the same files happily and one of them silently loses its writes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

/**
 * Takes `<dataDir>.lock` or throws when a live process holds it. The file holds our pid and, on
 * Linux, when our process started: a process killed without closing leaves its lock behind, and
 * on a busy machine (pids wrap at 32,768 by default) another process may hold that pid seconds
 * later; the start time tells the two apart.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const ours = [process.pid, startTime(process.pid)].filter((part) => part !== null).join(' ');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, ours, { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [holder = NaN, started = null] = readFileSync(lockFile, 'utf8')
      .trim()
      .split(' ')
      .map(Number);
    if (isAlive(holder, started)) {
      throw new DataDirInUseError(
        `The database at ${dataDir} is in use by process ${holder} (a running server?). ` +
          `Stop it first, or delete ${lockFile} if that process is not Stockroom.`,
      );
    }
    rmSync(lockFile, { force: true }); // left by a process that died without closing
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking it.`);
}

function isAlive(pid: number, started: number | null): boolean {
  // Our own pid in the file means a previous holder died and its pid came round again (a
  // restarted container hands out the same pids in the same order).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Another process under the holder's pid (a lock written without a start time is trusted).
  const now = startTime(pid);
  if (started !== null && now !== null && now !== started) return false;
  return !isZombie(pid);
}

/** When the process started, in clock ticks since boot (/proc/<pid>/stat's 22nd field); null
 *  where /proc does not say (not Linux). */
function startTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ": state is the 3rd field, start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[19]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A process that has exited but that nobody has reaped yet still answers signal 0. A server
 * killed together with its wrapper (a stop that outwaited its grace period) is reparented to the
 * container's first process, which reaps it only seconds later (or, with some init processes,
 * never): meanwhile its lock would hold the data directory. Linux says so in /proc/<pid>/stat
 * (state Z or X); elsewhere, alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses, so read after the last.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
