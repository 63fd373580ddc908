// Privacy: another user never receives a private field, checked for every profile and feed
// endpoint. The sweep is generated from the server's own route list: every GET route of the
// community tag is called as another reader, with B's ids filled in, and no answer may carry B's
// private ideas, thoughts or portfolio. Then B shares them and the same sweep must find them, which
// proves the sweep can see what it looks for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionsResponse, PostCreated, PostPage } from '@/contract/community';
import { accounts } from '@server/db/schema';
import { positions } from '@server/db/schema/orders';
import { and, eq } from 'drizzle-orm';
import { signedInAgent, type Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock, postIdea, postThought } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const IDEA_NOTE = 'private-idea-marker-7731';
const THOUGHT = 'private-thought-marker-4412 about margins';

/** Every community GET route, as called by `reader` about `owner` and owner's posts. */
async function sweep(reader: Agent, ids: { user: string; idea: string; thought: string }) {
  const urls = ctx.app.routeSpecs
    .filter((spec) => spec.method === 'GET' && spec.tag === 'community')
    .map((spec) =>
      spec.url
        .replace(':user_id', ids.user)
        .replace('/ideas/:id', `/ideas/${ids.idea}`)
        .replace('/thoughts/:id', `/thoughts/${ids.thought}`)
        .replace(':symbol', 'AAPL'),
    );
  expect(urls.length).toBeGreaterThanOrEqual(10);
  const answers: string[] = [];
  for (const url of urls) {
    for (const query of ['', `?user_id=${ids.user}`, '?symbol=AAPL']) {
      const response = await reader.get(`${url}${url.includes('?') ? '' : query}`);
      answers.push(`${url}${query} ${response.status} ${JSON.stringify(response.body)}`);
    }
  }
  return answers;
}

describe('privacy settings', () => {
  it('default: ideas and thoughts shared, portfolio not; only booleans accepted', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await agent.get('/api/v1/privacy_settings')).body).toEqual({
      show_ideas: true,
      show_thoughts: true,
      show_portfolio: false,
    });
    const bad = await agent.put('/api/v1/privacy_settings', {
      show_ideas: 'yes',
      show_thoughts: true,
      show_portfolio: false,
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'show_ideas']);
  });

  it('a private part never reaches another reader, on any profile or feed endpoint', async () => {
    const { agent: owner, id: ownerId } = await signedInAgent(ctx.agent(), 'Owner');
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Reader');
    await reader.put(`/api/v1/follows/${ownerId}`);
    const idea = (
      (await owner.post('/api/v1/ideas', { symbol: 'AAPL', idea_type: 'buy', note: IDEA_NOTE }))
        .body as PostCreated
    ).post;
    const thought = await postThought(owner, THOUGHT, 'AAPL', 'con');
    // A holding in the paper account, written directly: trading is not what is under test.
    const [paper] = await ctx.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, ownerId), eq(accounts.type, 'simulated')));
    await ctx.db.insert(positions).values({
      accountId: paper!.id,
      symbol: 'AAPL',
      quantityE5: 1_000_000,
      costBasisCents: 150_000,
    });
    const ids = { user: ownerId, idea: idea.id, thought: thought.id };

    await owner.put('/api/v1/privacy_settings', {
      show_ideas: false,
      show_thoughts: false,
      show_portfolio: false,
    });
    const hidden = (await sweep(reader, ids)).join('\n');
    expect(hidden).not.toContain(IDEA_NOTE);
    expect(hidden).not.toContain('private-thought-marker');
    expect(hidden).not.toContain('"portfolio"');
    expect(hidden).not.toContain('weight_bp');
    // The owner still sees everything of their own.
    const own = (await owner.get(`/api/v1/users/${ownerId}/public_profile`)).body;
    expect(own.ideas).toHaveLength(1);
    expect(own.portfolio).toEqual([{ symbol: 'AAPL', weight_bp: 10_000 }]);

    await owner.put('/api/v1/privacy_settings', {
      show_ideas: true,
      show_thoughts: true,
      show_portfolio: true,
    });
    const shared = (await sweep(reader, ids)).join('\n');
    expect(shared).toContain(IDEA_NOTE);
    expect(shared).toContain('private-thought-marker');
    expect(shared).toContain('"portfolio":[{"symbol":"AAPL","weight_bp":10000}]');
    // Weights only: never an amount, a share count or a cost.
    expect(shared).not.toMatch(/quantity|cost_basis|cash_cents/);
  });
});

describe('follows and people', () => {
  it('follow is idempotent both ways and nobody follows themselves', async () => {
    const { agent: a, id: aId } = await signedInAgent(ctx.agent(), 'Ann');
    const { agent: b, id: bId } = await signedInAgent(ctx.agent(), 'Ben');
    expect((await a.put(`/api/v1/follows/${bId}`)).body).toEqual({
      following: true,
      follower_count: 1,
    });
    expect((await a.put(`/api/v1/follows/${bId}`)).body).toEqual({
      following: true,
      follower_count: 1,
    });
    const connections = (await a.get('/api/v1/users/connections')).body as ConnectionsResponse;
    expect(connections.following.map((p) => p.id)).toEqual([bId]);
    expect(
      ((await b.get('/api/v1/users/connections')).body as ConnectionsResponse).followers[0]!.id,
    ).toBe(aId);
    expect((await a.request('DELETE', `/api/v1/follows/${bId}`)).body.following).toBe(false);
    expect((await a.request('DELETE', `/api/v1/follows/${bId}`)).body).toEqual({
      following: false,
      follower_count: 0,
    });
    const self = await a.put(`/api/v1/follows/${aId}`);
    expect([self.status, self.body.field]).toEqual([400, 'user_id']);
    expect((await a.put('/api/v1/follows/not-a-uuid')).body.field).toBe('user_id');
    expect((await a.put('/api/v1/follows/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('the activity feed holds followed people’s posts and one’s own, nobody else’s', async () => {
    const { agent: a } = await signedInAgent(ctx.agent(), 'Ann');
    const { agent: b, id: bId } = await signedInAgent(ctx.agent(), 'Ben');
    const { agent: c } = await signedInAgent(ctx.agent(), 'Cy');
    await a.put(`/api/v1/follows/${bId}`);
    const fromB = await postThought(b, 'Ben thinks the moat is widening.');
    await postThought(c, 'Cy is not followed by anyone here.');
    const mine = await postIdea(a, 'KO');
    const feed = (await a.get('/api/v1/feeds/activity')).body as PostPage;
    expect(feed.items.map((post) => post.id)).toEqual([mine.id, fromB.id]);
  });
});
