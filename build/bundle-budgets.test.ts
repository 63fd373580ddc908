// The bundle-budget check (scripts/check-bundle-budgets.mjs): what counts as loaded at once.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  measure,
  staticImports,
  withStableHashes,
} from '../scripts/check-bundle-budgets.mjs';

describe('bundle budgets', () => {
  it('follows static imports of every minified form, never dynamic ones', () => {
    const source =
      'import{a as b}from"./framework-AAAAAAAA.js";import"./side-BBBBBBBB.js";' +
      'import*as c from"./ns-CCCCCCCC.js";const d=()=>import("./lazy-DDDDDDDD.js");';
    expect(staticImports(source)).toEqual([
      'framework-AAAAAAAA.js',
      'side-BBBBBBBB.js',
      'ns-CCCCCCCC.js',
    ]);
  });

  it('reads a chunk hash as one that depends on the chunk name alone', () => {
    // Each build's id changes some chunk, and so the hashes of every chunk importing it.
    const one = withStableHashes(
      'import"./AppArea-CCCCCCCC.js";//# sourceMappingURL=x-AbCd_-12.js.map',
    );
    const other = withStableHashes(
      'import"./AppArea-Zz9_-Yx8.js";//# sourceMappingURL=x-00000000.js.map',
    );
    expect(one).toBe(other);
    expect(one).not.toContain('CCCCCCCC');
    expect(withStableHashes('import"./start-CCCCCCCC.js"')).not.toBe(
      withStableHashes('import"./other-CCCCCCCC.js"').replace('other', 'start'),
    );
  });

  it('counts what each page loads at once, and a chunk over its budget shows in the figures', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budgets-'));
    const assets = join(dist, 'assets');
    mkdirSync(assets);
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>',
    );
    const file = (name: string, body: string) => writeFileSync(join(assets, name), body);
    file('index-AAAAAAAA.js', 'import"./shared-BBBBBBBB.js";import("./app-shell-CCCCCCCC.js");');
    file('shared-BBBBBBBB.js', 'export const x=1;');
    file('start-DDDDDDDD.js', 'import"./shared-BBBBBBBB.js";');
    file('SplashPage-EEEEEEEE.js', 'const m=()=>import("./SplashMore-IIIIIIII.js");');
    file('SplashMore-IIIIIIII.js', 'import"./shared-BBBBBBBB.js";export default 4;');
    // The app chrome and home (build/app-shell-chunk.ts), with a library chunk of its own.
    file('app-shell-CCCCCCCC.js', 'import"./shared-BBBBBBBB.js";import"./icons-GGGGGGGG.js";');
    file('icons-GGGGGGGG.js', 'export default 3;');
    // Random bytes do not compress: a chunk of 300 KiB stays over the 160 KiB chunk budget.
    const noise = Array.from({ length: 300 * 1024 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');
    file('giant-HHHHHHHH.js', `export const g=${JSON.stringify(noise)};`);

    const figures = measure(dist);
    expect(figures.entry.files).toBe(4); // index, shared, start, splash
    expect(figures.appShell.files).toBe(5); // index, shared, start, app-shell, icons
    expect(figures.entry.bytes).toBeLessThan(BUDGETS.entry.bytes);
    expect(figures.splashBelowFold.files).toBe(1); // SplashMore; `shared` is loaded already
    expect(figures.chunk.name).toBe('giant-HHHHHHHH.js');
    expect(figures.chunk.bytes).toBeGreaterThan(BUDGETS.chunk.bytes);
  });
});
