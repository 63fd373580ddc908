// What the payment services need: the database, a clock (tests freeze it),
// the provider, quotes to value the live account for the fee waiver, and the waiver minimum.
import { DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS } from '@/contract/payments';
import type { Db } from '../../db/client';
import { DEFAULT_FUNDING_SETTINGS, type FundingSettings } from '../funding/deps';
import type { QuoteProvider } from '../../market';
import { type PaymentProvider, sandboxPaymentProvider } from './provider';

export interface PaymentSettings {
  /** MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS (default $25,000). */
  waiveFeeMinEquityCents: number;
  /**
   * Funding's instant-deposit limits, without and with a membership in force
   * (INSTANT_DEPOSIT_LIMIT_CENTS, MEMBER_INSTANT_DEPOSIT_LIMIT_CENTS): the plan's benefits state them.
   */
  instantDepositLimits: { standardCents: number; memberCents: number };
}

export interface PaymentOptions extends Partial<PaymentSettings> {
  /** PAYMENT_PROVIDER; default the SANDBOX provider. */
  provider?: PaymentProvider;
}

export interface PaymentDeps extends PaymentSettings {
  db: Db;
  now: () => Date;
  quotes: QuoteProvider;
  provider: PaymentProvider;
}

export function paymentDeps(
  base: { db: Db; now: () => Date; quotes: QuoteProvider },
  options: PaymentOptions = {},
): PaymentDeps {
  return {
    ...base,
    provider: options.provider ?? sandboxPaymentProvider,
    waiveFeeMinEquityCents:
      options.waiveFeeMinEquityCents ?? DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS,
    instantDepositLimits: options.instantDepositLimits ?? instantDepositLimits(),
  };
}

/** Funding's configured limits (server/config.ts FundingConfig), or their defaults. */
function instantDepositLimits(
  funding: Partial<FundingSettings> = {},
): PaymentSettings['instantDepositLimits'] {
  return {
    standardCents:
      funding.instantDepositLimitCents ?? DEFAULT_FUNDING_SETTINGS.instantDepositLimitCents,
    memberCents:
      funding.memberInstantDepositLimitCents ??
      DEFAULT_FUNDING_SETTINGS.memberInstantDepositLimitCents,
  };
}

/** The payment settings with funding's instant-deposit limits, which the plans' benefits state. */
export const paymentOptionsOf = (settings: {
  payments?: PaymentOptions;
  funding?: Partial<FundingSettings>;
}): PaymentOptions => ({
  ...settings.payments,
  instantDepositLimits: instantDepositLimits(settings.funding),
});
