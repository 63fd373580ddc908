// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
// time, so the server (server/http/static.ts, @fastify/static `preCompressed`) sends the smallest
// one the browser accepts without compressing anything per request. The framework chunk is
// 255 KB as built and about 80 KB in Brotli: on a slow phone connection that is a second.
// Usage: node scripts/compress-dist.mjs [distDir]   (scripts/build.mjs runs it on its output)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses; images, audio and source maps (fetched by tools, not pages) do not. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt']);
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function compressDist(dist) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const path of filesUnder(dist)) {
    if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
    before += bytes.length;
    after += br.length;
  }
  return { files, before, after };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const { files, before, after } = compressDist(dist);
  console.log(
    `compressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB in Brotli`,
  );
}
