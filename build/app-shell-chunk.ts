// The code a member waits for on opening /app (the app chrome and home) in one chunk, instead
// of the forty-odd small chunks the bundler makes as lazy screens share its modules. Each file
// is a request: over HTTP/1.1 a browser runs six at a time, and even over HTTP/2 each costs its
// headers and its own gzip window. Measured: 47 files → 15, 180.2 → 167.6 KiB gzip (the budget,
// scripts/check-bundle-budgets.mjs); Lighthouse's /app figures did not move beyond their spread
// (docs/performance.md "One chunk for the app's chrome and home").
//
// Only modules that no marketing page needs: whatever `/` or a marketing page reaches by static
// imports stays where the bundler puts it, so `/` loads nothing more. A lazy screen that shares
// a module with home loads this chunk, which any /app visit has already loaded with the chrome.
// The libraries only the shell uses (lucide's icons) come in too: left out, the bundler kept
// them in a chunk of their own for AppArea that exported a binding it never defined.
import { resolve } from 'node:path';

/** What the bundler's chunking context tells of a module (rolldown's ModuleInfo, the part read). */
interface ModuleInfo {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

type GetModuleInfo = (id: string) => ModuleInfo | null;

/** What the chunk holds: these modules and what they import. */
const SHELL_ROOTS = ['src/app/AppArea.tsx', 'src/features/dashboard/DashboardScreen.tsx'];

const ENTRY = 'src/main.tsx';

/** What must stay out: the entry and every marketing page, with all they import. */
const MARKETING_DIR = /[\\/]marketing[\\/]/;

export const APP_SHELL_CHUNK = 'app-shell';

/**
 * What the shell imports that marketing pages need too (the card, the formatters, a few contract
 * modules): left to the bundler, seven small chunks, and a first visit to /app asked for each
 * before home could paint; over HTTP/1.1 each is a round trip on one of six connections
 * (docs/performance.md "The app's scripts named in its page"). One chunk instead: a marketing
 * page that needs one of them loads the other few KiB too. Never what `/` loads (its budget).
 */
export const APP_KIT_CHUNK = 'app-kit';

/** The splash page (`/`): whatever it imports, at once or below its fold, stays out of the kit. */
const SPLASH = 'marketing/pages/SplashPage.tsx';

/** Every module `roots` reach by imports (static ones, or dynamic ones too), roots included. */
function closure(roots: Iterable<string>, info: GetModuleInfo, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    for (const next of module?.importedIds ?? []) stack.push(next);
    if (dynamic) for (const next of module?.dynamicallyImportedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * The `name` of a code-splitting group: `app-shell` for a module of the shell, `app-kit` for one
 * it shares with marketing pages, nothing for the rest. The membership is worked out once per
 * build, on the first call, from the module graph.
 */
export function appShellChunkName(root: string) {
  let members: Map<string, string> | null = null;
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    members ??= shellModules(root, (module) => ctx.getModuleInfo(module));
    return members.get(id) ?? null;
  };
}

function shellModules(root: string, info: GetModuleInfo): Map<string, string> {
  const entry = resolve(root, ENTRY);
  const everything = closure([entry], info, true);
  const marketing = [...everything].filter((id) => MARKETING_DIR.test(id));
  const outside = closure([entry, ...marketing], info);
  const firstPage = new Set([
    ...closure([entry], info),
    ...closure([resolve(root, SPLASH)], info, true),
  ]);
  const shell = closure(
    SHELL_ROOTS.map((path) => resolve(root, path)),
    info,
  );
  const members = new Map<string, string>();
  for (const id of shell) {
    if (!outside.has(id)) members.set(id, APP_SHELL_CHUNK);
    else if (!firstPage.has(id)) members.set(id, APP_KIT_CHUNK);
  }
  return members;
}
