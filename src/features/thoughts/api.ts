// The thoughts feature's calls (spec §1 thoughts with pro and con points). Every answer is checked
// against its endpoint's response struct by platform/api (CONVENTIONS "Validate once at the edge").
// The queries name what they read, for the app's query cache (platform/queries); a post or a vote
// that succeeds marks the feeds, the posts and karma stale.
import {
  type CreateThoughtRequest,
  type Post,
  type SecurityCommunity,
  type Vote,
} from '@/contract/community';
import type { SecurityResponse } from '@/contract/market';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery } from '@/platform/queries';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as marketEndpoints from '@/contract/endpoints/market';

export const thoughtQuery = (id: string): ApiQuery<Post> => ({
  reads: [communityEndpoints.thought],
  args: [id],
  load: () => call(communityEndpoints.thought, { params: { id } }),
});

export const securityCommunityQuery = (symbol: string): ApiQuery<SecurityCommunity> => ({
  reads: [communityEndpoints.securityCommunity],
  args: [symbol],
  load: () => call(communityEndpoints.securityCommunity, { params: { symbol } }),
});

/**
 * With `idempotencyKey` (a draft's id) a retry whose answer was lost never posts twice. Also the
 * draft sync's sender (drafts.ts), so a draft posted later refreshes the lists too.
 */
export const postThought = (body: CreateThoughtRequest, idempotencyKey?: string) =>
  afterChange('post', call(communityEndpoints.createThought, { body, idempotencyKey }));

/**
 * The vote queue's sender (vote-store.ts). The cards show the member's vote from the vote store at
 * once; a vote the server took marks the thought and the karma stale, not every feed page.
 */
export const voteOnThought = (id: string, vote: Vote | null) =>
  afterChange('vote', call(communityEndpoints.vote, { params: { id }, body: { vote } }));

/**
 * Marks nothing stale itself: enough reports hide the thought, and the lists read again would take
 * its card, and the report's thanks with it, away. ReportModal does once the thanks are closed.
 */
export const reportThought = (id: string, reason: string) =>
  call(communityEndpoints.report, { params: { id }, body: { reason } });

/** The security's quote line on the thought page: the security page's own answer. */
export const quoteLineQuery = (symbol: string): ApiQuery<SecurityResponse> => ({
  reads: [marketEndpoints.security],
  args: [symbol],
  load: () => call(marketEndpoints.security, { params: { symbol } }),
});
