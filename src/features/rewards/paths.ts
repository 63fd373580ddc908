// Rewards paths (spec §2 "/referrals: rewards", "/rewards_redemption"), beside the feature rather
// than in src/paths.ts, which ships with every marketing page.
export const rewardsPaths = {
  referrals: '/app/referrals',
  redemption: '/app/rewards_redemption',
} as const;
