// The rewards feature's calls (issue 7/10 item 6). Every response is checked against its contract
// struct by platform/api. A redemption moves money, so it carries an Idempotency-Key (DESIGN.md
// "Money"): the screen makes one per confirmed attempt and reuses it on "Try again".
import {
  type RedemptionRequest,
  RedemptionResponse,
  RevealResponse,
  RewardsOverview,
} from '@/contract/rewards';
import { api } from '@/platform/api';

export const loadRewards = () => api({ path: '/rewards', response: RewardsOverview });

export const revealCard = (id: string) =>
  api({
    method: 'POST',
    path: `/rewards/cards/${encodeURIComponent(id)}/reveal`,
    body: {},
    response: RevealResponse,
  });

export const redeemRewards = (body: RedemptionRequest, idempotencyKey: string) =>
  api({
    method: 'POST',
    path: '/rewards/redemptions',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    response: RedemptionResponse,
  });

export const newIdempotencyKey = (): string => crypto.randomUUID();
