// Home's figures drawn into the outline (home-figures.ts), for what the API test does not reach:
// a live account still under review, a live account's way to its funding, open orders waiting,
// and a long list of positions.
import { describe, expect, it } from 'vitest';
import type { Position } from '@/contract/portfolio';
import type { HomeFigures } from '../server/services/home-figures';
import { appFrameHtml } from './app-frame';
import { withHomeFigures } from './home-figures';

const SHELL = `<html><head></head><body>${appFrameHtml()}</body></html>`;
const VALUE = { equityCents: 1_234_56, dayGainCents: -2_50, dayGainBp: -125, cashCents: 99 };
const position = (symbol: string) =>
  ({
    symbol,
    quantity_e5: 150_000,
    market_value_cents: 10_00,
    day_gain_cents: 0,
    day_gain_bp: 0,
  }) as Position;

const draw = (figures: Partial<HomeFigures>) =>
  withHomeFigures(SHELL, { firstName: 'Ada', accounts: [], positions: [], ...figures });

describe('withHomeFigures', () => {
  it('draws an open account with its value and day change, and a live one under review', () => {
    const html = draw({
      accounts: [
        { type: 'simulated', inUse: false, value: VALUE },
        { type: 'live', inUse: true, value: null },
      ],
    });
    expect(html).toContain('<p class="as-big" data-figure="value-simulated">$1,234.56</p>');
    expect(html).toContain('<span class="as-gain as-negative">');
    expect(html).toContain('<span>-$2.50</span><span>(-1.25%)</span>');
    expect(html).toContain('Cash $0.99');
    expect(html).toContain('Live account<span class="as-inuse">In use</span>');
    expect(html).toContain('Not open yet');
    expect(html).not.toContain('Deposit or withdraw');
    // Its styles come with it, once.
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("shows a live account's way to its funding", () => {
    const html = draw({ accounts: [{ type: 'live', inUse: true, value: VALUE }] });
    expect(html).toContain('Deposit or withdraw');
  });

  it('leaves the positions outlined while orders wait (home lists them first)', () => {
    const html = draw({ positions: null });
    expect(html).toContain('<i class="as-positions"></i>');
    expect(html).not.toContain('Your positions');
  });

  it('draws no more positions than a first screen holds', () => {
    const symbols = 'ABCDEFGHIJ'.split('');
    const html = draw({ positions: symbols.map(position) });
    expect(html.match(/data-figure="position-/g)).toHaveLength(8);
    expect(html).toContain('<b>A</b><span class="as-small">1.5 sh</span>');
  });
});
