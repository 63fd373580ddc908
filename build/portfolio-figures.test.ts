// The portfolio's figures drawn in place of home's outline (portfolio-figures.ts), for what the
// API test does not reach: a live account's funding links, money held for open orders, and a
// member with both accounts (the drawing stops above the switch).
import { describe, expect, it } from 'vitest';
import type { PortfolioResponse } from '@/contract/portfolio';
import { appFrameHtml } from './app-frame';
import { withPortfolioFigures } from './portfolio-figures';

const SHELL = `<html><head></head><body>${appFrameHtml()}</body></html>`;
const PORTFOLIO = {
  account: { id: 'a1', type: 'simulated', status: 'open' },
  available_accounts: ['simulated'],
  cash_cents: 5_000_00,
  held_cents: 0,
  buying_power_cents: 5_000_00,
  market_value_cents: 1_234_56,
  equity_cents: 6_234_56,
  day_gain_cents: 12_00,
  day_gain_bp: 97,
  total_gain_cents: -3_00,
  total_gain_bp: -24,
  positions: [],
  as_of: '2025-03-14T15:00:00.000Z',
} as PortfolioResponse;

const draw = (changes: Partial<PortfolioResponse>) =>
  withPortfolioFigures(SHELL, { ...PORTFOLIO, ...changes });

describe('withPortfolioFigures', () => {
  it("draws the screen's heading, sections, summary and empty state in place of home's outline", () => {
    const html = draw({});
    for (const part of [
      '<div id="app-skeleton" class="as-screen" aria-hidden="true">',
      '<p class="ap-equity" data-figure="equity">$6,234.56</p>',
      '<span class="as-gain as-positive">',
      '<span>$12.00</span><span>(+0.97%)</span>',
      '<dt>Investments</dt><dd>$1,234.56</dd>',
      'No positions yet',
      '<!--/app-frame-->',
    ]) {
      expect(html).toContain(part);
    }
    for (const absent of ['as-account', 'Held for open orders', 'Funding history']) {
      expect(html).not.toContain(absent);
    }
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('names money held for open orders, and a live account its funding', () => {
    const html = draw({
      account: { id: 'a2', type: 'live', status: 'open' },
      held_cents: 250_00,
    } as Partial<PortfolioResponse>);
    expect(html).toContain('<p class="ap-label">Live account value</p>');
    expect(html).toContain('<dt>Held for open orders</dt><dd>$250.00</dd>');
    expect(html).toContain('<span>Funding history</span>');
  });

  it('stops above the paper / live switch of a member with both accounts', () => {
    const html = draw({ available_accounts: ['simulated', 'live'] });
    expect(html).toContain('<p class="ap-h1">Portfolio</p>');
    expect(html).not.toContain('data-figure="portfolio-summary"');
    expect(html).not.toContain('No positions yet');
  });
});
