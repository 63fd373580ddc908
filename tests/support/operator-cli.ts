// Runs the operator CLI (scripts/operator.mjs) as a child process, as an operator would. Its
// PostgreSQL database comes from createScratchDatabase (tests/support/test-app.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `extraEnv` without DATABASE_URL means PGlite: the parent's DATABASE_URL is not inherited. */
export function runOperator(args: string[], extraEnv: Record<string, string>): Promise<CliResult> {
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
