// For every mutating endpoint, a request without the CSRF token gets 403, a malformed body 400 and
// (where a session is needed) a request without a session 401, and none of them writes anything.
// The list of endpoints comes from the server's own route registry, so a new endpoint without an
// example body here fails this suite.
// The sweeps run on PostgreSQL only (TEST_DB=postgres, part of `npm test`): input is refused
// before any query runs, so the database engine makes no difference to them, and a whole-database
// snapshot per case costs PGlite minutes. The registry checks run on both.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { sessionChangesHeard } from '@server/db/session-cache';
import { dbSnapshot } from '../support/db-snapshot';
import { examplePath } from '../support/fuzz-input';
import { type Agent, signedInAgent, uniqueEmail } from '../support/agent';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';
import { LIVE_ACCOUNT_STEPS } from './live-accounts-fixtures';

const LIVE_ACCOUNT_BODIES = Object.fromEntries(
  Object.entries(LIVE_ACCOUNT_STEPS).map(([step, body]) => [
    `PUT /api/v1/live_accounts/steps/${step}`,
    () => body,
  ]),
);

/** A valid body for each mutating route (undefined: the route takes no body). */
const VALID_BODIES: Record<string, () => unknown> = {
  'POST /api/v1/auth/sign_up': () => ({
    email: uniqueEmail(),
    password: 'a long enough passphrase',
    name: 'New Person',
  }),
  'POST /api/v1/auth/login': () => ({ email: uniqueEmail(), password: 'whatever it is' }),
  'POST /api/v1/auth/password_reset': () => ({ email: uniqueEmail() }),
  'POST /api/v1/auth/password_reset/confirm': () => ({
    token: 'no-such-link',
    password: 'a long enough passphrase',
  }),
  'POST /api/v1/auth/email_verification/confirm': () => ({ token: 'no-such-link' }),
  'POST /api/v1/auth/email_verification': () => undefined,
  'POST /api/v1/auth/logout': () => undefined,
  'POST /api/v1/auth/login_tokens': () => undefined,
  'POST /api/v1/attribution': () => ({ query: '?utm_source=newsletter', landing_path: '/' }),
  'POST /api/v1/lead': () => ({
    email: uniqueEmail('lead'),
    lander_slug: 'personalized-money-makeover',
  }),
  'PUT /api/v1/accounts/account_type': () => ({ account_type: 'live' }),
  'PUT /api/v1/accounts/brokerage_account': () => ({ opt_in: true }),
  'PUT /api/v1/accounts/investing_experience': () => ({ investing_experience: 'some' }),
  // Orders; the Idempotency-Key header is proven in tests/api/orders-input.test.ts.
  'POST /api/v1/orders': () => ({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' }),
  'POST /api/v1/orders/preview': () => ({
    symbol: 'AAPL',
    side: 'buy',
    type: 'market',
    quantity: '1',
  }),
  'POST /api/v1/orders/:id/cancel': () => undefined,
  // The optimizer's trades (tests/api/tools-optimizer.test.ts).
  'POST /api/v1/tools/optimizer/trades': () => ({
    trades: [{ symbol: 'AAPL', side: 'buy', quantity: '1' }],
  }),
  'POST /api/v1/accounts/paper/reset': () => undefined,
  // The symbol is a path parameter (400 naming `symbol` is proven in tests/api/market-watchlist).
  'PUT /api/v1/watchlist/:symbol': () => undefined,
  'DELETE /api/v1/watchlist/:symbol': () => undefined,
  'PUT /api/v1/interests': () => ({ sectors: ['Energy', 'Utilities'] }),
  // Saved screens; CRUD and 409/404 in tests/api/tools-screener.test.ts.
  'POST /api/v1/tools/screens': () => ({ name: 'Cheap tech', criteria: { max_pe: '20' } }),
  'PUT /api/v1/tools/screens/:id': () => ({ name: 'Renamed screen' }),
  'DELETE /api/v1/tools/screens/:id': () => undefined,
  // The live-account application (tests/api/live-accounts-*.test.ts).
  ...LIVE_ACCOUNT_BODIES,
  'POST /api/v1/live_accounts/submit': () => ({ confirm: true }),
  'PUT /api/v1/live_accounts/resubmit_address': () => LIVE_ACCOUNT_STEPS.address,
  'PUT /api/v1/live_accounts/trusted_contact': () => ({
    first_name: 'Pat',
    last_name: 'Doe',
    email: 'pat@example.com',
  }),
  // The upload's body is the file's raw bytes, not JSON, so the malformed-JSON cases do not apply:
  // no body here; tests/api/live-accounts-documents.test.ts proves 400/413/415 with nothing written.
  'POST /api/v1/live_accounts/documents': () => undefined,
  // Funding; Idempotency-Key on deposits and withdrawals, and the rest of the bad input, are proven
  // in tests/api/funding-input.test.ts.
  'POST /api/v1/funding/bank_accounts/instant_link': () => ({ institution_id: 'sandbox_tartan' }),
  'POST /api/v1/funding/bank_accounts/micro_deposits': () => ({
    routing_number: '110000000',
    account_number: '000123456789',
    account_type: 'checking',
  }),
  'POST /api/v1/funding/bank_accounts/:id/verify': () => ({ amount_1: '0.32', amount_2: '0.45' }),
  'PUT /api/v1/funding/bank_accounts/:id': () => ({ nickname: 'Rent account' }),
  'DELETE /api/v1/funding/bank_accounts/:id': () => undefined,
  'POST /api/v1/funding/deposits': () => ({
    amount: '500.00',
    bank_account_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/v1/funding/withdrawals': () => ({
    amount: '100.00',
    bank_account_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/v1/funding/acat_transfers': () => ({
    from_broker: 'Another Brokerage',
    account_number: 'AB12345678',
    transfer_type: 'full',
  }),
  // Recurring deposits; Idempotency-Key, dates and the rest of the bad input are proven in
  // tests/api/recurring-deposits.test.ts.
  'POST /api/v1/funding/recurring_deposits': () => ({
    amount_cents: 25_000,
    bank_account_id: '00000000-0000-4000-8000-000000000000',
    frequency: 'monthly',
    start_date: '2099-12-01',
  }),
  'PUT /api/v1/funding/recurring_deposits/:id': () => ({ amount_cents: 30_000 }),
  'DELETE /api/v1/funding/recurring_deposits/:id': () => undefined,
  // Community; sanitising, privacy and limits in tests/api/community-*.test.ts.
  'POST /api/v1/ideas': () => ({ symbol: 'AAPL', idea_type: 'buy' }),
  'POST /api/v1/thoughts': () => ({
    symbol: 'AAPL',
    pro_or_con: 'pro',
    body: 'Services revenue keeps compounding.',
  }),
  'PUT /api/v1/thoughts/:id/vote': () => ({ vote: 'agree' }),
  'POST /api/v1/thoughts/:id/report': () => ({ reason: 'Spam' }),
  'POST /api/v1/posts/:id/replies': () => ({ body: 'Good point.' }),
  'PUT /api/v1/follows/:user_id': () => undefined,
  'DELETE /api/v1/follows/:user_id': () => undefined,
  'POST /api/v1/viewpoints': () => ({
    title: 'Why I still like chips',
    body: 'Demand for accelerators keeps outrunning supply, and the software moat deepens.',
  }),
  'DELETE /api/v1/viewpoint_subscriptions/:user_id': () => undefined,
  'POST /api/v1/contributor_applications': () => ({
    bio: 'Twenty years of reading bank balance sheets.',
    samples: [
      {
        title: 'Why regional banks look cheap',
        body: 'Deposits have stabilised and margins are recovering faster than the market prices.',
      },
    ],
    disclosure: 'I hold shares of JPM.',
    agreed_to_guidelines: true,
  }),
  'POST /api/v1/shares': () => ({ post_id: '1', channel: 'Share Link' }),
  'POST /api/v1/referrals/claim': () => ({ code: 'abcdefgh' }),
  'POST /api/v1/invites': () => ({ channel: 'Email', emails: ['friend@example.com'] }),
  // Contact import; state, code and network in tests/api/contacts.test.ts.
  'POST /api/v1/contacts/imports': () => ({ network: 'gmail' }),
  'POST /api/v1/contacts/imports/complete': () => ({
    network: 'gmail',
    state: 'a-state-from-the-callback',
    code: 'a-code-from-the-callback',
  }),
  'PUT /api/v1/privacy_settings': () => ({
    show_ideas: true,
    show_thoughts: false,
    show_portfolio: false,
  }),
  // Learn-and-earn and rewards; their own rules in tests/api/learn-*, rewards-*.
  'POST /api/v1/learn/lessons/:id/complete': () => ({ finished_at: '2026-11-23T15:00:00Z' }),
  'POST /api/v1/rewards/cards/:id/reveal': () => undefined,
  'POST /api/v1/rewards/redemptions': () => ({ amount_cents: 500 }),
  // Memberships and viewpoint subscriptions; Idempotency-Key, declines and card input are proven in
  // tests/api/payments-*.test.ts.
  'POST /api/v1/membership': () => ({
    plan: 'plus',
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  }),
  'POST /api/v1/membership/renew': () => ({
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  }),
  'POST /api/v1/membership/cancel': () => undefined,
  'POST /api/v1/viewpoint_subscriptions/:user_id': () => ({
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  }),
  'POST /api/v1/viewpoint_subscriptions/:user_id/renew': () => ({
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  }),
  // Account screens; their own rules in tests/api/account-settings.test.ts.
  'PUT /api/v1/account/profile': () => ({ name: 'Ada Lovelace', bio: 'Numbers.' }),
  'POST /api/v1/account/email_change': () => ({
    new_email: uniqueEmail('change'),
    current_password: 'correct horse battery staple',
  }),
  'POST /api/v1/account/email_change/confirm': () => ({ token: 'a-token-from-the-email' }),
  'PUT /api/v1/account/password': () => ({
    current_password: 'correct horse battery staple',
    new_password: 'a different long passphrase',
  }),
  'PUT /api/v1/account/preferences': () => ({ analytics_opt_out: true }),
  'PUT /api/v1/account/live_account/address': () => LIVE_ACCOUNT_STEPS.address,
  'PUT /api/v1/account/live_account/phone': () => ({ phone: '555-123-4567' }),
  'PUT /api/v1/account/live_account/employment': () => ({ employment_status: 'retired' }),
  'POST /api/v1/account/close': () => ({
    password: 'correct horse battery staple',
    confirmation: 'CLOSE',
  }),
  'POST /api/v1/account/app_rating': () => ({ stars: 5 }),
  // Support requests; Idempotency-Key, limits and priority in tests/api/support.test.ts.
  'POST /api/v1/notifications/:id/read': () => undefined,
  'POST /api/v1/notifications/read_all': () => undefined,
  'POST /api/v1/push/subscriptions': () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/a-device',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  }),
  'POST /api/v1/push/subscriptions/remove': () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/a-device',
  }),
  'POST /api/v1/ops/support_requests/:id/replies': () => ({
    body: 'Your limit order is waiting for its price.',
  }),
  'POST /api/v1/ops/identity_reviews/:user_id/decision': () => ({ decision: 'in_review' }),
  'POST /api/v1/ops/reported_posts/:post_id/moderation': () => ({ action: 'keep' }),
  'POST /api/v1/ops/contributor_applications/:id/decision': () => ({ decision: 'approve' }),
  'PUT /api/v1/ops/content/:dir/:slug': () => ({
    document_json: JSON.stringify({ slug: 'anything', published: false }),
  }),
  'POST /api/v1/support_requests': () => ({
    category: 'trading',
    subject: 'An order I placed',
    message: 'My limit order has not filled yet.',
  }),
};

/** Malformed bodies: a wrong type in the first required field, and not an object at all. */
const MALFORMED = [{ unexpected: 1 }, 'not json', [1, 2, 3], { email: 42 }];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.runIf(databaseKind() === 'postgres')('mutating routes', () => {
  // One member sends every signed-in case: each is refused before it can write, which the
  // snapshots prove, so no case can leave the next a different member (a sign-up per case was
  // ~300 argon2 hashes and paper accounts).
  let member: Agent;
  beforeAll(async () => {
    let id: string;
    ({ agent: member, id } = await signedInAgent(ctx.agent()));
    // An operator too, so the console's routes read the body (to others they are 404:
    // tests/api/ops.test.ts).
    await ctx.db.update(users).set({ operatorSince: new Date() }).where(eq(users.id, id));
    await sessionChangesHeard(ctx.db); // the app's session cache, told by the trigger
  });

  it('are all covered by this suite', () => {
    const mutating = ctx.app.routeSpecs
      .filter((spec) => spec.method !== 'GET')
      .map((s) => `${s.method} ${s.url}`);
    expect(mutating.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(VALID_BODIES).sort()).toEqual([...mutating].sort());
  });

  it.each(Object.keys(VALID_BODIES))(
    '%s without X-CSRF-Token → 403, nothing written',
    async (key) => {
      const [method, url] = key.split(' ') as [string, string];
      const agent = member;
      const before = await dbSnapshot(ctx.db);
      const response = await agent.request(method, url, VALID_BODIES[key]!(), { csrf: false });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/CSRF/);
      expect(await dbSnapshot(ctx.db)).toBe(before);
    },
  );

  it.each(Object.keys(VALID_BODIES))(
    '%s with a wrong X-CSRF-Token → 403, nothing written',
    async (key) => {
      const [method, url] = key.split(' ') as [string, string];
      const agent = member;
      const before = await dbSnapshot(ctx.db);
      const response = await agent.request(method, url, VALID_BODIES[key]!(), {
        csrf: false,
        headers: { 'x-csrf-token': 'forged-token' },
      });
      expect(response.status).toBe(403);
      expect(await dbSnapshot(ctx.db)).toBe(before);
    },
  );

  const withBody = Object.keys(VALID_BODIES).filter((key) => VALID_BODIES[key]!() !== undefined);
  it.each(withBody)(
    '%s with a malformed body → 400 naming the field, nothing written',
    async (key) => {
      const [method] = key.split(' ') as [string, string];
      // Well-formed path parameters: a bad `:id` would be refused before the body is read.
      const spec = ctx.app.routeSpecs.find(
        (candidate) => `${candidate.method} ${candidate.url}` === key,
      )!;
      const url = examplePath(spec);
      const agent = member;
      await agent.csrf();
      const before = await dbSnapshot(ctx.db);
      for (const body of MALFORMED) {
        const response = await agent.request(method, url, body, {
          headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(typeof response.body.error).toBe('string');
      }
      // An object with one bad field names that field.
      const valid = VALID_BODIES[key]!() as Record<string, unknown>;
      const [firstField] = Object.keys(valid);
      const response = await agent.request(method, url, {
        ...valid,
        [firstField!]: { nested: true },
      });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe(firstField);
      expect(String(response.body.error)).toContain(firstField!);
      expect(await dbSnapshot(ctx.db)).toBe(before);
    },
  );

  const needSession = routesNeedingSession();
  it.each(needSession)('%s without a session → 401, nothing written', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const agent = ctx.agent();
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const response = await agent.request(method, url, VALID_BODIES[key]!());
    expect(response.status).toBe(401);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

/** Every route but sign-up, log-in, the password reset, the email confirmation, lead and attribution needs a session. */
function routesNeedingSession(): string[] {
  const open = new Set([
    'POST /api/v1/auth/sign_up',
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/password_reset',
    'POST /api/v1/auth/password_reset/confirm',
    'POST /api/v1/auth/email_verification/confirm',
    'POST /api/v1/lead',
    'POST /api/v1/attribution',
  ]);
  // The console's routes answer 404 without an operator's session (tests/api/ops.test.ts).
  return Object.keys(VALID_BODIES).filter(
    (key) => !open.has(key) && !key.includes(' /api/v1/ops/'),
  );
}

describe('the session requirement matches the registry', () => {
  it('marks exactly sign-up, log-in, the password reset, the email confirmation, lead, attribution, csrf, a share link and the sandbox mailbox as open', () => {
    const open = ctx.app.routeSpecs
      .filter((spec) => spec.auth === 'none')
      .map((spec) => `${spec.method} ${spec.url}`)
      .sort();
    expect(open).toEqual([
      // A shared post is public by design (spec §2 /share/{token}), while its author shares it.
      // The sandbox mailbox: for the server's own machine only, and 404 once SMTP_URL is set
      // (server/routes/sandbox-mail.ts); a password reset's mail is read before signing in.
      // The membership's price and benefits, which the marketing home shows to anyone.
      'GET /api/v1/membership/plans',
      'GET /api/v1/sandbox/mail',
      'GET /api/v1/sandbox/mail/:id',
      'GET /api/v1/shares/:token',
      'GET /api/v1/util/csrf',
      'POST /api/v1/attribution',
      // The sign-up mail's link: it may open on another device, and signs nobody in.
      'POST /api/v1/auth/email_verification/confirm',
      'POST /api/v1/auth/login',
      // "Forgot password?": before signing in, by definition (server/services/password-reset.ts).
      'POST /api/v1/auth/password_reset',
      'POST /api/v1/auth/password_reset/confirm',
      'POST /api/v1/auth/sign_up',
      'POST /api/v1/lead',
    ]);
  });
});
