// The two brands (spec §1): each with its domain, support contact, app-store links, colour scheme,
// fonts, display name and manifest colours, in one typed config. Spec §9 leaves the default
// branding and the partner id to us: main is the default; the partner's white-label id is 2.
// Store links: the Play Store id is our TWA package; the App Store id is assigned at
// publication, so until then the link opens the App Store search for the brand (docs/architecture.md "Brands and themes").

export type BrandId = 'main' | 'partner';

export interface Brand {
  id: BrandId;
  displayName: string;
  /** Host names that select this brand (the first is canonical). `*.localhost` is loopback in browsers. */
  hosts: readonly string[];
  supportEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
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
    appStoreUrl: 'https://apps.apple.com/us/search?term=Stockroom%20invest',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=example.stockroom.app',
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
    appStoreUrl: 'https://apps.apple.com/us/search?term=Main%20Street%20Invest',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=example.mainstreet.invest',
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
