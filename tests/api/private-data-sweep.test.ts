// No route returns another member's private data, generated from the route list with two
// members. A holds private data of every kind the API keeps (tests/support/privacy-world.ts); B,
// a member who follows A, then
//  - requests EVERY GET route the app serves, path parameters filled with A's ids and values
//    (and query parameters that name a user, an account or a search), and no answer may carry
//    any of A's private markers (A's own identical request is the control: it does carry them);
//  - acts on A's resources through every mutating route with a path parameter (404, nothing
//    written) or, where the parameter names something public, only on B's own records (A's rows
//    unchanged);
//  - names A's resources in request bodies (an `*_id` field): refused, nothing written.
// Every route the app serves (the registry, `app.routeSpecs`, and the few served outside it, read
// from Fastify's route tree) and every `*_id` body field must be classified below, so a new route
// is covered or explicitly listed as public with its reason.
// What is public comes from the product: a member's name, public profile, and the ideas and
// thoughts their privacy settings share (the /privacy_settings screen: show_ideas, show_thoughts,
// show_portfolio; A shares ideas only), and market data. Everything else a member owns is theirs.
//
// CSRF and the session on mutating routes: tests/api/mutating-routes.test.ts already asserts that
// its table equals the registry's mutating routes (so a new one fails it), proves 403 without and
// with a forged X-CSRF-Token for every one, 401 without a session for every one but the four open
// routes, and pins the registry's `auth: 'none'` set. Not repeated here. The two mutating routes
// outside the registry are listed in OFF_REGISTRY below: the analytics upload (no cookie needed,
// nothing read back) and the content editor's PUT (a bearer token, not a cookie session).
//
// PostgreSQL pass only (TEST_DB=postgres, as `npm test` runs it): the rules are in SQL and
// services, the same on both engines.
import { randomUUID } from 'node:crypto';
import type { RouteSpec } from '@server/http/route';
import { UNKNOWN_METHODS } from '@server/routes/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentResponse } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { servedRoutes } from '../support/privacy-routes';
import { ownedRowsSnapshot } from '../support/privacy-snapshot';
import { createPrivacyWorld, type PrivacyWorld, STATEMENT_MONTH } from '../support/privacy-world';
import { databaseKind } from '../support/test-app';

/**
 * Every GET route, and why B may call it: 'own' answers only the caller's own data; 'public'
 * answers what every member may see. Both kinds are swept the same way.
 */
const GET_ROUTES: Record<string, string> = {
  'GET /api/v1/util/csrf': 'public: a CSRF token and whether the caller is signed in',
  'GET /api/v1/me': 'own: the caller',
  'GET /api/v1/membership/plans': 'public: the price and benefits of the membership',
  'GET /api/v1/accounts': 'own: the caller’s accounts',
  'GET /api/v1/securities/search': 'public: market data',
  'GET /api/v1/securities/:symbol': 'public: market data',
  'GET /api/v1/securities/:symbol/bars': 'public: market data',
  'GET /api/v1/quotes': 'public: market data',
  'GET /api/v1/market/trending': 'public: market data',
  'GET /api/v1/market/earnings': 'public: market data',
  'GET /api/v1/market/sectors': 'public: market data',
  'GET /api/v1/market/popular': 'public: counts of holders and traders per symbol, no one named',
  'GET /api/v1/watchlist': 'own',
  'GET /api/v1/interests': 'own',
  'GET /api/v1/portfolio': 'own',
  'GET /api/v1/portfolio/history': 'own',
  'GET /api/v1/portfolio/transactions': 'own',
  'GET /api/v1/portfolio/explorer': 'own',
  'GET /api/v1/orders': 'own',
  'GET /api/v1/orders/:id': 'own',
  'GET /api/v1/funding/institutions': 'public: the bank list',
  'GET /api/v1/funding/bank_accounts': 'own',
  'GET /api/v1/funding/bank_accounts/:id': 'own',
  'GET /api/v1/funding/bank_accounts/:id/sandbox_statement': 'own: the micro-deposit amounts',
  'GET /api/v1/funding/breakdown': 'own',
  'GET /api/v1/funding/history': 'own',
  'GET /api/v1/funding/acat_transfers': 'own',
  'GET /api/v1/funding/recurring_deposits': 'own',
  'GET /api/v1/funding/recurring_deposits/:id': 'own',
  'GET /api/v1/live_accounts': 'own',
  'GET /api/v1/live_accounts/status': 'own',
  'GET /api/v1/account': 'own',
  'GET /api/v1/account/profile': 'own',
  'GET /api/v1/account/preferences': 'own',
  'GET /api/v1/account/live_account': 'own',
  'GET /api/v1/karma': 'own',
  'GET /api/v1/ideas': 'public: ideas their authors share',
  'GET /api/v1/ideas/:id': 'public: an idea its author shares',
  'GET /api/v1/thoughts': 'public: thoughts their authors share',
  'GET /api/v1/thoughts/:id': 'public: a thought its author shares',
  'GET /api/v1/posts/:id/replies': 'public: the replies under a post the reader may see',
  'GET /api/v1/people/suggestions':
    'public: people whose posts the reader may see, thought leaders; nobody’s holdings',
  'GET /api/v1/community/securities/:symbol': 'public: shared posts about a security',
  'GET /api/v1/feeds/activity': 'public: shared posts of the people the caller follows',
  'GET /api/v1/feeds/community': 'public: shared posts',
  'GET /api/v1/feeds/popular_ideas': 'public: shared ideas',
  'GET /api/v1/users/connections': 'own: whom the caller follows and who follows them',
  'GET /api/v1/people': 'public: names and bios of members to follow',
  'GET /api/v1/users/:user_id/public_profile': 'public: what the member’s privacy settings share',
  'GET /api/v1/privacy_settings': 'own',
  'GET /api/v1/viewpoint_contributors/featured': 'public: featured contributors',
  'GET /api/v1/viewpoint_contributors/manage': 'own: the caller’s subscriptions',
  'GET /api/v1/viewpoint_contributors/:name': 'public: a contributor’s page',
  'GET /api/v1/contributor_applications/mine': 'own: the caller’s contributor application',
  'GET /api/v1/ops/contributor_applications':
    'operators only: 404 to members (tests/api/contributor-applications.test.ts)',
  'GET /api/v1/ops/contributor_applications/:id':
    'operators only: 404 to members (tests/api/contributor-applications.test.ts)',
  'GET /api/v1/membership': 'own',
  'GET /api/v1/subscriptions': 'own',
  'GET /api/v1/shares/:token': 'public: a shared post, for anyone with its link (no session)',
  'GET /api/v1/referrals': 'own',
  'GET /api/v1/support_requests': 'own',
  'GET /api/v1/notifications': 'own',
  'GET /api/v1/push/key': 'public: the server’s VAPID public key, the same for every member',
  'GET /api/v1/ops/support_requests': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/support_requests/:id': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/audit': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/identity_reviews': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/reported_posts': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/identity_reviews/:user_id':
    'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/identity_reviews/:user_id/documents/:document_id':
    'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/mail': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/mail/:id': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/content/:dir': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/ops/content/:dir/:slug': 'operators only: 404 to members (tests/api/ops.test.ts)',
  'GET /api/v1/support_requests/:id': 'own',
  'GET /api/v1/contacts/providers': 'public: the contact-import networks',
  'GET /api/v1/documents': 'own',
  'GET /api/v1/documents/statements/:account_id/:month': 'own',
  'GET /api/v1/rewards': 'own',
  'GET /api/v1/learn': 'own: the caller’s lesson progress over public lessons',
  'GET /api/v1/tools/snapshot/:symbol': 'public: market data',
  'GET /api/v1/tools/screener': 'public: market data',
  'GET /api/v1/tools/screens': 'own',
  'GET /api/v1/tools/query': 'public: market data',
  'GET /api/v1/tools/portfolio_query': 'own',
  'GET /api/v1/tools/optimizer': 'own: the caller’s holdings',
};

/** Routes served outside the registry (not defineRoute), and why B may call them. */
const OFF_REGISTRY: Record<string, string> = {
  'GET /api/v1/openapi.json': 'public: the API description, generated from the registry',
  'GET /a/:code': 'public: a short link (a referral code, meant to be shared) that redirects',
  'GET /sandbox/contacts/authorize': 'public: the sandbox provider’s consent page, demo contacts',
  'GET /cms/api/:dir': 'public: content, behind the content credential',
  'GET /cms/api/:dir/:slug': 'public: content, behind the content credential',
  'GET /manifest.webmanifest': 'public: the PWA manifest',
  'GET /.well-known/assetlinks.json': 'public: app links for the store wrappers',
  'GET /.well-known/apple-app-site-association': 'public: app links for the store wrappers',
  'POST /analytics': 'not requested: stores events, answers a fixed text, reads nothing back',
  'PUT /cms/api/:dir/:slug': 'not requested: the content editor’s token, no member data',
  // Every other path under the content service: 401 without its credential, 404 with it.
  // (servedRoutes reads `/cms/api/*` from Fastify's route tree as `/cms/api*`.)
  ...Object.fromEntries(
    ['/cms/api', '/cms/api*'].flatMap((path) =>
      UNKNOWN_METHODS.map((method) => [`${method} ${path}`, 'not requested: always 401 or 404']),
    ),
  ),
};

/** GET routes the sweep does not request, with the reason. */
const NOT_REQUESTED: Record<string, string> = {
  // A server-sent event stream never ends under inject; it sends quotes of the symbols asked for
  // and nothing of any member (tests/api/market-stream.test.ts).
  'GET /api/v1/quotes/stream': 'a never-ending market quote stream',
  // The machine's owner reads every mail the server would have sent: only from a loopback address
  // for a loopback host name, and none once SMTP_URL is set (tests/api/sandbox-mail.test.ts).
  'GET /api/v1/sandbox/mail': 'the sandbox mailbox, for the server’s own machine',
  'GET /api/v1/sandbox/mail/:id': 'the sandbox mailbox, for the server’s own machine',
};

type Targets = (w: PrivacyWorld) => Array<{ params: Record<string, string>; body?: unknown }>;

/**
 * Mutating routes with a path parameter. 'owned': the parameter names a resource of its owner;
 * B acting on A's gets 404 (403 accepted) and nothing is written anywhere. 'relation': the
 * parameter names something public (a symbol, a member to follow, a lesson) and the route changes
 * only B's own records: A's rows stay as they were.
 */
const MUTATING_WITH_PARAMS: Record<string, { kind: 'owned' | 'relation'; targets: Targets }> = {
  'POST /api/v1/orders/:id/cancel': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.orders.open } }],
  },
  'POST /api/v1/funding/bank_accounts/:id/verify': {
    kind: 'owned',
    targets: (w) => [
      { params: { id: w.ids.banks.micro }, body: { amount_1: '0.32', amount_2: '0.45' } },
    ],
  },
  'PUT /api/v1/funding/bank_accounts/:id': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.banks.instant }, body: { nickname: 'Bob was here' } }],
  },
  'DELETE /api/v1/funding/bank_accounts/:id': {
    kind: 'owned',
    targets: (w) => [
      { params: { id: w.ids.banks.instant } },
      { params: { id: w.ids.banks.micro } },
    ],
  },
  'PUT /api/v1/funding/recurring_deposits/:id': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.recurringDeposit }, body: { amount_cents: 1_000 } }],
  },
  'DELETE /api/v1/funding/recurring_deposits/:id': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.recurringDeposit } }],
  },
  'POST /api/v1/notifications/:id/read': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.notification } }],
  },
  // The console's: to a member (B) it is not there at all (404, tests/api/ops.test.ts).
  'POST /api/v1/ops/support_requests/:id/replies': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.supportRequest }, body: { body: 'From B.' } }],
  },
  'POST /api/v1/ops/reported_posts/:post_id/moderation': {
    kind: 'owned',
    targets: (w) => [{ params: { post_id: w.ids.hiddenThought }, body: { action: 'remove' } }],
  },
  'POST /api/v1/ops/contributor_applications/:id/decision': {
    kind: 'owned',
    targets: (w) => [
      { params: { id: w.ids.contributorApplication }, body: { decision: 'approve' } },
    ],
  },
  'PUT /api/v1/ops/content/:dir/:slug': {
    kind: 'owned',
    targets: () => [
      {
        params: { dir: 'blog', slug: 'from-b' },
        body: { document_json: JSON.stringify({ slug: 'from-b', published: true }) },
      },
    ],
  },
  'POST /api/v1/ops/identity_reviews/:user_id/decision': {
    kind: 'owned',
    targets: (w) => [{ params: { user_id: w.a.id }, body: { decision: 'approved' } }],
  },
  'POST /api/v1/rewards/cards/:id/reveal': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.rewardCard } }],
  },
  'PUT /api/v1/tools/screens/:id': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.screen }, body: { name: 'Bob renamed it' } }],
  },
  'DELETE /api/v1/tools/screens/:id': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.screen } }],
  },
  // A's thought is hidden by A's privacy settings: to B it does not exist.
  'PUT /api/v1/thoughts/:id/vote': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.hiddenThought }, body: { vote: 'agree' } }],
  },
  'POST /api/v1/thoughts/:id/report': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.hiddenThought }, body: { reason: 'Spam' } }],
  },
  'POST /api/v1/posts/:id/replies': {
    kind: 'owned',
    targets: (w) => [{ params: { id: w.ids.hiddenThought }, body: { body: 'Bob answers.' } }],
  },
  // B's own watchlist; A watches the same symbol.
  'PUT /api/v1/watchlist/:symbol': {
    kind: 'relation',
    targets: (w) => [{ params: { symbol: w.publicIds.symbol } }],
  },
  'DELETE /api/v1/watchlist/:symbol': {
    kind: 'relation',
    targets: (w) => [{ params: { symbol: w.publicIds.symbol } }],
  },
  // Following is public (A's follower count); B's follow row is B's.
  'PUT /api/v1/follows/:user_id': {
    kind: 'relation',
    targets: (w) => [{ params: { user_id: w.a.id } }],
  },
  'DELETE /api/v1/follows/:user_id': {
    kind: 'relation',
    targets: (w) => [{ params: { user_id: w.a.id } }],
  },
  // B's own subscription to a contributor (A is none: refused), paid with B's card.
  'POST /api/v1/viewpoint_subscriptions/:user_id': {
    kind: 'relation',
    targets: (w) => [{ params: { user_id: w.a.id }, body: { card: CARD } }],
  },
  'POST /api/v1/viewpoint_subscriptions/:user_id/renew': {
    kind: 'relation',
    targets: (w) => [{ params: { user_id: w.a.id }, body: { card: CARD } }],
  },
  'DELETE /api/v1/viewpoint_subscriptions/:user_id': {
    kind: 'relation',
    targets: (w) => [{ params: { user_id: w.a.id } }],
  },
  // Lessons are public content; a completion is B's own.
  'POST /api/v1/learn/lessons/:id/complete': {
    kind: 'relation',
    targets: () => [
      { params: { id: 'first-lesson' }, body: { finished_at: '2025-06-11T15:00:00Z' } },
    ],
  },
};

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/**
 * Every `*_id` field of a mutating route's body. A function: B names A's resource there, is
 * refused and nothing is written. A string: the field names nothing a member owns (the reason).
 */
const BODY_IDS: Record<string, string | ((w: PrivacyWorld) => unknown)> = {
  'POST /api/v1/auth/sign_up white_label_partner_id': 'a brand’s public partner id',
  'POST /api/v1/lead white_label_partner_id': 'a brand’s public partner id',
  'POST /api/v1/funding/bank_accounts/instant_link institution_id': 'a public sandbox bank id',
  'PUT /api/v1/live_accounts/steps/identity tax_id': 'the member’s own answer, no record id',
  'POST /api/v1/orders account_id': (w) => ({
    symbol: 'NVDA',
    side: 'sell',
    type: 'market',
    quantity: '1',
    account_id: w.a.paperAccountId,
  }),
  'POST /api/v1/orders/preview account_id': (w) => ({
    symbol: 'NVDA',
    side: 'sell',
    type: 'market',
    quantity: '1',
    account_id: w.a.paperAccountId,
  }),
  'POST /api/v1/funding/deposits bank_account_id': (w) => ({
    amount: '10.00',
    bank_account_id: w.ids.banks.instant,
  }),
  'POST /api/v1/funding/withdrawals bank_account_id': (w) => ({
    amount: '10.00',
    bank_account_id: w.ids.banks.instant,
  }),
  'POST /api/v1/funding/recurring_deposits bank_account_id': (w) => ({
    amount_cents: 5_000,
    bank_account_id: w.ids.banks.instant,
    frequency: 'monthly',
    start_date: '2025-08-01',
  }),
  // B's own schedule, moved onto A's bank.
  'PUT /api/v1/funding/recurring_deposits/:id bank_account_id': (w) => ({
    url: `/api/v1/funding/recurring_deposits/${w.b.recurringDepositId}`,
    bank_account_id: w.ids.banks.instant,
  }),
  // A's hidden thought: B may not share what B may not see.
  'POST /api/v1/shares post_id': (w) => ({ post_id: w.ids.hiddenThought, channel: 'Share Link' }),
};

const key = (spec: RouteSpec) => `${spec.method} ${spec.url}`;
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
const structKeys = (struct: unknown): string[] => {
  const schema = (struct as { schema?: unknown } | undefined)?.schema;
  return schema && typeof schema === 'object' ? Object.keys(schema) : [];
};

/** Whether `text` carries `marker`; a marker ending in a figure only as that whole number. */
function carries(text: string, marker: string): boolean {
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
    if (!/\d$/.test(marker) || !/\d/.test(text.charAt(at + marker.length))) return true;
  }
  return false;
}

function leaks(world: PrivacyWorld, response: AgentResponse): string[] {
  const text = JSON.stringify(response.body);
  return [...world.markers].filter(([, marker]) => carries(text, marker)).map(([label]) => label);
}

/** Values of A's for each path parameter name; a new name fails the sweep until it is added. */
function paramValues(w: PrivacyWorld): Record<string, string[]> {
  const uuids = [...new Set(w.markers.values())].filter((v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  );
  return {
    id: [...uuids, w.ids.hiddenThought, w.publicIds.idea],
    symbol: [w.publicIds.symbol],
    user_id: [w.a.id],
    document_id: [w.ids.document],
    post_id: [w.ids.hiddenThought],
    token: [w.publicIds.shareToken, w.ids.hiddenThoughtShareToken, w.ids.loginToken.token],
    name: ['Alice Sweep', w.a.id],
    account_id: [w.a.liveAccountId!, w.a.paperAccountId],
    month: [STATEMENT_MONTH, '2025-05'],
    code: [w.publicIds.referralCode],
    dir: ['blog', 'lessons'],
    slug: ['anything'],
  };
}

/** Query variants per query field: a field that names a member, an account or a search. */
function queryVariants(w: PrivacyWorld, spec: RouteSpec): Array<Record<string, string>> {
  const fields = structKeys(spec.query);
  const variants: Array<Record<string, string>> = [{}];
  const values: Record<string, string[]> = {
    account: ['live', 'simulated'],
    account_type: ['live', 'simulated'],
    user_id: [w.a.id],
    symbol: [w.publicIds.symbol],
    symbols: [w.publicIds.symbol],
    q: [w.publicIds.symbol, 'Qzprivate'],
  };
  for (const field of fields) {
    for (const value of values[field] ?? []) variants.push({ [field]: value });
  }
  // The token sign-in pair (spec §2 "auth_id and token"): A's ids with a wrong token.
  if (fields.includes('auth_id')) {
    variants.push({ auth_id: w.a.id, token: 'not-the-token' });
    variants.push({ auth_id: w.ids.loginToken.authId, token: 'not-the-token' });
  }
  return variants;
}

function send(agent: Agent, method: string, url: string, body?: unknown) {
  return agent.request(method, url, body, { headers: { 'idempotency-key': randomUUID() } });
}

describe.runIf(databaseKind() === 'postgres')('no route returns another member’s data', () => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await createPrivacyWorld();
  }, 60_000);
  afterAll(() => world?.close());

  it('classifies every route the app serves and every *_id body field', () => {
    const specs = world.ctx.app.routeSpecs;
    const registered = new Set(specs.map(key));
    const served = servedRoutes(world.ctx.app);
    expect(served.filter((k) => registered.has(k)).sort()).toEqual([...registered].sort());
    expect(served.filter((k) => !registered.has(k)).sort()).toEqual(
      Object.keys(OFF_REGISTRY).sort(),
    );
    const gets = specs.filter((s) => s.method === 'GET').map(key);
    expect(gets.length).toBeGreaterThan(40);
    expect([...Object.keys(GET_ROUTES), ...Object.keys(NOT_REQUESTED)].sort()).toEqual(
      [...gets].sort(),
    );
    const withParams = specs.filter((s) => s.method !== 'GET' && s.url.includes(':')).map(key);
    expect(Object.keys(MUTATING_WITH_PARAMS).sort()).toEqual([...withParams].sort());
    const bodyIds = specs
      .filter((s) => s.method !== 'GET')
      .flatMap((s) => structKeys(s.body).map((field) => `${key(s)} ${field}`))
      .filter((k) => k.endsWith('_id'));
    expect(Object.keys(BODY_IDS).sort()).toEqual([...bodyIds].sort());
    const names = new Set(specs.flatMap((s) => paramNames(s.url)));
    expect([...names].filter((n) => !(n in paramValues(world)))).toEqual([]);
  });

  it('B reads none of A’s private markers from any GET route; A’s same request shows them', async () => {
    const values = paramValues(world);
    const found: string[] = [];
    const seenByA = new Set<string>();
    const serverErrors: string[] = [];
    const answeredA = new Set<string>();
    let requests = 0;
    const offRegistry = Object.entries(OFF_REGISTRY)
      .filter(([k, why]) => k.startsWith('GET ') && why.startsWith('public'))
      .map(([k]) => ({ method: 'GET', url: k.slice(4) }) as RouteSpec);
    for (const spec of [...world.ctx.app.routeSpecs, ...offRegistry]) {
      if (spec.method !== 'GET' || key(spec) in NOT_REQUESTED) continue;
      // Every combination of A's values for the route's path parameters.
      let combos: Array<Record<string, string>> = [{}];
      for (const name of paramNames(spec.url)) {
        combos = combos.flatMap((c) => values[name]!.map((v) => ({ ...c, [name]: v })));
      }
      const ownById = !!GET_ROUTES[key(spec)]?.startsWith('own') && spec.url.includes(':');
      for (const params of combos) {
        for (const query of queryVariants(world, spec)) {
          const url = fill(spec.url, params);
          const asB = await world.b.agent.get(url, { query });
          const asA = await world.a.agent.get(url, { query });
          requests += 2;
          const where = `${url}?${new URLSearchParams(query).toString()}`;
          if (asB.status >= 500 || asA.status >= 500) serverErrors.push(`${where} ${asB.status}`);
          // A's own resource by id (a statement is a PDF: its status says it all) is absent to B.
          if (ownById && asB.status < 300) found.push(`${where} → ${asB.status} for B`);
          if (asA.status === 200) answeredA.add(key(spec));
          for (const label of leaks(world, asA)) seenByA.add(label);
          const leaked = leaks(world, asB);
          if (leaked.length) found.push(`${where} → ${asB.status} leaks ${leaked.join(', ')}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(serverErrors).toEqual([]);
    expect(found).toEqual([]);
    // The controls. Every route of A's own resources by id answered A at least once: A's
    // resource was really there, so B's 404 is about B.
    const ownById = Object.keys(GET_ROUTES).filter(
      (k) => k.includes(':') && GET_ROUTES[k]!.startsWith('own'),
    );
    expect(ownById.length).toBeGreaterThanOrEqual(5);
    expect(ownById.filter((k) => !answeredA.has(k))).toEqual([]);
    // Every marker A can read back was read back somewhere the sweep looked, so a route that
    // leaked it to B would have been caught.
    const unseen = [...world.markers.keys()].filter((label) => !seenByA.has(label));
    expect(unseen.sort()).toEqual([...world.writeOnly].sort());
  });

  it('shows B A’s public profile without what A’s privacy settings hide', async () => {
    const asB = await world.b.agent.get(`/api/v1/users/${world.a.id}/public_profile`);
    expect(asB.status).toBe(200);
    expect(asB.body).toMatchObject({ id: world.a.id, name: 'Alice Sweep' });
    expect(asB.body.ideas).toEqual([expect.objectContaining({ id: world.publicIds.idea })]);
    expect(asB.body).not.toHaveProperty('thoughts');
    expect(asB.body).not.toHaveProperty('portfolio');
    // The control: A sees both on A's own profile.
    const asA = await world.a.agent.get(`/api/v1/users/${world.a.id}/public_profile`);
    expect(asA.body.portfolio).toEqual([{ symbol: 'NVDA', weight_bp: 10_000 }]);
    expect(asA.body.thoughts).toHaveLength(1);
  });

  const owned = Object.entries(MUTATING_WITH_PARAMS).filter(([, c]) => c.kind === 'owned');
  it.each(owned.map(([k]) => k))(
    '%s on A’s resource → 404 for B, nothing written',
    async (route) => {
      const [method, url] = route.split(' ') as [string, string];
      for (const target of MUTATING_WITH_PARAMS[route]!.targets(world)) {
        const before = await dbSnapshot(world.ctx.db);
        const response = await send(world.b.agent, method, fill(url, target.params), target.body);
        expect([403, 404], JSON.stringify(response.body)).toContain(response.status);
        expect(leaks(world, response)).toEqual([]);
        expect(await dbSnapshot(world.ctx.db)).toBe(before);
      }
    },
  );

  const relation = Object.entries(MUTATING_WITH_PARAMS).filter(([, c]) => c.kind === 'relation');
  it.each(relation.map(([k]) => k))('%s changes only B’s own records', async (route) => {
    const [method, url] = route.split(' ') as [string, string];
    for (const target of MUTATING_WITH_PARAMS[route]!.targets(world)) {
      const before = await ownedRowsSnapshot(world.ctx.db, world.a.id);
      const response = await send(world.b.agent, method, fill(url, target.params), target.body);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      expect(leaks(world, response)).toEqual([]);
      expect(await ownedRowsSnapshot(world.ctx.db, world.a.id)).toEqual(before);
    }
  });

  const bodyCases = Object.entries(BODY_IDS).filter(([, c]) => typeof c === 'function');
  it.each(bodyCases.map(([k]) => k))(
    '%s naming A’s resource → refused for B, nothing written',
    async (entry) => {
      const [method, url] = entry.split(' ') as [string, string];
      const made = (BODY_IDS[entry] as (w: PrivacyWorld) => Record<string, unknown>)(world);
      const { url: target = url, ...body } = made as { url?: string };
      const before = await dbSnapshot(world.ctx.db);
      const response = await send(world.b.agent, method, target, body);
      // Refused because of whose it is (the field named), not for some other fault of the body.
      expect([403, 404], JSON.stringify(response.body)).toContain(response.status);
      expect(response.body.field).toBe(entry.split(' ')[2]);
      expect(leaks(world, response)).toEqual([]);
      expect(await dbSnapshot(world.ctx.db)).toBe(before);
    },
  );
});
