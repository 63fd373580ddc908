// The thoughts feature's calls (spec §1 thoughts with pro and con points). Every answer is checked
// against its endpoint's response struct by platform/api (CONVENTIONS "Validate once at the edge").
import { type CreateThoughtRequest, type Vote } from '@/contract/community';
import { call } from '@/platform/api';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as marketEndpoints from '@/contract/endpoints/market';

export const loadThought = (id: string) => call(communityEndpoints.thought, { params: { id } });

export const loadSecurityCommunity = (symbol: string) =>
  call(communityEndpoints.securityCommunity, { params: { symbol } });

/** With `idempotencyKey` (a draft's id) a retry whose answer was lost never posts twice. */
export const postThought = (body: CreateThoughtRequest, idempotencyKey?: string) =>
  call(communityEndpoints.createThought, { body, idempotencyKey });

export const voteOnThought = (id: string, vote: Vote | null) =>
  call(communityEndpoints.vote, { params: { id }, body: { vote } });

export const reportThought = (id: string, reason: string) =>
  call(communityEndpoints.report, { params: { id }, body: { reason } });

/** The security's quote line on the thought page. */
export const loadQuoteLine = (symbol: string) =>
  call(marketEndpoints.security, { params: { symbol } });
