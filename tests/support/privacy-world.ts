// Two members for the cross-user privacy sweep (tests/api/private-data-sweep): A, who has private
// data of every kind the API keeps (orders, banks, transfers, schedules, the live-account
// application, documents, screens, support requests, a pending email change, a hidden thought, a
// membership, reward cards…), and B, an ordinary member who follows A. A's private markers are the
// ids and strings only A (and the operator) may ever see.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { reviewApplication } from '@server/services/live-accounts/review';
import { type Agent, type AgentResponse, PASSWORD, signedInAgent, uniqueEmail } from './agent';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  transfer,
} from '../api/funding-fixtures';
import { fillSteps, LIVE_ACCOUNT_STEPS, PNG_BYTES } from '../api/live-accounts-fixtures';
import { buyMembership } from '../api/payments-fixtures';
import { fundRewards, giveCard } from '../api/rewards-fixtures';

/** The sweep's instant: 2 July 2025, so June 2025 (A's activity) has a statement. */
const STATEMENT_MONTH_ENDED = new Date('2025-07-02T15:00:00Z');
export const STATEMENT_MONTH = '2025-06';

/** Strings A typed, unlikely to occur anywhere else. */
const A_TEXT = {
  legalFirstName: 'Qzlegalname',
  street: '77 Qzprivate Lane',
  employer: 'Qzprivate Employer Ltd',
  taxId: '987-65-4329',
  phone: '555-987-6543',
  trustedFirst: 'Qztrusty',
  trustedEmail: 'qztrusty@example.com',
  bankNickname: 'Qzprivate rent pot',
  microAccountNumber: '000987654321',
  acatBroker: 'Qzprivate Brokerage',
  acatAccount: 'QZ99887766',
  screenName: 'Qzprivate cheap tech',
  supportSubject: 'Qzprivate order question',
  supportMessage: 'Qzprivate: my limit order has not filled.',
  hiddenThought: 'Qzprivate hidden thought about margins.',
  hiddenReply: 'Qzprivate reply under the hidden thought.',
  ratingComment: 'Qzprivate rating comment',
  inviteEmail: 'qzprivate-friend@example.com',
  contributorDisclosure: 'Qzprivate disclosure: I hold shares of NVDA.',
} as const;

interface Member {
  agent: Agent;
  id: string;
  email: string;
  paperAccountId: string;
  liveAccountId: string | null;
  recurringDepositId: string | null;
}

/** A's resources by kind: the ids B must never read or act on. */
interface PrivateIds {
  orders: { open: string; filled: string };
  banks: { instant: string; micro: string };
  transfers: string[];
  recurringDeposit: string;
  screen: string;
  supportRequest: string;
  /** A's pending application to become a featured contributor (its disclosure is private). */
  contributorApplication: string;
  document: string;
  rewardCard: string;
  /** The notice of A's filled order, in A's notification centre. */
  notification: string;
  hiddenThought: string;
  /** A link A made to the thought before hiding thoughts. */
  hiddenThoughtShareToken: string;
  loginToken: { authId: string; token: string };
}

export interface PrivacyWorld {
  ctx: FundingContext;
  a: Member;
  b: Member;
  ids: PrivateIds;
  /** A's public things, fine for B to see: a shared idea, its share token. */
  publicIds: { idea: string; shareToken: string; symbol: string; referralCode: string };
  /** Every private marker of A: label → the string that must not reach B. */
  markers: Map<string, string>;
  /** Markers A never reads back (stored for the operator only, or one-time secrets). */
  writeOnly: ReadonlySet<string>;
  /** A's pending new email (a marker too). */
  pendingEmail: string;
  close(): Promise<void>;
}

function must(response: AgentResponse, what: string, status = [200, 201]): AgentResponse {
  if (!status.includes(response.status)) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response;
}

const withKey = () => ({ headers: { 'idempotency-key': randomUUID() } });

async function accountsOf(agent: Agent) {
  const list = must(await agent.get('/api/v1/accounts'), 'accounts').body.accounts as Array<{
    id: string;
    type: string;
    cash_cents: number;
  }>;
  return list;
}

export async function createPrivacyWorld(): Promise<PrivacyWorld> {
  const documentsDir = mkdtempSync(join(tmpdir(), 'stockroom-privacy-docs-'));
  const ctx = await createFundingContext({}, { liveAccounts: { documentsDir } });

  // A: a live applicant, approved, funded, trading, posting and asking for help.
  const signedA = await signedInAgent(ctx.agent(), 'Alice Sweep');
  const a = signedA.agent;
  must(await a.put('/api/v1/accounts/account_type', { account_type: 'live' }), 'live');
  await fillSteps(a);
  must(
    await a.put('/api/v1/live_accounts/steps/address', {
      ...LIVE_ACCOUNT_STEPS.address,
      street: A_TEXT.street,
    }),
    'address',
  );
  must(
    await a.put('/api/v1/live_accounts/steps/name', {
      first_name: A_TEXT.legalFirstName,
      last_name: 'Lovelace',
    }),
    'legal name',
  );
  must(await a.put('/api/v1/live_accounts/steps/phone', { phone: A_TEXT.phone }), 'phone');
  must(
    await a.put('/api/v1/live_accounts/steps/identity', {
      tax_id: A_TEXT.taxId,
      citizenship: 'us_citizen',
    }),
    'identity',
  );
  must(
    await a.put('/api/v1/live_accounts/steps/employment_disclosures', {
      employment_status: 'employed',
      employer: A_TEXT.employer,
      occupation: 'Engineer',
    }),
    'employment',
  );
  const uploaded = must(
    await a.post('/api/v1/live_accounts/documents', PNG_BYTES, {
      headers: { 'content-type': 'image/png' },
    }),
    'document',
  );
  must(await a.post('/api/v1/live_accounts/submit', { confirm: true }), 'submit');
  await reviewApplication(ctx.db, signedA.email, 'approved', null);
  must(
    await a.put('/api/v1/live_accounts/trusted_contact', {
      first_name: A_TEXT.trustedFirst,
      last_name: 'Contact',
      email: A_TEXT.trustedEmail,
    }),
    'trusted contact',
  );

  const instant = await linkInstant(a);
  must(
    await a.put(`/api/v1/funding/bank_accounts/${instant}`, { nickname: A_TEXT.bankNickname }),
    'nickname',
  );
  const micro = must(
    await a.post('/api/v1/funding/bank_accounts/micro_deposits', {
      routing_number: '110000000',
      account_number: A_TEXT.microAccountNumber,
      account_type: 'checking',
    }),
    'micro-deposits',
  ).body.bank_account as { id: string };
  const deposit = must(
    await transfer(a, 'deposits', { amount: '987.13', bank_account_id: instant }),
    'deposit',
  ).body.transfer as { id: string };
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 61_000);
  await ctx.settlement.runOnce(ctx.clock.at);
  const withdrawal = must(
    await transfer(a, 'withdrawals', { amount: '12.34', bank_account_id: instant }),
    'withdrawal',
  ).body.transfer as { id: string };
  must(
    await a.post('/api/v1/funding/acat_transfers', {
      from_broker: A_TEXT.acatBroker,
      account_number: A_TEXT.acatAccount,
      transfer_type: 'full',
    }),
    'acat',
  );
  const recurring = must(
    await a.post(
      '/api/v1/funding/recurring_deposits',
      {
        amount_cents: 43_217,
        bank_account_id: instant,
        frequency: 'monthly',
        start_date: '2025-07-01',
      },
      withKey(),
    ),
    'recurring deposit',
  ).body.recurring_deposit as { id: string };

  const filled = must(
    await a.post(
      '/api/v1/orders',
      {
        symbol: 'NVDA',
        side: 'buy',
        type: 'market',
        quantity: '3.21987',
        account_type: 'simulated',
      },
      withKey(),
    ),
    'market order',
  ).body.order as { id: string };
  // A position in the live account too: that is the portfolio A's profile would show.
  must(
    await a.post(
      '/api/v1/orders',
      { symbol: 'NVDA', side: 'buy', type: 'market', quantity: '2', account_type: 'live' },
      withKey(),
    ),
    'live market order',
  );
  const open = must(
    await a.post(
      '/api/v1/orders',
      {
        symbol: 'NVDA',
        side: 'buy',
        type: 'limit',
        quantity: '1',
        limit_price: '1.23',
        time_in_force: 'gtc',
        account_type: 'simulated',
      },
      withKey(),
    ),
    'limit order',
  ).body.order as { id: string };

  const screen = must(
    await a.post('/api/v1/tools/screens', { name: A_TEXT.screenName, criteria: { max_pe: '21' } }),
    'screen',
  ).body as { id: string };
  const support = must(
    await a.post(
      '/api/v1/support_requests',
      { category: 'trading', subject: A_TEXT.supportSubject, message: A_TEXT.supportMessage },
      withKey(),
    ),
    'support request',
  ).body.support_request as { id: string };
  must(await a.put('/api/v1/watchlist/NVDA'), 'watchlist');
  const contributorApplication = must(
    await a.post('/api/v1/contributor_applications', {
      bio: 'Qzprivate bio of a member who would like to publish viewpoints.',
      samples: [
        {
          title: 'Qzprivate sample title',
          body: 'Qzprivate sample body, long enough to be a viewpoint of its own, about chips.',
        },
      ],
      disclosure: A_TEXT.contributorDisclosure,
      agreed_to_guidelines: true,
    }),
    'contributor application',
  ).body.application as { id: string };

  // Ideas public, thoughts and portfolio private (the privacy screen, /privacy_settings).
  const idea = must(await a.post('/api/v1/ideas', { symbol: 'NVDA', idea_type: 'buy' }), 'idea')
    .body.post as { id: string };
  const thought = must(
    await a.post('/api/v1/thoughts', {
      symbol: 'NVDA',
      pro_or_con: 'pro',
      body: A_TEXT.hiddenThought,
    }),
    'thought',
  ).body.post as { id: string };
  // A conversation under it: invisible with its thought (services/community/privacy.ts).
  must(await a.post(`/api/v1/posts/${thought.id}/replies`, { body: A_TEXT.hiddenReply }), 'reply');
  // Shared while thoughts were public: the link must stop showing it once they are not.
  const thoughtShare = must(
    await a.post('/api/v1/shares', { post_id: thought.id, channel: 'Share Link' }),
    'thought share',
  ).body as { token: string };
  must(
    await a.put('/api/v1/privacy_settings', {
      show_ideas: true,
      show_thoughts: false,
      show_portfolio: false,
    }),
    'privacy',
  );
  const share = must(
    await a.post('/api/v1/shares', { post_id: idea.id, channel: 'Share Link' }),
    'share',
  ).body as { token: string };

  must(await a.put('/api/v1/account/preferences', { analytics_opt_out: true }), 'preferences');
  must(
    await a.post('/api/v1/account/app_rating', { stars: 4, comment: A_TEXT.ratingComment }),
    'rating',
  );
  must(
    await a.post('/api/v1/invites', { channel: 'Email', emails: [A_TEXT.inviteEmail] }),
    'invite',
  );
  must(await buyMembership(a), 'membership');
  await fundRewards(ctx, signedA.id, 1);
  const rewardCard = await giveCard(ctx, signedA.id);
  const loginToken = must(await a.post('/api/v1/auth/login_tokens'), 'login token').body as {
    auth_id: string;
    token: string;
  };

  // B: an ordinary member who follows A (so A's posts reach B's feeds).
  // B has a live account, a bank and a schedule of B's own, so a refusal of A's is about owner.
  const signedB = await signedInAgent(ctx.agent(), 'Bob Sweep');
  const b = signedB.agent;
  must(await b.put(`/api/v1/follows/${signedA.id}`), 'follow');
  must(await b.put('/api/v1/accounts/account_type', { account_type: 'live' }), 'B live');
  const bankB = await linkInstant(b);
  const recurringB = must(
    await b.post(
      '/api/v1/funding/recurring_deposits',
      {
        amount_cents: 2_500,
        bank_account_id: bankB,
        frequency: 'monthly',
        start_date: '2025-07-01',
      },
      withKey(),
    ),
    'B recurring deposit',
  ).body.recurring_deposit as { id: string };

  // A monthly statement for A: A's accounts opened in May, and June has ended. Statements exist
  // only for whole months since opening (services/statements/list.ts).
  await ctx.db.execute(
    sql`UPDATE accounts SET created_at = '2025-05-20T15:00:00Z' WHERE user_id = ${signedA.id}`,
  );
  ctx.clock.at = STATEMENT_MONTH_ENDED;
  // On the app's one clock, after the jump: the change's link lasts a day.
  const pendingEmail = uniqueEmail('qzpending');
  must(
    await a.post('/api/v1/account/email_change', {
      new_email: pendingEmail,
      current_password: PASSWORD,
    }),
    'email change',
  );

  const accountsA = await accountsOf(a);
  const accountsB = await accountsOf(signedB.agent);
  const member = (
    signed: typeof signedA,
    list: typeof accountsA,
    recurringDepositId: string | null,
  ): Member => ({
    agent: signed.agent,
    id: signed.id,
    email: signed.email,
    paperAccountId: list.find((x) => x.type === 'simulated')!.id,
    liveAccountId: list.find((x) => x.type === 'live')?.id ?? null,
    recurringDepositId,
  });

  const notices = must(await a.get('/api/v1/notifications'), 'notifications').body as {
    notifications: Array<{ id: string }>;
  };
  const ids: PrivateIds = {
    orders: { open: open.id, filled: filled.id },
    banks: { instant, micro: micro.id },
    transfers: [deposit.id, withdrawal.id],
    recurringDeposit: recurring.id,
    screen: screen.id,
    supportRequest: support.id,
    contributorApplication: contributorApplication.id,
    document: (uploaded.body.document as { id: string }).id,
    rewardCard,
    notification: notices.notifications[0]!.id,
    hiddenThought: thought.id,
    hiddenThoughtShareToken: thoughtShare.token,
    loginToken: { authId: loginToken.auth_id, token: loginToken.token },
  };
  const markers = new Map<string, string>([
    ['email', signedA.email],
    ['pending email', pendingEmail],
    ['paper account id', accountsA.find((x) => x.type === 'simulated')!.id],
    ['open order id', ids.orders.open],
    ['filled order id', ids.orders.filled],
    ['instant bank id', ids.banks.instant],
    ['micro bank id', ids.banks.micro],
    ['deposit id', deposit.id],
    ['withdrawal id', withdrawal.id],
    ['recurring deposit id', ids.recurringDeposit],
    ['screen id', ids.screen],
    ['support request id', ids.supportRequest],
    ['contributor application id', ids.contributorApplication],
    ['document id', ids.document],
    ['reward card id', ids.rewardCard],
    ['notification id', ids.notification],
    // Post ids are small numbers: the marker is the post's JSON opening.
    ['hidden thought id', `"id":"${ids.hiddenThought}","kind":"thought"`],
    ['login token', ids.loginToken.token],
    ...Object.entries(A_TEXT).map(([key, value]) => [`typed ${key}`, value] as [string, string]),
  ]);
  for (const account of accountsA) {
    markers.set(`${account.type} account id`, account.id);
    markers.set(`${account.type} cash cents`, `"cash_cents":${account.cash_cents}`);
  }
  await collectViewedMarkers(a, markers);
  return {
    ctx,
    a: member(signedA, accountsA, recurring.id),
    b: member(signedB, accountsB, recurringB.id),
    ids,
    publicIds: {
      idea: idea.id,
      shareToken: share.token,
      symbol: 'NVDA',
      referralCode: must(await a.get('/api/v1/referrals'), 'referrals').body.code as string,
    },
    markers,
    writeOnly: WRITE_ONLY,
    pendingEmail,
    async close() {
      await ctx.close();
      rmSync(documentsDir, { recursive: true, force: true });
    },
  };
}

/** What no GET shows back, even to A: full numbers are masked, invites sent, ratings kept. */
const WRITE_ONLY: ReadonlySet<string> = new Set([
  'login token',
  'typed taxId',
  'typed microAccountNumber',
  'typed acatAccount',
  'typed ratingComment',
  'typed inviteEmail',
]);

/** Ids and figures the server made for A, read from A's own screens. */
async function collectViewedMarkers(agent: Agent, markers: Map<string, string>): Promise<void> {
  const documents = must(await agent.get('/api/v1/documents'), 'documents').body.accounts as Array<{
    type: string;
    account_number: string;
  }>;
  for (const account of documents) {
    markers.set(`${account.type} account number`, account.account_number);
  }
  // The number A typed, masked (an instant link's last four are the sandbox's random pick: B's
  // could be the same).
  const banks = must(await agent.get('/api/v1/funding/bank_accounts'), 'banks').body
    .bank_accounts as Array<{ masked_number: string; link_method: string }>;
  for (const bank of banks.filter((b) => b.link_method === 'micro_deposits')) {
    markers.set('micro bank masked number', bank.masked_number);
  }
  const acats = must(await agent.get('/api/v1/funding/acat_transfers'), 'acats').body
    .acat_transfers as Array<{ id: string; masked_number: string }>;
  for (const acat of acats) {
    markers.set('acat id', acat.id);
    markers.set('acat masked number', acat.masked_number);
  }
  for (const account of ['live', 'simulated']) {
    const list = must(
      await agent.get('/api/v1/portfolio/transactions', { query: { account } }),
      'transactions',
    ).body.transactions as Array<{ id: string }>;
    list.forEach((row, i) => markers.set(`${account} transaction ${i} id`, row.id));
  }
  const rewards = must(await agent.get('/api/v1/rewards'), 'rewards').body.cards as Array<{
    id: string;
  }>;
  rewards.forEach((card, i) => markers.set(`reward card ${i} id`, card.id));
  // Figures as their JSON fields: a bare number could be a price in the day's market data.
  markers.set('paper position quantity', '"quantity_e5":321987');
  markers.set('recurring amount', '"amount_cents":43217');
  markers.set('deposit amount', '"amount_cents":98713');
}
