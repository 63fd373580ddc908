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
 * The theme a page shows. The four pages above are dark whatever was chosen (spec §2); every
 * other page, the marketing site's included, shows the visitor's choice, and the brand's default
 * without one ("the default theme" of §2 read as the theme the visitor would otherwise see: a
 * member who chose Light is not sent from a light app to a dark splash page).
 */
export function resolveThemeName(
  pathname: string,
  stored: string | null,
  brandDefault: string,
  known: readonly string[],
  darkPaths: readonly string[],
): string {
  if (darkPaths.indexOf(pathname) >= 0) return 'dark';
  if (stored && known.indexOf(stored) >= 0) return stored;
  return brandDefault;
}
