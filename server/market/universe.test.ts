import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_SYMBOL,
  EXCHANGES,
  SECTORS,
  UnknownSymbolError,
  findSecurity,
  listSecurities,
  parseUniverse,
  REFERENCE_DATE,
  requireSecurity,
} from './universe';

const securities = listSecurities();

describe('the universe data file', () => {
  it('holds at least 300 securities with unique, well-formed symbols', () => {
    expect(securities.length).toBeGreaterThanOrEqual(300);
    const symbols = securities.map((security) => security.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const symbol of symbols) expect(symbol).toMatch(/^[A-Z][A-Z.]{0,5}$/);
  });

  it('uses known sectors and exchanges, and names every security', () => {
    for (const security of securities) {
      expect(SECTORS).toContain(security.sector);
      expect(EXCHANGES).toContain(security.exchange);
      expect(security.name.length).toBeGreaterThan(1);
      expect(security.industry.length).toBeGreaterThan(1);
    }
    // Every GICS sector has members.
    for (const sector of SECTORS) {
      expect(
        securities.some((security) => security.sector === sector),
        sector,
      ).toBe(true);
    }
  });

  it('has plausible numbers: positive prices and shares, volatility between 3 % and 150 %', () => {
    for (const security of securities) {
      expect(
        Number.isSafeInteger(security.basePrice) && security.basePrice > 0,
        security.symbol,
      ).toBe(true);
      expect(security.sharesOutstanding).toBeGreaterThan(1_000_000);
      expect(security.volatility).toBeGreaterThan(0.03);
      expect(security.volatility).toBeLessThan(1.5);
      expect(security.dividendCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives stocks earnings and funds a tracked factor instead', () => {
    for (const security of securities) {
      if (security.kind === 'stock') {
        expect(security.epsCents, security.symbol).not.toBeNull();
        expect(security.tracks).toBeNull();
      } else {
        expect(security.epsCents, security.symbol).toBeNull();
        expect(security.tracks, security.symbol).not.toBeNull();
      }
    }
  });

  it('includes the common ETFs, with SPY as the one benchmark', () => {
    for (const symbol of [
      'SPY',
      'QQQ',
      'DIA',
      'IWM',
      'VTI',
      'VOO',
      'IVV',
      'AGG',
      'TLT',
      'GLD',
      'XLK',
      'XLF',
    ]) {
      expect(findSecurity(symbol)?.kind, symbol).toBe('etf');
    }
    expect(securities.filter((security) => security.kind === 'etf').length).toBeGreaterThanOrEqual(
      17,
    );
    expect(securities.filter((security) => security.isBenchmark).map((s) => s.symbol)).toEqual([
      BENCHMARK_SYMBOL,
    ]);
  });

  it('finds symbols case-insensitively and rejects unknown ones', () => {
    expect(findSecurity(' brk.b ')?.name).toBe('Berkshire Hathaway Inc. Class B');
    expect(findSecurity('NOPE')).toBeUndefined();
    expect(() => requireSecurity('NOPE')).toThrow(UnknownSymbolError);
  });

  it('refuses a malformed row rather than loading half a universe', () => {
    const header =
      '# reference close: 2025-01-02\nsymbol,name,exchange,sector,industry,shares_millions,price,volatility,eps,dividend,tracks,benchmark';
    expect(parseUniverse(`${header}\nAAA,A Co,NYSE,Energy,Oil,10,5.00,0.3,1,0,,\n`)).toMatchObject({
      referenceDate: '2025-01-02',
      securities: [{ symbol: 'AAA', basePrice: 50_000 }],
    });
    expect(() => parseUniverse(`${header}\nAAA,A, Co,NYSE,Energy,Oil,10,5.00,0.3,1,0,,\n`)).toThrow(
      /line 3/,
    );
    expect(() => parseUniverse(`${header}\nAAA,A Co,NYSE,Crypto,Oil,10,5.00,0.3,1,0,,\n`)).toThrow(
      /sector/,
    );
    expect(() => parseUniverse(`${header}\nAAA,A Co,NYSE,Energy,Oil,ten,5.00,0.3,1,0,,\n`)).toThrow(
      /shares_millions/,
    );
  });

  it('states the session its prices are the closes of, and refuses a file that does not', () => {
    expect(REFERENCE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rows =
      'symbol,name,exchange,sector,industry,shares_millions,price,volatility,eps,dividend,tracks,benchmark\nAAA,A Co,NYSE,Energy,Oil,10,5.00,0.3,1,0,,\n';
    expect(() => parseUniverse(rows)).toThrow(/reference close/);
    expect(() => parseUniverse(`# reference close: early 2025\n${rows}`)).toThrow(
      /reference close/,
    );
  });
});
