// `npm run screenshots`: a PNG of every route of the route table (marketing pages and every /app
// screen, signed in as a member with a long name) at phone and desktop width, in the dark and the
// light theme, into screenshots/ (git ignores it), for a person to look at. It also prints every
// page that is wider than its screen, the first thing to look for on a phone.
//
//   npm run screenshots                       a new production build, served on a throwaway DATA_DIR
//   npm run screenshots -- --url http://…     an app already running (its data is used)
//   npm run screenshots -- --only /app/port   only the routes whose path contains the text
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { argValue, CHROME_FLAGS, CHROME_PATH, serverFromArgs } from './bench/app-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'screenshots');
const only = argValue('--only');

const { APP_ROUTES } = await import('../src/app/app-routes.tsx');
const { marketingPaths } = await import('../src/paths.ts');

const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const THEMES = ['dark', 'light'];
const LONG_NAME = 'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen';

/** Real values for path parameters where the seeded data has them, else a sample. */
async function parameterValues(request, url) {
  const json = async (path) => {
    const response = await request.get(`${url}/api/v1${path}`);
    return response.ok() ? response.json() : null;
  };
  const thoughts = await json('/thoughts');
  const thought = thoughts?.items?.[0];
  const learn = await json('/learn');
  return {
    id: 'AAPL',
    symbol: 'AAPL',
    thoughtId: thought?.id ?? '1',
    userId: thought?.author?.id ?? '1',
    lessonId: learn?.lessonOrder?.[0] ?? '1',
  };
}

function fill(pattern, values) {
  if (pattern.startsWith('/app/thoughts/')) return `/app/thoughts/${values.thoughtId}`;
  if (pattern.startsWith('/app/users/:id')) return `/app/users/${values.userId}/public_profile`;
  if (pattern.startsWith('/app/learn-and-earn/lessons/'))
    return `/app/learn-and-earn/lessons/${values.lessonId}`;
  return pattern
    .replace(':network', 'google')
    .replace(':symbol', values.symbol)
    .replace(/:[A-Za-z]+/g, values.id);
}

const slug = (path) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'home';

const server = await serverFromArgs();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const wide = [];
let shots = 0;
try {
  rmSync(outDir, { recursive: true, force: true });
  for (const [size, options] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      const context = await browser.newContext(options);
      await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
      const csrf = await (await context.request.get(`${server.url}/api/v1/util/csrf`)).json();
      const signUp = await context.request.post(`${server.url}/api/v1/auth/sign_up`, {
        data: {
          email: `screens-${Date.now()}-${size}-${theme}@example.com`,
          password: 'a sturdy screenshot passphrase',
          name: LONG_NAME,
        },
        headers: { 'x-csrf-token': csrf.csrf_token },
      });
      if (!signUp.ok()) throw new Error(`sign-up failed: ${await signUp.text()}`);
      const values = await parameterValues(context.request, server.url);
      const paths = [
        ...Object.values(marketingPaths).map((path) => path.replace(':id', 'demo')),
        ...APP_ROUTES.map(([pattern]) => fill(pattern, values)),
      ].filter((path) => !only || path.includes(only));
      const folder = join(outDir, `${size}-${theme}`);
      mkdirSync(folder, { recursive: true });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' }).catch(() => {});
        await page.waitForTimeout(300); // fonts, charts and the last state change
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          wide.push(`${size} ${theme} ${path}: ${overflow} px wider than the screen`);
        await page.screenshot({ path: join(folder, `${slug(path)}.png`), fullPage: true });
        shots++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${shots} screenshots in ${outDir}`);
console.log(
  wide.length ? `Wider than the screen:\n${wide.join('\n')}` : 'No page is wider than the screen.',
);
