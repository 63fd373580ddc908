// Contributor applications: a member applies (profile, samples, disclosure, the guidelines agreed),
// waits as pending (a second application refused, publishing refused), an operator approves in the
// console (404 to members; audited; the member notified) and the member then publishes, their
// subscriber-only viewpoint locked for a non-subscriber and read by a paying subscriber. A decline
// carries the operator's note and the member may apply again. Bad input writes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContributorApplicationRequest,
  MyContributorApplication,
  OpsContributorApplicationResponse,
} from '@/contract/contributor-applications';
import type { ContributorPage } from '@/contract/viewpoints';
import { communityProfiles, operatorActions } from '@server/db/schema';
import { setOperator } from '@server/services/ops/operators';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock } from './community-fixtures';
import { subscribe } from './payments-fixtures';

const clock = movableClock();
let ctx: TestContext;
let ops: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  const operator = await signedInAgent(ctx.agent(), 'Olive Operator');
  await setOperator(ctx.db, operator.email, true, new Date());
  ops = operator.agent;
});
afterAll(() => ctx.close());

let counter = 0;
/** A valid application; the words vary so no two look alike. */
function application(extra: Partial<ContributorApplicationRequest> = {}) {
  counter += 1;
  return {
    bio: `Value investor of twenty years, writing about banks and insurers (${counter}).`,
    samples: [
      {
        title: `Why regional banks look cheap (${counter})`,
        body: 'Deposits have stabilised, margins are recovering and the market still prices them as if 2023 never ended.',
      },
    ],
    disclosure: 'I hold shares of JPM and no other bank. No payments from any company I cover.',
    agreed_to_guidelines: true,
    ...extra,
  };
}

const VIEWPOINT = {
  title: 'Insurers after the storm season',
  body: 'Premiums rose faster than claims this year: the float earns more than it has in a decade, and the market has not noticed.',
  subscriber_only: true,
};

const apply = (agent: Agent, body: unknown = application()) =>
  agent.post('/api/v1/contributor_applications', body);
const mine = async (agent: Agent) =>
  (await agent.get('/api/v1/contributor_applications/mine')).body as MyContributorApplication;
const decide = (id: string, body: unknown, as: Agent = ops) =>
  as.post(`/api/v1/ops/contributor_applications/${id}/decision`, body);

describe('contributor applications', () => {
  it('apply → pending, one at a time; publishing refused until an operator approves; then published and locked for non-subscribers', async () => {
    const member = await signedInAgent(ctx.agent(), 'Casey Contributor');
    expect(await mine(member.agent)).toEqual({ application: null, contributor_handle: null });

    const applied = await apply(
      member.agent,
      application({
        bio: 'Value investor <b>of twenty years</b><script>alert(1)</script>, writing about banks.',
      }),
    );
    expect(applied.status).toBe(201);
    const pending = (applied.body as MyContributorApplication).application!;
    expect(pending).toMatchObject({ state: 'pending', decision_note: null, decided_at: null });
    // Markup is stripped before anything is stored.
    expect(pending.bio).toBe('Value investor of twenty years , writing about banks.');
    expect((await mine(member.agent)).application?.id).toBe(pending.id);

    const before = await dbSnapshot(ctx.db);
    const again = await apply(member.agent);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already waiting for an operator’s decision/);
    expect((await member.agent.post('/api/v1/viewpoints', VIEWPOINT)).status).toBe(403);
    expect(await dbSnapshot(ctx.db)).toBe(before);

    // The console is not there for a member, not even their own application.
    expect((await member.agent.get('/api/v1/ops/contributor_applications')).status).toBe(404);
    expect((await decide(pending.id, { decision: 'approve' }, member.agent)).status).toBe(404);
    expect(await dbSnapshot(ctx.db)).toBe(before);

    const queue = (await ops.get('/api/v1/ops/contributor_applications')).body as {
      applications: Array<{ id: string; name: string }>;
    };
    expect(queue.applications).toContainEqual(
      expect.objectContaining({ id: pending.id, name: 'Casey Contributor' }),
    );
    const review = (await ops.get(`/api/v1/ops/contributor_applications/${pending.id}`))
      .body as OpsContributorApplicationResponse;
    expect(review.application).toMatchObject({
      state: 'pending',
      disclosure: expect.stringContaining('I hold shares of JPM'),
      samples: [expect.objectContaining({ title: expect.stringContaining('regional banks') })],
    });

    const approved = await decide(pending.id, { decision: 'approve', note: 'Welcome aboard.' });
    expect(approved.status).toBe(200);
    const decided = (approved.body as OpsContributorApplicationResponse).application;
    expect(decided).toMatchObject({ state: 'approved', handle: 'casey-contributor' });
    expect((await ops.get('/api/v1/ops/contributor_applications')).body.applications).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pending.id })]),
    );
    const audit = await ctx.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, pending.id));
    expect(audit.map((row) => [row.action, row.subjectType])).toEqual([
      ['contributor.approve', 'contributor_application'],
    ]);
    const [profile] = await ctx.db
      .select()
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, member.id));
    expect(profile).toMatchObject({ kind: 'featured_contributor', handle: 'casey-contributor' });
    expect(profile!.bio).toBe(pending.bio);
    const notices = (await member.agent.get('/api/v1/notifications')).body.notifications as Array<{
      kind: string;
      path: string;
    }>;
    expect(notices[0]).toMatchObject({
      kind: 'contributor_decided',
      path: '/app/viewpoint_contributors/manage',
    });
    expect(await mine(member.agent)).toMatchObject({
      application: { state: 'approved', decision_note: 'Welcome aboard.' },
      contributor_handle: 'casey-contributor',
    });
    // Decided once: a second decision and a new application are refused.
    expect(
      (await decide(pending.id, { decision: 'decline', note: 'Changed my mind' })).status,
    ).toBe(409);
    expect((await apply(member.agent)).status).toBe(409);

    const published = await member.agent.post('/api/v1/viewpoints', VIEWPOINT);
    expect(published.status).toBe(201);

    const page = async (agent: Agent) =>
      (await agent.get('/api/v1/viewpoint_contributors/casey-contributor')).body as ContributorPage;
    const reader = await signedInAgent(ctx.agent(), 'Rita Reader');
    const lockedView = (await page(reader.agent)).viewpoints[0]!;
    expect(lockedView).toMatchObject({ title: VIEWPOINT.title, locked: true, body: null });
    expect((await subscribe(reader.agent, member.id)).status).toBe(201);
    expect((await page(reader.agent)).viewpoints[0]).toMatchObject({
      locked: false,
      body: VIEWPOINT.body,
    });

    // Another member of the same name gets the next free handle.
    const namesake = await signedInAgent(ctx.agent(), 'Casey Contributor');
    const second = (await apply(namesake.agent)).body as MyContributorApplication;
    const secondDecided = await decide(second.application!.id, { decision: 'approve' });
    expect((secondDecided.body as OpsContributorApplicationResponse).application.handle).toBe(
      'casey-contributor-2',
    );
  });

  it('declined: the member reads the note, stays unable to publish, and may apply again', async () => {
    const member = await signedInAgent(ctx.agent(), 'Dana Declined');
    const first = ((await apply(member.agent)).body as MyContributorApplication).application!;
    const noNote = await decide(first.id, { decision: 'decline' });
    expect([noNote.status, noNote.body.field]).toEqual([400, 'note']);

    const declined = await decide(first.id, {
      decision: 'decline',
      note: 'Your samples need <i>sources</i> for their figures.',
    });
    expect(declined.status).toBe(200);
    expect(await mine(member.agent)).toMatchObject({
      application: {
        id: first.id,
        state: 'declined',
        decision_note: 'Your samples need sources for their figures.',
      },
      contributor_handle: null,
    });
    const audit = await ctx.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, first.id));
    expect(audit.map((row) => row.action)).toEqual(['contributor.decline']);
    expect((await member.agent.post('/api/v1/viewpoints', VIEWPOINT)).status).toBe(403);

    clock.advance(60_000);
    const again = await apply(member.agent);
    expect(again.status).toBe(201);
    expect((again.body as MyContributorApplication).application).toMatchObject({
      state: 'pending',
    });
    expect((await mine(member.agent)).application?.id).not.toBe(first.id);
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Bad Input');
    const sample = application().samples[0]!;
    const cases: Array<[unknown, string]> = [
      [application({ bio: 'short' }), 'bio'],
      [application({ bio: '<b></b><i>   </i>' + ' '.repeat(30) + '<p></p>'.repeat(5) }), 'bio'],
      [application({ samples: [] }), 'samples'],
      [application({ samples: [sample, sample, sample, sample] }), 'samples'],
      [application({ samples: [{ ...sample, body: 'too short' }] }), 'samples.0.body'],
      [application({ samples: [sample, { ...sample, title: '' }] }), 'samples.1.title'],
      [application({ disclosure: '' }), 'disclosure'],
      [application({ agreed_to_guidelines: false as never }), 'agreed_to_guidelines'],
      [{ ...application(), handle: 'mine' }, 'handle'],
    ];
    const before = await dbSnapshot(ctx.db);
    for (const [body, field] of cases) {
      const response = await apply(agent, body);
      expect([response.status, response.body.field], field).toEqual([400, field]);
      expect(response.body.error, field).toContain(field);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    const unknown = await decide(id, { decision: 'approve' });
    expect([unknown.status, unknown.body.field]).toEqual([404, 'id']);
    const badDecision = await decide(id, { decision: 'maybe' });
    expect([badDecision.status, badDecision.body.field]).toEqual([400, 'decision']);
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect(await mine(agent)).toEqual({ application: null, contributor_handle: null });
  });
});
