// Sharing, asking and referrals: a share link shows one post to anyone while its author shares it,
// /a/{code} short links land on the right page, a referral is traced once and never to oneself, and
// invitations count each address once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralSummary, ShareCreated, SharedPost } from '@/contract/social';
import { dbDump, dbSnapshot } from '../support/db-snapshot';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock, postThought } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

describe('share links and asks', () => {
  it('anyone with the link reads the post until its author stops sharing thoughts', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Author');
    const { agent: sharer } = await signedInAgent(ctx.agent(), 'Sharer');
    const thought = await postThought(author, 'Cloud margins will surprise on the upside.');
    const created = await sharer.post('/api/v1/shares', {
      post_id: thought.id,
      channel: 'Share Link',
      question: 'Why do you think <b>so</b>?',
    });
    expect(created.status).toBe(201);
    const share = created.body as ShareCreated;
    expect(share.url).toBe(`/share/${share.token}`);

    const anonymous = ctx.agent();
    const read = await anonymous.get(`/api/v1/shares/${share.token}`);
    expect(read.status).toBe(200);
    const shared = read.body as SharedPost;
    expect(shared).toMatchObject({
      shared_by: 'Sharer',
      question: 'Why do you think so?',
      post: { body: 'Cloud margins will surprise on the upside.', author_name: 'Author' },
    });

    const short = await ctx.app.inject({ method: 'GET', url: share.short_url });
    expect([short.statusCode, short.headers.location]).toEqual([302, share.url]);

    await author.put('/api/v1/privacy_settings', {
      show_ideas: true,
      show_thoughts: false,
      show_portfolio: false,
    });
    expect((await anonymous.get(`/api/v1/shares/${share.token}`)).status).toBe(404);
  });

  it('refuses to share a post that is not shared with everyone, or a bad channel', async () => {
    const { agent: author } = await signedInAgent(ctx.agent());
    const thought = await postThought(author, 'A thought its author keeps private.');
    await author.put('/api/v1/privacy_settings', {
      show_ideas: false,
      show_thoughts: false,
      show_portfolio: false,
    });
    const before = await dbSnapshot(ctx.db);
    const hidden = await author.post('/api/v1/shares', { post_id: thought.id, channel: 'Email' });
    expect([hidden.status, hidden.body.field]).toEqual([404, 'post_id']);
    const channel = await author.post('/api/v1/shares', {
      post_id: thought.id,
      channel: 'Myspace',
    });
    expect([channel.status, channel.body.field]).toEqual([400, 'channel']);
    expect((await ctx.agent().get('/api/v1/shares/%3Cscript%3E')).body.field).toBe('token');
    expect(await dbSnapshot(ctx.db)).toEqual(before);
  });
});

describe('referrals and invites', () => {
  it('traces a sign-up to its referrer once, never to oneself', async () => {
    const { agent: referrer } = await signedInAgent(ctx.agent(), 'Referrer');
    const { agent: other } = await signedInAgent(ctx.agent(), 'Other');
    const { agent: newcomer } = await signedInAgent(ctx.agent(), 'Newcomer');
    const summary = (await referrer.get('/api/v1/referrals')).body as ReferralSummary;
    expect(summary.short_url).toBe(`/a/${summary.code}`);
    const landing = await ctx.app.inject({ method: 'GET', url: summary.short_url });
    expect(landing.headers.location).toBe(`/app/signup?ref=${summary.code}`);

    const self = await referrer.post('/api/v1/referrals/claim', { code: summary.code });
    expect([self.status, self.body.field]).toEqual([400, 'code']);
    const claim = { code: summary.code, channel: 'Share Link' };
    expect((await newcomer.post('/api/v1/referrals/claim', claim)).status).toBe(200);
    expect((await newcomer.post('/api/v1/referrals/claim', claim)).status).toBe(200);
    const otherCode = ((await other.get('/api/v1/referrals')).body as ReferralSummary).code;
    const second = await newcomer.post('/api/v1/referrals/claim', { code: otherCode });
    expect([second.status, second.body.field]).toEqual([409, 'code']);
    expect(((await referrer.get('/api/v1/referrals')).body as ReferralSummary).referred_count).toBe(
      1,
    );
    const unknown = await newcomer.post('/api/v1/referrals/claim', { code: 'nosuchcode' });
    expect(unknown.status).toBe(404);
  });

  it('counts each invited address once, kept only as a hash', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const first = await agent.post('/api/v1/invites', {
      channel: 'Email',
      emails: ['Friend@Example.com', 'pal@example.com'],
    });
    expect(first.body).toEqual({ invited: 2, already_invited: 0 });
    const again = await agent.post('/api/v1/invites', {
      channel: 'Gmail Contacts',
      emails: ['friend@example.com'],
    });
    expect(again.body).toEqual({ invited: 0, already_invited: 1 });
    const snapshot = await dbDump(ctx.db);
    expect(snapshot).not.toContain('pal@example.com');
    const tooMany = await agent.post('/api/v1/invites', {
      channel: 'Email',
      emails: Array.from({ length: 51 }, (_, i) => `f${i}@example.com`),
    });
    expect([tooMany.status, tooMany.body.field]).toEqual([400, 'emails']);
  });

  it('an unknown short link gets the 404 of the /a/ area, not a redirect', async () => {
    for (const url of ['/a/doesnotexist', '/a/%3Cscript%3E']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers.location], url).toEqual([404, undefined]);
    }
  });
});
