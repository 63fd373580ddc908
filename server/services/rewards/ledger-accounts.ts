// The ledger accounts of rewards (DESIGN.md "Money"). A member's reward balance (lesson rewards,
// revealed reward cards) is `user:<id>:rewards`, paid out of `house:rewards`; redeeming moves it
// into a brokerage account's cash (`account:<id>:cash`, server/services/ledger.ts).
export const rewardsAccount = (userId: string) => `user:${userId}:rewards`;
export const HOUSE_REWARDS = 'house:rewards';
