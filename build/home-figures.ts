// Home's first figures drawn in the app shell's HTML (server/services/home-figures.ts reads them):
// in home's outline (build/app-frame.ts), the greeting, the accounts' cards with their values and
// the shown account's positions take the place of their blocks, so a member on a slow network
// sees their money in the page's first paint instead of seconds later, once the app's scripts
// have arrived and run. The markup and sizes are home's own (src/features/dashboard
// DashboardScreen, AccountCards, Positions, Section; src/ui Card, Button, ResultIcon), so when the
// app's first screen paints and the outline goes, nothing moves: a browser test holds the scripts,
// then compares each drawn box with the app's (tests/e2e/home-figures.test.ts).
//
// Inside the outline, which is aria-hidden: nothing here is focusable (the buttons and links are
// drawn, not live) and screen readers meet the figures once, in the app's own page.
import type { Position } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { formatCents, formatChangeBasisPoints, formatShareUnits } from '../src/ui/format';
import { SKELETON_ID } from '../src/app/html-frame';
import { MEDIA } from '../src/ui/theme/stitches';
import { escapeHtml } from '../server/http/escape-html';
import type { AccountFigures, HomeFigures } from '../server/services/home-figures';

/** The outline's blocks the figures replace (build/app-frame.ts homeSkeletonHtml). */
const FIGURE_BLOCKS = {
  title: '<i class="as-title"></i>',
  account: '<i class="as-account"></i>',
  positions: '<i class="as-positions"></i>',
} as const;

/** Positions drawn at most: more than a phone's first screen holds. */
const MAX_POSITIONS = 8;

/** The shell with home's outline filled in with the member's figures. */
export function withHomeFigures(shell: string, figures: HomeFigures): string {
  const positions = figures.positions ? positionsHtml(figures.positions) : FIGURE_BLOCKS.positions;
  return withDrawnStyles(shell, FIGURES_CSS)
    .replace(FIGURE_BLOCKS.title, () => `<p class="as-hi">Hi, ${escapeHtml(figures.firstName)}</p>`)
    .replace(FIGURE_BLOCKS.account, () => accountsHtml(figures.accounts))
    .replace(FIGURE_BLOCKS.positions, () => positions);
}

const accountName = (type: AccountType) => (type === 'live' ? 'Live account' : 'Paper account');

function accountsHtml(accounts: readonly AccountFigures[]): string {
  const cards = accounts.map((account) => {
    const name = `<p class="as-name">${accountName(account.type)}${account.inUse ? '<span class="as-inuse">In use</span>' : ''}</p>`;
    if (!account.value) {
      return `<div class="as-card" data-figure="account-${account.type}">${name}<p class="as-small as-pending">Not open yet</p><span class="as-link">Open or continue your application</span></div>`;
    }
    const { equityCents, dayGainCents, dayGainBp, cashCents } = account.value;
    return `<div class="as-card" data-figure="account-${account.type}">${name}<p class="as-big" data-figure="value-${account.type}">${formatCents(equityCents)}</p><p class="as-day">${gainHtml(dayGainCents, dayGainBp, 14)}<span class="as-small">today</span></p><p class="as-small as-cash">Cash ${formatCents(cashCents)}</p>${account.type === 'live' ? '<span class="as-link">Deposit or withdraw</span>' : ''}</div>`;
  });
  return `<div class="as-cards">${cards.join('')}</div>`;
}

function positionsHtml(positions: readonly Position[]): string {
  const body =
    positions.length === 0
      ? '<p class="as-muted" data-figure="positions-empty">Buy your first stock: search for a company you know, or see what is moving today. Even a few dollars buys a slice of a share.</p><div class="as-actions"><span class="as-button">Buy your first stock</span><span class="as-button as-secondary">Explore</span></div>'
      : `<ul class="as-list">${positions
          .slice(0, MAX_POSITIONS)
          .map(
            (position) =>
              `<li data-figure="position-${escapeHtml(position.symbol)}"><span class="as-names"><b>${escapeHtml(position.symbol)}</b><span class="as-small">${formatShareUnits(position.quantity_e5)}</span></span><span class="as-figures"><b>${formatCents(position.market_value_cents)}</b><span class="as-small">${gainHtml(position.day_gain_cents, position.day_gain_bp, 12)}</span></span></li>`,
          )
          .join('')}</ul>`;
  return `<div class="as-section"><div class="as-top"><p class="as-h2">Your positions</p><span class="as-more">See all</span></div>${body}</div>`;
}

/** src/features/portfolio Gain: the result icon, the signed amount and the percentage. */
export function gainHtml(cents: number, bp: number, size: number): string {
  const tone = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
  return `<span class="as-gain as-${tone}"><svg width="${size}" height="${size}" viewBox="0 0 16 16"><path d="${RESULT_SHAPES[tone]}" fill="currentColor"/></svg><span>${formatCents(cents)}</span><span>(${formatChangeBasisPoints(bp)})</span></span>`;
}

/** src/ui/ResultIcon's shapes. */
const RESULT_SHAPES = {
  positive: 'M8 3 L14 12 H2 Z',
  negative: 'M8 13 L2 4 H14 Z',
  neutral: 'M3 7 H13 V9 H3 Z',
} as const;

/** The outline's selector: every drawn rule is scoped to it. */
const S = `#${SKELETON_ID}`;

/**
 * Drawn figures' styles with the rules every drawing shares (links drawn as the app's,
 * underlined), for a page to carry beside them (only a member's own page does, not the shell
 * every page shares): the app's global styles (font, line height) are not there before its
 * scripts run, so the outline sets its own.
 */
export function drawnStyles(rules: readonly string[]): string {
  return [
    `${S}{font-family:var(--fonts-body);font-size:16px;line-height:1.5}`,
    `${S} *{box-sizing:border-box}`,
    `${S} p{margin:0}`,
    `${S} .as-small{color:var(--colors-textMuted);font-size:14px;font-weight:400}`,
    // Gain and ResultIcon.
    `${S} .as-gain{display:inline-flex;align-items:center;gap:4px;flex-wrap:wrap;font-variant-numeric:tabular-nums}`,
    `${S} .as-gain svg{display:inline-block;vertical-align:middle;flex-shrink:0}`,
    `${S} .as-positive{color:var(--colors-positive)}${S} .as-negative{color:var(--colors-negative)}${S} .as-neutral{color:var(--colors-neutral)}`,
    // A Card (24 px in, 16 on a phone) and its level-2 heading.
    `${S} .as-section{background-color:var(--colors-component);border:1px solid var(--colors-border);border-radius:16px;padding:24px;min-width:0}`,
    `${S} .as-h2{font-size:20px;font-weight:700;line-height:1.2}`,
    // Button, primary and secondary.
    `${S} .as-button{border:1px solid transparent;border-radius:999px;padding:12px 24px;font-weight:600;min-height:44px;display:inline-flex;align-items:center;justify-content:center;white-space:nowrap;max-width:100%;background-color:var(--colors-primaryCtaButton);color:var(--colors-buttonText)}`,
    `${S} .as-secondary{background-color:transparent;color:var(--colors-text);border-color:var(--colors-border)}`,
    `@media ${MEDIA.mobile}{${S} .as-section{padding:16px}${S} .as-button{white-space:normal;text-align:center;overflow-wrap:break-word}}`,
    ...rules,
  ].join('');
}

/** The page with the drawn figures' styles in its head. */
export const withDrawnStyles = (page: string, css: string): string =>
  page.replace('</head>', () => `<style>${css}</style></head>`);

const FIGURES_CSS = drawnStyles([
  // DashboardScreen's greeting (Card Heading: $xl, 1.2).
  `${S} .as-hi{font-size:28px;font-weight:700;line-height:1.2;margin:0 0 16px;overflow-wrap:anywhere}`,
  // AccountCards' Row, Tile and Value.
  `${S} .as-cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,160px),1fr));gap:12px}`,
  `${S} .as-card{min-width:0;background-color:var(--colors-component);border:1px solid var(--colors-border);border-radius:16px;padding:16px;container-type:inline-size}`,
  `${S} .as-name{display:flex;align-items:center;flex-wrap:wrap;gap:8px;font-size:14px;font-weight:600;color:var(--colors-textMuted);margin:0 0 4px}`,
  `${S} .as-inuse{padding:1px 8px;border-radius:999px;font-size:12px;background-color:var(--colors-badge);color:var(--colors-buttonText);white-space:nowrap}`,
  `${S} .as-big{font-size:clamp(18px,12cqi,40px);font-weight:800;margin:0 0 4px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}`,
  `${S} .as-day{display:flex;flex-wrap:wrap;align-items:center;gap:4px;font-size:14px}`,
  `${S} .as-cash{margin:8px 0 0}`,
  `${S} .as-pending{margin:4px 0}`,
  `${S} .as-link{display:inline-flex;align-items:center;min-height:44px;font-weight:600;font-size:14px;color:var(--colors-primaryCtaButton);text-decoration:underline}`,
  // Section's heading row and "See all".
  `${S} .as-top{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:0 0 12px}`,
  `${S} .as-more{font-weight:600;font-size:14px;min-height:44px;display:inline-flex;align-items:center;white-space:nowrap;color:var(--colors-primaryCtaButton);text-decoration:underline}`,
  // Positions: FirstStock (Muted, Button) and the rows.
  `${S} .as-muted{color:var(--colors-textMuted);margin:0 0 12px}`,
  `${S} .as-actions{display:flex;flex-wrap:wrap;gap:12px}`,
  `${S} .as-list{list-style:none;margin:0;padding:0}`,
  `${S} .as-list li{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:56px;padding:8px}`,
  `${S} .as-list li+li{border-top:1px solid var(--colors-border)}`,
  `${S} .as-names{display:flex;flex-direction:column;min-width:0}`,
  `${S} .as-figures{display:flex;flex-direction:column;align-items:flex-end;text-align:right}`,
  `${S} .as-figures b{font-variant-numeric:tabular-nums}`,
]);
