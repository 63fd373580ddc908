// What the payment services need (issue 7/10 item 7): the database, a clock (tests freeze it),
// the provider, quotes to value the live account for the fee waiver, and the waiver minimum.
import { DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS } from '@/contract/payments';
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';
import { type PaymentProvider, sandboxPaymentProvider } from './provider';

export interface PaymentSettings {
  /** MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS (default $25,000). */
  waiveFeeMinEquityCents: number;
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
  };
}
