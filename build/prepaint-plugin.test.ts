// The pre-paint script runs in a bare page before any bundle: exercise it against a fake DOM.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { productScreenSrcSet, SPLASH_HERO } from '../marketing/product-screens';
import { TOKEN_PAIR_STORAGE_KEY } from '../src/platform/api/token-pair';
import { EARLY_ANSWERS_GLOBAL, SESSION_HINT_KEY } from '../src/platform/network/early-answers';
import { EARLY_REQUESTS } from '../src/platform/network/early-requests';
import { cspHash, prepaintScript } from './prepaint-plugin';

function run(
  pathname: string,
  stored: Record<string, string>,
  hostname = '127.0.0.1',
  { search = '', session = {} as Record<string, string> } = {},
) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const links: Record<string, string>[] = [];
  const document = {
    createElement: () => {
      const link: Record<string, string> = {};
      return Object.assign(link, {
        setAttribute: (name: string, value: string) => (link[name] = value),
      });
    },
    head: {
      appendChild: (link: Record<string, unknown>) =>
        links.push(
          Object.fromEntries(
            Object.entries(link).filter(([, v]) => typeof v === 'string'),
          ) as Record<string, string>,
        ),
    },
    documentElement: {
      classList: { add: (name: string) => classes.add(name) },
      style: { setProperty: (name: string, value: string) => style.set(name, value) },
    },
    querySelector: () => null,
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const sessionStorage = { getItem: (key: string) => session[key] ?? null };
  const fetched: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return Promise.resolve(url);
  };
  const page: Record<string, unknown> = {
    document,
    localStorage,
    sessionStorage,
    fetch,
    location: { pathname, hostname, search },
  };
  page.window = page;
  runInNewContext(prepaintScript(), page);
  const early = page[EARLY_ANSWERS_GLOBAL] as Record<string, Promise<string>> | undefined;
  return { classes: [...classes], style: Object.fromEntries(style), links, fetched, early };
}

describe('the pre-paint theme script', () => {
  it('applies the stored theme in the app and the default when none is stored', () => {
    expect(run('/app', { 'stockroom.theme': 'light' }).classes).toContain('theme-light');
    expect(run('/app/settings', { 'stockroom.theme': 'ai dark' }).classes).toContain(
      'theme-ai-dark',
    );
    expect(run('/app', {}).classes).toContain('theme-dark');
  });

  it('ignores an unknown stored name', () => {
    expect(run('/app', { 'stockroom.theme': 'neon' }).classes).toContain('theme-dark');
  });

  it("draws the app's frame under /app only, home's skeleton on home (build/app-frame.ts)", () => {
    expect(run('/app', {}).classes).toEqual(['theme-dark', 'app-frame', 'app-home']);
    expect(run('/app/', {}).classes).toContain('app-home');
    expect(run('/app/portfolio', {}).classes).toEqual(['theme-dark', 'app-frame']);
    for (const path of ['/', '/about', '/apple', '/ops']) {
      expect(run(path, {}).classes).not.toContain('app-frame');
    }
  });

  it('shows /about, /contact, /faq and /legal dark, other marketing pages in the chosen theme', () => {
    for (const path of ['/about', '/contact', '/faq', '/legal']) {
      expect(run(path, { 'stockroom.theme': 'light' }).classes).toEqual(['theme-dark']);
    }
    expect(run('/', { 'stockroom.theme': 'light' }).classes).toEqual(['theme-light']);
    expect(run('/', {}).classes).toEqual(['theme-dark']);
    expect(run('/privacy_policy', {}, 'partner.localhost').classes).toEqual(['theme-partner']);
    expect(run('/about', {}, 'partner.localhost').classes).toEqual(['theme-dark']);
  });

  it("sets the partner brand's font on its hosts only", () => {
    expect(run('/', {}, 'partner.localhost').style['--fonts-body']).toMatch(/Georgia/);
    expect(run('/', {}).style['--fonts-body']).toBeUndefined();
  });

  it('sets valid custom colours as variables and skips invalid ones', () => {
    const result = run('/app', {
      'stockroom.theme': 'custom',
      'stockroom.theme.custom': JSON.stringify({
        text: '#abc',
        positive: 'green',
        componentNoOpacity: '#101010',
      }),
    });
    expect(result.classes).toContain('theme-custom');
    expect(result.style).toEqual({
      '--colors-text': '#abc',
      '--colors-componentNoOpacity': '#101010',
      '--colors-component': '#101010',
    });
  });

  it("preloads the splash page's hero in the variant the theme shows, at high priority", () => {
    const hero = (variant: 'dark' | 'light', brand: 'main' | 'partner' = 'main') => [
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: productScreenSrcSet(brand, SPLASH_HERO.name, variant),
        imagesizes: SPLASH_HERO.sizes,
        fetchpriority: 'high',
      },
    ];
    expect(run('/', {}).links).toEqual(hero('dark'));
    expect(run('/', { 'stockroom.theme': 'light' }).links).toEqual(hero('light'));
    expect(run('/', { 'stockroom.theme': 'ai dark' }).links).toEqual(hero('dark'));
    expect(run('/', {}, 'partner.localhost').links).toEqual(hero('light', 'partner'));
    expect(run('/', { 'stockroom.theme': 'dark' }, 'partner.localhost').links).toEqual(
      hero('dark', 'partner'),
    );
    // No other page has it: they show no hero.
    expect(run('/app', {}).links).toEqual([]);
    expect(run('/about', {}).links).toEqual([]);
  });

  it("starts a landing screen's first requests and leaves them for the app", async () => {
    for (const path of ['/app', '/app/', '/app/portfolio']) {
      const { fetched, early } = run(path, {});
      const urls = EARLY_REQUESTS[path.replace(/\/$/, '')] ?? [];
      expect(urls.length).toBeGreaterThan(0);
      expect(fetched.map(({ url }) => url)).toEqual(urls);
      for (const { init } of fetched) {
        expect(init).toEqual({ credentials: 'include', headers: { accept: 'application/json' } });
      }
      expect(Object.keys(early ?? {})).toEqual(urls);
      const [first = ''] = urls;
      expect(await early?.[first]).toBe(first);
    }
  });

  it('asks for nothing early elsewhere, without a session, or with a token pair', () => {
    for (const path of ['/', '/about', '/app/feed', '/app/sign-in', '/apple']) {
      expect(run(path, {}).fetched).toEqual([]);
    }
    expect(run('/app', { [SESSION_HINT_KEY]: 'out' }).fetched).toEqual([]);
    expect(run('/app', {}, '127.0.0.1', { search: '?auth_id=a&token=b' }).fetched).toEqual([]);
    const pair = { [TOKEN_PAIR_STORAGE_KEY]: '{"auth_id":"a","token":"b"}' };
    expect(run('/app', {}, '127.0.0.1', { session: pair }).fetched).toEqual([]);
    expect(run('/app', {}).early).toBeDefined();
  });

  it('has a stable CSP hash for the exact script text', () => {
    expect(cspHash(prepaintScript())).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(cspHash(prepaintScript())).toBe(cspHash(prepaintScript()));
  });
});
