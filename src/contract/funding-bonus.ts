// The first-deposit funding bonus (spec §1 "Rewards", §2 /funding-bonus-rules): its amount and the
// deposit that earns it, in integer cents. One source for both sides: the rules page
// (marketing/content/fundingBonusRules.ts) states these figures and the server
// (server/services/rewards/funding-bonus.ts) pays by them. No structs here, so the rules page's
// chunk takes two numbers and nothing else.

/** The bonus: $10, credited once per member to their reward balance. */
export const FUNDING_BONUS_CENTS = 1_000;

/** The smallest settled deposit that earns it: $100. */
export const FUNDING_BONUS_MIN_DEPOSIT_CENTS = 10_000;
