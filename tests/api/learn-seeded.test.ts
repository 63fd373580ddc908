// The learn API over the course a fresh install ships (content/lessons, seeded at start): its
// answers match the contract the client validates them with (src/contract/learn.ts), and every
// partner the seed lessons promote comes with its button text and a tracking link.
import { resolve } from 'node:path';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LearnState, LessonCompleted, partnerButtonText } from '@/contract/learn';
import { seedContent } from '@server/content/seed';
import type { FundingContext } from './funding-fixtures';
import { completed, createLearnContext, member, stateOf } from './learn-fixtures';

const REPO_CONTENT = resolve(__dirname, '../../content');

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createLearnContext();
  await seedContent(ctx.db, REPO_CONTENT);
});
afterAll(async () => ctx.close());

describe('learn: the seeded course', () => {
  it('answers with the contract shapes, in course order', async () => {
    const { agent } = await member(ctx);
    const state = await stateOf(agent);
    assert(state, LearnState);
    expect(state.lessonOrder.length).toBeGreaterThanOrEqual(12);
    const positions = state.lessonOrder.map((id) => state.lessonData[id]!.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(state.nextLessonId).toBe(state.lessonOrder[0]);
    const done = await completed(agent, state.nextLessonId!);
    assert(done, LessonCompleted);
    expect(done.state.status).toBe('COME_BACK_TOMORROW');
  });

  it('links every promoted partner with its button text and the lesson slug', async () => {
    const { agent } = await member(ctx);
    const state = await stateOf(agent);
    const partners = Object.values(state.lessonData).flatMap((l) =>
      l.partners.map((p) => ({ ...p, lesson: l.id })),
    );
    expect(new Set(partners.map((p) => p.kind)).size).toBeGreaterThanOrEqual(11);
    for (const partner of partners) {
      expect(partner.button_text).toBe(partnerButtonText(partner.kind));
      const url = new URL(partner.url);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('utm_campaign')).toBe(partner.lesson);
      expect(url.searchParams.get('sr_member')).toBeTruthy();
    }
  });
});
