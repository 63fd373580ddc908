// The scripts an /app visit loads before its first screen, named for the server to put in the
// page as <link rel="modulepreload"> (server/http/index-html.ts). Without them each is asked for
// only once the script that imports it has run: the entry, then the app's chrome, then what the
// chrome asks for, one round trip after another. On a slow phone network that chain was most of
// /app's time to its first screen (docs/performance.md "The app's scripts named in its page").
//
// Vite names the entry's static imports itself; these are dynamic imports, left out of `/` and
// the marketing pages on purpose, so the server adds them to the app's pages only. Written to
// dist/app-preloads.json; a module named here that the bundle no longer holds stops the build.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const APP_PRELOADS_FILE = 'app-preloads.json';

/**
 * What every /app page needs for its first screen, besides the entry and its static imports: the
 * chrome and home (src/routes.tsx AppArea; build/app-shell-chunk.ts). What no first screen waits
 * for (analytics and its clicks, the service worker's registration, the kept last answers, read
 * only on a return visit, which the service worker serves) is left to be asked for when the code
 * needs it: named here it took a place on the first connections ahead of the screen's figures,
 * and Lighthouse's LCP was 0.2-0.3 s later (docs/performance.md "The app's scripts named in its page").
 */
const APP_START_MODULES = ['src/app/AppArea.tsx'];

/** The landing screens in chunks of their own (src/routes.tsx APP_LANDING_SCREENS). */
const LANDING_SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/app/portfolio': 'src/features/portfolio/screens.ts',
};

const ENTRY_MODULE = 'src/main.tsx';

/** The files to preload, as URL paths: for every /app page, and more for a landing screen. */
export interface AppPreloads {
  start: string[];
  screens: Record<string, string[]>;
}

/** What the bundle tells of a chunk (rolldown's OutputChunk, the part read). */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

export function appPreloads(bundle: BundleLike, root: string): AppPreloads {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryId = resolve(root, ENTRY_MODULE);
  // Its facade is index.html; main.tsx is in it.
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(entryId));
  if (!entry) throw new Error(`app preloads: no entry chunk for ${ENTRY_MODULE}`);
  const withImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) withImports(next, into);
  };
  const chunkOf = (module: string) => {
    const id = resolve(root, module);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`app preloads: no chunk holds ${module}`);
    return chunk.fileName;
  };
  // Already named by Vite (or the entry itself): left out.
  const named = new Set<string>();
  withImports(entry.fileName, named);
  const filesOf = (modules: readonly string[], known: Set<string>) => {
    const files = new Set<string>();
    for (const module of modules) withImports(chunkOf(module), files);
    return [...files].filter((file) => !known.has(file));
  };
  const start = filesOf(APP_START_MODULES, named);
  const atStart = new Set([...named, ...start]);
  const url = (file: string) => `/${file}`;
  return {
    start: start.map(url),
    screens: Object.fromEntries(
      Object.entries(LANDING_SCREEN_MODULES).map(([path, module]) => [
        path,
        filesOf([module], atStart).map(url),
      ]),
    ),
  };
}

export function appPreloadsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'stockroom-app-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // The service worker's own build (vite-plugin-pwa) has no app entry: nothing to name.
      const entryId = resolve(root, ENTRY_MODULE);
      const hasEntry = Object.values(bundle).some(
        (item) => item.type === 'chunk' && item.isEntry && item.moduleIds.includes(entryId),
      );
      if (!hasEntry) return;
      this.emitFile({
        type: 'asset',
        fileName: APP_PRELOADS_FILE,
        source: JSON.stringify(appPreloads(bundle as unknown as BundleLike, root)),
      });
    },
  };
}
