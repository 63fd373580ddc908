// Rewards (spec §1 "Rewards: referrals", §2 /referrals and /rewards_redemption,
// §3 reward colours, §8 invalid probability): the prize table of reward cards, the cards, the
// redemptions of the reward balance into cash, and the referral figures. Amounts are integer cents.
import {
  array,
  define,
  enums,
  type Infer,
  integer,
  nullable,
  object,
  string,
  unknown,
} from './structs';

/**
 * The prize table of a reward card. Odds are integer weights over ODDS_DENOMINATOR, so they sum to
 * exactly 1 with no floating-point rounding (a unit test proves it); the server draws a number in
 * [0, ODDS_DENOMINATOR) with crypto randomness and walks the table. Expected value: (100·5000 +
 * 500·3000 + 1000·1500 + 2500·450 + 10000·50) / 10000 = 512.5 cents a card.
 */
export const ODDS_DENOMINATOR = 10_000;
export const PRIZE_TABLE: ReadonlyArray<{ prizeCents: number; weight: number }> = [
  { prizeCents: 100, weight: 5_000 },
  { prizeCents: 500, weight: 3_000 },
  { prizeCents: 1_000, weight: 1_500 },
  { prizeCents: 2_500, weight: 450 },
  { prizeCents: 10_000, weight: 50 },
];

/** The most one redemption may move: the dollar maximum of spec §5 ($1,000,000). */
export const MAX_REDEMPTION_CENTS = 100_000_000;

/** A redemption amount: whole cents, more than zero, at most MAX_REDEMPTION_CENTS. */
const RedemptionCents = define<number>('RedemptionCents', (value) => {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return 'must be a whole number of cents (an integer, e.g. 500 for $5.00)';
  }
  if (value <= 0) return 'must be more than zero';
  if (value > MAX_REDEMPTION_CENTS) return 'must be at most 100000000 ($1,000,000.00)';
  return true;
});

/** POST /api/v1/rewards/redemptions (an idempotent endpoint). */
export const RedemptionRequest = object({ amount_cents: RedemptionCents });
export type RedemptionRequest = Infer<typeof RedemptionRequest>;

const REWARD_CARD_SOURCES = ['referral', 'lesson', 'promotion'] as const;

export const RewardCard = object({
  id: string(),
  source: enums(REWARD_CARD_SOURCES),
  status: enums(['unopened', 'revealed'] as const),
  /** Null until revealed: the prize is drawn on the server when the card is turned over. */
  prize_cents: nullable(integer()),
  created_at: string(),
  revealed_at: nullable(string()),
});
export type RewardCard = Infer<typeof RewardCard>;

export const RewardRedemption = object({
  id: string(),
  amount_cents: integer(),
  account_id: string(),
  created_at: string(),
});
export type RewardRedemption = Infer<typeof RewardRedemption>;

/** One row of the referral-reward probability display (spec §3). */
export const PrizeOdds = object({
  prize_cents: integer(),
  weight: integer(),
  denominator: integer(),
  /**
   * weight / denominator. Deliberately unchecked here: a bad value (JSON has no NaN, so it would
   * arrive as null or a string) must not fail the whole rewards screen; the display checks it is
   * a finite number in [0, 1], logs §8's console error and skips the row otherwise.
   */
  probability: unknown(),
});
export type PrizeOdds = Infer<typeof PrizeOdds>;

const ReferralStats = object({
  code: string(),
  short_url: string(),
  /** Members who signed up with the link. */
  referred_count: integer(),
  /** Of them, those whose first deposit has settled. */
  funded_count: integer(),
  /** Reward cards earned by referrals. */
  rewards_earned: integer(),
});
type ReferralStats = Infer<typeof ReferralStats>;

/** The first-deposit funding bonus (spec §2 /funding-bonus-rules; src/contract/funding-bonus.ts). */
const FundingBonusStatus = object({
  amount_cents: integer(),
  min_deposit_cents: integer(),
  /** When it was added to the reward balance; null while no qualifying deposit has settled. */
  credited_at: nullable(string()),
});

export const RewardsOverview = object({
  balance_cents: integer(),
  cards: array(RewardCard),
  redemptions: array(RewardRedemption),
  referrals: ReferralStats,
  prize_table: array(PrizeOdds),
  funding_bonus: FundingBonusStatus,
});
export type RewardsOverview = Infer<typeof RewardsOverview>;

export const RevealResponse = object({ card: RewardCard, balance_cents: integer() });
export type RevealResponse = Infer<typeof RevealResponse>;

export const RedemptionResponse = object({
  redemption: RewardRedemption,
  balance_cents: integer(),
  /** The live account's cash after the redemption. */
  account_cash_cents: integer(),
});
export type RedemptionResponse = Infer<typeof RedemptionResponse>;

/** The prize table as the API shows it. */
export const prizeOdds = (): PrizeOdds[] =>
  PRIZE_TABLE.map(({ prizeCents, weight }) => ({
    prize_cents: prizeCents,
    weight,
    denominator: ODDS_DENOMINATOR,
    probability: weight / ODDS_DENOMINATOR,
  }));
