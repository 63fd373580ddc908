// A fresh install is alive: the demo community has at least 5 featured contributors and 10 thought
// leaders and famous investors, each with ideas and pro/con thoughts on real securities; a second
// start seeds nothing more; nobody can log in as a demo person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PeopleList, PostPage, PublicProfile, SecurityCommunity } from '@/contract/community';
import { posts } from '@server/db/schema/community';
import { seedDemoCommunity } from '@server/seed/demo-community';
import { demoEmail } from '@server/seed/demo-people';
import { createQuoteProvider } from '@server/market';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const seed = () =>
  seedDemoCommunity({
    db: ctx.db,
    quotes: createQuoteProvider({ now: clock.now }),
    now: clock.now(),
    karmaDailyMax: 50,
  });

describe('demo community seed', () => {
  it('seeds once; the people, their ideas and thoughts are there for a new user', async () => {
    expect(await seed()).toBe(true);
    const [first] = await ctx.db.select({ n: count() }).from(posts);
    expect(await seed()).toBe(false);
    const [second] = await ctx.db.select({ n: count() }).from(posts);
    expect(second!.n).toBe(first!.n);

    const { agent } = await signedInAgent(ctx.agent(), 'Newcomer');
    const list = async (kind: string) =>
      ((await agent.get(`/api/v1/people?kind=${kind}`)).body as PeopleList).people;
    const featured = await list('featured_contributor');
    const leaders = [...(await list('thought_leader')), ...(await list('famous_investor'))];
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(leaders.length).toBeGreaterThanOrEqual(10);
    for (const person of [...featured, ...leaders]) {
      const profile = (await agent.get(`/api/v1/users/${person.id}/public_profile`))
        .body as PublicProfile;
      expect(profile.ideas!.length, person.name).toBeGreaterThan(0);
      expect(profile.bio).toMatch(/^Demo profile\./);
    }
    const community = (await agent.get('/api/v1/feeds/community?limit=50')).body as PostPage;
    expect(community.items.some((post) => post.pro_or_con === 'pro')).toBe(true);
    expect(community.items.some((post) => post.pro_or_con === 'con')).toBe(true);
    const popular = (await agent.get('/api/v1/feeds/popular_ideas')).body as PostPage;
    expect(popular.items.length).toBeGreaterThan(0);
    // Ideas were priced when posted, weeks ago: their grades have moved.
    expect(popular.items.some((post) => post.grade!.return_bp !== 0)).toBe(true);
    const aapl = (await agent.get('/api/v1/community/securities/AAPL')).body as SecurityCommunity;
    expect(aapl.pro_count + aapl.con_count).toBeGreaterThan(0);
  });

  it('nobody can log in as a demo person', async () => {
    const response = await ctx.agent().post('/api/v1/auth/login', {
      email: demoEmail(1),
      password: 'correct horse battery staple',
    });
    expect(response.status).toBe(401);
  });
});
