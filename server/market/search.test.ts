import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT_MAX, searchSecurities } from './search';

const symbols = (query: string, limit?: number) =>
  searchSecurities(query, limit).map((s) => s.symbol);

describe('searchSecurities', () => {
  it('puts the exact symbol first, then symbols starting with the query, shortest first', () => {
    expect(symbols('goog')).toEqual(['GOOG', 'GOOGL']);
    const a = symbols('a', 20); // more than 20 symbols start with A
    expect(a[0]).toBe('A'); // Agilent
    const lengths = a.slice(1).map((symbol) => symbol.length);
    expect(lengths).toEqual([...lengths].sort((x, y) => x - y));
    expect(a.slice(1).every((symbol) => symbol.startsWith('A'))).toBe(true);
  });

  it('then names with a word starting with the query, larger companies first', () => {
    // APP (AppLovin) is an exact symbol; Apple and Applied Materials match by name.
    expect(symbols('app')).toEqual(['APP', 'AAPL', 'AMAT']);
    expect(symbols('Bank')).toEqual(['BAC', 'BK', 'MTB']);
    expect(symbols('walt dis')).toEqual(['DIS']);
  });

  it('does not match inside a word', () => {
    expect(symbols('soft')).toEqual(['TTWO']); // "Take-Two Interactive Software", not "Microsoft"
    expect(symbols('micro')).toEqual(['MSFT', 'AMD', 'MU', 'MCHP', 'SMCI']);
  });

  it('ignores case and punctuation in symbols', () => {
    for (const query of ['brk.b', 'BRK-B', 'brk b', 'BRKB'])
      expect(symbols(query)[0]).toBe('BRK.B');
  });

  it('returns nothing for a blank query and caps the limit', () => {
    expect(searchSecurities('   ')).toEqual([]);
    expect(searchSecurities('a', 1_000).length).toBeLessThanOrEqual(SEARCH_LIMIT_MAX);
    expect(searchSecurities('AAPL')[0]).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      kind: 'stock',
      sector: 'Information Technology',
    });
  });
});
