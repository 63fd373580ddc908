// The prize table of reward cards: its odds sum to 1, and the draw happens on the server.
import { describe, expect, it } from 'vitest';
import { ODDS_DENOMINATOR, PRIZE_TABLE, prizeOdds } from '@/contract/rewards';
import { cryptoRandomInt, drawPrize } from '@server/services/rewards/prize-draw';

describe('rewards: prize table', () => {
  it('has odds that sum to exactly 1', () => {
    // Integer weights over one denominator: 5000 + 3000 + 1500 + 450 + 50 = 10000, so
    // Σ weight / 10000 = 1 exactly, with no floating-point sum involved.
    expect(PRIZE_TABLE.every(({ weight }) => Number.isInteger(weight) && weight > 0)).toBe(true);
    expect(PRIZE_TABLE.reduce((sum, { weight }) => sum + weight, 0)).toBe(ODDS_DENOMINATOR);
    for (const row of prizeOdds()) {
      expect(row.probability).toBeGreaterThan(0);
      expect(row.probability).toBeLessThanOrEqual(1);
      expect(row.weight / row.denominator).toBe(row.probability);
    }
  });

  it('has whole-cent prizes, each listed once, smallest first', () => {
    const prizes = PRIZE_TABLE.map((row) => row.prizeCents);
    expect(prizes).toEqual([100, 500, 1_000, 2_500, 10_000]);
    expect(new Set(prizes).size).toBe(prizes.length);
  });

  it('maps every roll to the prize whose band holds it', () => {
    // Bands: [0, 5000) $1, [5000, 8000) $5, [8000, 9500) $10, [9500, 9950) $25, [9950, 10000) $100
    const at = (roll: number) => drawPrize(() => roll);
    expect([0, 4_999, 5_000, 7_999, 8_000, 9_499, 9_500, 9_949, 9_950, 9_999].map(at)).toEqual([
      100, 100, 500, 500, 1_000, 1_000, 2_500, 2_500, 10_000, 10_000,
    ]);
  });

  it('refuses a roll outside the draw instead of paying something', () => {
    expect(() => drawPrize(() => ODDS_DENOMINATOR)).toThrow();
    expect(() => drawPrize(() => -1)).toThrow();
    expect(() => drawPrize(() => 0.5)).toThrow();
  });

  it('draws with crypto randomness over the whole denominator', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const roll = cryptoRandomInt(ODDS_DENOMINATOR);
      expect(Number.isInteger(roll) && roll >= 0 && roll < ODDS_DENOMINATOR).toBe(true);
      seen.add(drawPrize(() => roll));
    }
    // $1, $5 and $10 cover 95% of draws: 2,000 draws all but surely see each of them.
    expect([...seen]).toEqual(expect.arrayContaining([100, 500, 1_000]));
  });
});
