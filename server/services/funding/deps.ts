// What the funding services need: the database, a clock, the bank-link provider, the encryption
// key and the settlement settings (server/config.ts FundingConfig). Tests freeze the clock.
import type { Db } from '../../db/client';
import { fieldEncryptionKey } from '../crypto/field-encryption';
import {
  type AcatProvider,
  DEFAULT_ACAT_SANDBOX_DELAY_MS,
  sandboxAcatProvider,
} from './acat-provider';
import { type BankLinkProvider, sandboxBankLinkProvider } from './provider';

export interface FundingSettings {
  /** DEPOSIT_SETTLEMENT_DELAY_MS (default 60 s). */
  settlementDelayMs: number;
  /** INSTANT_DEPOSIT_LIMIT_CENTS (default $1,000.00). */
  instantDepositLimitCents: number;
  /**
   * MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS (default $5,000.00): the limit while the account holder's
   * membership is in force, the membership's headline benefit (src/contract/payments.ts).
   */
  memberInstantDepositLimitCents: number;
}

export const DEFAULT_FUNDING_SETTINGS: FundingSettings = {
  settlementDelayMs: 60_000,
  instantDepositLimitCents: 1_000_00,
  memberInstantDepositLimitCents: 5_000_00,
};

export interface FundingDeps extends FundingSettings {
  db: Db;
  now: () => Date;
  provider: BankLinkProvider;
  /** Who moves ACAT transfers (acat-provider.ts). */
  acat: AcatProvider;
  /** 32 bytes, AES-256-GCM (crypto.ts). */
  key: Buffer;
}

export interface FundingOptions extends Partial<FundingSettings> {
  /** FUNDING_ENCRYPTION_KEY; absent: the development key kept in the database (below). */
  encryptionKey?: Buffer | null;
  provider?: BankLinkProvider;
  /** ACAT_SANDBOX_DELAY_MS's sandbox by default. */
  acat?: AcatProvider;
}

/**
 * FUNDING_ENCRYPTION_KEY, or else the development key kept in `server_secrets`: the shared rule
 * and its trade-off are in server/services/crypto/field-encryption.ts (fieldEncryptionKey).
 */
export const fundingKey = (db: Db, configured: Buffer | null | undefined): Promise<Buffer> =>
  fieldEncryptionKey(db, 'funding_encryption_key', configured);

export async function fundingDeps(
  db: Db,
  now: () => Date,
  options: FundingOptions = {},
): Promise<FundingDeps> {
  return {
    db,
    now,
    provider: options.provider ?? sandboxBankLinkProvider,
    acat: options.acat ?? sandboxAcatProvider(DEFAULT_ACAT_SANDBOX_DELAY_MS),
    key: await fundingKey(db, options.encryptionKey),
    settlementDelayMs: options.settlementDelayMs ?? DEFAULT_FUNDING_SETTINGS.settlementDelayMs,
    instantDepositLimitCents:
      options.instantDepositLimitCents ?? DEFAULT_FUNDING_SETTINGS.instantDepositLimitCents,
    memberInstantDepositLimitCents:
      options.memberInstantDepositLimitCents ??
      DEFAULT_FUNDING_SETTINGS.memberInstantDepositLimitCents,
  };
}
