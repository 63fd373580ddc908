// The theme choice (spec §3, §4, §8): stored in localStorage under one key, applied to <html> as a
// class. An unknown name is refused with the spec's console error and changes nothing.
import { computed, signal } from '@preact/signals-react';
import { currentBrand } from '@/platform/brand/current';
import {
  customCssVariables,
  DEFAULT_CUSTOM_COLOURS,
  validateCustomColours,
  type CustomColours,
} from './custom';
import {
  CUSTOM_THEME_STORAGE_KEY,
  DARK_PATHS,
  resolveThemeName,
  THEME_NAMES,
  THEME_STORAGE_KEY,
  themeClass,
  type ThemeName,
} from './names';

const isThemeName = (name: unknown): name is ThemeName =>
  typeof name === 'string' && (THEME_NAMES as readonly string[]).includes(name);

function readStored(): ThemeName | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : null;
  } catch {
    return null;
  }
}

function readCustom(): CustomColours {
  try {
    const parsed = JSON.parse(localStorage.getItem(CUSTOM_THEME_STORAGE_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object') {
      const merged = { ...DEFAULT_CUSTOM_COLOURS, ...(parsed as Record<string, string>) };
      if (Object.keys(validateCustomColours(merged)).length === 0) return merged;
    }
  } catch {
    // fall through to the defaults
  }
  return DEFAULT_CUSTOM_COLOURS;
}

const chosen = signal<ThemeName | null>(typeof window === 'undefined' ? null : readStored());
const customColours = signal<CustomColours>(
  typeof window === 'undefined' ? DEFAULT_CUSTOM_COLOURS : readCustom(),
);

/** The brand's default theme; a missing name is reported (spec §8) and dark is used. */
export function defaultThemeName(brand: { defaultTheme?: unknown } = currentBrand): ThemeName {
  const name = brand.defaultTheme;
  if (!isThemeName(name)) {
    console.error('Missing default theme name: falling back to the dark theme.');
    return 'dark';
  }
  return name;
}

/** The visitor's choice, or the brand default when there is none. */
export const themeChoice = computed<ThemeName>(() => chosen.value ?? defaultThemeName());
export const savedCustomColours = computed(() => customColours.value);

/** Sets the class (and custom variables) of the theme this path shows on <html>. */
export function applyThemeFor(pathname: string): void {
  const name = resolveThemeName(
    pathname,
    chosen.value,
    defaultThemeName(),
    THEME_NAMES,
    DARK_PATHS,
  );
  const root = document.documentElement;
  for (const theme of THEME_NAMES) root.classList.remove(themeClass(theme));
  root.classList.add(themeClass(name));
  for (const [property] of customCssVariables(DEFAULT_CUSTOM_COLOURS))
    root.style.removeProperty(property);
  if (name === 'custom') {
    for (const [property, value] of customCssVariables(customColours.value))
      root.style.setProperty(property, value);
  }
}

/** Spec §4: an unknown theme is rejected with a console error; otherwise saved and applied. */
export function changeTheme(name: string): boolean {
  if (!isThemeName(name)) {
    console.error(`Cannot change to a non-defined theme: ${name}`);
    return false;
  }
  chosen.value = name;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
  applyThemeFor(window.location.pathname);
  return true;
}

/** Saves custom colours when every value is a hex colour; returns the field errors otherwise. */
export function saveCustomColours(
  colours: Record<string, string>,
): Partial<Record<keyof CustomColours, string>> {
  const errors = validateCustomColours(colours);
  if (Object.keys(errors).length > 0) return errors;
  customColours.value = { ...DEFAULT_CUSTOM_COLOURS, ...colours } as CustomColours;
  try {
    localStorage.setItem(CUSTOM_THEME_STORAGE_KEY, JSON.stringify(customColours.value));
  } catch {
    // storage unavailable
  }
  if (chosen.value === 'custom') applyThemeFor(window.location.pathname);
  return {};
}
