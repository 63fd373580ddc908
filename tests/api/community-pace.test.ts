// An author's pace (services/community/pace.ts): the same post again within
// DUPLICATE_POST_WINDOW_MINUTES is refused with a message naming the field (spacing and case
// aside; another security, another author or a later time is a new post), a retry with the same
// Idempotency-Key still gets its first answer, two identical posts sent at once make one post, and
// past POSTS_PER_HOUR_MAX in an hour a post is refused (429) with when to try again. A refusal
// writes nothing.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_POST_WINDOW_MINUTES, POSTS_PER_HOUR_MAX } from '@/contract/community';
import { posts } from '@server/db/schema';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const thought = (agent: Agent, body: string, symbol = 'AAPL', key?: string) =>
  agent.post(
    '/api/v1/thoughts',
    { symbol, pro_or_con: 'pro', body },
    key ? { headers: { 'idempotency-key': key } } : {},
  );

/** Moves an author's posts back in time, as if they were written that many minutes earlier. */
const age = (userId: string, minutes: number) =>
  ctx.db
    .update(posts)
    .set({ createdAt: sql`${posts.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(posts.userId, userId));

describe('the same post twice', () => {
  it('is refused within the window, naming the field, and writes nothing', async () => {
    const { agent, id } = await signedInAgent(ctx.agent(), 'Double Tap');
    const text = 'Services revenue keeps compounding every quarter.';
    expect((await thought(agent, text)).status).toBe(201);

    for (const again of [text, '  services   REVENUE keeps compounding\nevery quarter.  ']) {
      const before = await dbSnapshot(ctx.db);
      const refused = await thought(agent, again);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'conflict',
        field: 'body',
        error: `You posted this same thought on AAPL a moment ago. Change it, or wait ${DUPLICATE_POST_WINDOW_MINUTES} minutes to post it again.`,
      });
      expect(await dbSnapshot(ctx.db)).toBe(before);
    }
    // Another security, or another author, is another post.
    expect((await thought(agent, text, 'MSFT')).status).toBe(201);
    const { agent: other } = await signedInAgent(ctx.agent(), 'Echo');
    expect((await thought(other, text)).status).toBe(201);
    // Once the window has passed, it may be said again.
    await age(id, DUPLICATE_POST_WINDOW_MINUTES + 1);
    expect((await thought(agent, text)).status).toBe(201);
  });

  it('answers a retry with the same key with its first post', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Retry');
    const key = randomUUID();
    const text = 'Margins widen as the new plant comes online.';
    const first = await thought(agent, text, 'KO', key);
    const retry = await thought(agent, text, 'KO', key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.post).toEqual(first.body.post);
    expect((await thought(agent, text, 'KO', randomUUID())).status).toBe(409);
  });

  it('makes one post of two identical ones sent at once', async () => {
    const { agent, id } = await signedInAgent(ctx.agent(), 'Twin');
    const text = 'Two taps on the post button at the same moment.';
    const answers = await Promise.all([thought(agent, text), thought(agent, text)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const written = await ctx.db.select().from(posts).where(eq(posts.userId, id));
    expect(written).toHaveLength(1);
  });

  it('refuses the same idea again (symbol, type and note), not another one', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Idea Twice');
    const idea = { symbol: 'NVDA', idea_type: 'buy' };
    expect((await agent.post('/api/v1/ideas', idea)).status).toBe(201);
    const refused = await agent.post('/api/v1/ideas', idea);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict', field: 'note' });
    expect((await agent.post('/api/v1/ideas', { ...idea, idea_type: 'sell' })).status).toBe(201);
    expect((await agent.post('/api/v1/ideas', { ...idea, note: 'Data centres.' })).status).toBe(
      201,
    );
  });
});

describe('posts an hour', () => {
  it(`allows ${POSTS_PER_HOUR_MAX}, then says when to try again, writing nothing`, async () => {
    const { agent, id } = await signedInAgent(ctx.agent(), 'Firehose');
    for (let i = 0; i < POSTS_PER_HOUR_MAX; i++) {
      const response = await thought(agent, `Observation number ${i} on the market today.`);
      expect(response.status, `post ${i + 1}`).toBe(201);
    }
    const before = await dbSnapshot(ctx.db);
    const refused = await thought(agent, 'One observation more than an hour allows.');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      error: `You can post up to ${POSTS_PER_HOUR_MAX} times an hour. Try again in 60 minutes.`,
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);
    // Half an hour on, the first posts are still within the hour; an hour on, they are not.
    await age(id, 30);
    expect((await thought(agent, 'Still too soon for another one.')).body).toMatchObject({
      error: `You can post up to ${POSTS_PER_HOUR_MAX} times an hour. Try again in 30 minutes.`,
    });
    await age(id, 31);
    expect((await thought(agent, 'An hour later, a new observation.')).status).toBe(201);
  });
});
