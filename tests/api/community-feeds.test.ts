// Feeds and karma: cursor pagination returns no duplicates or gaps while posts are inserted, and
// the daily XP maximum (spec §1) holds under concurrent awards (meaningful on PostgreSQL, where
// requests really run side by side: TEST_DB=postgres).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostCreated, PostPage, PublicProfile, SecurityCommunity } from '@/contract/community';
import { signedInAgent, type Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock, postIdea, postThought } from './community-fixtures';

const DAILY_MAX = 50;
const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, karmaDailyMax: DAILY_MAX });
});
afterAll(() => ctx.close());

async function readAll(agent: Agent, url: string, onPage: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; ; page++) {
    const query: string = `?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
    const body = (await agent.get(`${url}${query}`)).body as PostPage;
    seen.push(...body.items.map((post) => post.id));
    await onPage(page);
    if (!body.next_cursor) return seen;
    cursor = body.next_cursor;
  }
}

describe('feed pagination', () => {
  it('no duplicates and no gaps while new posts arrive between pages', async () => {
    const { agent: author, id: authorId } = await signedInAgent(ctx.agent(), 'Prolific');
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Reader');
    await reader.put(`/api/v1/follows/${authorId}`);
    const original: string[] = [];
    for (let i = 0; i < 30; i++) {
      original.push((await postThought(author, `Observation number ${i} about the market.`)).id);
    }
    const seen = await readAll(reader, '/api/v1/feeds/activity', async (page) => {
      // Two new posts land while the reader is between pages (new words each time: the same
      // thought again within minutes is refused).
      await Promise.all([
        postThought(author, `A brand new thought posted mid-scroll, after page ${page}.`),
        postThought(author, `Another new thought posted mid-scroll, after page ${page}.`),
      ]);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...original].reverse());
  });

  it('refuses a bad cursor or limit, naming it', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    for (const [query, field] of [
      ['?cursor=abc', 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?cursor=1;drop', 'cursor'],
    ]) {
      const response = await agent.get(`/api/v1/feeds/community${query}`);
      expect([response.status, response.body.field]).toEqual([400, field]);
    }
  });
});

// Every list is a statement composed once and filled on each read (server/db/prepared.ts): a value
// written into the statement instead of a placeholder would answer the second author, security or
// reader with the first one's posts.
describe('lists read with their own values on every call', () => {
  it('each author, security, reader and reply thread gets its own posts', async () => {
    const a = await signedInAgent(ctx.agent(), 'First Author');
    const b = await signedInAgent(ctx.agent(), 'Second Author');
    const { agent: voter } = await signedInAgent(ctx.agent(), 'Voter');
    const { agent: quiet } = await signedInAgent(ctx.agent(), 'Quiet');
    const aThought = await postThought(a.agent, 'Services revenue keeps compounding.', 'AAPL');
    const bThought = await postThought(b.agent, 'Cloud growth is slowing down.', 'MSFT', 'con');
    await voter.put(`/api/v1/thoughts/${aThought.id}/vote`, { vote: 'agree' });
    await a.agent.post(`/api/v1/posts/${aThought.id}/replies`, { body: 'And wearables too.' });
    await b.agent.post(`/api/v1/posts/${bThought.id}/replies`, { body: 'Azure still grows.' });

    for (const [author, thought] of [
      [a, aThought],
      [b, bThought],
    ] as const) {
      const profile = (await voter.get(`/api/v1/users/${author.id}/public_profile`))
        .body as PublicProfile;
      expect(profile.thoughts?.map((post) => post.id)).toEqual([thought.id]);
      const listed = (await voter.get(`/api/v1/thoughts?user_id=${author.id}`)).body as PostPage;
      expect(listed.items.map((post) => post.id)).toEqual([thought.id]);
      const replies = (await voter.get(`/api/v1/posts/${thought.id}/replies`)).body as PostPage;
      expect(replies.items.map((post) => post.parent_id)).toEqual([thought.id]);
    }
    const aapl = (await voter.get('/api/v1/community/securities/AAPL')).body as SecurityCommunity;
    const msft = (await voter.get('/api/v1/community/securities/MSFT')).body as SecurityCommunity;
    expect(aapl.pros.map((post) => post.id)).toContain(aThought.id);
    expect([...aapl.pros, ...aapl.cons].every((post) => post.symbol === 'AAPL')).toBe(true);
    expect(msft.cons.map((post) => post.id)).toContain(bThought.id);
    expect([...msft.pros, ...msft.cons].every((post) => post.symbol === 'MSFT')).toBe(true);

    const myVote = async (agent: Agent) =>
      ((await agent.get(`/api/v1/thoughts/${aThought.id}`)).body as PostCreated['post']).my_vote;
    const feedVote = async (agent: Agent) =>
      ((await agent.get('/api/v1/feeds/community?limit=50')).body as PostPage).items.find(
        (post) => post.id === aThought.id,
      )?.my_vote;
    expect([await myVote(voter), await myVote(quiet)]).toEqual(['agree', null]);
    expect([await feedVote(voter), await feedVote(quiet)]).toEqual(['agree', null]);
  });
});

describe('popular ideas', () => {
  it('lists the most discussed securities first, leaving out unshared and hidden ideas', async () => {
    const author = async (name: string) => (await signedInAgent(ctx.agent(), name)).agent;
    const [one, two, three, quiet] = [
      await author('Ko Bull'),
      await author('Ko Bear'),
      await author('Ko Watcher'),
      await author('Dis Fan'),
    ];
    const koIdeas = [await postIdea(one, 'KO'), await postIdea(two, 'KO', 'sell')];
    await postThought(three, 'Pricing power holds through the cycle.', 'KO', 'pro');
    const disIdea = await postIdea(quiet, 'DIS');
    // A reported idea and one whose author does not share ideas stay out.
    const hidden = await postIdea(three, 'KO');
    await ctx.db.execute(sql`UPDATE posts SET hidden_at = now() WHERE id = ${hidden.id}`);
    const { agent: shy } = await signedInAgent(ctx.agent(), 'Shy Investor');
    const unshared = await postIdea(shy, 'DIS');
    await shy.put('/api/v1/privacy_settings', {
      show_ideas: false,
      show_thoughts: true,
      show_portfolio: false,
    });

    const { agent: reader } = await signedInAgent(ctx.agent(), 'Popular Reader');
    const ids = ((await reader.get('/api/v1/feeds/popular_ideas')).body as PostPage).items.map(
      (post) => post.id,
    );
    const mine = ids.filter((id) =>
      [...koIdeas, disIdea, hidden, unshared].some((post) => post.id === id),
    );
    // KO (four posts, three shown) before DIS; newest first within a security.
    expect(mine).toEqual([koIdeas[1]!.id, koIdeas[0]!.id, disIdea.id]);
    // Its author still reads their own unshared idea in the list.
    const own = ((await shy.get('/api/v1/feeds/popular_ideas')).body as PostPage).items;
    expect(own.some((post) => post.id === unshared.id)).toBe(true);
  });

  it('reads past the top security when the reader may see too few of its ideas', async () => {
    // 22 ideas on F, the most discussed security, by members who do not share ideas, and one
    // shared idea on PEP: the page holds the PEP idea, not nothing.
    for (let i = 0; i < 11; i++) {
      const { agent } = await signedInAgent(ctx.agent(), `Private Trader ${i}`);
      await agent.put('/api/v1/privacy_settings', {
        show_ideas: false,
        show_thoughts: true,
        show_portfolio: false,
      });
      await postIdea(agent, 'F', 'buy');
      await postIdea(agent, 'F', 'sell');
    }
    const { agent: open } = await signedInAgent(ctx.agent(), 'Open Trader');
    const shared = await postIdea(open, 'PEP');
    // The securities' ranking is kept a minute per instance: past it, F and PEP are in it.
    clock.advance(61_000);
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Second Reader');
    const page = (await reader.get('/api/v1/feeds/popular_ideas')).body as PostPage;
    expect(page.items.map((post) => post.id)).toContain(shared.id);
    expect(page.items.some((post) => post.symbol === 'F')).toBe(false);
  });
});

describe('karma daily maximum', () => {
  it('holds under concurrent awards, and a new New York day starts from zero', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Eager');
    // Twelve thoughts at once, 10 XP each, against a maximum of 50.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        agent.post('/api/v1/thoughts', {
          symbol: 'MSFT',
          pro_or_con: i % 2 ? 'pro' : 'con',
          body: `Concurrent thought number ${i} on cloud growth.`,
        }),
      ),
    );
    expect(results.every((response) => response.status === 201)).toBe(true);
    expect((await agent.get('/api/v1/karma')).body).toEqual({
      karmaTotal: DAILY_MAX,
      reachedDailyMax: true,
    });
    const lastKarma = results.map((response) => (response.body as PostCreated).karma.karmaTotal);
    expect(Math.max(...lastKarma)).toBe(DAILY_MAX);

    // Readers agreeing at once with one thought: the author is already at the maximum today.
    const thoughtId = (results[0]!.body as PostCreated).post.id;
    const readers = await Promise.all(
      Array.from({ length: 5 }, async () => (await signedInAgent(ctx.agent())).agent),
    );
    await Promise.all(
      readers.map((reader) => reader.put(`/api/v1/thoughts/${thoughtId}/vote`, { vote: 'agree' })),
    );
    expect((await agent.get('/api/v1/karma')).body.karmaTotal).toBe(DAILY_MAX);

    // 2025-07-24 in New York: a new day.
    clock.advance(24 * 3_600_000);
    try {
      expect((await agent.get('/api/v1/karma')).body.reachedDailyMax).toBe(false);
      await postThought(agent, 'A fresh day brings a fresh thought.');
      expect((await agent.get('/api/v1/karma')).body).toEqual({
        karmaTotal: DAILY_MAX + 10,
        reachedDailyMax: false,
      });
    } finally {
      clock.advance(-24 * 3_600_000);
    }
  });
});
