// Types of scripts/compress-dist.mjs for the test that imports it.
export function compressDist(dist: string): { files: number; before: number; after: number };
