// The rewards feature's calls. Every response is checked against its contract struct by
// platform/api. A redemption moves money, so it carries an Idempotency-Key (DESIGN.md "Money"):
// the screen makes one per confirmed attempt and reuses it on "Try again".
import { type RedemptionRequest } from '@/contract/rewards';
import { call } from '@/platform/api';
import * as rewardsEndpoints from '@/contract/endpoints/rewards';

export const loadRewards = () => call(rewardsEndpoints.overview);

export const revealCard = (id: string) => call(rewardsEndpoints.reveal, { params: { id } });

export const redeemRewards = (body: RedemptionRequest, idempotencyKey: string) =>
  call(rewardsEndpoints.redeem, { body, idempotencyKey });

export const newIdempotencyKey = (): string => crypto.randomUUID();
