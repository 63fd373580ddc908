// Fixtures for the learn-and-earn tests: an app on a frozen clock the test moves (with the funding
// settlement job on the same clock, for first deposits), lessons written through the content store
// as the editor endpoint writes them, and helpers that take a member through the live-account
// approval and a settled deposit.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LessonDocument, LessonSection, PartnerKind } from '@/contract/content';
import type { LearnState, LessonCompleted } from '@/contract/learn';
import { putDocument } from '@server/content/store';
import { accounts, liveAccountApplications } from '@server/db/schema';
import { type Agent, type AgentResponse, signedInAgent } from '../support/agent';
import type { TestAppOptions, TestContext } from '../support/test-app';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  transfer,
} from './funding-fixtures';

/** Monday 23 November 2026, 10:00 in New York (EST, UTC-5). */
export const MONDAY_10AM_ET = new Date('2026-11-23T15:00:00Z');
export const HOUR = 3_600_000;

export async function createLearnContext(options: TestAppOptions = {}): Promise<FundingContext> {
  const ctx = await createFundingContext(
    { settlementDelayMs: 1_000, instantDepositLimitCents: 0 },
    options,
  );
  ctx.clock.at = MONDAY_10AM_ET;
  return ctx;
}

const text: LessonSection = {
  content_type: 'text',
  blocks: [{ type: 'paragraph', text: 'A share is a small slice of a company.' }],
};

export const sponsor = (
  partner: PartnerKind,
  content_type:
    'sponsorIntro' | 'sponsorOutro' | 'productPartnerOutro' | 'ladderQuoteTool' = 'sponsorOutro',
): LessonSection => ({
  content_type,
  partner,
  headline: `A word from ${partner}`,
  text: `${partner} is one of our partners.`,
});

export function lesson(
  slug: string,
  position: number,
  over: Partial<LessonDocument> = {},
): LessonDocument {
  return {
    slug,
    position,
    title: `Lesson ${position}`,
    type: 'text',
    component: null,
    completion_xp: 10,
    reward_cents: 0,
    preview: { summary: `Summary of ${slug}`, minutes: 3, disclaimers: ['For education only.'] },
    sections: [text],
    published: true,
    ...over,
  };
}

/** Writes lessons as the editor endpoint does (server/content/store.ts putDocument). */
export async function publish(ctx: TestContext, ...lessons: LessonDocument[]): Promise<void> {
  for (const doc of lessons) await putDocument(ctx.db, 'lessons', doc.slug, doc);
}

/** `count` published lessons `l1`…`lN`, 10 XP each, the second paying $1.25. */
export async function publishCourse(ctx: TestContext, count: number): Promise<string[]> {
  const docs = Array.from({ length: count }, (_, i) =>
    lesson(`l${i + 1}`, i + 1, i === 1 ? { reward_cents: 125 } : {}),
  );
  await publish(ctx, ...docs);
  return docs.map((d) => d.slug);
}

export async function member(ctx: TestContext): Promise<{ agent: Agent; userId: string }> {
  const { agent, id } = await signedInAgent(ctx.agent());
  return { agent, userId: id };
}

export async function stateOf(agent: Agent): Promise<LearnState> {
  const response = await agent.get('/api/v1/learn');
  if (response.status !== 200) throw new Error(`learn state: ${JSON.stringify(response.body)}`);
  return response.body as unknown as LearnState;
}

export function complete(
  agent: Agent,
  slug: string,
  body: Record<string, unknown> = {},
  key: string | null = randomUUID(),
): Promise<AgentResponse> {
  return agent.post(`/api/v1/learn/lessons/${slug}/complete`, body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export async function completed(agent: Agent, slug: string): Promise<LessonCompleted> {
  const response = await complete(agent, slug);
  if (response.status !== 200)
    throw new Error(`complete ${slug}: ${JSON.stringify(response.body)}`);
  return response.body as unknown as LessonCompleted;
}

/** A member with a live account whose application the review approved (rows as review.ts writes them). */
export async function approvedMember(
  ctx: TestContext,
): Promise<{ agent: Agent; userId: string; accountId: string }> {
  const { agent, userId, accountId } = await liveUser(ctx);
  await ctx.db
    .insert(liveAccountApplications)
    .values({ userId, status: 'approved', documentFlow: 'document_verification' });
  await ctx.db
    .update(accounts)
    .set({ status: 'open' })
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  return { agent, userId, accountId };
}

/** A first deposit through the funding API, settled by the settlement job. */
export async function settledDeposit(ctx: FundingContext, agent: Agent): Promise<void> {
  const bankId = await linkInstant(agent);
  const response = await transfer(agent, 'deposits', { amount: '25.00', bank_account_id: bankId });
  if (response.status !== 201) throw new Error(`deposit: ${JSON.stringify(response.body)}`);
  const result = await ctx.settlement.runOnce(new Date(ctx.clock.at.getTime() + 60_000));
  if (result.settled !== 1) throw new Error(`settled ${result.settled} deposits`);
}

/** A deposit made but not settled yet. */
export async function pendingDeposit(agent: Agent): Promise<void> {
  const bankId = await linkInstant(agent);
  const response = await transfer(agent, 'deposits', { amount: '25.00', bank_account_id: bankId });
  if (response.status !== 201) throw new Error(`deposit: ${JSON.stringify(response.body)}`);
}
