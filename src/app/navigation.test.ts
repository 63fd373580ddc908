import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';
import { ACCOUNT_MENU, HEADER_DROP_ORDER, HEADER_LINKS, TABS, tabOf } from './navigation';

describe('the tab a path belongs to', () => {
  it.each([
    ['/app', 'home'],
    ['/app/portfolio', 'invest'],
    ['/app/portfolio/history', 'invest'],
    ['/app/portfolio/funding', 'invest'],
    ['/app/orders', 'invest'],
    ['/app/securities/AAPL', 'invest'],
    ['/app/ideas/community', 'invest'],
    ['/app/ideas/portfolio_explorer', 'invest'],
    ['/app/tools/screener', 'invest'],
    ['/app/funding/deposit', 'invest'],
    ['/app/feed', 'community'],
    ['/app/ideas', 'community'],
    ['/app/thoughts/123', 'community'],
    ['/app/users/42/public_profile', 'community'],
    ['/app/viewpoint_contributors/featured', 'community'],
    ['/app/learn-and-earn', 'learn'],
    ['/app/learn-and-earn-progress', 'learn'],
    ['/app/learn-and-earn/lessons/what-is-a-stock', 'learn'],
    ['/app/account', 'account'],
    ['/app/settings', 'account'],
    ['/app/users/edit', 'account'],
    ['/app/membership', 'account'],
    ['/app/portfolios', 'account'],
  ])('%s is under %s', (path, tab) => {
    expect(tabOf(path)).toBe(tab);
  });

  it('every link of the tab bar, the header and the account menu is a route of the table', () => {
    const patterns = new Set(APP_ROUTES.map(([pattern]) => pattern));
    const hrefs = [
      ...TABS.flatMap((tab) => (tab.href ? [tab.href] : [])),
      ...HEADER_LINKS.map((link) => link.href),
      ...ACCOUNT_MENU.flatMap((group) => group.links.map((link) => link.href)),
    ];
    expect(hrefs.filter((href) => !patterns.has(href))).toEqual([]);
  });
});

describe("the header's links", () => {
  it('step back one at a time, every link once, Explore first and Home last', () => {
    expect([...HEADER_DROP_ORDER].sort()).toEqual(HEADER_LINKS.map((_, index) => index));
    expect(HEADER_DROP_ORDER.map((index) => HEADER_LINKS[index]!.label)).toEqual([
      'Explore',
      'Search',
      'Trade',
      'Learn',
      'Community',
      'Portfolio',
      'Home',
    ]);
  });
});
