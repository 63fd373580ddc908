import { describe, expect, it } from 'vitest';
import { sourceLink } from './sources';

describe('snapshot figure links', () => {
  it('points each source at the screen that shows it', () => {
    const of = (kind: 'chart' | 'stats' | 'earnings' | 'thoughts' | 'screener') =>
      sourceLink({ kind, symbol: 'AAPL', range: kind === 'chart' ? '1Y' : null }, 'Energy').href;
    expect(of('chart')).toBe('/app/securities/AAPL#chart-heading');
    expect(of('stats')).toBe('/app/securities/AAPL#stats-heading');
    expect(of('thoughts')).toBe('/app/securities/AAPL#community-title');
    expect(of('earnings')).toBe('/app/earnings');
    expect(of('screener')).toBe('/app/tools/screener?sectors=Energy');
  });
});
