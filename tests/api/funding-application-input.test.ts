// Bad input to every funding and live-account endpoint (DESIGN.md "Input"): malformed, out of range
// (over 1,000,000; cents over 0.99; impossible dates; wrong file types) or unauthenticated requests
// → 4xx, and nothing written: the whole database (every row of every table,
// tests/support/db-snapshot.ts) and the documents directory are the same afterwards.
// Table-driven over the route registry, so a new funding or live-account route without a row
// here fails the first test. funding-input.test.ts, live-accounts-*.test.ts and
// mutating-routes.test.ts prove the messages and fields of many of these cases; this suite is the
// sweep. Recurring deposits have their own suite (tests/api/recurring-deposits.test.ts).
// The sweeps run on PostgreSQL only (TEST_DB=postgres, part of `npm test`): input is refused
// before any query runs, so the database engine makes no difference to them, and a whole-database
// snapshot per case costs PGlite minutes. The registry checks run on both.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { databaseKind } from '../support/test-app';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
} from './funding-fixtures';
import {
  badRequests,
  file,
  ids,
  MAX_DOCUMENT_BYTES,
  type Request,
} from './funding-application-bad-input';
import { LIVE_ACCOUNT_STEPS, PDF_BYTES, PNG_BYTES } from './live-accounts-fixtures';

const documentsDir = mkdtempSync(join(tmpdir(), 'stockroom-input-sweep-'));
const OWN_SUITE = /^\/api\/v1\/funding\/recurring_deposits/;

/** Every funding and live-account route with a valid request for it (the URL's :id filled in). */
const ROUTES: Record<string, () => Request> = {
  'GET /api/v1/funding/institutions': () => ({}),
  'GET /api/v1/funding/bank_accounts': () => ({}),
  'GET /api/v1/funding/bank_accounts/:id': () => ({}),
  'GET /api/v1/funding/bank_accounts/:id/sandbox_statement': () => ({
    url: `/api/v1/funding/bank_accounts/${ids.pendingBank}/sandbox_statement`,
  }),
  'GET /api/v1/funding/breakdown': () => ({}),
  'GET /api/v1/funding/history': () => ({}),
  'GET /api/v1/funding/acat_transfers': () => ({}),
  'POST /api/v1/funding/bank_accounts/instant_link': () => ({
    body: { institution_id: 'sandbox_tartan' },
  }),
  'POST /api/v1/funding/bank_accounts/micro_deposits': () => ({
    body: { routing_number: '110000000', account_number: '000123456789', account_type: 'checking' },
  }),
  'POST /api/v1/funding/bank_accounts/:id/verify': () => ({
    url: `/api/v1/funding/bank_accounts/${ids.pendingBank}/verify`,
    body: { amount_1: '0.32', amount_2: '0.45' },
  }),
  'PUT /api/v1/funding/bank_accounts/:id': () => ({ body: { nickname: 'Rent' } }),
  'DELETE /api/v1/funding/bank_accounts/:id': () => ({}),
  'POST /api/v1/funding/deposits': () => ({
    body: { amount: '500.00', bank_account_id: ids.bank },
  }),
  'POST /api/v1/funding/withdrawals': () => ({
    body: { amount: '1.00', bank_account_id: ids.bank },
  }),
  'POST /api/v1/funding/acat_transfers': () => ({
    body: { from_broker: 'Another Brokerage', account_number: 'AB12345678', transfer_type: 'full' },
  }),
  'GET /api/v1/live_accounts': () => ({}),
  'GET /api/v1/live_accounts/status': () => ({}),
  ...Object.fromEntries(
    Object.entries(LIVE_ACCOUNT_STEPS).map(([step, body]) => [
      `PUT /api/v1/live_accounts/steps/${step}`,
      () => ({ body }),
    ]),
  ),
  'POST /api/v1/live_accounts/submit': () => ({ body: { confirm: true } }),
  'PUT /api/v1/live_accounts/resubmit_address': () => ({ body: LIVE_ACCOUNT_STEPS.address }),
  'PUT /api/v1/live_accounts/trusted_contact': () => ({
    body: { first_name: 'Pat', last_name: 'Doe', email: 'pat@example.com' },
  }),
  'POST /api/v1/live_accounts/documents': () => ({
    raw: { bytes: PNG_BYTES, type: 'image/png' },
  }),
};
const MUTATING = Object.keys(ROUTES).filter((key) => !key.startsWith('GET '));

let ctx: FundingContext;
let agent: Agent;

beforeAll(async () => {
  ctx = await createFundingContext(
    {},
    { liveAccounts: { documentsDir, documentMaxBytes: MAX_DOCUMENT_BYTES } },
  );
  ({ agent } = await liveUser(ctx));
  ids.bank = await linkInstant(agent);
  ids.removedBank = await linkInstant(agent);
  await agent.request('DELETE', `/api/v1/funding/bank_accounts/${ids.removedBank}`);
  const pending = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
    routing_number: '110000000',
    account_number: '55554444',
    account_type: 'savings',
  });
  ids.pendingBank = (pending.body.bank_account as { id: string }).id;
  const other = await liveUser(ctx);
  ids.otherUsersBank = await linkInstant(other.agent);
  // Money in the account, so that a bad withdrawal is refused for its input, not for want of cash.
  await agent.post(
    '/api/v1/funding/deposits',
    { amount: '100.00', bank_account_id: ids.bank },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 120_000);
  await ctx.settlement.runOnce(ctx.clock.at);
});
afterAll(async () => {
  await ctx.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

/** Sends one request the way the client does (JSON, or a document's raw bytes). */
function send(who: Agent, key: string, request: Request, options: { csrf?: boolean } = {}) {
  const [method, pattern] = key.split(' ') as [string, string];
  const url = request.url ?? pattern.replace(':id', ids.bank);
  const headers: Record<string, string> = { 'idempotency-key': randomUUID(), ...request.headers };
  if (request.raw) headers['content-type'] = request.raw.type;
  return who.request(method, url, request.raw ? request.raw.bytes : request.body, {
    ...options,
    headers,
  });
}

/** The request is answered `status` (a 4xx) and the database and documents are as they were. */
async function expectRefused(
  run: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
) {
  const before = await dbSnapshot(ctx.db);
  const files = readdirSync(documentsDir).length;
  const response = await run();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(typeof response.body.error, JSON.stringify(response.body)).toBe('string');
  expect(await dbSnapshot(ctx.db)).toBe(before);
  expect(readdirSync(documentsDir)).toHaveLength(files);
  return response;
}

describe('the sweep', () => {
  it('has a row for every funding and live-account route in the registry', () => {
    const registered = ctx.app.routeSpecs
      .filter((spec) => /^\/api\/v1\/(funding|live_accounts)(\/|$)/.test(spec.url))
      .filter((spec) => !OWN_SUITE.test(spec.url))
      .map((spec) => `${spec.method} ${spec.url}`);
    expect(Object.keys(ROUTES).sort()).toEqual(registered.sort());
  });
});

describe.runIf(databaseKind() === 'postgres')('unauthenticated and forged requests', () => {
  it.each(Object.keys(ROUTES))('%s without a session → 401, nothing written', async (key) => {
    const anonymous = ctx.agent();
    await anonymous.csrf();
    await expectRefused(() => send(anonymous, key, ROUTES[key]!()), 401);
  });

  it.each(MUTATING)('%s without, or with a forged, CSRF token → 403', async (key) => {
    await expectRefused(() => send(agent, key, ROUTES[key]!(), { csrf: false }), 403);
    const forged = { ...ROUTES[key]!(), headers: { 'x-csrf-token': 'forged' } };
    await expectRefused(() => send(agent, key, forged, { csrf: false }), 403);
    // Another browser's valid token is not this one's: it is bound to that browser's cookie.
    const stranger = ctx.agent();
    await stranger.csrf();
    const borrowed = { ...ROUTES[key]!(), headers: { 'x-csrf-token': stranger.csrfToken ?? '' } };
    await expectRefused(() => send(agent, key, borrowed, { csrf: false }), 403);
  });

  it.each(MUTATING)('%s with a logged-out session → 401, nothing written', async (key) => {
    const { agent: leaving } = await signedInAgent(ctx.agent());
    await leaving.csrf();
    const cookie = `sid=${leaving.cookie('sid')}; csrf=${leaving.cookie('csrf')}`;
    const token = leaving.csrfToken ?? '';
    await leaving.post('/api/v1/auth/logout');
    const request = ROUTES[key]!();
    const [method, pattern] = key.split(' ') as [string, string];
    await expectRefused(async () => {
      // The cookies of the session that ended, replayed as a stolen cookie would be.
      const response = await ctx.app.inject({
        method: method as 'POST',
        url: request.url ?? pattern.replace(':id', ids.bank),
        headers: {
          cookie,
          'x-csrf-token': token,
          'idempotency-key': randomUUID(),
          ...(request.raw ? { 'content-type': request.raw.type } : {}),
        },
        ...(request.raw
          ? { payload: request.raw.bytes }
          : request.body === undefined
            ? {}
            : { payload: request.body as object }),
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    }, 401);
  });
});

describe.runIf(databaseKind() === 'postgres')('malformed and out-of-range input', () => {
  // Built when the tests run: the rows read ids that beforeAll fills in.
  const keys = Object.keys(badRequests());

  it('covers every route that takes input', () => {
    expect([...keys].sort()).toEqual([...MUTATING].sort());
  });

  it.each(keys)('%s: every bad request → its 4xx, nothing written', async (key) => {
    for (const [what, request, status] of badRequests()[key]!) {
      await expectRefused(() => send(agent, key, request), status).catch((error: Error) => {
        error.message = `${what}: ${error.message}`;
        throw error;
      });
    }
  });

  it('still has three verification tries and $100.00 of cash after all of it', async () => {
    const shown = await agent.get(`/api/v1/funding/bank_accounts/${ids.pendingBank}`);
    expect(shown.body.bank_account).toMatchObject({ verification_attempts_left: 3 });
    const breakdown = await agent.get('/api/v1/funding/breakdown');
    expect(breakdown.body.breakdown).toMatchObject({
      cash_cents: 100_00,
      withdrawable_cents: 100_00,
    });
  });

  it('accepts a return with two decimals that floating point cannot hold exactly (4.35, 0.07)', async () => {
    for (const value of [4.35, 1.15, 0.07, 100]) {
      const response = await agent.put('/api/v1/live_accounts/steps/investor_profile', {
        ...LIVE_ACCOUNT_STEPS.investor_profile,
        default_expected_return: value,
      });
      expect(response.status, `${value}: ${JSON.stringify(response.body)}`).toBe(200);
    }
  });

  it('types a document by its bytes: PDF bytes sent as image/png are stored as a PDF', async () => {
    const response = await send(agent, 'POST /api/v1/live_accounts/documents', file(PDF_BYTES));
    expect(response.status).toBe(201);
    expect(response.body.document).toMatchObject({ content_type: 'application/pdf' });
  });
});
