// Theme changes (spec §4, §8) against stubbed browser globals: the module reads them on import.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function stubBrowser(stored: Record<string, string> = {}) {
  const classes = new Set<string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
  });
  vi.stubGlobal('window', { location: { pathname: '/app/settings', hostname: '127.0.0.1' } });
  vi.stubGlobal('document', {
    querySelector: () => null,
    documentElement: {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
      style: { setProperty: () => {}, removeProperty: () => {} },
    },
  });
  return { stored, classes };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('changeTheme', () => {
  it('saves and applies a known theme', async () => {
    const browser = stubBrowser();
    const { changeTheme, themeChoice } = await import('./theme-state');
    expect(changeTheme('light')).toBe(true);
    expect(browser.stored['stockroom.theme']).toBe('light');
    expect(themeChoice.value).toBe('light');
    expect([...browser.classes]).toEqual(['theme-light']);
  });

  it('rejects an unknown theme with the console error and changes nothing', async () => {
    const browser = stubBrowser({ 'stockroom.theme': 'ai dark' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { changeTheme, themeChoice } = await import('./theme-state');
    expect(changeTheme('neon')).toBe(false);
    expect(error).toHaveBeenCalledWith('Cannot change to a non-defined theme: neon');
    expect(browser.stored['stockroom.theme']).toBe('ai dark');
    expect(themeChoice.value).toBe('ai dark');
    error.mockRestore();
  });

  it('defaults to dark when nothing valid is stored', async () => {
    stubBrowser({ 'stockroom.theme': 'neon' });
    const { themeChoice } = await import('./theme-state');
    expect(themeChoice.value).toBe('dark');
  });
});

describe('defaultThemeName', () => {
  it("is the brand's default, and logs the spec's error when the brand names none", async () => {
    stubBrowser();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { defaultThemeName } = await import('./theme-state');
    expect(defaultThemeName({ defaultTheme: 'partner' })).toBe('partner');
    expect(error).not.toHaveBeenCalled();
    expect(defaultThemeName({})).toBe('dark');
    expect(error).toHaveBeenCalledWith(
      'Missing default theme name: falling back to the dark theme.',
    );
    error.mockRestore();
  });
});

describe('saveCustomColours', () => {
  it('refuses invalid hex values field by field and saves nothing', async () => {
    const browser = stubBrowser();
    const { saveCustomColours } = await import('./theme-state');
    const { DEFAULT_CUSTOM_COLOURS } = await import('./custom');
    const errors = saveCustomColours({
      ...DEFAULT_CUSTOM_COLOURS,
      text: 'white',
      positive: '#12345',
    });
    expect(Object.keys(errors).sort()).toEqual(['positive', 'text']);
    expect(browser.stored['stockroom.theme.custom']).toBeUndefined();
  });

  it('saves #rgb and #rrggbb values', async () => {
    const browser = stubBrowser();
    const { saveCustomColours } = await import('./theme-state');
    const { DEFAULT_CUSTOM_COLOURS } = await import('./custom');
    expect(
      saveCustomColours({ ...DEFAULT_CUSTOM_COLOURS, text: '#FFF', positive: '#00aa00' }),
    ).toEqual({});
    expect(JSON.parse(browser.stored['stockroom.theme.custom']!)).toMatchObject({
      text: '#FFF',
      positive: '#00aa00',
    });
  });
});
