// Theme names of spec §3, the storage key, and the rule for which theme a path shows. This file is
// also embedded in index.html as the pre-paint script (vite-plugins/prepaint.ts), so it must stay
// free of imports and modern syntax that old WebViews lack.

export const THEME_NAMES = [
  'ai light',
  'ai dark',
  'light',
  'dark',
  'the-street',
  'custom',
  'partner',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The one localStorage key for the chosen theme (spec §3), and one for custom colours. */
export const THEME_STORAGE_KEY = 'stockroom.theme';
export const CUSTOM_THEME_STORAGE_KEY = 'stockroom.theme.custom';

/** Marketing pages shown dark whatever the visitor chose (spec §2). */
export const DARK_PATHS = ['/about', '/contact', '/faq', '/legal'];

export const themeClass = (name: string) => `theme-${name.replace(/\s+/g, '-')}`;

/**
 * The theme a page shows. The four pages above are dark; other marketing pages show the brand's
 * default theme (spec §2 "the default theme"); the app under /app, and the operators' console
 * under /ops, show the visitor's choice.
 */
export function resolveThemeName(
  pathname: string,
  stored: string | null,
  brandDefault: string,
  known: readonly string[],
  darkPaths: readonly string[],
): string {
  if (darkPaths.indexOf(pathname) >= 0) return 'dark';
  const inApp =
    pathname === '/app' ||
    pathname.indexOf('/app/') === 0 ||
    pathname === '/ops' ||
    pathname.indexOf('/ops/') === 0;
  if (inApp && stored && known.indexOf(stored) >= 0) return stored;
  return brandDefault;
}
