// Types of scripts/check-bundle-budgets.mjs for the test that imports it.
export interface Figure {
  bytes: number;
  files: number;
  name?: string;
}
export const BUDGETS: Record<'entry' | 'appShell' | 'chunk', { label: string; bytes: number }>;
export function withStableHashes(source: string): string;
export function staticImports(source: string): string[];
export function closure(assets: string, start: string, read: (path: string) => string): Set<string>;
export function measure(
  distDir: string,
): Record<'entry' | 'appShell' | 'chunk' | 'splashBelowFold', Figure>;
