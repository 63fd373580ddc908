// The Android Trusted Web Activity per brand, generated from the web manifest
// (server/http/manifest.ts) and the brand config (src/platform/brand/brands.ts, twa/config.json):
//   twa/<brand>/twa-manifest.json   Bubblewrap's project description (committed)
//   twa/<brand>/assetlinks.json     what /.well-known/assetlinks.json serves with the development
//                                   fingerprints (committed; the server serves the configured ones)
//   twa/<brand>/android/            the Android Gradle project written by @bubblewrap/core's
//                                   TwaGenerator (ignored: rebuilt from the two files above)
// Offline: TwaGenerator downloads the icons and the web manifest, so they are served from a
// loopback server (public/ and manifestFor) while it runs; nothing leaves the machine.
// Usage: npm run twa:generate [-- --manifests-only] [-- --out <dir>]
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import bubblewrap from '@bubblewrap/core';
import { BRANDS } from '../src/platform/brand/brands.ts';
import { manifestFor } from '../server/http/manifest.ts';
import { androidPackageId, assetLinksFor, twaConfig } from '../server/routes/well-known.ts';

const { BufferedLog, ConsoleLog, TwaGenerator, TwaManifest, fetchUtils } = bubblewrap;

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BRAND_IDS = /** @type {const} */ (['main', 'partner']);
/** The start URL tells the PWA it runs inside the TWA (src/platform/shell/detect.ts). */
export const TWA_START_URL = '/app?shell=android';

/** twa-manifest.json for a brand, as plain JSON (what is committed). */
export function twaManifestJson(brandId) {
  const brand = BRANDS[brandId];
  const config = twaConfig().brands[brandId];
  const host = brand.hosts[0];
  const webManifest = manifestFor(brand);
  const webManifestUrl = new URL('/manifest.webmanifest', `https://${host}`);
  // Bubblewrap's own mapping of the web manifest (name, colours, icons, shortcuts, display)…
  const twa = TwaManifest.fromWebManifestJson(webManifestUrl, webManifest);
  // …then what the web manifest does not say.
  twa.packageId = androidPackageId(brandId); // the Play Store id of the brand's store link
  twa.launcherName = webManifest.short_name;
  twa.startUrl = TWA_START_URL;
  twa.monochromeIconUrl = new URL(`/icons/${brand.id}/monochrome.svg`, webManifestUrl).href;
  twa.navigationColor = twa.themeColor;
  twa.navigationColorDark = twa.themeColor;
  twa.navigationDividerColor = twa.themeColor;
  twa.navigationDividerColorDark = twa.themeColor;
  twa.themeColorDark = twa.themeColor;
  twa.fallbackType = 'customtabs';
  twa.enableNotifications = true;
  twa.enableSiteSettingsShortcut = true;
  twa.signingKey = { ...config.signingKey };
  twa.appVersionName = config.appVersionName;
  twa.appVersionCode = config.appVersionCode;
  twa.generatorApp = 'stockroom scripts/twa-generate.mjs';
  const json = twa.toJson();
  const error = new TwaManifest(json).validate();
  if (error) throw new Error(`${brandId}: invalid TWA manifest: ${error}`);
  return json;
}

export const stringify = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The committed files of one brand, path (from the repository root) → content. */
export function committedTwaFiles(brandId) {
  return {
    [`twa/${brandId}/twa-manifest.json`]: stringify(twaManifestJson(brandId)),
    [`twa/${brandId}/assetlinks.json`]: stringify(assetLinksFor(brandId, {})),
  };
}

const TYPES = { '.png': 'image/png', '.svg': 'image/svg+xml' };

/** Serves public/ and each brand's web manifest on 127.0.0.1 (an ephemeral port). */
async function startLoopback() {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const manifest = /^\/(main|partner)\/manifest\.webmanifest$/.exec(url.pathname);
    try {
      if (manifest) {
        response.writeHead(200, { 'content-type': 'application/manifest+json' });
        response.end(JSON.stringify(manifestFor(BRANDS[manifest[1]])));
        return;
      }
      const file = resolve(ROOT, 'public', `.${decodeURIComponent(url.pathname)}`);
      if (!file.startsWith(resolve(ROOT, 'public')) || !TYPES[extname(file)]) throw new Error();
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Bubblewrap's downloads (icons, web manifest) answered by the loopback server: a URL on a brand's
 * host goes there, anything else is refused, so generation never touches the network. The URLs
 * written into the project stay the real ones.
 */
function fetchFromLoopback(origin) {
  const original = fetchUtils.fetch.bind(fetchUtils);
  fetchUtils.setFetchEngine('node-fetch'); // plain HTTP/1.1
  fetchUtils.fetch = async (input) => {
    const url = new URL(String(input));
    const brandId = BRAND_IDS.find((id) => BRANDS[id].hosts[0] === url.host);
    if (url.protocol !== 'https:' || !brandId) throw new Error(`offline: refused ${url.href}`);
    const path =
      url.pathname === '/manifest.webmanifest' ? `/${brandId}/manifest.webmanifest` : url.pathname;
    return original(origin + path);
  };
  return () => {
    fetchUtils.fetch = original;
  };
}

/**
 * Writes the Android Gradle project of each brand into `targetOf(brand)` with TwaGenerator, plus
 * the brand's twa-manifest.json and Bubblewrap's manifest-checksum.txt, so that `bubblewrap build`
 * there builds without regenerating (which would fetch the icons from the live site).
 */
export async function generateAndroidProjects(targetOf, { quiet = false } = {}) {
  const loopback = await startLoopback();
  const restoreFetch = fetchFromLoopback(loopback.origin);
  try {
    for (const brandId of BRAND_IDS) {
      const json = twaManifestJson(brandId);
      const target = targetOf(brandId);
      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      const log = quiet ? new BufferedLog(new ConsoleLog('twa')) : new ConsoleLog('twa');
      const manifest = new TwaManifest(json);
      await new TwaGenerator().createTwaProject(target, manifest, log);
      const manifestText = stringify(json);
      await writeFile(join(target, 'twa-manifest.json'), manifestText);
      const checksum = createHash('sha1').update(manifestText).digest('hex');
      await writeFile(join(target, 'manifest-checksum.txt'), checksum);
    }
  } finally {
    restoreFetch();
    await loopback.close();
  }
}

/** Where the Gradle projects go: twa/<brand>/android (ignored by git), or --out <dir>/<brand>. */
export const defaultAndroidDir = (brandId) => join(ROOT, 'twa', brandId, 'android');

async function main() {
  const args = process.argv.slice(2);
  for (const brandId of BRAND_IDS) {
    for (const [path, content] of Object.entries(committedTwaFiles(brandId))) {
      await mkdir(join(ROOT, path, '..'), { recursive: true });
      await writeFile(join(ROOT, path), content);
      console.log(`wrote ${path}`);
    }
  }
  if (args.includes('--manifests-only')) return;
  const out = args.includes('--out') ? resolve(args[args.indexOf('--out') + 1]) : null;
  const targetOf = out ? (brandId) => join(out, brandId) : defaultAndroidDir;
  await generateAndroidProjects(targetOf);
  for (const brandId of BRAND_IDS) console.log(`wrote ${targetOf(brandId)} (Gradle project)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
