// The PGlite data-directory lock: one process at a time, and a lock left by a dead process is
// taken over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './pglite-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

/** What the lock file says for a process: its pid and, on Linux, when it started. */
function lockOf(pid: number): string {
  if (process.platform !== 'linux') return String(pid);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return `${pid} ${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}`;
}

describe('lockDataDir', () => {
  it('writes our pid and start time beside the data directory and removes it on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(lockOf(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while a live process holds the lock (with its start time, or its pid alone)', () => {
    for (const lock of [lockOf(process.ppid), String(process.ppid)]) {
      const dir = dataDir();
      writeFileSync(`${dir}.lock`, lock);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    }
  });

  it('takes over a lock whose pid another process holds now (a killed holder, pids wrapped)', () => {
    if (process.platform !== 'linux') return; // /proc tells the start time on Linux only
    const dir = dataDir();
    const [pid, started] = lockOf(process.ppid).split(' ');
    writeFileSync(`${dir}.lock`, `${pid} ${Number(started) + 1}`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(lockOf(process.pid));
    release();
  });

  it('takes over a lock left by a process that died, or by an earlier holder of our pid', () => {
    for (const stale of [deadPid(), process.pid]) {
      const dir = dataDir();
      writeFileSync(`${dir}.lock`, String(stale));
      const release = lockDataDir(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(lockOf(process.pid));
      release();
    }
  });

  it('takes over a lock whose process has exited but was never reaped (a zombie)', async () => {
    if (process.platform !== 'linux') return; // /proc tells the state on Linux only
    // The child exits after its parent has exec'd into `sleep 30`, which never reaps it. A child
    // that ended before the exec (`sleep 0` on a busy machine) was reaped by the shell itself.
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: 'pipe' });
    const zombie = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8');
    for (let waited = 0; !/\) Z /.test(state()) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state()).toMatch(/\) Z /);
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(zombie));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(lockOf(process.pid));
    release();
    parent.kill();
  });
});
