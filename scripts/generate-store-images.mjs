// Generates the PWA icons (192, 512, maskable 512) per brand from an SVG, and the manifest's
// narrow and wide screenshots from a running server, with Debian's Chromium. Run by hand when
// the artwork or the screens change; the PNGs are committed under public/.
// Usage: node scripts/generate-store-images.mjs http://127.0.0.1:8080
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const server = process.argv[2];
const ARTWORK = {
  main: { background: '#0f131a', accent: '#3b82f6', letter: 'S' },
  partner: { background: '#0d2c54', accent: '#f59e0b', letter: 'M' },
};

/** A rising line over the brand's letter; `safe` shrinks the art into the maskable safe zone. */
const svg = ({ background, accent, letter }, size, safe) => {
  const inset = safe ? size * 0.2 : size * 0.08;
  const inner = size - inset * 2;
  const radius = safe ? 0 : size * 0.18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/>
  <text x="${size / 2}" y="${inset + inner * 0.62}" font-family="DejaVu Sans, sans-serif" font-weight="700"
    font-size="${inner * 0.62}" fill="#ffffff" text-anchor="middle">${letter}</text>
  <polyline fill="none" stroke="${accent}" stroke-width="${inner * 0.07}" stroke-linecap="round" stroke-linejoin="round"
    points="${inset + inner * 0.08},${inset + inner * 0.92} ${inset + inner * 0.38},${inset + inner * 0.72} ${inset + inner * 0.58},${inset + inner * 0.82} ${inset + inner * 0.92},${inset + inner * 0.58}"/>
</svg>`;
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const [brand, art] of Object.entries(ARTWORK)) {
  mkdirSync(`public/icons/${brand}`, { recursive: true });
  for (const [name, size, safe] of [
    ['icon-192', 192, false],
    ['icon-512', 512, false],
    ['maskable-512', 512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg(art, size, safe)}</body>`);
    await page.screenshot({ path: `public/icons/${brand}/${name}.png`, omitBackground: !safe });
    await page.close();
  }
  if (server) {
    mkdirSync(`public/screenshots/${brand}`, { recursive: true });
    const host = brand === 'partner' ? server.replace('127.0.0.1', 'partner.localhost') : server;
    for (const [name, width, height, path] of [
      ['narrow', 390, 844, '/app/signup'],
      ['wide', 1280, 800, '/'],
    ]) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${host}${path}`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `public/screenshots/${brand}/${name}.png` });
      await page.close();
    }
  }
}
await browser.close();
console.log('icons and screenshots written under public/');
