// One process at a time on a PGlite data directory. PGlite is an embedded, single-process
// database with no lock of its own: a second process (an operator command while the server runs,
// or a second server) opens the same files happily and one of them silently loses its writes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

/** Takes `<dataDir>.lock` (holding our pid) or throws when a live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (isAlive(holder)) {
      throw new DataDirInUseError(
        `The database at ${dataDir} is in use by process ${holder} (a running server?). ` +
          `Stop it first, or delete ${lockFile} if that process is not Stockroom.`,
      );
    }
    rmSync(lockFile, { force: true }); // left by a process that died without closing
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking it.`);
}

function isAlive(pid: number): boolean {
  // Our own pid in the file means a previous holder died and its pid came round again (a
  // restarted container hands out the same pids in the same order).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
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
