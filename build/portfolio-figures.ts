// The portfolio's first figures drawn in the app shell's HTML, as home's are (home-figures.ts): a
// signed-in member opening /app/portfolio sees the screen's heading, its sections, their
// account's value with the day's change and where the money is, and the empty state of a
// portfolio without positions, in the page's first paint. The app's markup and sizes
// (src/features/portfolio PortfolioScreen, PortfolioNav, Summary, EmptyPortfolio), so nothing
// moves when the app's own replace them (tests/e2e/home-figures.test.ts compares the boxes). What
// takes more than a drawing (the paper / live switch of a member with both accounts, the list of
// positions) is left for the app: the drawing stops above it.
import type { PortfolioResponse } from '@/contract/portfolio';
import { formatCents } from '../src/ui/format';
import { SKELETON_ID } from '../src/app/html-frame';
import { MEDIA } from '../src/ui/theme/stitches';
import { APP_FRAME_END, DRAWN_SCREEN_CLASS } from './app-frame';
import { drawnStyles, gainHtml, withDrawnStyles } from './home-figures';

/** Home's outline as the shell has it, up to the end of the app's frame. */
const OUTLINE = new RegExp(`<div id="${SKELETON_ID}"[\\s\\S]*?(?=${APP_FRAME_END})`);

/** PortfolioNav's sections, the first one current. */
const SECTIONS = ['Overview', 'History', 'Explorer', 'Popular'];

/** The shell with the portfolio's first screen drawn in home's outline's place. */
export function withPortfolioFigures(shell: string, portfolio: PortfolioResponse): string {
  const drawn = `<div id="${SKELETON_ID}" class="${DRAWN_SCREEN_CLASS}" aria-hidden="true"><div class="as-page">${pageHtml(portfolio)}</div></div>`;
  return withDrawnStyles(shell, PORTFOLIO_CSS).replace(OUTLINE, () => drawn);
}

function pageHtml(portfolio: PortfolioResponse): string {
  const top =
    '<div class="ap-top"><p class="ap-h1">Portfolio</p><span class="as-button">Trade</span></div>';
  const nav = `<div class="ap-nav">${SECTIONS.map((name, index) => `<span${index === 0 ? ' class="ap-current"' : ''}>${name}</span>`).join('')}</div>`;
  if (portfolio.available_accounts.length > 1) return top + nav;
  const empty =
    portfolio.positions.length === 0
      ? '<div class="as-section"><p class="as-h2 ap-empty">No positions yet</p><p class="ap-muted" data-figure="portfolio-empty">Search for a company or fund you know, look at its price and story, and place your first trade.</p><span class="as-button">Search stocks and funds</span></div>'
      : '';
  return top + nav + summaryHtml(portfolio) + empty;
}

/** Summary: the value, the day's change, then cash, buying power, what is held, invested, gained. */
function summaryHtml(portfolio: PortfolioResponse): string {
  const name = portfolio.account.type === 'live' ? 'Live account' : 'Paper account';
  const figure = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
  const figures = [
    figure('Cash', formatCents(portfolio.cash_cents)),
    figure('Buying power', formatCents(portfolio.buying_power_cents)),
    ...(portfolio.held_cents > 0
      ? [figure('Held for open orders', formatCents(portfolio.held_cents))]
      : []),
    figure('Investments', formatCents(portfolio.market_value_cents)),
    figure('Total gain', gainHtml(portfolio.total_gain_cents, portfolio.total_gain_bp, 14)),
  ];
  const links =
    portfolio.account.type === 'live'
      ? '<div class="ap-links"><span>Deposit</span><span>Withdraw</span><span>Funding history</span></div>'
      : '';
  return `<div class="as-section" data-figure="portfolio-summary"><p class="ap-label">${name} value</p><p class="ap-equity" data-figure="equity">${formatCents(portfolio.equity_cents)}</p><p class="ap-change">${gainHtml(portfolio.day_gain_cents, portfolio.day_gain_bp, 16)}<span class="as-small">today</span></p><dl class="ap-figures">${figures.join('')}</dl>${links}</div>`;
}

const S = `#${SKELETON_ID}`;

const PORTFOLIO_CSS = drawnStyles([
  // PortfolioScreen's Top: the heading and Trade.
  `${S} .ap-top{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:16px}`,
  `${S} .ap-h1{font-size:28px;font-weight:700;line-height:1.2}`,
  // PortfolioNav's Bar and tabs.
  `${S} .ap-nav{display:flex;gap:8px;margin:0 0 16px;overflow:hidden;border-bottom:1px solid var(--colors-border)}`,
  `${S} .ap-nav span{padding:8px 12px;min-height:44px;display:inline-flex;align-items:center;white-space:nowrap;color:var(--colors-textMuted);font-weight:600;border-bottom:2px solid transparent}`,
  `${S} .ap-nav .ap-current{color:var(--colors-text);border-bottom-color:var(--colors-primaryCtaButton)}`,
  // Summary (Card's `& + &`: 16 px between cards).
  `${S} .as-section+.as-section{margin-top:16px}`,
  `${S} .ap-label{font-size:14px;color:var(--colors-textMuted);font-weight:600}`,
  `${S} .ap-equity{font-size:40px;font-weight:800;margin:4px 0}`,
  `${S} .ap-change{display:flex;gap:8px;align-items:center;margin:0 0 16px}`,
  `${S} .ap-figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:16px;margin:0;padding-top:16px;border-top:1px solid var(--colors-border)}`,
  `${S} .ap-figures dt{color:var(--colors-textMuted);font-size:14px;margin-bottom:4px}`,
  `${S} .ap-figures dd{margin:0;font-weight:700;font-size:16px}`,
  `${S} .ap-links{display:flex;flex-wrap:wrap;gap:16px;margin-top:16px;padding-top:12px;border-top:1px solid var(--colors-border)}`,
  `${S} .ap-links span{font-weight:600;color:var(--colors-primaryCtaButton);text-decoration:underline}`,
  // EmptyPortfolio: Heading level 2, Muted, Button.
  `${S} .ap-empty{margin:0 0 12px}`,
  `${S} .ap-muted{color:var(--colors-textMuted);margin:0 0 16px}`,
  `@media ${MEDIA.mobile}{${S} .ap-nav{gap:4px}${S} .ap-nav span{padding:8px;font-size:14px}}`,
]);
