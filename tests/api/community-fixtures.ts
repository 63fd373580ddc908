// Shared set-up for the community suites: an app on a clock the test moves, and helpers that post.
import type { Post, PostCreated } from '@/contract/community';
import { createQuoteProvider } from '@server/market';
import { seedDemoCommunity } from '@server/seed/demo-community';
import type { Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

/** A market minute in a regular session, so quotes move between two instants. */
const T0 = new Date('2025-07-23T15:00:00Z');

export function movableClock(start = T0) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** An app on `clock` whose database holds the demo community (contributors, viewpoints, posts). */
export async function seededCommunityContext(
  clock: ReturnType<typeof movableClock>,
): Promise<TestContext> {
  const ctx = await createTestContext({ now: clock.now });
  await seedDemoCommunity({
    db: ctx.db,
    quotes: createQuoteProvider({ now: clock.now }),
    now: clock.now(),
    karmaDailyMax: 50,
  });
  return ctx;
}

export async function postThought(
  agent: Agent,
  body = 'Margins keep expanding quarter after quarter.',
  symbol = 'AAPL',
  proOrCon: 'pro' | 'con' = 'pro',
): Promise<Post> {
  const response = await agent.post('/api/v1/thoughts', {
    symbol,
    pro_or_con: proOrCon,
    body,
  });
  if (response.status !== 201)
    throw new Error(`thought: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as PostCreated).post;
}

export async function postIdea(
  agent: Agent,
  symbol = 'MSFT',
  ideaType: 'buy' | 'sell' = 'buy',
): Promise<Post> {
  const response = await agent.post('/api/v1/ideas', { symbol, idea_type: ideaType });
  if (response.status !== 201)
    throw new Error(`idea: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as PostCreated).post;
}
