// Identity decisions without a person (spec §3, §4): the built-in SANDBOX identity provider decides
// each submitted application on its own a set time after submission, from documented test
// identity numbers (server/services/live-accounts/identity-provider.ts), and the
// identity-decisions job applies the decision once due: approval opens the live account;
// action_required carries what to do as data; the applicant's answer (an upload, or the address
// again) sends it back to review and to the provider. `manual` leaves it to the operator; an
// operator's decision supersedes a pending one; two jobs apply each decision exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { liveAccountReviewEvents } from '@server/db/schema';
import { createIdentityDecisions } from '@server/jobs/identity-decisions';
import { identityProviderFor } from '@server/services/live-accounts/identity-provider';
import { reviewApplication } from '@server/services/live-accounts/review';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';
import { fillSteps, LIVE_ACCOUNT_STEPS, PNG_BYTES } from './live-accounts-fixtures';

const DELAY_MS = 5_000;
const clock = { at: new Date('2026-03-02T15:00:00Z') };
const later = (ms: number) => new Date(clock.at.getTime() + ms);

let ctx: TestContext;
let manual: TestContext;
beforeAll(async () => {
  const now = () => clock.at;
  [ctx, manual] = await Promise.all([
    createTestContext({
      now,
      liveAccounts: { identityProvider: identityProviderFor('sandbox', DELAY_MS) },
    }),
    createTestContext({ now, liveAccounts: { identityProvider: identityProviderFor('manual') } }),
  ]);
});
afterAll(() => Promise.all([ctx.close(), manual.close()]));

/** Signs up, chooses live, saves every step with this identity number and submits. */
async function submit(on: TestContext, taxId: string = LIVE_ACCOUNT_STEPS.identity.tax_id) {
  const signed = await signedInAgent(on.agent());
  await signed.agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
  await fillSteps(signed.agent);
  const identity = { ...LIVE_ACCOUNT_STEPS.identity, tax_id: taxId };
  expect((await signed.agent.put('/api/v1/live_accounts/steps/identity', identity)).status).toBe(
    200,
  );
  const response = await signed.agent.post('/api/v1/live_accounts/submit', { confirm: true });
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ status: 'submitted', required_action: null });
  return signed;
}

const status = async (agent: Agent) => (await agent.get('/api/v1/live_accounts/status')).body;

const events = (on: TestContext, userId: string) =>
  on.db
    .select({
      from: liveAccountReviewEvents.fromStatus,
      to: liveAccountReviewEvents.toStatus,
      actor: liveAccountReviewEvents.actor,
    })
    .from(liveAccountReviewEvents)
    .where(eq(liveAccountReviewEvents.userId, userId))
    .orderBy(liveAccountReviewEvents.createdAt);

describe('the sandbox identity provider', () => {
  const job = () => createIdentityDecisions({ db: ctx.db, now: () => clock.at });

  it('approves an ordinary application on its own once the delay has passed', async () => {
    const { agent, id } = await submit(ctx);
    expect((await job().runOnce(later(DELAY_MS - 1))).applied).toBe(0);
    expect(await status(agent)).toMatchObject({ status: 'submitted' });

    expect((await job().runOnce(later(DELAY_MS))).applied).toBeGreaterThanOrEqual(1);
    expect(await status(agent)).toMatchObject({
      status: 'approved',
      live_account_status: 'open',
      reason: null,
      required_action: null,
    });
    expect(await events(ctx, id)).toEqual([
      { from: 'draft', to: 'submitted', actor: 'applicant' },
      { from: 'submitted', to: 'approved', actor: 'sandbox' },
    ]);
    // Applied once: a later run finds nothing of this applicant's left.
    await job().runOnce(later(DELAY_MS * 2));
    expect(await events(ctx, id)).toHaveLength(2);
  });

  it('asks for a document for 900-10-1002; an upload sends it back to review, then approved', async () => {
    const { agent, id } = await submit(ctx, '900-10-1002');
    await job().runOnce(later(DELAY_MS));
    expect(await status(agent)).toMatchObject({
      status: 'action_required',
      required_action: 'upload_documents',
      reason: expect.stringContaining('identity document'),
      live_account_status: 'application_not_started',
    });

    // The answer's check is timed from the upload, not from the first submission.
    clock.at = later(1_000);
    const upload = await agent.post('/api/v1/live_accounts/documents', PNG_BYTES, {
      headers: { 'content-type': 'image/png' },
      query: { kind: 'identity' },
    });
    expect(upload.status).toBe(201);
    expect(await status(agent)).toMatchObject({ status: 'in_review', required_action: null });
    await job().runOnce(later(DELAY_MS - 1));
    expect((await status(agent)).status).toBe('in_review');
    await job().runOnce(later(DELAY_MS));
    expect(await status(agent)).toMatchObject({ status: 'approved', live_account_status: 'open' });
    expect((await events(ctx, id)).map((e) => `${e.to} by ${e.actor}`)).toEqual([
      'submitted by applicant',
      'action_required by sandbox',
      'in_review by applicant',
      'approved by sandbox',
    ]);
  });

  it('asks for the address again for 900-10-1001; the resubmitted address is approved', async () => {
    const { agent } = await submit(ctx, '900101001');
    await job().runOnce(later(DELAY_MS));
    expect(await status(agent)).toMatchObject({
      status: 'action_required',
      required_action: 'resubmit_address',
      reason: expect.stringContaining('address'),
    });
    const moved = { ...LIVE_ACCOUNT_STEPS.address, street: '2 Elm Street' };
    const resubmitted = await agent.put('/api/v1/live_accounts/resubmit_address', moved);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: 'in_review', required_action: null });
    await job().runOnce(later(DELAY_MS));
    expect((await status(agent)).status).toBe('approved');
  });

  it('rejects 900-10-1003 with a reason, and a rejection stays one', async () => {
    const { agent } = await submit(ctx, '900-10-1003');
    await job().runOnce(later(DELAY_MS));
    expect(await status(agent)).toMatchObject({
      status: 'rejected',
      reason: expect.stringContaining('could not verify your identity'),
      required_action: null,
      live_account_status: 'application_not_started',
    });
  });

  it("yields to an operator who decided first: the provider's decision is not applied", async () => {
    const { agent, email, id } = await submit(ctx, '900-10-1003');
    await reviewApplication(ctx.db, email, 'approved', null);
    const summary = await job().runOnce(later(DELAY_MS));
    expect(summary.superseded).toBeGreaterThanOrEqual(1);
    expect((await status(agent)).status).toBe('approved');
    expect((await events(ctx, id)).map((e) => e.actor)).toEqual(['applicant', 'operator']);
  });

  it.runIf(databaseKind() === 'postgres')(
    'applies each decision exactly once with two jobs running at the same time',
    async () => {
      const applicants = await Promise.all(
        Array.from({ length: 6 }, (_, i) => submit(ctx, i % 2 ? '900-10-1003' : '123-45-6789')),
      );
      const at = later(DELAY_MS);
      const [a, b] = await Promise.all([job().runOnce(at), job().runOnce(at)]);
      expect(a.errors + b.errors).toBe(0);
      expect(a.applied + b.applied).toBe(6);
      for (const { id } of applicants) {
        const decided = (await events(ctx, id)).filter((e) => e.actor === 'sandbox');
        expect(decided).toHaveLength(1);
      }
    },
  );
});

describe('the manual identity provider', () => {
  it('leaves every application to the operator', async () => {
    const { agent, email } = await submit(manual, '900-10-1003');
    const job = createIdentityDecisions({ db: manual.db, now: () => clock.at });
    expect(await job.runOnce(later(24 * 3600_000))).toEqual({
      applied: 0,
      superseded: 0,
      taken: 0,
      errors: 0,
    });
    expect((await status(agent)).status).toBe('submitted');
    await reviewApplication(
      manual.db,
      email,
      'action_required',
      'Upload a clearer photo of your ID',
      'upload_documents',
    );
    expect(await status(agent)).toMatchObject({
      status: 'action_required',
      required_action: 'upload_documents',
    });
  });
});
