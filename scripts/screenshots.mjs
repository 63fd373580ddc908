// `npm run screenshots`: a PNG of every route of the route table (marketing pages and every /app
// screen, signed in as a member with a long name, the browser offering installation) at phone and
// desktop width, in the dark and the light theme, into screenshots/ (git ignores it), for a person
// to look at. It also prints every page wider than its screen or with a header item cut, judged
// as tests/e2e/shell-fit.test.ts judges them.
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

// The same route list and layout rules as the shell-fit browser test.
const { layoutProblems, routeUrls, setInstallOffer, settle } =
  await import('../tests/support/route-walk.ts');

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
      // tsx keeps function names with a `__name` helper that the page lacks (the functions the
      // route-walk module sends to page.evaluate are compiled by tsx here, by Vite in the tests).
      await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
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
      const urls = await routeUrls(context.request, server.url);
      const paths = [...urls.marketing, ...urls.app].filter((path) => !only || path.includes(only));
      const folder = join(outDir, `${size}-${theme}`);
      mkdirSync(folder, { recursive: true });
      const page = await context.newPage();
      // A member is forwarded from most marketing pages into the app (spec §7,
      // marketing/forward-signed-in.ts), which is skipped on localhost: the marketing pages are
      // taken there (as a visitor: the session cookie is the other host's).
      const marketingOrigin = server.url.replace('127.0.0.1', 'localhost');
      for (const path of paths) {
        const origin = path.startsWith('/app') ? server.url : marketingOrigin;
        // Not 'networkidle': a page with live quotes keeps a stream open and would wait 30 s.
        await page.goto(`${origin}${path}`, { waitUntil: 'load' }).catch(() => {});
        await settle(page);
        // The fullest header: the browser offering installation, as phones do.
        if (path.startsWith('/app')) await setInstallOffer(page, true).catch(() => {});
        await page.waitForTimeout(300); // fonts, charts and the last state change
        const problems = await layoutProblems(page, options.viewport);
        if (problems.overflow > 0)
          wide.push(`${size} ${theme} ${path}: ${problems.overflow} px wider than the screen`);
        if (problems.cutHeaderItems.length)
          wide.push(`${size} ${theme} ${path}: header items cut: ${problems.cutHeaderItems}`);
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
