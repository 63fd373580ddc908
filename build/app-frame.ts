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
const APP_FRAME_END = '<!--/app-frame-->';

export function appFrameHtml(): string {
  const tabs = TAB_ICONS.map((node) => `<span>${iconSvg(node)}<i></i></span>`).join('');
  return `<div id="app-frame" aria-hidden="true"><div class="af-header"></div><div class="af-tabs">${tabs}</div></div>${APP_FRAME_END}`;
}

/**
 * Sizes and colours as the real ones (AppLayout's Header, TabBar's Bar and tabs: 11 px labels at
 * line height 1.3 under a 24 px icon, 2 px apart), so nothing moves when they replace it.
 */
export function appFrameCss(): string {
  return [
    '#app-frame{display:none}',
    '.app-frame #app-frame{display:block}',
    '#app-frame>div{box-sizing:border-box;position:fixed;left:0;right:0;z-index:-1;background-color:var(--colors-header);border:0 solid var(--colors-border)}',
    '#app-frame .af-header{top:0;min-height:64px;padding-top:env(safe-area-inset-top);border-bottom-width:1px}',
    '#app-frame .af-tabs{display:none;bottom:0;border-top-width:1px;padding-bottom:env(safe-area-inset-bottom)}',
    '#app-frame .af-tabs>span{flex:1 1 0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;',
    `height:${TAB_BAR_HEIGHT}px;color:var(--colors-textMuted)}`,
    '#app-frame .af-tabs i{display:block;height:14.3px}',
    `@media ${MEDIA.mobile}{#app-frame .af-header{min-height:56px}#app-frame .af-tabs{display:flex}}`,
  ].join('');
}
