// What each kind of change makes stale (changes.ts says how it is used). A chunk of its own,
// loaded at the first change: it names endpoints of every feature, whose contracts (response
// structs) the app's first screen would otherwise load and evaluate before it renders
// (docs/performance.md "The first render in slices"). A new screen that reads an endpoint a
// change affects needs no line here; a new kind of change, or a change that affects an endpoint
// not listed, does.
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

export const CHANGES = {
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
