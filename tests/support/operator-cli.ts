// Runs the operator CLI (scripts/operator.mjs) as a child process, as an operator would. Its
// PostgreSQL database comes from createScratchDatabase (tests/support/test-app.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureServerBuild } from '../../scripts/build-server.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `extraEnv` without DATABASE_URL means PGlite: the parent's DATABASE_URL is not inherited. */
export async function runOperator(
  args: string[],
  extraEnv: Record<string, string>,
): Promise<CliResult> {
  // The CLI runs dist-server/operator.js and builds it first when stale, saying so on stderr,
  // which the tests expect empty: build here, where that line is not the command's output.
  await ensureServerBuild();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  if (!('DATABASE_URL' in extraEnv)) delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/operator.mjs'), ...args], {
      cwd: ROOT,
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
