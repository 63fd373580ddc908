// The app's navigation items, shared by the header (wide screens) and the bottom bar (< 768 px).
// Later issues add Trade, Portfolio, Community and Learn as they land.
import { appPaths } from '@/paths';

export const NAV_ITEMS = [
  { href: appPaths.dashboard, label: 'Home', icon: '⌂' },
  { href: appPaths.accountType, label: 'Account', icon: '◎' },
  { href: appPaths.settings, label: 'Settings', icon: '⚙' },
] as const;
