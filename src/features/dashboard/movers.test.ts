import { describe, expect, it } from 'vitest';
import type { QuotedSecurity } from '@/contract/market';
import { splitMovers } from './movers';

const row = (symbol: string, change_bp: number): QuotedSecurity => ({
  security: {
    symbol,
    name: symbol,
    exchange: 'NYSE',
    kind: 'stock',
    sector: 'Information Technology',
  },
  quote: {
    symbol,
    price_e4: 1_000_000,
    previous_close_e4: 1_000_000,
    change_e4: change_bp * 100,
    change_bp,
    volume: 1000,
    as_of: '2025-03-12T15:00:00Z',
    source: 'simulator',
    market_open: true,
  },
});

describe('splitMovers', () => {
  it('puts rises and falls apart, biggest first, and leaves unchanged stocks out', () => {
    const { gainers, losers } = splitMovers([
      row('A', 120),
      row('B', -300),
      row('C', 0),
      row('D', 450),
      row('E', -20),
    ]);
    expect(gainers.map((r) => r.security.symbol)).toEqual(['D', 'A']);
    expect(losers.map((r) => r.security.symbol)).toEqual(['B', 'E']);
  });

  it('keeps at most the count asked for', () => {
    const many = Array.from({ length: 9 }, (_, i) => row(`S${i}`, i + 1));
    expect(splitMovers(many, 3).gainers.map((r) => r.security.symbol)).toEqual(['S8', 'S7', 'S6']);
  });
});
