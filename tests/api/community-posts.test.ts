// Ideas and thoughts: an idea is graded from the moment it was posted, thoughts are plain text with
// a slug, HTML in posts is neutralised, votes keep counts equal to the rows, reports hide a post,
// and XP follows good-faith actions.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostCreated, PostPage, SecurityCommunity } from '@/contract/community';
import { dbSnapshot } from '../support/db-snapshot';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { movableClock, postIdea, postThought } from './community-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

describe('ideas', () => {
  it('records the prices at posting and grades the idea against the benchmark as time passes', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Ida');
    const created = await agent.post('/api/v1/ideas', {
      symbol: 'nvda',
      idea_type: 'sell',
      expected_return_pct: 15,
      horizon_days: 90,
      note: 'Priced for <b>perfection</b>.',
    });
    expect(created.status).toBe(201);
    const idea = created.body.post as Post;
    expect(idea).toMatchObject({
      kind: 'idea',
      symbol: 'NVDA',
      idea_type: 'sell',
      expected_return_pct: 15,
      horizon_days: 90,
      body: 'Priced for perfection.',
    });
    expect(idea.grade!.return_bp).toBe(0);
    expect(idea.grade!.vs_benchmark_bp).toBe(0);

    clock.advance(7 * 86_400_000);
    const later = (await agent.get(`/api/v1/ideas/${idea.id}`)).body as Post;
    const grade = later.grade!;
    // The arithmetic, from the two prices the grade reports: a sell idea earns the fall.
    const stockBp =
      ((grade.current_price_e4 - grade.posted_price_e4) * 10_000) / grade.posted_price_e4;
    expect(grade.current_price_e4).not.toBe(grade.posted_price_e4);
    expect(grade.return_bp).toBe(-Math.round(stockBp) || 0);
    expect(grade.vs_benchmark_bp).toBe(-(Math.round(stockBp) - grade.benchmark_return_bp) || 0);
    expect(grade.benchmark_symbol).toBe('SPY');
    clock.advance(-7 * 86_400_000);
  });

  it('/api/v1/ideas lists the reader’s own ideas by default, newest first', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const first = await postIdea(agent, 'KO');
    const second = await postIdea(agent, 'PEP', 'sell');
    const mine = (await agent.get('/api/v1/ideas')).body as PostPage;
    expect(mine.items.map((post) => post.id)).toEqual([second.id, first.id]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    const cases: Array<[unknown, string]> = [
      [{ symbol: 'AAPL', idea_type: 'hold' }, 'idea_type'],
      [{ symbol: 'NOPE!', idea_type: 'buy' }, 'symbol'],
      [{ symbol: 'AAPL', idea_type: 'buy', expected_return_pct: 1.5 }, 'expected_return_pct'],
      [{ symbol: 'AAPL', idea_type: 'buy', expected_return_pct: 5000 }, 'expected_return_pct'],
      [{ symbol: 'AAPL', idea_type: 'buy', horizon_days: 0 }, 'horizon_days'],
      [{ symbol: 'AAPL', idea_type: 'buy', note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await agent.post('/api/v1/ideas', body);
      expect([response.status, response.body.field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await agent.post('/api/v1/ideas', { symbol: 'ZZZZ', idea_type: 'buy' })).status).toBe(
      404,
    );
    expect(await dbSnapshot(ctx.db)).toEqual(before);
  });
});

describe('thoughts', () => {
  it('stores plain text: HTML and script are neutralised, the slug is readable', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const thought = await postThought(
      agent,
      '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>Services <b>margins</b> keep growing',
    );
    expect(thought.body).toBe('Services margins keep growing');
    expect(thought.slug).toBe('services-margins-keep-growing');
    const read = (await agent.get(`/api/v1/thoughts/${thought.id}`)).body as Post;
    expect(JSON.stringify(read)).not.toMatch(/<script|onerror|<img|<b>/i);
  });

  it('refuses a thought that is only markup, or too short or too long', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    for (const body of ['<b></b><i></i><u></u>', 'short', 'x'.repeat(1001), '   \n\n   ']) {
      const response = await agent.post('/api/v1/thoughts', {
        symbol: 'AAPL',
        pro_or_con: 'con',
        body,
      });
      expect([response.status, response.body.field]).toEqual([400, 'body']);
    }
    const wrongSide = await agent.post('/api/v1/thoughts', {
      symbol: 'AAPL',
      pro_or_con: 'meh',
      body: 'A perfectly fine thought.',
    });
    expect([wrongSide.status, wrongSide.body.field]).toEqual([400, 'pro_or_con']);
    expect(await dbSnapshot(ctx.db)).toEqual(before);
  });

  it('shows pros and cons of a security in two columns with their counts', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await postThought(agent, 'Dominant position in accelerators.', 'AMD', 'pro');
    await postThought(agent, 'Customers are designing their own chips.', 'AMD', 'con');
    await postThought(agent, 'Data-centre backlog keeps growing.', 'AMD', 'pro');
    await postIdea(agent, 'AMD');
    const community = (await agent.get('/api/v1/community/securities/amd'))
      .body as SecurityCommunity;
    expect(community.pros.map((post) => post.pro_or_con)).toEqual(['pro', 'pro']);
    expect(community.cons).toHaveLength(1);
    expect(community.ideas).toHaveLength(1);
    expect([community.pro_count, community.con_count]).toEqual([2, 1]);
  });

  it('counts pros and cons as each reader may see them: reported, unshared, or their own', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Counted Author');
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Counting Reader');
    const counts = async (agent: typeof author) => {
      const body = (await agent.get('/api/v1/community/securities/INTC')).body as SecurityCommunity;
      return [body.pro_count, body.con_count];
    };
    const plus = (base: number[], pros: number, cons: number) => [base[0]! + pros, base[1]! + cons];
    const [others, own] = [await counts(reader), await counts(author)];
    const reported = await postThought(author, 'Foundry customers are signing up.', 'INTC', 'pro');
    await postThought(author, 'The new node is on schedule.', 'INTC', 'pro');
    await postThought(author, 'Market share keeps slipping.', 'INTC', 'con');
    expect([await counts(reader), await counts(author)]).toEqual([
      plus(others, 2, 1),
      plus(own, 2, 1),
    ]);

    // Hidden by reports: gone for others, still counted for its author.
    await ctx.db.execute(sql`UPDATE posts SET hidden_at = now() WHERE id = ${reported.id}`);
    expect([await counts(reader), await counts(author)]).toEqual([
      plus(others, 1, 1),
      plus(own, 2, 1),
    ]);
    // The author stops sharing thoughts, then shares them again.
    const share = (thoughts: boolean) =>
      author.put('/api/v1/privacy_settings', {
        show_ideas: true,
        show_thoughts: thoughts,
        show_portfolio: false,
      });
    await share(false);
    expect([await counts(reader), await counts(author)]).toEqual([others, plus(own, 2, 1)]);
    await share(true);
    await ctx.db.execute(sql`UPDATE posts SET hidden_at = NULL WHERE id = ${reported.id}`);
    expect(await counts(reader)).toEqual(plus(others, 2, 1));
    // The kept counts are a recount of the posts.
    const drift = await ctx.db.execute(sql`
      SELECT c.symbol FROM security_side_counts c
      FULL JOIN (SELECT p.symbol, p.pro_or_con AS side, count(*)::int AS n FROM posts p
        WHERE post_side_shown(p) GROUP BY 1, 2) r ON r.symbol = c.symbol AND r.side = c.side
      WHERE coalesce(c.shown, 0) <> coalesce(r.n, 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('votes: counts always equal the rows; changing and taking back a vote', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Author');
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Reader');
    const thought = await postThought(author, 'Free cash flow covers the dividend twice.');
    const url = `/api/v1/thoughts/${thought.id}/vote`;
    expect((await reader.put(url, { vote: 'agree' })).body).toEqual({
      agree_count: 1,
      disagree_count: 0,
      my_vote: 'agree',
    });
    expect((await reader.put(url, { vote: 'agree' })).body.agree_count).toBe(1);
    expect((await reader.put(url, { vote: 'disagree' })).body).toMatchObject({
      agree_count: 0,
      disagree_count: 1,
    });
    expect((await reader.put(url, { vote: null })).body).toEqual({
      agree_count: 0,
      disagree_count: 0,
      my_vote: null,
    });
    const own = await author.put(url, { vote: 'agree' });
    expect([own.status, own.body.field]).toEqual([400, 'vote']);
    expect((await reader.put('/api/v1/thoughts/999999999/vote', { vote: 'agree' })).status).toBe(
      404,
    );
    expect((await reader.put('/api/v1/thoughts/abc/vote', { vote: 'agree' })).body.field).toBe(
      'id',
    );
  });

  it('XP: posting and being agreed with earn points; an agreement counts once per reader', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Author');
    const { agent: reader } = await signedInAgent(ctx.agent(), 'Reader');
    const thought = await postThought(author, 'Subscription revenue is sticky and growing.');
    expect((await author.get('/api/v1/karma')).body).toEqual({
      karmaTotal: 10,
      reachedDailyMax: false,
    });
    const url = `/api/v1/thoughts/${thought.id}/vote`;
    await reader.put(url, { vote: 'agree' });
    await reader.put(url, { vote: null });
    await reader.put(url, { vote: 'agree' });
    expect((await author.get('/api/v1/karma')).body.karmaTotal).toBe(12);
    expect((await reader.get('/api/v1/karma')).body.karmaTotal).toBe(0);
  });

  it('three reports from different readers hide a post from everyone but its author', async () => {
    const { agent: author } = await signedInAgent(ctx.agent(), 'Spammer');
    const thought = await postThought(author, 'Buy my course at example dot com now!!!', 'TSLA');
    const readers = await Promise.all(
      [1, 2, 3].map(async (i) => (await signedInAgent(ctx.agent(), `R${i}`)).agent),
    );
    const url = `/api/v1/thoughts/${thought.id}/report`;
    expect((await readers[0]!.post(url, { reason: 'Spam' })).body).toEqual({ ok: true });
    await readers[0]!.post(url, { reason: 'Spam again' });
    await readers[1]!.post(url, { reason: 'Advertising' });
    expect((await readers[2]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(200);
    await readers[2]!.post(url, { reason: 'Spam' });
    expect((await readers[2]!.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(404);
    expect((await author.get(`/api/v1/thoughts/${thought.id}`)).status).toBe(200);
    const own = await author.post(url, { reason: 'oops' });
    expect(own.status).toBe(400);
  });
});

describe('offline drafts', () => {
  it('a retried thought with the same Idempotency-Key posts once and answers the first post', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const body = { symbol: 'AAPL', pro_or_con: 'pro', body: 'Posted from an offline draft.' };
    const headers = { headers: { 'Idempotency-Key': 'thought:2f1c4a8e-draft' } };
    const first = await agent.post('/api/v1/thoughts', body, headers);
    const again = await agent.post('/api/v1/thoughts', body, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((again.body as PostCreated).post.id).toBe((first.body as PostCreated).post.id);
    const mine = (await agent.get('/api/v1/thoughts?symbol=AAPL')).body as PostPage;
    expect(mine.items.filter((post) => post.body === body.body)).toHaveLength(1);
    expect((await agent.get('/api/v1/karma')).body.karmaTotal).toBe(10);
    const reused = await agent.post('/api/v1/thoughts', { ...body, pro_or_con: 'con' }, headers);
    expect([reused.status, reused.body.field]).toEqual([422, 'Idempotency-Key']);
  });
});
