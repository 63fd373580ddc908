// Funding configuration (server/config.ts FundingConfig): the defaults of a fresh install, the
// key's validation, and a configured FUNDING_ENCRYPTION_KEY being the one that encrypts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@server/config';
import { bankAccounts } from '@server/db/schema';
import { BANK_NUMBER_PURPOSE } from '@server/services/funding/bank-accounts';
import { decryptSensitive } from '@server/services/funding/crypto';
import { createFundingContext, liveUser } from './funding-fixtures';

describe('funding configuration', () => {
  it('has working defaults with nothing set', () => {
    const { acat, ...rest } = readConfig({}).funding;
    expect(rest).toEqual({
      encryptionKey: null,
      settlementDelayMs: 60_000,
      instantDepositLimitCents: 100_000,
      memberInstantDepositLimitCents: 500_000,
      settlementIntervalMs: 5_000,
    });
    expect(acat).toMatchObject({ name: 'sandbox', delayMs: 60_000 });
  });

  it('reads the variables, and refuses a key that is not base64 of 32 bytes', () => {
    const key = randomBytes(32);
    const config = readConfig({
      FUNDING_ENCRYPTION_KEY: key.toString('base64'),
      DEPOSIT_SETTLEMENT_DELAY_MS: '1000',
      INSTANT_DEPOSIT_LIMIT_CENTS: '0',
      MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS: '2500',
      FUNDING_SETTLEMENT_INTERVAL_MS: '0',
      ACAT_SANDBOX_DELAY_MS: '4000',
    }).funding;
    expect(config.encryptionKey?.equals(key)).toBe(true);
    expect(config).toMatchObject({
      settlementDelayMs: 1_000,
      instantDepositLimitCents: 0,
      memberInstantDepositLimitCents: 2_500,
      settlementIntervalMs: 0,
      acat: { delayMs: 4_000 },
    });
    for (const bad of [randomBytes(16).toString('base64'), 'not base64 at all!']) {
      expect(() => readConfig({ FUNDING_ENCRYPTION_KEY: bad })).toThrow(/FUNDING_ENCRYPTION_KEY/);
    }
    expect(() => readConfig({ INSTANT_DEPOSIT_LIMIT_CENTS: '-1' })).toThrow(
      /INSTANT_DEPOSIT_LIMIT_CENTS/,
    );
  });

  it('encrypts with the configured key', async () => {
    const key = randomBytes(32);
    const ctx = await createFundingContext({}, { funding: { encryptionKey: key } });
    try {
      const { agent } = await liveUser(ctx);
      const linked = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
        routing_number: '222222226',
        account_number: '31415926535',
        account_type: 'savings',
      });
      expect(linked.status).toBe(201);
      const id = (linked.body.bank_account as { id: string }).id;
      const [row] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
      expect(decryptSensitive(key, BANK_NUMBER_PURPOSE, row!.accountNumberEncrypted)).toBe(
        '31415926535',
      );
    } finally {
      await ctx.close();
    }
  });
});
