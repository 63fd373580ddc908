// Hashes of the inline scripts the build emitted (build/prepaint-plugin.ts), for script-src.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readCspHashes(distDir: string | null | undefined): string[] {
  if (!distDir) return [];
  const file = join(distDir, 'csp-hashes.json');
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  return Array.isArray(parsed.scriptSrc)
    ? parsed.scriptSrc.filter((h): h is string => typeof h === 'string')
    : [];
}
