// What each kind of change makes stale, in one place: after a change succeeds, the screen that made
// it calls `invalidateAfter(change)`, and every cached answer that read one of the listed endpoints
// is asked again if on screen, and on its next showing otherwise. An order placed on the trade
// screen so refreshes home (accounts, positions, value), the portfolio, the orders and the
// security page's position (the portfolio's) at once. A new screen that reads an endpoint a change affects needs no
// line here; a new kind of change, or a change that affects an endpoint not listed, does.
import type { AnyEndpoint } from '@/contract/endpoint';
import * as accountSettingsEndpoints from '@/contract/endpoints/account-settings';
import * as accountsEndpoints from '@/contract/endpoints/accounts';
import * as communityEndpoints from '@/contract/endpoints/community';
import * as documentsEndpoints from '@/contract/endpoints/documents';
import * as fundingEndpoints from '@/contract/endpoints/funding';
import * as learnEndpoints from '@/contract/endpoints/learn';
import * as liveAccountsEndpoints from '@/contract/endpoints/live-accounts';
import * as marketEndpoints from '@/contract/endpoints/market';
import * as meEndpoints from '@/contract/endpoints/me';
import * as notificationsEndpoints from '@/contract/endpoints/notifications';
import * as ordersEndpoints from '@/contract/endpoints/orders';
import * as paymentsEndpoints from '@/contract/endpoints/payments';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';
import * as recurringDepositsEndpoints from '@/contract/endpoints/recurring-deposits';
import * as rewardsEndpoints from '@/contract/endpoints/rewards';
import * as screenerEndpoints from '@/contract/endpoints/screener';
import * as socialEndpoints from '@/contract/endpoints/social';
import * as supportEndpoints from '@/contract/endpoints/support';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';
import * as watchlistEndpoints from '@/contract/endpoints/watchlist';
import { queryClient } from './query-client';
import { apiQueryKey, endpointName, type ApiQuery } from './use-api-query';

/** Cash, positions and orders: what any movement of money or shares changes. */
const HOLDINGS = [
  ordersEndpoints.list,
  ordersEndpoints.detail,
  portfolioEndpoints.summary,
  portfolioEndpoints.history,
  portfolioEndpoints.transactions,
  portfolioEndpoints.explorer,
  accountsEndpoints.list,
  fundingEndpoints.breakdown,
  fundingEndpoints.history,
  documentsEndpoints.list,
  meEndpoints.me,
];

const CHANGES = {
  /** An order placed or canceled, optimizer trades, a paper account reset (a fill or a cancel is
   *  told in the notification centre). */
  order: [...HOLDINGS, notificationsEndpoints.list],
  /** A deposit, withdrawal or transfer in. */
  transfer: [...HOLDINGS, fundingEndpoints.acatTransfers],
  /** A bank account linked, verified, renamed or removed. */
  bankAccount: [
    fundingEndpoints.bankAccounts,
    fundingEndpoints.bankAccount,
    fundingEndpoints.breakdown,
  ],
  recurringDeposit: [recurringDepositsEndpoints.list, recurringDepositsEndpoints.detail],
  /** A thought or idea posted, a vote, a report: the feeds, the post, its author's karma. */
  post: [
    communityEndpoints.thoughts,
    communityEndpoints.thought,
    communityEndpoints.ideas,
    communityEndpoints.idea,
    communityEndpoints.securityCommunity,
    communityEndpoints.activityFeed,
    communityEndpoints.communityFeed,
    communityEndpoints.popularIdeas,
    communityEndpoints.karma,
    communityEndpoints.publicProfile,
    meEndpoints.me,
  ],
  /** A reply: the conversation, and the reply count on its post wherever the post is listed. */
  reply: [
    communityEndpoints.replies,
    communityEndpoints.thought,
    communityEndpoints.idea,
    communityEndpoints.thoughts,
    communityEndpoints.ideas,
    communityEndpoints.securityCommunity,
    communityEndpoints.activityFeed,
    communityEndpoints.communityFeed,
    communityEndpoints.popularIdeas,
    communityEndpoints.publicProfile,
  ],
  /** A vote on a thought: the cards show it at once from the vote store (features/thoughts). */
  vote: [communityEndpoints.thought, communityEndpoints.karma, meEndpoints.me],
  /**
   * A follow or unfollow, privacy settings. Not the activity feed: a reader following people from
   * its empty state asks for their posts when done ("Show their posts"), and it is read afresh on
   * every showing anyway.
   */
  follow: [
    communityEndpoints.connections,
    communityEndpoints.people,
    communityEndpoints.publicProfile,
    communityEndpoints.privacy,
  ],
  /** A security watched or not (the security page says which), interests chosen. */
  watchlist: [
    watchlistEndpoints.list,
    watchlistEndpoints.interests,
    marketEndpoints.explore,
    marketEndpoints.security,
  ],
  /** A lesson completed: XP, rewards, what comes next. */
  lesson: [learnEndpoints.state, rewardsEndpoints.overview, meEndpoints.me],
  /** A reward card revealed or redeemed (cash may move). */
  reward: [rewardsEndpoints.overview, ...HOLDINGS],
  /** A membership or viewpoint subscription bought, renewed or canceled. */
  membership: [
    paymentsEndpoints.membership,
    paymentsEndpoints.subscriptions,
    viewpointsEndpoints.featured,
    viewpointsEndpoints.manage,
    viewpointsEndpoints.contributor,
    meEndpoints.me,
  ],
  /** The live-account application moved on: submitted, corrected, a document uploaded. */
  application: [
    liveAccountsEndpoints.progress,
    liveAccountsEndpoints.status,
    accountSettingsEndpoints.liveAccount,
    accountsEndpoints.list,
    meEndpoints.me,
  ],
  /** Profile, preferences, email, account type and experience. */
  settings: [
    accountSettingsEndpoints.overview,
    accountSettingsEndpoints.profile,
    accountSettingsEndpoints.preferences,
    accountsEndpoints.list,
    meEndpoints.me,
  ],
  savedScreen: [screenerEndpoints.listScreens],
  supportRequest: [supportEndpoints.list, supportEndpoints.detail],
  /** A notification read, or all of them. */
  notification: [notificationsEndpoints.list],
  /** A referral claimed, an invitation sent, a post shared. */
  referral: [socialEndpoints.referrals],
} satisfies Record<string, readonly AnyEndpoint[]>;

export type Change = keyof typeof CHANGES;

/**
 * The member's other tabs and windows hear of each change too (a thought posted in one, or a
 * draft one posts for another when the connection returns, shows in every tab): each marks the
 * same answers stale in its own cache.
 */
const otherTabs =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stockroom-changes');
// Node (the unit tests) would otherwise keep running for the channel's sake.
(otherTabs as { unref?: () => void } | null)?.unref?.();
otherTabs?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string' && Object.hasOwn(CHANGES, event.data)) {
    void markStale(event.data as Change);
  }
});

/**
 * Marks every cached answer the change made stale, here and in the member's other tabs; those on
 * screen are fetched again.
 */
export function invalidateAfter(change: Change): Promise<void> {
  otherTabs?.postMessage(change);
  return markStale(change);
}

function markStale(change: Change): Promise<void> {
  return markReadsStale(CHANGES[change]);
}

function markReadsStale(endpoints: readonly AnyEndpoint[]): Promise<void> {
  const stale = new Set(endpoints.map(endpointName));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'api' &&
      Array.isArray(queryKey[1]) &&
      queryKey[1].some((name) => stale.has(name as string)),
  });
}

/**
 * Sends a change and, once the server took it, marks what it made stale: every client call that
 * changes something answers through this (a failed change leaves the cache as it was).
 *
 * `answers` names the read whose answer the change returns whole (a PUT that answers with what the
 * GET would): that answer is kept at once, so a screen opened next shows it, never the one from
 * before the change while the refetch is under way (a preference turned off must not flash on).
 */
export async function afterChange<T>(
  change: Change,
  request: Promise<T>,
  answers?: ApiQuery<T>,
): Promise<T> {
  const answer = await request;
  void invalidateAfter(change);
  if (answers) queryClient.setQueryData(apiQueryKey(answers.reads, answers.args), answer);
  return answer;
}

/**
 * afterChange for a change outside the registry: the operators' console, whose endpoints the
 * members' app shell should not carry (CHANGES is in it). Marks `reads` stale in this tab only.
 */
export async function afterChangeOf<T>(
  reads: readonly AnyEndpoint[],
  request: Promise<T>,
  answers?: ApiQuery<T>,
): Promise<T> {
  const answer = await request;
  void markReadsStale(reads);
  if (answers) queryClient.setQueryData(apiQueryKey(answers.reads, answers.args), answer);
  return answer;
}
