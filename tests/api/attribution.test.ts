// Campaign attribution (spec §7 page-level forwarding).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributions } from '@server/db/schema';
import { attributionsOf, campaignParams } from '@server/services/attribution';
import { PASSWORD, uniqueEmail } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('campaignParams', () => {
  it('keeps only the campaign keys, capped at 200 characters', () => {
    expect(campaignParams('?utm_source=news&utm_campaign=fall&email=a@b.c&token=secret')).toEqual({
      utm_source: 'news',
      utm_campaign: 'fall',
    });
    expect(campaignParams(`ref=${'x'.repeat(300)}`).ref).toHaveLength(200);
  });
});

describe('POST /api/v1/attribution', () => {
  it('stores a visit once and attaches it to the user who signs up from that browser', async () => {
    const agent = ctx.agent();
    const body = {
      query: '?utm_source=podcast&utm_medium=audio&x=1',
      landing_path: '/lf/personalized-money-makeover',
    };
    expect((await agent.post('/api/v1/attribution', body)).status).toBe(204);
    expect((await agent.post('/api/v1/attribution', body)).status).toBe(204); // a reload
    const visitor = agent.cookie('vid');
    expect(visitor).toBeDefined();

    const signUp = await agent.post('/api/v1/auth/sign_up', {
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'Attributed',
    });
    const userId = (signUp.body.user as { id: string }).id;
    const rows = await attributionsOf(ctx.db, userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      landingPath: '/lf/personalized-money-makeover',
      params: { utm_source: 'podcast', utm_medium: 'audio' },
    });
  });

  it('stores nothing for a query without campaign keys', async () => {
    const agent = ctx.agent();
    expect(
      (await agent.post('/api/v1/attribution', { query: 'x=1&y=2', landing_path: '/' })).status,
    ).toBe(204);
    const rows = await ctx.db.select().from(attributions).where(eq(attributions.landingPath, '/'));
    expect(rows.filter((row) => Object.keys(row.params).length === 0)).toHaveLength(0);
  });
});
