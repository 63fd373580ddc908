// Types of scripts/build-server.mjs for the test that imports it.
import type { Metafile } from 'esbuild';

export const SERVER_DIST: string;
export function buildServer(outDir?: string): Promise<{ metafile: Metafile; ms: number }>;
export function serverBuildIsStale(outDir?: string): boolean;
export function ensureServerBuild(outDir?: string): Promise<void>;
