import { afterEach, describe, expect, it, vi } from 'vitest';
import { inStoreWrapper, shellPlatform } from './detect';

/** A browser as far as detect.ts reads one (the unit project runs in Node). */
function browser({ url = 'https://stockroom.example/app', userAgent = 'Chrome', referrer = '' }) {
  const store = new Map<string, string>();
  const page = { location: new URL(url) };
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('location', page.location);
  vi.stubGlobal('navigator', { userAgent });
  vi.stubGlobal('document', { referrer });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  return { go: (to: string) => vi.stubGlobal('location', new URL(to, page.location)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('shellPlatform', () => {
  it('is web in a plain browser and on the server', () => {
    expect(shellPlatform()).toBe('web');
    browser({});
    expect(shellPlatform()).toBe('web');
    expect(inStoreWrapper()).toBe(false);
  });

  it("keeps the TWA's start parameter for the tab after navigating away from it", () => {
    const tab = browser({ url: 'https://stockroom.example/app?shell=android' });
    expect(shellPlatform()).toBe('android');
    tab.go('/app/feed');
    expect(shellPlatform()).toBe('android');
    expect(inStoreWrapper()).toBe(true);
  });

  it('ignores unknown values of the parameter', () => {
    browser({ url: 'https://stockroom.example/app?shell=desktop' });
    expect(shellPlatform()).toBe('web');
  });

  it('knows the iOS shell by its user agent', () => {
    browser({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1 StockroomShell/iOS' });
    expect(shellPlatform()).toBe('ios');
  });

  it('knows a TWA by its android-app referrer', () => {
    browser({ referrer: 'android-app://example.stockroom.app/' });
    expect(shellPlatform()).toBe('android');
  });
});
