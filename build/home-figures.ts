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
  return shell
    .replace('</head>', () => `<style>${FIGURES_CSS}</style></head>`)
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
function gainHtml(cents: number, bp: number, size: number): string {
  const tone = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'neutral';
  return `<span class="as-gain as-${tone}"><svg width="${size}" height="${size}" viewBox="0 0 16 16"><path d="${RESULT_SHAPES[tone]}" fill="currentColor"/></svg><span>${formatCents(cents)}</span><span>(${formatChangeBasisPoints(bp)})</span></span>`;
}

/** src/ui/ResultIcon's shapes. */
const RESULT_SHAPES = {
  positive: 'M8 3 L14 12 H2 Z',
  negative: 'M8 13 L2 4 H14 Z',
  neutral: 'M3 7 H13 V9 H3 Z',
} as const;

/**
 * The figures' styles (links drawn as the app's, underlined), in the page beside them (only a member's home carries them, not the shell
 * every page shares): the app's global styles (font, line height) are not there before its
 * scripts run, so the outline sets its own.
 */
function homeFiguresCss(): string {
  const s = `#${SKELETON_ID}`;
  return [
    `${s}{font-family:var(--fonts-body);font-size:16px;line-height:1.5}`,
    `${s} *{box-sizing:border-box}`,
    `${s} p{margin:0}`,
    // DashboardScreen's greeting (Card Heading: $xl, 1.2).
    `${s} .as-hi{font-size:28px;font-weight:700;line-height:1.2;margin:0 0 16px;overflow-wrap:anywhere}`,
    // AccountCards' Row, Tile and Value.
    `${s} .as-cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,160px),1fr));gap:12px}`,
    `${s} .as-card{min-width:0;background-color:var(--colors-component);border:1px solid var(--colors-border);border-radius:16px;padding:16px;container-type:inline-size}`,
    `${s} .as-name{display:flex;align-items:center;flex-wrap:wrap;gap:8px;font-size:14px;font-weight:600;color:var(--colors-textMuted);margin:0 0 4px}`,
    `${s} .as-inuse{padding:1px 8px;border-radius:999px;font-size:12px;background-color:var(--colors-badge);color:var(--colors-buttonText);white-space:nowrap}`,
    `${s} .as-big{font-size:clamp(18px,12cqi,40px);font-weight:800;margin:0 0 4px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}`,
    `${s} .as-day{display:flex;flex-wrap:wrap;align-items:center;gap:4px;font-size:14px}`,
    `${s} .as-small{color:var(--colors-textMuted);font-size:14px;font-weight:400}`,
    `${s} .as-cash{margin:8px 0 0}`,
    `${s} .as-pending{margin:4px 0}`,
    `${s} .as-link{display:inline-flex;align-items:center;min-height:44px;font-weight:600;font-size:14px;color:var(--colors-primaryCtaButton);text-decoration:underline}`,
    // Gain and ResultIcon.
    `${s} .as-gain{display:inline-flex;align-items:center;gap:4px;flex-wrap:wrap;font-variant-numeric:tabular-nums}`,
    `${s} .as-gain svg{display:inline-block;vertical-align:middle;flex-shrink:0}`,
    `${s} .as-positive{color:var(--colors-positive)}${s} .as-negative{color:var(--colors-negative)}${s} .as-neutral{color:var(--colors-neutral)}`,
    // Section (a Card: 24 px in, 16 on a phone) with its heading row and "See all".
    `${s} .as-section{background-color:var(--colors-component);border:1px solid var(--colors-border);border-radius:16px;padding:24px;min-width:0}`,
    `${s} .as-top{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:0 0 12px}`,
    `${s} .as-h2{font-size:20px;font-weight:700;line-height:1.2}`,
    `${s} .as-more{font-weight:600;font-size:14px;min-height:44px;display:inline-flex;align-items:center;white-space:nowrap;color:var(--colors-primaryCtaButton);text-decoration:underline}`,
    // Positions: FirstStock (Muted, Button) and the rows.
    `${s} .as-muted{color:var(--colors-textMuted);margin:0 0 12px}`,
    `${s} .as-actions{display:flex;flex-wrap:wrap;gap:12px}`,
    `${s} .as-button{border:1px solid transparent;border-radius:999px;padding:12px 24px;font-weight:600;min-height:44px;display:inline-flex;align-items:center;justify-content:center;white-space:nowrap;max-width:100%;background-color:var(--colors-primaryCtaButton);color:var(--colors-buttonText)}`,
    `${s} .as-secondary{background-color:transparent;color:var(--colors-text);border-color:var(--colors-border)}`,
    `${s} .as-list{list-style:none;margin:0;padding:0}`,
    `${s} .as-list li{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:56px;padding:8px}`,
    `${s} .as-list li+li{border-top:1px solid var(--colors-border)}`,
    `${s} .as-names{display:flex;flex-direction:column;min-width:0}`,
    `${s} .as-figures{display:flex;flex-direction:column;align-items:flex-end;text-align:right}`,
    `${s} .as-figures b{font-variant-numeric:tabular-nums}`,
    `@media ${MEDIA.mobile}{${s} .as-section{padding:16px}${s} .as-button{white-space:normal;text-align:center;overflow-wrap:break-word}}`,
  ].join('');
}

const FIGURES_CSS = homeFiguresCss();
