// POST /api/v1/lead (spec §3 lead record, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@server/db/schema';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countLeads = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]?.n;

describe('lead capture', () => {
  it('stores the lead record with its lander slug and partner id', async () => {
    const response = await ctx.agent().post('/api/v1/lead', {
      email: 'Reader@Example.com',
      lander_slug: 'personalized-money-makeover',
      white_label_partner_id: 7,
    });
    expect(response.status).toBe(200);
    const [row] = await ctx.db.select().from(leads);
    expect(row).toMatchObject({
      email: 'reader@example.com',
      landerSlug: 'personalized-money-makeover',
      whiteLabelPartnerId: 7,
    });
  });

  it('answers a repeated email like the first and stores no second row', async () => {
    const before = await countLeads();
    const first = await ctx
      .agent()
      .post('/api/v1/lead', { email: 'twice@example.com', lander_slug: 'a' });
    const again = await ctx
      .agent()
      .post('/api/v1/lead', { email: 'TWICE@example.com ', lander_slug: 'b' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countLeads()).toBe((before ?? 0) + 1);
  });

  it('rejects a malformed email with 400 and an error field', async () => {
    const before = await countLeads();
    const response = await ctx
      .agent()
      .post('/api/v1/lead', { email: 'not-an-email', lander_slug: 'a' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'email must be a valid email address.',
      code: 'invalid_input',
      field: 'email',
    });
    expect(await countLeads()).toBe(before);
  });
});
