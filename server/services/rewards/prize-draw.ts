// The reward-card draw (the draw happens on the server). The client never
// chooses or sees a prize before the card is revealed; the number comes from node:crypto's CSPRNG
// (randomInt is uniform, without modulo bias). Tests inject their own source.
import { randomInt } from 'node:crypto';
import { ODDS_DENOMINATOR, PRIZE_TABLE } from '@/contract/rewards';

/** A uniform integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

/** The prize, in cents, for a draw of `random(ODDS_DENOMINATOR)` walked down the prize table. */
export function drawPrize(random: RandomInt = cryptoRandomInt): number {
  const roll = random(ODDS_DENOMINATOR);
  if (!Number.isInteger(roll) || roll < 0 || roll >= ODDS_DENOMINATOR) {
    throw new Error(`a prize draw must be an integer in [0, ${ODDS_DENOMINATOR}), got ${roll}`);
  }
  let upTo = 0;
  for (const { prizeCents, weight } of PRIZE_TABLE) {
    upTo += weight;
    if (roll < upTo) return prizeCents;
  }
  // Unreachable while the weights sum to ODDS_DENOMINATOR (tests/api/rewards-prizes.test.ts).
  throw new Error('the prize table does not cover the whole draw');
}
