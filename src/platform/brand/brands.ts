// The two brands (spec §1): each with its domain, support contact, app-store links, colour scheme,
// fonts, display name and manifest colours, in one typed config. Spec §9 leaves the default
// branding and the partner id to us: main is the default; the partner's white-label id is 2.
// Store links (spec §2 store badges: "open the Apple app store and Google Play pages"): each brand
// configures its store ids once, here, and the links are built from them: the Play Store page of
// its Android package (our TWA's package id, twa/) and the App Store page of its numeric app id.
// The committed ids are DEVELOPMENT placeholders (docs/architecture.md "Brands and themes"): a
// brand served from a real domain must name its real ids, or the brand test fails and the server
// refuses to start (storeIdProblems below).

export type BrandId = 'main' | 'partner';

export interface StoreIds {
  /** Google Play package name; also the Android TWA's package id and its assetlinks.json. */
  playPackage: string;
  /** The App Store's numeric app id (apps.apple.com/app/id<n>), given when the app is listed. */
  appStoreId: string;
}

export interface Brand {
  id: BrandId;
  displayName: string;
  /** Host names that select this brand (the first is canonical). `*.localhost` is loopback in browsers. */
  hosts: readonly string[];
  supportEmail: string;
  stores: StoreIds;
  /** Theme applied when the visitor has chosen none (spec §3: dark, or the partner-brand scheme). */
  defaultTheme: 'dark' | 'partner';
  fontFamily: string;
  /** The web manifest's colours and short name (the home-screen and launcher label, ≤ 12 characters). */
  manifest: { shortName: string; themeColor: string; backgroundColor: string };
  /** Sent with the brand's leads and sign-ups (spec §3 lead record). */
  whiteLabelPartnerId: number | null;
}

export const BRANDS: Record<BrandId, Brand> = {
  main: {
    id: 'main',
    displayName: 'Stockroom',
    hosts: ['stockroom.example', 'www.stockroom.example', 'localhost', '127.0.0.1'],
    supportEmail: 'support@stockroom.example',
    stores: { playPackage: 'example.stockroom.app', appStoreId: '0000000001' },
    defaultTheme: 'dark',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    manifest: { shortName: 'Stockroom', themeColor: '#0b0e14', backgroundColor: '#0f131a' },
    whiteLabelPartnerId: null,
  },
  partner: {
    id: 'partner',
    displayName: 'Main Street Invest',
    hosts: ['invest.mainstreet.example', 'partner.localhost'],
    supportEmail: 'invest-support@mainstreet.example',
    stores: { playPackage: 'example.mainstreet.invest', appStoreId: '0000000002' },
    defaultTheme: 'partner',
    fontFamily: 'Georgia, "Times New Roman", serif',
    manifest: { shortName: 'Main Street', themeColor: '#0d2c54', backgroundColor: '#f7f4ee' },
    whiteLabelPartnerId: 2,
  },
};

const DEFAULT_BRAND: BrandId = 'main';

/** The brand for a host name; unknown hosts get the default brand. */
export function brandForHost(hostname: string): Brand {
  const host = hostname.toLowerCase();
  const match = Object.values(BRANDS).find((brand) => brand.hosts.includes(host));
  return match ?? BRANDS[DEFAULT_BRAND];
}

/** The brand's Google Play page (spec §2 store badges). */
export const playStoreUrl = (stores: StoreIds): string =>
  `https://play.google.com/store/apps/details?${new URLSearchParams({ id: stores.playPackage })}`;

/** The brand's App Store page (spec §2 store badges). */
export const appStoreUrl = (stores: StoreIds): string =>
  `https://apps.apple.com/app/id${stores.appStoreId}`;

// A Play package name: dot-separated segments, each a letter then letters, digits or underscores.
const PLAY_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const APP_STORE_ID = /^\d{6,12}$/;

/**
 * A development placeholder: a package under `example.`, or an App Store id with a leading zero
 * (Apple's ids are plain positive numbers, so no listed app has one).
 */
const isExampleStoreId = (stores: StoreIds): boolean =>
  stores.playPackage.startsWith('example.') || stores.appStoreId.startsWith('0');

/** Names reserved for examples, tests and this machine (RFC 2606, RFC 6761). */
const DEVELOPMENT_HOST =
  /(^|\.)(example|test|invalid|localhost)$|^127\.0\.0\.1$|^example\.(com|net|org)$/;

/** A brand still served from development names only: its canonical host is a reserved one. */
export const isDevelopmentBrand = (brand: Pick<Brand, 'hosts'>): boolean =>
  DEVELOPMENT_HOST.test(brand.hosts[0] ?? 'localhost');

/**
 * What is wrong with the brands' store ids: a malformed id anywhere, and an `example` id on a
 * brand with a real domain (placeholders are allowed only in development). Empty when ready; the
 * server refuses to start otherwise (server/config.ts).
 */
export function storeIdProblems(brands: readonly Brand[]): string[] {
  return brands.flatMap((brand) => {
    const { playPackage, appStoreId } = brand.stores;
    const problems: string[] = [];
    if (!PLAY_PACKAGE.test(playPackage))
      problems.push(`brand ${brand.id}: "${playPackage}" is not a Play Store package name`);
    if (!APP_STORE_ID.test(appStoreId))
      problems.push(`brand ${brand.id}: "${appStoreId}" is not a numeric App Store id`);
    if (!isDevelopmentBrand(brand) && isExampleStoreId(brand.stores))
      problems.push(
        `brand ${brand.id} is served from ${brand.hosts[0]} but its store ids are development placeholders (${playPackage}, ${appStoreId}): set its real ids in src/platform/brand/brands.ts`,
      );
    return problems;
  });
}
