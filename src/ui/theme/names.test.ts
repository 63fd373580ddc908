// Which theme a path shows (names.ts resolveThemeName, also the pre-paint script).
import { describe, expect, it } from 'vitest';
import { DARK_PATHS, resolveThemeName, THEME_NAMES } from './names';

const themeOf = (path: string, stored: string | null) =>
  resolveThemeName(path, stored, 'dark', THEME_NAMES, DARK_PATHS);

describe('resolveThemeName', () => {
  it('paints the app and the operators’ console with the visitor’s choice', () => {
    for (const path of ['/app', '/app/portfolio', '/ops', '/ops/support/1']) {
      expect(themeOf(path, 'light'), path).toBe('light');
    }
  });

  it('paints marketing pages with the brand’s default, and the four dark ones dark', () => {
    expect(themeOf('/', 'light')).toBe('dark');
    expect(themeOf('/opsfoo', 'light')).toBe('dark');
    expect(themeOf('/about', 'light')).toBe('dark');
    expect(resolveThemeName('/about', 'light', 'partner', THEME_NAMES, DARK_PATHS)).toBe('dark');
  });

  it('ignores a stored name it does not know', () => {
    expect(themeOf('/app', 'neon')).toBe('dark');
  });
});
