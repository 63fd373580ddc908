// The app's frame is plain markup written without React (the build's config may run beside
// React's development build): five tab icons drawn from lucide's own paths, and an end marker the
// pre-rendered pages cut at.
import { describe, expect, it } from 'vitest';
import { appFrameCss, appFrameHtml } from './app-frame';

describe("the app's frame", () => {
  it('holds the header bar and the five tab icons, hidden from assistive technology', () => {
    const html = appFrameHtml();
    expect(html).toMatch(/^<div id="app-frame" aria-hidden="true">/);
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).toMatch(/<path d="M15 21v-8a1 1 0 0 0-1-1h-4/); // the house
    expect(html).not.toContain('key=');
    expect(html).not.toMatch(/<a |tabindex/);
    expect(html.endsWith('<!--/app-frame-->')).toBe(true);
  });

  it("holds home's skeleton, hidden from assistive technology, before the end marker", () => {
    const html = appFrameHtml();
    const skeleton = html.slice(html.indexOf('<div id="app-skeleton"'));
    expect(skeleton).toMatch(/^<div id="app-skeleton" aria-hidden="true">/);
    for (const block of ['title', 'account', 'chart', 'positions', 'watchlist', 'movers']) {
      expect(skeleton).toContain(`<i class="as-${block}"></i>`);
    }
    expect(skeleton.endsWith('<!--/app-frame-->')).toBe(true);
    const css = appFrameCss();
    expect(css).toContain('#app-skeleton{display:none}');
    // On home, and on a screen the server drew into it (portfolio-figures.ts) under /app.
    expect(css).toContain(
      '.app-home #app-skeleton,.app-frame #app-skeleton.as-screen{display:block;position:fixed;',
    );
  });

  it('shows only under the class the pre-paint script sets, the tab bar on phones only', () => {
    const css = appFrameCss();
    expect(css).toContain('#app-frame{display:none}');
    expect(css).toContain('.app-frame #app-frame{display:block}');
    expect(css).toMatch(/@media \(max-width: 768px\)\{[^}]*\}#app-frame \.af-tabs\{display:flex\}/);
  });
});
