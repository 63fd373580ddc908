// Reported posts in the operators' console (/api/v1/ops/reported_posts; services/ops/
// moderation.ts): a reported post waits in the queue with its reasons; keep shows a post that
// reports hid again, and later reports no longer hide it; remove hides it for good. A reviewed
// post leaves the queue, each decision is in the audit log, and to a member the routes are 404.
// The author alone reads why a post of theirs is hidden (Post.hidden).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOperator } from '@server/services/ops/operators';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { postThought } from './community-fixtures';

let ctx: TestContext;
let ops: Agent;
let readers: Agent[];
beforeAll(async () => {
  ctx = await createTestContext();
  const operator = await signedInAgent(ctx.agent(), 'Olive Operator');
  await setOperator(ctx.db, operator.email, true, new Date());
  ops = operator.agent;
  readers = await Promise.all(
    [1, 2, 3, 4].map(async (i) => (await signedInAgent(ctx.agent(), `Reader ${i}`)).agent),
  );
});
afterAll(() => ctx.close());

const reportBy = (reader: Agent, id: string, reason: string) =>
  reader.post(`/api/v1/thoughts/${id}/report`, { reason });

type Listed = { post_id: string; reports: number; hidden: boolean; reasons: { reason: string }[] };
const queued = async (id: string) =>
  ((await ops.get('/api/v1/ops/reported_posts')).body.posts as Listed[]).find(
    (post) => post.post_id === id,
  );

describe('reported posts', () => {
  it('keep: a post reports hid is shown again, and later reports no longer hide it', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Blunt Bear');
    const thought = await postThought(
      author,
      'This company is a house of cards, sell now.',
      'MSFT',
    );
    for (const [i, reason] of ['Rude', 'Not advice', 'Spam'].entries()) {
      await reportBy(readers[i]!, thought.id, reason);
    }
    expect((await readers[3]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(404);
    // Its author still reads it, and why readers no longer do.
    expect((await author.get(`/api/v1/thoughts/${thought.id}`)).body).toMatchObject({
      hidden: 'reported',
    });
    expect(await queued(thought.id)).toMatchObject({
      reports: 3,
      hidden: true,
      reasons: [{ reason: 'Spam' }, { reason: 'Not advice' }, { reason: 'Rude' }],
    });

    const kept = await ops.post(`/api/v1/ops/reported_posts/${thought.id}/moderation`, {
      action: 'keep',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.post).toMatchObject({ hidden: false, moderation: 'kept' });
    expect((await readers[3]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(200);
    expect((await author.get(`/api/v1/thoughts/${thought.id}`)).body).toMatchObject({
      hidden: null,
    });
    expect(await queued(thought.id)).toBeUndefined();
    // A fourth report does not hide a kept post again.
    await reportBy(readers[3]!, thought.id, 'Still rude');
    expect((await readers[0]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(200);
  });

  it('remove: hidden for good; to a member the routes are not there', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Spam Bot');
    const thought = await postThought(author, 'Guaranteed 300% returns, message me today!', 'TSLA');
    await reportBy(readers[0]!, thought.id, 'Scam');
    expect(await queued(thought.id)).toMatchObject({ reports: 1, hidden: false });
    const removed = await ops.post(`/api/v1/ops/reported_posts/${thought.id}/moderation`, {
      action: 'remove',
    });
    expect(removed.body.post).toMatchObject({ hidden: true, moderation: 'removed' });
    expect((await readers[1]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(404);
    expect((await author.get(`/api/v1/thoughts/${thought.id}`)).body).toMatchObject({
      hidden: 'removed',
    });

    // A post nobody reported is not the console's to moderate.
    const quiet = await postThought(author, 'An ordinary thought about margins.', 'AAPL');
    const refused = await ops.post(`/api/v1/ops/reported_posts/${quiet.id}/moderation`, {
      action: 'remove',
    });
    expect(refused.status).toBe(404);
    expect((await readers[1]!.get(`/api/v1/thoughts/${quiet.id}`)).status).toBe(200);

    await readers[1]!.csrf();
    expect((await readers[1]!.get('/api/v1/ops/reported_posts')).status).toBe(404);
    const audit = (await ops.get('/api/v1/ops/audit')).body.actions as Array<{
      action: string;
      subject_id: string;
    }>;
    expect(audit.filter((entry) => entry.subject_id === thought.id).map((e) => e.action)).toEqual([
      'post.remove',
    ]);
  });
});
