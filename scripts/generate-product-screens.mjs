// `npm run marketing:screens`: the app screens the marketing home shows (marketing/product-screens.ts),
// taken from the app itself on a production build with the demo content (SEED_DEMO), signed in as
// a new member, at phone size for each brand in a dark and a light theme (the partner brand's
// light one is its own scheme), written as WebP at 1× and 2×
// (public/product-screens/<brand>/<screen>-<variant>-<width>.webp). Run by hand when a screen shown there
// changes; the images are committed, like the store images (scripts/generate-store-images.mjs):
// taking them needs Chromium and a seeded server, which `npm start`'s first build must not wait for.
//
//   npm run marketing:screens                    a new build, served on a throwaway DATA_DIR
//   npm run marketing:screens -- --url http://…  a server already running (its data is used)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, serverFromArgs } from './bench/app-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const { PRODUCT_SCREENS, SCREEN_SIZE, SCREEN_WIDTHS, productScreenFile } =
  await import('../marketing/product-screens.ts');
/** Where each screen is in the app, and what shows once it has its data. */
const WHERE = {
  security: { path: '/app/securities/AAPL', ready: '[data-testid="price-chart"]' },
  dashboard: { path: '/app', ready: '[data-testid="dashboard-screen"]' },
  feed: { path: '/app/feed', ready: 'article' },
  learn: { path: '/app/learn-and-earn', ready: '[data-testid="learn-xp"]' },
};
/** Per brand: its host and the theme of each variant. */
const BRANDS = {
  main: { host: (url) => url, themes: { dark: 'dark', light: 'light' } },
  partner: {
    host: (url) => url.replace('127.0.0.1', 'partner.localhost'),
    themes: { dark: 'dark', light: 'partner' },
  },
};
const outDir = join(root, 'public');

const server = await serverFromArgs();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
let written = 0;
try {
  for (const [brand, { host, themes }] of Object.entries(BRANDS))
    for (const [variant, theme] of Object.entries(themes)) {
      const url = host(server.url);
      const context = await browser.newContext({
        viewport: SCREEN_SIZE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
      const page = await context.newPage();
      // Signed up from the page itself: Node does not resolve partner.localhost, Chromium does.
      await page.goto(`${url}/robots.txt`);
      const signedUp = await page.evaluate(async (email) => {
        const csrf = await (await fetch('/api/v1/util/csrf')).json();
        const answer = await fetch('/api/v1/auth/sign_up', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.csrf_token },
          body: JSON.stringify({
            email,
            password: 'a sturdy screenshot passphrase',
            name: 'Alex Morgan',
          }),
        });
        return answer.ok ? '' : await answer.text();
      }, `product-screens-${Date.now()}-${brand}-${variant}@example.com`);
      if (signedUp) throw new Error(`sign-up failed: ${signedUp}`);
      for (const name of Object.keys(PRODUCT_SCREENS)) {
        // Not 'networkidle': a page with live quotes keeps a stream open.
        await page.goto(`${url}${WHERE[name].path}`, { waitUntil: 'load' });
        await page.locator(WHERE[name].ready).first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1_500); // charts, fonts and the last state change
        const png = await page.screenshot({ type: 'png' });
        // PROOF_DIR=…: the PNGs too, to look at (an image viewer may not read WebP).
        if (process.env.PROOF_DIR)
          writeFileSync(join(process.env.PROOF_DIR, `${brand}-${name}-${variant}.png`), png);
        for (const width of SCREEN_WIDTHS) {
          const webp = await toWebp(page, png.toString('base64'), width);
          const file = join(outDir, productScreenFile(brand, name, variant, width));
          mkdirSync(join(file, '..'), { recursive: true });
          writeFileSync(file, webp);
          written++;
        }
      }
      await context.close();
    }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${written} images written under public/product-screens/`);

/** The PNG scaled to `width` and encoded as WebP by Chromium's own encoder (no image library). */
async function toWebp(page, pngBase64, width) {
  const dataUrl = await page.evaluate(
    async ({ source, width }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', 0.8);
    },
    { source: pngBase64, width },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
