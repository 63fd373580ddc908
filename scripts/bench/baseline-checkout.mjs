// Another version of the code to measure against (`npm run bench:feed -- --against <ref>`): the
// files of a commit written to a temporary directory with `git archive` (no worktree to clean up
// in .git), sharing this checkout's node_modules, so it runs with today's dependencies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function checkoutBaseline(ref) {
  const root = resolve(new URL('../../', import.meta.url).pathname);
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  const archive = execFileSync('git', ['archive', commit], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, commit, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
