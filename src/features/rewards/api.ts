// The rewards feature's calls. Every response is checked against its contract struct by
// platform/api. A redemption moves money, so it carries an Idempotency-Key (DESIGN.md "Money"):
// the screen makes one per confirmed attempt and reuses it on "Try again". The query names what it
// reads, for the app's query cache (platform/queries); a reveal or a redemption that succeeds
// marks what it made stale (the balance, and the cash a prize or a redemption moved).
import { type RedemptionRequest, type RewardsOverview } from '@/contract/rewards';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as rewardsEndpoints from '@/contract/endpoints/rewards';

export const rewardsQuery: ApiQuery<RewardsOverview> = {
  reads: [rewardsEndpoints.overview],
  load: () => call(rewardsEndpoints.overview),
};

export const revealCard = (id: string) =>
  afterChange('reward', call(rewardsEndpoints.reveal, { params: { id } }));

export const redeemRewards = (body: RedemptionRequest, idempotencyKey: string) =>
  afterChange('reward', call(rewardsEndpoints.redeem, { body, idempotencyKey }));

export const newIdempotencyKey = (): string => crypto.randomUUID();
