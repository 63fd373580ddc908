// Which modules go in the app-shell chunk: what the app chrome and home import, never what the
// entry or a marketing page needs (or `/` would load the chunk).
import { describe, expect, it } from 'vitest';
import { APP_KIT_CHUNK, APP_SHELL_CHUNK, appShellChunkName } from './app-shell-chunk';

const ROOT = '/repo';
const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'src/main.tsx': { imports: ['src/routes.tsx', 'src/ui/Button.tsx'] },
  'src/routes.tsx': {
    lazy: [
      'src/app/AppArea.tsx',
      'src/features/dashboard/DashboardScreen.tsx',
      'marketing/pages/SplashPage.tsx',
      'marketing/pages/AboutPage.tsx',
    ],
  },
  'src/app/AppArea.tsx': {
    imports: [
      'src/ui/Button.tsx',
      'src/app/TabBar.tsx',
      'node_modules/lucide-react/icon.js',
      'src/ui/Card.tsx',
      'src/ui/Link.tsx',
    ],
    lazy: ['src/features/feed/FeedScreen.tsx'],
  },
  'src/app/TabBar.tsx': {},
  'node_modules/lucide-react/icon.js': {},
  'src/features/dashboard/DashboardScreen.tsx': {
    imports: ['src/ui/format.ts', 'src/ui/Money.tsx'],
  },
  'src/ui/format.ts': {},
  'src/ui/Money.tsx': {},
  'src/ui/Button.tsx': {},
  'src/features/feed/FeedScreen.tsx': { imports: ['src/features/feed/Card.tsx'] },
  'src/features/feed/Card.tsx': {},
  'marketing/pages/SplashPage.tsx': {
    imports: ['src/ui/Money.tsx'],
    lazy: ['marketing/pages/SplashMore.tsx'],
  },
  'marketing/pages/SplashMore.tsx': { imports: ['src/ui/Link.tsx'] },
  'marketing/pages/AboutPage.tsx': { imports: ['src/ui/Card.tsx'] },
  'src/ui/Card.tsx': {},
  'src/ui/Link.tsx': {},
};

const id = (path: string) => `${ROOT}/${path}`;
const getModuleInfo = (moduleId: string) => {
  const module = GRAPH[moduleId.slice(ROOT.length + 1)];
  if (!module) return null;
  return {
    importedIds: (module.imports ?? []).map(id),
    dynamicallyImportedIds: (module.lazy ?? []).map(id),
  };
};

describe('the app-shell chunk', () => {
  it('holds the chrome and home with what they import, not what the entry or a marketing page needs', () => {
    const name = appShellChunkName(ROOT);
    const inShell = Object.keys(GRAPH).filter(
      (path) => name(id(path), { getModuleInfo }) === APP_SHELL_CHUNK,
    );
    expect(inShell.sort()).toEqual([
      'node_modules/lucide-react/icon.js',
      'src/app/AppArea.tsx',
      'src/app/TabBar.tsx',
      'src/features/dashboard/DashboardScreen.tsx',
      'src/ui/format.ts',
    ]);
  });

  it('puts what the shell shares with marketing pages in one chunk, never what `/` loads', () => {
    const name = appShellChunkName(ROOT);
    const inKit = Object.keys(GRAPH).filter(
      (path) => name(id(path), { getModuleInfo }) === APP_KIT_CHUNK,
    );
    // Money and Link: home and `/` need them (Link below its fold), so they stay where the bundler
    // puts them; Button: the entry's.
    expect(inKit).toEqual(['src/ui/Card.tsx']);
  });
});
