// Replies and mentions (services/community/replies.ts, mentions.ts): a reply answers an idea or a
// thought one level deep, its post's author is told, `$TICKER` and `@handle` are stored as spans
// over plain text (never markup) and the members named are told; a reply is as invisible as the
// post it answers, never shows in a feed, counts towards its post's reply count while readers see
// it, and keeps to the author's pace like any post. A refusal names its field and writes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_POST_WINDOW_MINUTES, POSTS_PER_HOUR_MAX, type Post } from '@/contract/community';
import type { Notification } from '@/contract/notifications';
import { communityProfiles, posts } from '@server/db/schema';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';
import { postIdea, postThought } from './community-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const reply = (agent: Agent, postId: string, body: string, key?: string) =>
  agent.post(
    `/api/v1/posts/${postId}/replies`,
    { body },
    key ? { headers: { 'idempotency-key': key } } : {},
  );

async function replied(agent: Agent, postId: string, body: string): Promise<Post> {
  const response = await reply(agent, postId, body);
  if (response.status !== 201) throw new Error(`reply: ${JSON.stringify(response.body)}`);
  return response.body.post as Post;
}

const repliesTo = (agent: Agent, postId: string) => agent.get(`/api/v1/posts/${postId}/replies`);

const noticesOf = async (agent: Agent) =>
  ((await agent.get('/api/v1/notifications')).body.notifications as Notification[]).filter(
    (notice) => notice.kind === 'replied' || notice.kind === 'mentioned',
  );

async function handleOf(userId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ handle: communityProfiles.handle })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId));
  return row!.handle!;
}

/** Three members; Ada has posted (so has a handle), the others have not yet. */
async function people() {
  const ada = await signedInAgent(ctx.agent(), 'Ada Lovelace');
  const ben = await signedInAgent(ctx.agent(), 'Ben Graham');
  const cy = await signedInAgent(ctx.agent(), 'Cy Young');
  return { ada, ben, cy };
}

describe('replies', () => {
  it('answers a thought: the author is told, mentions become spans, markup never survives', async () => {
    const { ada, ben, cy } = await people();
    const thought = await postThought(ada.agent, 'Services margins keep growing every year.');
    await postThought(cy.agent, 'Cloud growth carries the whole company now.', 'MSFT');
    const [adaHandle, cyHandle] = [await handleOf(ada.id), await handleOf(cy.id)];
    expect(adaHandle).toMatch(/^ada-lovelace(-\d+)?$/);

    const text = `<script>alert("x")</script>Agree on $aapl, @${adaHandle}; ask @${cyHandle} too. <b>$5</b> $ZZZZZ @nobody-here mail@${cyHandle}.com <img src=x onerror=alert(1)>`;
    const answer = await replied(ben.agent, thought.id, text);
    expect(answer).toMatchObject({ kind: 'reply', parent_id: thought.id, symbol: 'AAPL' });
    expect(answer.body).not.toMatch(/<|>|script|onerror/);
    // Each span covers exactly what was written, names a real thing, and nothing else is one.
    const body = answer.body!;
    expect(answer.mentions!.map((span) => [body.slice(span.start, span.end), span])).toEqual([
      ['$aapl', expect.objectContaining({ kind: 'symbol', target: 'AAPL' })],
      [`@${adaHandle}`, expect.objectContaining({ kind: 'member', target: ada.id })],
      [`@${cyHandle}`, expect.objectContaining({ kind: 'member', target: cy.id })],
    ]);
    // The post's author is told once (a mention in a reply to them is the same news); Cy, named,
    // is told they were mentioned; the replier is told nothing.
    const adaNews = await noticesOf(ada.agent);
    expect(adaNews).toEqual([
      expect.objectContaining({
        kind: 'replied',
        title: 'Ben Graham replied to your thought on AAPL',
        path: `/app/thoughts/${thought.id}/${thought.slug}#reply-${answer.id}`,
      }),
    ]);
    expect(await noticesOf(cy.agent)).toEqual([
      expect.objectContaining({ kind: 'mentioned', title: 'Ben Graham mentioned you in a reply' }),
    ]);
    expect(await noticesOf(ben.agent)).toEqual([]);

    // Under its post, counted on it, and in no feed.
    const listed = (await repliesTo(cy.agent, thought.id)).body.items as Post[];
    expect(listed.map((post) => post.id)).toEqual([answer.id]);
    expect((await cy.agent.get(`/api/v1/thoughts/${thought.id}`)).body.reply_count).toBe(1);
    // On the reply, who wrote it as others mention them; a post without mentions or replies
    // carries neither field (a feed page stays light).
    expect(answer.author.handle).toMatch(/^ben-graham(-\d+)?$/);
    const plain = (await cy.agent.get(`/api/v1/thoughts/${thought.id}`)).body as Post;
    expect(plain).not.toHaveProperty('mentions');
    expect(plain).not.toHaveProperty('parent_id');
    for (const feed of ['/api/v1/feeds/community', '/api/v1/feeds/activity']) {
      const items = (await ben.agent.get(feed)).body.items as Post[];
      expect(items.some((post) => post.kind === 'reply')).toBe(false);
    }
    const onAapl = (await ben.agent.get('/api/v1/thoughts?symbol=AAPL')).body.items as Post[];
    expect(onAapl.some((post) => post.id === answer.id)).toBe(false);
  });

  it('answers an idea, takes votes and reports like a thought, and goes one level deep', async () => {
    const { ada, ben } = await people();
    const idea = await postIdea(ada.agent, 'NVDA');
    const answer = await replied(ben.agent, idea.id, 'What is your price target?');
    expect((await noticesOf(ada.agent))[0]).toMatchObject({
      title: 'Ben Graham replied to your idea on NVDA',
      path: `/app/ideas/${idea.id}#reply-${answer.id}`,
    });
    const agreed = await ada.agent.put(`/api/v1/thoughts/${answer.id}/vote`, { vote: 'agree' });
    expect(agreed.body).toEqual({ agree_count: 1, disagree_count: 0, my_vote: 'agree' });
    const own = await ben.agent.put(`/api/v1/thoughts/${answer.id}/vote`, { vote: 'agree' });
    expect(own.body).toMatchObject({ field: 'vote', error: 'You cannot vote on your own reply.' });

    const before = await dbSnapshot(ctx.db);
    const deeper = await reply(ada.agent, answer.id, 'Around 20 % higher.');
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({
      field: 'id',
      error: 'Replies go one level deep: answer the idea or thought itself.',
    });
    for (const [text, field] of [
      ['', 'body'],
      ['<b></b>', 'body'],
      ['x'.repeat(1001), 'body'],
    ] as const) {
      const refused = await reply(ada.agent, idea.id, text);
      expect(refused.status, text).toBe(400);
      expect(refused.body.field).toBe(field);
    }
    expect((await reply(ada.agent, '999999999', 'Hello there.')).status).toBe(404);
    expect((await ada.agent.post(`/api/v1/posts/nope/replies`, { body: 'Hi' })).status).toBe(400);
    expect(await dbSnapshot(ctx.db)).toBe(before);

    // Reports hide a reply like any post, and its post stops counting it.
    const readers = await Promise.all(
      ['R1', 'R2', 'R3'].map(async (name) => (await signedInAgent(ctx.agent(), name)).agent),
    );
    expect((await ada.agent.get(`/api/v1/ideas/${idea.id}`)).body.reply_count).toBe(1);
    for (const reader of readers) {
      await reader.post(`/api/v1/thoughts/${answer.id}/report`, { reason: 'Spam' });
    }
    expect((await ada.agent.get(`/api/v1/ideas/${idea.id}`)).body).not.toHaveProperty(
      'reply_count',
    );
    expect((await repliesTo(ada.agent, idea.id)).body.items).toEqual([]);
    const mine = (await repliesTo(ben.agent, idea.id)).body.items as Post[];
    expect(mine.map((post) => post.hidden)).toEqual(['reported']);
  });
});

describe('reply privacy', () => {
  it('a reply on a private post is as invisible as the post, even to its own author', async () => {
    const { ada, ben, cy } = await people();
    const thought = await postThought(ada.agent, 'Buybacks shrink the share count every year.');
    const answer = await replied(
      ben.agent,
      thought.id,
      `Only while the cash lasts, @${await handleOf(ada.id)}.`,
    );
    expect((await repliesTo(cy.agent, thought.id)).body.items).toHaveLength(1);

    await ada.agent.put('/api/v1/privacy_settings', {
      show_ideas: true,
      show_thoughts: false,
      show_portfolio: false,
    });
    for (const reader of [ben.agent, cy.agent]) {
      const listed = await repliesTo(reader, thought.id);
      expect(listed.status).toBe(404);
      expect(JSON.stringify(listed.body)).not.toContain(answer.body);
      expect((await reader.get(`/api/v1/thoughts/${answer.id}`)).status).toBe(404);
      expect((await reply(reader, thought.id, 'Still there?')).status).toBe(404);
      const vote = await reader.put(`/api/v1/thoughts/${answer.id}/vote`, { vote: 'agree' });
      expect(vote.status).toBe(404);
    }
    // Its author still reads the post and what others said under it, and may answer; a member
    // named there, who cannot see the post, is told nothing.
    expect((await repliesTo(ada.agent, thought.id)).body.items).toHaveLength(1);
    await postThought(cy.agent, 'Payments volume keeps rising with travel.', 'V');
    const named = await replied(
      ada.agent,
      thought.id,
      `What do you think, @${await handleOf(cy.id)}?`,
    );
    expect(named.mentions).toHaveLength(1);
    expect(await noticesOf(cy.agent)).toEqual([]);
  });

  it('a reply on a post hidden by reports is hidden with it', async () => {
    const { ada, ben, cy } = await people();
    const thought = await postThought(ada.agent, 'Dividend growth beats the yield itself.');
    await replied(ben.agent, thought.id, 'Growth matters more than yield, agreed.');
    await ctx.db
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(eq(posts.id, Number(thought.id)));
    expect((await repliesTo(cy.agent, thought.id)).status).toBe(404);
    expect((await repliesTo(ben.agent, thought.id)).status).toBe(404);
    const refused = await reply(ada.agent, thought.id, 'Replying to my hidden post.');
    expect(refused.body).toMatchObject({ field: 'id' });
  });
});

describe('a replier’s pace', () => {
  it('refuses the same reply twice and past the hour’s posts, naming the field', async () => {
    const { ada, ben } = await people();
    const thought = await postThought(ada.agent, 'Free cash flow pays for everything here.');
    expect((await reply(ben.agent, thought.id, 'And the debt?')).status).toBe(201);
    const before = await dbSnapshot(ctx.db);
    const again = await reply(ben.agent, thought.id, '  and THE debt? ');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      field: 'body',
      error: `You posted this same reply a moment ago. Change it, or wait ${DUPLICATE_POST_WINDOW_MINUTES} minutes to post it again.`,
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);
    // The same key again is the first answer, not a refusal.
    const key = 'reply-draft-1';
    const first = await reply(ben.agent, thought.id, 'Margins too.', key);
    const retry = await reply(ben.agent, thought.id, 'Margins too.', key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    const firstId = (first.body.post as Post).id;
    expect((retry.body.post as Post).id).toBe(firstId);

    // Fill the rest of Ben's hour directly, then one more reply is one too many.
    const [latest] = await ctx.db
      .select()
      .from(posts)
      .where(eq(posts.id, Number(firstId)));
    const room = POSTS_PER_HOUR_MAX - 2;
    await ctx.db.insert(posts).values(
      Array.from({ length: room }, (_, i) => ({
        userId: ben.id,
        kind: 'reply' as const,
        symbol: 'AAPL',
        parentId: Number(thought.id),
        body: `Filler reply ${i}`,
        createdAt: latest!.createdAt,
      })),
    );
    const tooMany = await reply(ben.agent, thought.id, 'One reply too many this hour.');
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error).toMatch(
      /^You can post up to 60 times an hour\. Try again in \d+ minutes?\.$/,
    );
  });
});

describe('people to follow', () => {
  type Suggested = { id: string; reason: string; followed_by_me: boolean };
  const suggestions = async (agent: Agent) =>
    (await agent.get('/api/v1/people/suggestions')).body.people as Suggested[];

  it('suggests members posting on what the reader holds or watches, from posts they may see', async () => {
    const { ada, ben, cy } = await people();
    await postThought(ada.agent, 'Data centre demand outruns supply again.', 'NVDA');
    await postThought(cy.agent, 'Search ads keep paying for everything.', 'GOOGL');
    expect((await ben.agent.put('/api/v1/watchlist/NVDA')).status).toBeLessThan(300);
    const first = await suggestions(ben.agent);
    expect(first.find((person) => person.id === ada.id)).toMatchObject({
      reason: 'Posts about NVDA, which you watch',
      followed_by_me: false,
    });
    // Not someone posting on other securities, nor the reader (thought leaders come after the
    // members; this database has none: no demo seed).
    expect(first.some((person) => person.id === cy.id)).toBe(false);
    expect(first.some((person) => person.id === ben.id)).toBe(false);

    // Followed: no longer suggested. Private thoughts: not a reason to suggest their author.
    await ben.agent.put(`/api/v1/follows/${ada.id}`);
    expect((await suggestions(ben.agent)).some((person) => person.id === ada.id)).toBe(false);
    await ben.agent.request('DELETE', `/api/v1/follows/${ada.id}`);
    await ada.agent.put('/api/v1/privacy_settings', {
      show_ideas: true,
      show_thoughts: false,
      show_portfolio: false,
    });
    expect((await suggestions(ben.agent)).some((person) => person.id === ada.id)).toBe(false);
  });
});
