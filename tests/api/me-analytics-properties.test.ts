// The user analytics properties of spec §3 that GET /me supplies from the member's records
// (src/contract/me-analytics.ts): each starts false, null or zero for a new member and follows
// the record it is read from, and they reach the analytics user properties unchanged.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeAnalyticsProperties } from '@/contract/me-analytics';
import { buildUserProperties } from '@/platform/analytics/user-properties';
import { users } from '@server/db/schema';
import { awardKarma } from '@server/services/community/karma';
import { reviewApplication } from '@server/services/live-accounts/review';
import { type Agent, PASSWORD, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { linkInstant } from './funding-fixtures';
import { fillSteps } from './live-accounts-fixtures';
import { buyMembership } from './payments-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function me(agent: Agent): Promise<MeAnalyticsProperties & Record<string, unknown>> {
  const response = await agent.get('/api/v1/me');
  expect(response.status).toBe(200);
  const user = response.body.user as MeAnalyticsProperties & Record<string, unknown>;
  assert(user, MeAnalyticsProperties);
  return user;
}

async function must(response: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
}

describe('a new member', () => {
  it('starts with nothing: no subscription, live account, bank, points or finished onboarding', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect(await me(agent)).toMatchObject({
      is_subscriber: false,
      is_live_trading: false,
      started_live_trading_at: null,
      has_completed_onboarding: false,
      has_linked_bank_account: false,
      community_points_total: 0,
    });
  });
});

describe('analytics_id (§3)', () => {
  it('is stored, random, neither the account id nor the email, and the same in log-in and /me', async () => {
    const { agent, id, email } = await signedInAgent(ctx.agent());
    const first = (await me(agent)).analytics_id;
    const [row] = await ctx.db
      .select({ analyticsId: users.analyticsId })
      .from(users)
      .where(eq(users.id, id));
    expect(first).toBe(row!.analyticsId);
    expect(first).not.toBe(id);
    expect(first).not.toContain(email.split('@')[0]!);

    const again = ctx.agent();
    const login = await again.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    // Sign-in analytics names the member from the log-in answer (§4): the same id as later visits.
    expect((login.body.user as { analytics_id: string }).analytics_id).toBe(first);
    expect((await me(again)).analytics_id).toBe(first);

    const other = await signedInAgent(ctx.agent());
    expect((await me(other.agent)).analytics_id).not.toBe(first);
  });
});

describe('has_completed_onboarding (§3)', () => {
  it('turns true once account type, investing experience and the brokerage answer are all given', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await must(agent.put('/api/v1/accounts/account_type', { account_type: 'simulated' }), 'type');
    await must(
      agent.put('/api/v1/accounts/investing_experience', { investing_experience: 'some' }),
      'experience',
    );
    expect((await me(agent)).has_completed_onboarding).toBe(false);
    await must(agent.put('/api/v1/accounts/brokerage_account', { opt_in: false }), 'brokerage');
    expect((await me(agent)).has_completed_onboarding).toBe(true);
  });
});

describe('is_live_trading and started_live_trading_at (§3)', () => {
  it('stay false and null while the application waits, and follow its approval', async () => {
    const { agent, email } = await signedInAgent(ctx.agent());
    await must(agent.put('/api/v1/accounts/account_type', { account_type: 'live' }), 'live');
    await fillSteps(agent);
    await must(agent.post('/api/v1/live_accounts/submit', { confirm: true }), 'submit');
    expect(await me(agent)).toMatchObject({
      is_live_trading: false,
      started_live_trading_at: null,
    });

    const before = Date.now();
    await reviewApplication(ctx.db, email, 'approved', null);
    const user = await me(agent);
    expect(user.is_live_trading).toBe(true);
    const started = Date.parse(user.started_live_trading_at!);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeLessThanOrEqual(Date.now());

    // A verified bank account, linked once the live account is open.
    expect(user.has_linked_bank_account).toBe(false);
    await linkInstant(agent);
    expect((await me(agent)).has_linked_bank_account).toBe(true);
  });
});

describe('is_subscriber (§3)', () => {
  it('is true once a membership is bought', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await must(buyMembership(agent), 'membership');
    expect(await me(agent)).toMatchObject({ is_subscriber: true, has_membership: true });
  });
});

describe('community_points_total (§3, labelled XP)', () => {
  it('is the karma total, and reaches the analytics user properties as XP', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await awardKarma(
      ctx.db,
      { userId: id, reference: `test:${randomUUID()}`, points: 7 },
      new Date(),
      100,
    );
    await awardKarma(
      ctx.db,
      { userId: id, reference: `test:${randomUUID()}`, points: 5 },
      new Date(),
      100,
    );
    const user = await me(agent);
    expect(user.community_points_total).toBe(12); // 7 + 5, under the daily maximum of 100
    const properties = buildUserProperties(
      user as unknown as Parameters<typeof buildUserProperties>[0],
    );
    expect(properties).toMatchObject({
      analytics_id: user.analytics_id,
      is_subscriber: false,
      is_live_trading: false,
      has_completed_onboarding: false,
      has_linked_bank_account: false,
      XP: 12,
    });
  });
});
