// The thoughts feature's calls (issue 6/10 item 2). Every response is checked against its contract
// struct by platform/api (CONVENTIONS "Validate once at the edge").
import {
  type CreateThoughtRequest,
  OkResponse,
  Post,
  PostCreated,
  SecurityCommunity,
  type Vote,
  VoteResult,
} from '@/contract/community';
import { SecurityResponse } from '@/contract/market';
import { api } from '@/platform/api';

const idPath = (id: string) => encodeURIComponent(id);

export const loadThought = (id: string) => api({ path: `/thoughts/${idPath(id)}`, response: Post });

export const loadSecurityCommunity = (symbol: string) =>
  api({ path: `/community/securities/${encodeURIComponent(symbol)}`, response: SecurityCommunity });

/** With `idempotencyKey` (a draft's id) a retry whose answer was lost never posts twice. */
export const postThought = (body: CreateThoughtRequest, idempotencyKey?: string) =>
  api({
    method: 'POST',
    path: '/thoughts',
    body,
    response: PostCreated,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });

export const voteOnThought = (id: string, vote: Vote | null) =>
  api({
    method: 'PUT',
    path: `/thoughts/${idPath(id)}/vote`,
    body: { vote },
    response: VoteResult,
  });

export const reportThought = (id: string, reason: string) =>
  api({
    method: 'POST',
    path: `/thoughts/${idPath(id)}/report`,
    body: { reason },
    response: OkResponse,
  });

/** The security's quote line on the thought page. */
export const loadQuoteLine = (symbol: string) =>
  api({ path: `/securities/${encodeURIComponent(symbol)}`, response: SecurityResponse });
