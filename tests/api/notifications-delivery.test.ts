// Notifications of the account's own news, mailed by the delivery job: raised in the same
// transaction as the event (the application decided by the identity sandbox, a deposit settled or
// returned, a withdrawal sent), delivered once each through the app's mailer (here the sandbox
// mailbox), skipped for a closed account, and exactly once with two jobs at the same time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '@server/db/schema';
import { createIdentityDecisions } from '@server/jobs/identity-decisions';
import { createNotificationDelivery } from '@server/jobs/notification-delivery';
import { identityProviderFor } from '@server/services/live-accounts/identity-provider';
import { type Agent, signedInAgent } from '../support/agent';
import { mailsTo } from '../support/sandbox-mail';
import { databaseKind } from '../support/test-app';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  transfer,
} from './funding-fixtures';
import { fillSteps, LIVE_ACCOUNT_STEPS } from './live-accounts-fixtures';

const PUBLIC_URL = 'https://app.stockroom.test';
let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext(
    { instantDepositLimitCents: 0, settlementDelayMs: 1_000 },
    { liveAccounts: { identityProvider: identityProviderFor('sandbox', 0) } },
  );
});
afterAll(() => ctx.close());

const delivery = () =>
  createNotificationDelivery(
    { ...ctx.deps, publicUrl: PUBLIC_URL, now: () => ctx.clock.at },
    (error) => {
      throw error;
    },
  );
/** The mail to `email` but its sign-up confirmation link (tests/api/email-verification.test.ts). */
const notices = async (email: string) =>
  (await mailsTo(ctx.db, email)).filter((mail) => mail.subject !== 'Confirm your Stockroom email');
const later = (ms: number) => new Date(ctx.clock.at.getTime() + ms);

/** Signs up, applies with this identity number and lets the sandbox decide. */
async function decided(taxId: string): Promise<{ agent: Agent; email: string; id: string }> {
  const signed = await signedInAgent(ctx.agent());
  await fillSteps(signed.agent);
  await signed.agent.put('/api/v1/live_accounts/steps/identity', {
    ...LIVE_ACCOUNT_STEPS.identity,
    tax_id: taxId,
  });
  await signed.agent.post('/api/v1/live_accounts/submit', { confirm: true });
  await createIdentityDecisions({ db: ctx.db, now: () => ctx.clock.at }).runOnce(later(0));
  return signed;
}

describe('notification mail', () => {
  it('mails the application decision once, with a link to where it goes on', async () => {
    const { email, id } = await decided('123-45-6789');
    const [raised] = await ctx.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(raised).toMatchObject({ kind: 'application_decided', emailState: 'pending' });
    expect(await notices(email)).toHaveLength(0);

    expect((await delivery().runOnce(later(0))).sent).toBeGreaterThanOrEqual(1);
    const mails = await notices(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your live account is approved']);
    expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/app/funding/deposit`);
    // Sent once: a later run finds it delivered.
    await delivery().runOnce(later(1_000));
    expect(await notices(email)).toHaveLength(1);

    const [rejected] = await Promise.all([decided('900-10-1003')]);
    await delivery().runOnce(later(0));
    const [mail] = await notices(rejected.email);
    expect(mail?.subject).toBe('We could not open your live account');
    expect(mail?.textBody).toContain('Your paper account stays available.');
  });

  it('mails a settled deposit, a returned one and a sent withdrawal', async () => {
    const { agent, userId } = await liveUser(ctx);
    const [{ email }] = (await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))) as [{ email: string }];
    const good = await linkInstant(agent);
    await transfer(agent, 'deposits', { amount: '300.00', bank_account_id: good });
    await ctx.settlement.runOnce(later(1_000));
    await transfer(agent, 'withdrawals', { amount: '100.00', bank_account_id: good });
    await ctx.settlement.runOnce(later(2_000));
    await delivery().runOnce(later(2_000));
    expect((await notices(email)).map((mail) => mail.subject)).toEqual([
      'Your deposit of $300.00 settled',
      'Your withdrawal of $100.00 was sent',
    ]);
    const [sent] = await notices(email);
    expect(sent!.textBody).toContain('••••');
    expect(sent!.textBody).toContain(`${PUBLIC_URL}/app/portfolio/funding`);
  });

  it('sends nothing to a closed account', async () => {
    const { email, id } = await decided('123-45-6789');
    await ctx.db.update(users).set({ closedAt: ctx.clock.at }).where(eq(users.id, id));
    expect((await delivery().runOnce(later(0))).skipped).toBeGreaterThanOrEqual(1);
    expect(await notices(email)).toHaveLength(0);
  });

  it.runIf(databaseKind() === 'postgres')(
    'delivers each notification exactly once with two jobs running at the same time',
    async () => {
      const people = await Promise.all(Array.from({ length: 8 }, () => decided('123-45-6789')));
      const [a, b] = await Promise.all([
        delivery().runOnce(later(0)),
        delivery().runOnce(later(0)),
      ]);
      expect(a.errors + b.errors).toBe(0);
      for (const { email } of people) expect(await notices(email)).toHaveLength(1);
    },
  );
});
