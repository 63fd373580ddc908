// Which store wrapper the PWA runs in (spec §3 platforms android, ios, web). The
// Android TWA starts at /app?shell=android (twa/<brand>/twa-manifest.json) and the iOS shell at
// /app?shell=ios with "StockroomShell/iOS" in its user agent (pwabuilder-ios/Sources/WebView.swift).
// The query parameter is gone after the first navigation, so it is kept in sessionStorage: per
// tab, so Chrome tabs that share the TWA's storage stay "web". Small on purpose: `/` loads it.
export type ShellPlatform = 'android' | 'ios' | 'web';

const KEY = 'stockroom.shell';
const isShell = (value: unknown): value is 'android' | 'ios' =>
  value === 'android' || value === 'ios';

export function shellPlatform(): ShellPlatform {
  if (typeof window === 'undefined') return 'web';
  if (navigator.userAgent.includes('StockroomShell/iOS')) return 'ios';
  try {
    const param = new URLSearchParams(location.search).get('shell');
    if (isShell(param)) sessionStorage.setItem(KEY, param);
    const stored = sessionStorage.getItem(KEY);
    if (isShell(stored)) return stored;
  } catch {
    // storage refused: fall back on the referrer
  }
  // A TWA's first page load has the app as its referrer.
  return document.referrer.startsWith('android-app://') ? 'android' : 'web';
}

/** Inside a wrapper the store installed the app: no "Install app" offer. */
export const inStoreWrapper = () => shellPlatform() !== 'web';
