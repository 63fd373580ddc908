// Which scripts the app's pages name: what /app loads at start and a landing screen's own, each
// with the chunks it imports, never what Vite names already (the entry's static imports).
import { describe, expect, it } from 'vitest';
import { appPreloads } from './app-preloads';

const ROOT = '/repo';

/** A chunk holding `modules` (root-relative) that imports the chunks `imports`. */
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  moduleIds: modules.map((module) => `${ROOT}/${module}`),
  imports,
});

const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['src/main.tsx'], ['assets/framework.js'], true),
  'assets/framework.js': chunk('assets/framework.js', ['node_modules/react/index.js']),
  'assets/app-shell.js': chunk(
    'assets/app-shell.js',
    ['src/app/AppArea.tsx', 'src/features/dashboard/DashboardScreen.tsx'],
    ['assets/framework.js', 'assets/format.js'],
  ),
  'assets/format.js': chunk('assets/format.js', ['src/ui/format.ts']),
  'assets/screens.js': chunk(
    'assets/screens.js',
    ['src/features/portfolio/screens.ts'],
    ['assets/format.js', 'assets/chart.js'],
  ),
  'assets/chart.js': chunk('assets/chart.js', ['src/features/portfolio/EquityChart.tsx']),
  'assets/SplashPage.js': chunk('assets/SplashPage.js', ['marketing/pages/SplashPage.tsx']),
  'index.html': { type: 'asset' as const },
};

describe('appPreloads', () => {
  it("names the app's start chunks with their imports, not the entry's", () => {
    expect(appPreloads(BUNDLE, ROOT).start).toEqual(['/assets/app-shell.js', '/assets/format.js']);
  });

  it("names a landing screen's chunks that the start has not", () => {
    expect(appPreloads(BUNDLE, ROOT).screens).toEqual({
      '/app/portfolio': ['/assets/screens.js', '/assets/chart.js'],
    });
  });

  it('stops the build when a module it names is in no chunk', () => {
    const { 'assets/screens.js': _, ...withoutPortfolio } = BUNDLE;
    expect(() => appPreloads(withoutPortfolio, ROOT)).toThrow(
      'no chunk holds src/features/portfolio/screens.ts',
    );
  });
});
