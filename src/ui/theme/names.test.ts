// Which theme a path shows (names.ts resolveThemeName, also the pre-paint script).
import { describe, expect, it } from 'vitest';
import { DARK_PATHS, resolveThemeName, THEME_NAMES } from './names';

const themeOf = (path: string, stored: string | null) =>
  resolveThemeName(path, stored, 'dark', THEME_NAMES, DARK_PATHS);

describe('resolveThemeName', () => {
  it('paints every page but the four dark ones with the visitor’s choice', () => {
    for (const path of [
      '/app',
      '/app/portfolio',
      '/ops',
      '/ops/support/1',
      '/',
      '/privacy_policy',
    ]) {
      expect(themeOf(path, 'light'), path).toBe('light');
    }
  });

  it('paints a page with the brand’s default without a choice, and the four dark ones dark', () => {
    expect(themeOf('/', null)).toBe('dark');
    expect(resolveThemeName('/', null, 'partner', THEME_NAMES, DARK_PATHS)).toBe('partner');
    for (const path of DARK_PATHS) expect(themeOf(path, 'light'), path).toBe('dark');
    expect(resolveThemeName('/about', 'light', 'partner', THEME_NAMES, DARK_PATHS)).toBe('dark');
  });

  it('ignores a stored name it does not know', () => {
    expect(themeOf('/app', 'neon')).toBe('dark');
  });
});
