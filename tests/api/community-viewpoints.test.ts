// Viewpoints: featured contributors publish; a subscriber-only viewpoint reaches a non-subscriber
// locked (title and teaser, never the body), a subscriber reads it in full, cancelling locks it
// again, and only featured contributors may publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContributorList, ContributorPage } from '@/contract/viewpoints';
import { viewpointSubscriptions } from '@server/db/schema/viewpoints';
import { demoUserId } from '@server/seed/demo-people';
import { DEMO_VIEWPOINTS } from '@server/seed/demo-viewpoints';
import { dbSnapshot } from '../support/db-snapshot';
import { signedInAgent } from '../support/agent';
import type { TestContext } from '../support/test-app';
import { movableClock, seededCommunityContext } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await seededCommunityContext(clock);
});
afterAll(() => ctx.close());

const locked = DEMO_VIEWPOINTS.find((v) => v.by === 1 && v.subscriberOnly)!;
const open = DEMO_VIEWPOINTS.find((v) => v.by === 1 && !v.subscriberOnly)!;

describe('viewpoints', () => {
  it('lists at least five featured contributors, each with a latest viewpoint', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const list = (await agent.get('/api/v1/viewpoint_contributors/featured'))
      .body as ContributorList;
    expect(list.contributors.length).toBeGreaterThanOrEqual(5);
    for (const contributor of list.contributors) {
      expect(contributor.latest, contributor.name).not.toBeNull();
      expect(contributor.subscribed).toBe(false);
    }
  });

  it('a subscriber-only viewpoint is locked for others, open to subscribers, locked after cancelling', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const page = async () =>
      (await agent.get('/api/v1/viewpoint_contributors/maya-lindqvist')).body as ContributorPage;
    const find = (p: ContributorPage, title: string) =>
      p.viewpoints.find((v) => v.title === title)!;

    const before = await page();
    expect(find(before, locked.title)).toMatchObject({ locked: true, body: null });
    expect(JSON.stringify(before)).not.toContain(locked.body.slice(200, 260));
    expect(find(before, locked.title).teaser.length).toBeLessThanOrEqual(161);
    expect(find(before, open.title)).toMatchObject({ locked: false, body: open.body });

    // A paid purchase (tests/api/payments-viewpoints.test.ts) ends in this row.
    await ctx.db
      .insert(viewpointSubscriptions)
      .values({ subscriberId: id, contributorId: demoUserId(1) });
    const subscribed = await page();
    expect(subscribed.contributor.subscribed).toBe(true);
    expect(find(subscribed, locked.title)).toMatchObject({ locked: false, body: locked.body });
    const manage = (await agent.get('/api/v1/viewpoint_contributors/manage'))
      .body as ContributorList;
    expect(manage.contributors.map((c) => c.handle)).toEqual(['maya-lindqvist']);

    const cancelled = await agent.request(
      'DELETE',
      `/api/v1/viewpoint_subscriptions/${demoUserId(1)}`,
    );
    expect((cancelled.body as ContributorList).contributors).toEqual([]);
    expect(find(await page(), locked.title).locked).toBe(true);
  });

  it('only featured contributors publish; bad names and bodies are refused, nothing written', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    const body = { title: 'My take', body: 'x'.repeat(60) };
    expect((await agent.post('/api/v1/viewpoints', body)).status).toBe(403);
    const short = await agent.post('/api/v1/viewpoints', { title: 'Hi', body: 'too short' });
    expect([short.status, short.body.field]).toEqual([400, 'body']);
    const name = await agent.get('/api/v1/viewpoint_contributors/Not A Name');
    expect([name.status, name.body.field]).toEqual([400, 'name']);
    expect((await agent.get('/api/v1/viewpoint_contributors/nobody-here')).status).toBe(404);
    expect(await dbSnapshot(ctx.db)).toEqual(before);
  });
});
