// The store wrappers: the Android TWA's twa-manifest.json per brand, the Gradle project Bubblewrap
// writes from it offline, the iOS shell's generated files, and the two /.well-known files the
// server serves per brand.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bubblewrap from '@bubblewrap/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type BrandId } from '@/platform/brand/brands';
import { isAllowedHost } from '@/platform/shell/host-match';
import { manifestFor } from '@server/http/manifest';
import {
  androidPackageId,
  assetLinksFor,
  iosConfig,
  signingFingerprints,
  twaConfig,
} from '@server/routes/well-known';
import {
  committedIosFiles,
  committedIosProjectFiles,
  shellSettings,
} from '../../scripts/ios-generate.mjs';
import {
  committedTwaFiles,
  generateAndroidProjects,
  ROOT,
  TWA_START_URL,
  twaManifestJson,
} from '../../scripts/twa-generate.mjs';
import { createTestContext, type TestContext } from '../support/test-app';
import { readConfig } from '@server/config';

const { DigitalAssetLinks, TwaManifest } = bubblewrap;
const IDS: BrandId[] = ['main', 'partner'];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const FINGERPRINT_A = Array.from({ length: 32 }, (_, i) =>
  (i + 16).toString(16).toUpperCase(),
).join(':');
const FINGERPRINT_B = FINGERPRINT_A.replace(/^10/, 'AB');

describe('the committed generated files', () => {
  it('are up to date with the brand config (npm run twa:generate && npm run ios:generate)', () => {
    for (const id of [...IDS, null]) {
      const files = id
        ? { ...committedTwaFiles(id), ...committedIosFiles(id) }
        : committedIosProjectFiles();
      for (const [path, expected] of Object.entries(files)) {
        expect(existsSync(join(ROOT, path)), `${path} is missing`).toBe(true);
        expect(
          read(path),
          `${path} is out of date: run npm run twa:generate and npm run ios:generate`,
        ).toBe(expected);
      }
    }
  });
});

describe('twa-manifest.json', () => {
  it.each(IDS)('%s passes Bubblewrap validation and holds the brand and manifest values', (id) => {
    const json = JSON.parse(read(`twa/${id}/twa-manifest.json`));
    const twa = new TwaManifest(json);
    expect(twa.validate()).toBeNull();
    const brand = BRANDS[id];
    const web = manifestFor(brand);
    const host = brand.hosts[0]!;
    expect(json).toMatchObject({
      packageId: brand.stores.playPackage,
      host,
      name: brand.displayName,
      launcherName: web.short_name,
      startUrl: TWA_START_URL,
      iconUrl: `https://${host}/icons/${id}/icon-512.png`,
      maskableIconUrl: `https://${host}/icons/${id}/maskable-512.png`,
      monochromeIconUrl: `https://${host}/icons/${id}/monochrome.svg`,
      themeColor: web.theme_color.toUpperCase(),
      navigationColor: web.theme_color.toUpperCase(),
      backgroundColor: web.background_color.toUpperCase(),
      fallbackType: 'customtabs',
      enableNotifications: true,
      signingKey: twaConfig().brands[id].signingKey,
      appVersionName: twaConfig().brands[id].appVersionName,
      appVersionCode: twaConfig().brands[id].appVersionCode,
    });
    expect(json.shortcuts.map((s: { url: string }) => s.url)).toEqual(
      web.shortcuts.map((s) => `https://${host}${s.url}`),
    );
    // Every icon the project needs is one the site serves (public/).
    for (const url of [json.iconUrl, json.maskableIconUrl, json.monochromeIconUrl])
      expect(existsSync(join(ROOT, 'public', new URL(url).pathname))).toBe(true);
  });

  it('writes the Android Gradle project of both brands offline', async () => {
    const out = mkdtempSync(join(tmpdir(), 'twa-'));
    try {
      await generateAndroidProjects((id) => join(out, id), { quiet: true });
      for (const id of IDS) {
        const dir = join(out, id);
        const gradle = readFileSync(join(dir, 'app/build.gradle'), 'utf8');
        expect(gradle).toContain(`applicationId "${androidPackageId(id)}"`);
        expect(gradle).toContain(`hostName: '${BRANDS[id].hosts[0]}'`);
        expect(gradle).toContain(`launchUrl: '${TWA_START_URL}'`);
        expect(gradle).not.toContain('127.0.0.1'); // the loopback server never leaks into it
        for (const file of [
          'gradlew',
          'app/src/main/AndroidManifest.xml',
          'app/src/main/res/mipmap-xxxhdpi/ic_launcher.png',
          'app/src/main/res/mipmap-xxxhdpi/ic_maskable.png',
          'app/src/main/res/drawable-xxxhdpi/ic_notification_icon.png',
          'app/src/main/res/drawable-xxxhdpi/shortcut_0.png',
          'app/src/main/res/raw/web_app_manifest.json',
          'store_icon.png',
        ])
          expect(existsSync(join(dir, file)), `${id}: ${file}`).toBe(true);
        expect(readFileSync(join(dir, 'twa-manifest.json'), 'utf8')).toBe(
          read(`twa/${id}/twa-manifest.json`),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('assetlinks.json', () => {
  it('names the package id and the configured fingerprints, as Bubblewrap writes it', () => {
    const env = {
      TWA_SHA256_FINGERPRINTS_MAIN: `${FINGERPRINT_A}, ${FINGERPRINT_B.toLowerCase()}`,
    };
    const links = assetLinksFor('main', env);
    expect(links).toEqual(
      JSON.parse(
        DigitalAssetLinks.generateAssetLinks('example.stockroom.app', FINGERPRINT_A, FINGERPRINT_B),
      ),
    );
    // Without configuration: the committed development default, as in twa/<brand>/assetlinks.json.
    for (const id of IDS) {
      expect(signingFingerprints(id, {})).toEqual(
        twaConfig().brands[id].developmentSha256Fingerprints,
      );
      expect(assetLinksFor(id, {})[0]!.target.package_name).toBe(twaManifestJson(id).packageId);
    }
    expect(() => assetLinksFor('partner', { TWA_SHA256_FINGERPRINTS_PARTNER: 'AB:CD' })).toThrow(
      /TWA_SHA256_FINGERPRINTS_PARTNER/,
    );
  });
});

describe('store ids', () => {
  it('stop the start when a brand on a real domain keeps development placeholder ids', () => {
    // Spec §2 store badges open the brands' real store pages; example ids are for development.
    expect(() => readConfig({})).not.toThrow();
    const { hosts } = BRANDS.main;
    BRANDS.main.hosts = ['stockroom.com', ...hosts];
    try {
      expect(() => readConfig({})).toThrow(/brand main .*development placeholders/);
    } finally {
      BRANDS.main.hosts = hosts;
    }
  });
});

describe('the iOS shell files', () => {
  it.each(IDS)("%s: Settings.swift, Info.plist and entitlements hold the brand's values", (id) => {
    const brand = BRANDS[id];
    const config = iosConfig().brands[id];
    const settings = shellSettings(id);
    const swift = read(`pwabuilder-ios/${id}/Settings.swift`);
    const plist = read(`pwabuilder-ios/${id}/Info.plist`);
    const entitlements = read(`pwabuilder-ios/${id}/App.entitlements`);
    const host = brand.hosts[0]!;

    expect(swift).toContain(`static let displayName = "${brand.displayName}"`);
    expect(swift).toContain(`URL(string: "https://${host}/app?shell=ios")!`);
    expect(swift).toContain(`static let themeColor = "${brand.manifest.themeColor}"`);
    expect(swift).toContain(
      `authHosts: [String] = ${JSON.stringify(config.authOrigins).replace(/,/g, ', ')}`,
    );
    // Only public hosts; at most 10 in all (WKAppBoundDomains).
    expect(settings.allowedHosts).toContain(host);
    expect(settings.allowedHosts.some((h) => h.includes('localhost'))).toBe(false);
    const bound = [...settings.allowedHosts, ...settings.authHosts];
    expect(bound.length).toBeLessThanOrEqual(10);

    const boundInPlist = /<key>WKAppBoundDomains<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(
      plist,
    )?.[1];
    expect([...(boundInPlist ?? '').matchAll(/<string>(.*?)<\/string>/g)].map((m) => m[1])).toEqual(
      bound,
    );
    expect(plist).toContain(`<string>${config.bundleId}</string>`);
    expect(plist).toContain(`<string>${brand.displayName}</string>`);
    for (const allowed of settings.allowedHosts) {
      expect(entitlements).toContain(`<string>applinks:${allowed}</string>`);
      expect(entitlements).toContain(`<string>webcredentials:${allowed}</string>`);
    }
    expect(entitlements).not.toContain(config.authOrigins[0]); // not our domain to claim
    // The shell's own host rule keeps the brand in and look-alikes out.
    expect(isAllowedHost(host, bound)).toBe(true);
    expect(isAllowedHost(`evil${host}`, bound)).toBe(false);
  });
});

describe('the /.well-known routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // As main.ts hands them over: the configuration's reading of the environment.
    const { appLinks } = readConfig({
      TWA_SHA256_FINGERPRINTS_PARTNER: FINGERPRINT_A,
      APPLE_TEAM_ID: 'ABCDE12345',
    });
    ctx = await createTestContext({ appLinks });
  });
  afterAll(() => ctx.close());

  it("serves each brand's assetlinks.json and apple-app-site-association as JSON", async () => {
    const get = (url: string, host: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { host } });
    for (const id of IDS) {
      const host = BRANDS[id].hosts[0]!;
      const links = await get('/.well-known/assetlinks.json', host);
      expect(links.statusCode).toBe(200);
      expect(links.headers['content-type']).toMatch(/^application\/json/);
      const target = links.json()[0].target;
      expect(target.package_name).toBe(androidPackageId(id));
      expect(target.sha256_cert_fingerprints).toEqual(
        id === 'partner' ? [FINGERPRINT_A] : twaConfig().brands.main.developmentSha256Fingerprints,
      );

      const aasa = await get('/.well-known/apple-app-site-association', `${host}:443`);
      expect(aasa.statusCode).toBe(200);
      expect(aasa.headers['content-type']).toMatch(/^application\/json/);
      const appId = `ABCDE12345.${iosConfig().brands[id].bundleId}`;
      expect(aasa.json().applinks.details[0].appIDs).toEqual([appId]);
      expect(aasa.json().webcredentials.apps).toEqual([appId]);
    }
  });
});
