// The app's frame in the app shell's HTML (dist/index.html): the header's bar and, on a phone, the
// tab bar with its five icons, drawn by the browser as soon as the HTML arrives instead of a blank
// screen while the app's scripts load (a second and more on a slow phone). Only under /app (the
// pre-paint script sets `app-frame` on <html> there); the pre-rendered marketing pages leave it
// out (scripts/prerender-worker.mjs). It sits beneath the page (z-index -1, aria-hidden, nothing
// to focus or tap), where the app's own header and tab bar cover it exactly, and the app's layout
// removes it as it first renders (src/app/AppLayout.tsx).
import * as bookOpen from 'lucide-react/icons/book-open';
import * as chart from 'lucide-react/icons/chart-no-axes-combined';
import * as circleUser from 'lucide-react/icons/circle-user-round';
import * as house from 'lucide-react/icons/house';
import * as messages from 'lucide-react/icons/messages-square';
import { FRAME_CLASS, FRAME_ID, SKELETON_CLASS, SKELETON_ID } from '../src/app/html-frame';
import { TAB_BAR_HEIGHT } from '../src/app/layout-metrics';
import { MEDIA } from '../src/ui/theme/stitches';

/** An icon's drawing as lucide's modules keep it beside the component (not in their types). */
type IconNode = [tag: string, attrs: Record<string, string>][];

/** The same icons, in the same order, as the tab bar (src/app/navigation.ts PHONE_TABS). */
const TAB_ICONS = [house, chart, messages, bookOpen, circleUser].map(
  (module) => (module as unknown as { __iconData: { node: IconNode } }).__iconData.node,
);

/**
 * The SVG the icon component renders at size 24, stroke 2, written here rather than with React:
 * this runs in the build's config, where React's development and production builds can meet.
 */
function iconSvg(node: IconNode): string {
  const parts = node.map(([tag, attrs]) => {
    const drawn = Object.entries(attrs).filter(([name]) => name !== 'key');
    return `<${tag} ${drawn.map(([name, value]) => `${name}="${value}"`).join(' ')}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</svg>`;
}

/** Where the markup ends, for the pre-rendered pages to cut it out (prerender-worker.mjs). */
export const APP_FRAME_END = '<!--/app-frame-->';

export function appFrameHtml(): string {
  const tabs = TAB_ICONS.map((node) => `<span>${iconSvg(node)}<i></i></span>`).join('');
  const frame = `<div id="${FRAME_ID}" aria-hidden="true"><div class="af-header"></div><div class="af-tabs">${tabs}</div></div>`;
  return `${frame}${homeSkeletonHtml()}${APP_FRAME_END}`;
}

/**
 * Home's outline on its first screen (the screen /app, the installed app's start, opens on): the
 * greeting, then the account card, the value over time and the positions in one column, the
 * watchlist and the top movers beside them from 1024 px (src/features/dashboard DashboardScreen's
 * Columns). Blocks in the cards' colour, the sizes a new member's home has at 390 and 1280 px;
 * the app removes them as its first screen paints (src/app/AppLoading.tsx SkeletonGone).
 */
function homeSkeletonHtml(): string {
  const blocks = (names: string[]) => names.map((name) => `<i class="as-${name}"></i>`).join('');
  return `<div id="${SKELETON_ID}" aria-hidden="true"><div class="as-page"><i class="as-title"></i><div class="as-columns"><div>${blocks(['account', 'chart', 'positions'])}</div><div>${blocks(['watchlist', 'movers'])}</div></div></div></div>`;
}

/**
 * An outline the server drew another screen into (the portfolio's figures, build/
 * portfolio-figures.ts) carries this class: it shows under /app as home's does on home.
 */
export const DRAWN_SCREEN_CLASS = 'as-screen';

/** Where the outline shows: home's on home, a drawn screen's on its screen. */
const SHOWN = `.${SKELETON_CLASS} #${SKELETON_ID},.${FRAME_CLASS} #${SKELETON_ID}.${DRAWN_SCREEN_CLASS}`;

/**
 * Sizes and colours as the real ones (AppLayout's Header, TabBar's Bar and tabs: 11 px labels at
 * line height 1.3 under a 24 px icon, 2 px apart), so nothing moves when they replace it.
 */
export function appFrameCss(): string {
  return [
    `#${FRAME_ID}{display:none}`,
    `.${FRAME_CLASS} #${FRAME_ID}{display:block}`,
    `#${FRAME_ID}>div{box-sizing:border-box;position:fixed;left:0;right:0;z-index:-1;background-color:var(--colors-header);border:0 solid var(--colors-border)}`,
    `#${FRAME_ID} .af-header{top:0;min-height:64px;padding-top:env(safe-area-inset-top);border-bottom-width:1px}`,
    // The tab bar over home's outline, which runs on under it as the page does under the app's.
    `#${FRAME_ID} .af-tabs{display:none;bottom:0;z-index:1;border-top-width:1px;padding-bottom:env(safe-area-inset-bottom)}`,
    `#${FRAME_ID} .af-tabs>span{flex:1 1 0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;`,
    `height:${TAB_BAR_HEIGHT}px;color:var(--colors-textMuted)}`,
    `#${FRAME_ID} .af-tabs i{display:block;height:14.3px}`,
    `@media ${MEDIA.mobile}{#${FRAME_ID} .af-header{min-height:56px}#${FRAME_ID} .af-tabs{display:flex}}`,
    // Home's skeleton: under the header down to the screen's foot (on a phone the tab bar covers
    // its foot, as the app's covers its page: what shows of each card is what will show of the
    // app's), over the app's page while its first screen loads, in the page's box
    // (src/ui/Page.tsx: 95 % wide, at most 1,100 px on home, 24 px above), the cards' 16 px gaps
    // and corners.
    `#${SKELETON_ID}{display:none}`,
    `${SHOWN}{display:block;position:fixed;left:0;right:0;bottom:0;top:calc(64px + env(safe-area-inset-top));overflow:hidden}`,
    `#${SKELETON_ID} .as-page{width:1100px;max-width:95%;margin:0 auto;padding-top:24px}`,
    `#${SKELETON_ID} i{display:block;box-sizing:border-box;border:1px solid var(--colors-border);border-radius:16px;background-color:var(--colors-component)}`,
    `#${SKELETON_ID} .as-title{width:55%;max-width:320px;height:28px;margin:3px 0 19px;border:0;border-radius:8px}`,
    `#${SKELETON_ID} .as-columns{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;align-items:start}`,
    `#${SKELETON_ID} .as-columns>div{display:flex;flex-direction:column;gap:16px}`,
    `#${SKELETON_ID} .as-columns>div+div{display:none}`,
    '.as-account{height:173px}.as-chart{height:358px}.as-positions{height:310px}.as-watchlist{height:154px}.as-movers{height:536px}',
    `@media ${MEDIA.mobile}{${SHOWN}{top:calc(56px + env(safe-area-inset-top))}}`,
    // The chart's card: its range buttons take two lines below 369 px; 24 px in from a tablet up.
    `@media (max-width: 368px){.as-chart{height:406px}}@media not ${MEDIA.mobile}{.as-chart{height:374px}}`,
    `@media (min-width: 1024px){#${SKELETON_ID} .as-columns{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}#${SKELETON_ID} .as-columns>div+div{display:flex}.as-positions{height:216px}}`,
  ].join('');
}
