// Memberships and paid viewpoint subscriptions (spec §1 "Memberships and
// viewpoint subscriptions can be bought", §2 /membership, /subscriptions, mobile "purchase
// membership" and "viewpoint subscription success"). Prices are integer cents (DESIGN "Money").
import {
  array,
  boolean,
  define,
  enums,
  integer,
  intersection,
  nullable,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { MembershipPlan } from './membership-plans';

/**
 * The plans on /app/membership. One plan: the product has one membership tier. Its benefits are
 * listed by the server (server/services/payments/benefits.ts), because each one states a figure
 * from the server's configuration and every one is something the product does.
 */
export const MEMBERSHIP_PLANS = [
  { id: 'plus', name: 'Stockroom Plus', monthly_fee_cents: 9_99 },
] as const;
export type MembershipPlanId = (typeof MEMBERSHIP_PLANS)[number]['id'];
export const MembershipPlanId = enums(MEMBERSHIP_PLANS.map((plan) => plan.id));

/**
 * One monthly price for a subscription to any featured contributor's viewpoints: the spec names
 * no per-contributor pricing, and one price keeps the purchase screens honest and simple.
 */
export const VIEWPOINT_SUBSCRIPTION_MONTHLY_CENTS = 4_99;

/**
 * The membership fee is waived for members whose live-account equity is at least this
 * (MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS on the server; the `membership_waive_fee_min_equity`
 * analytics property, spec §3). Paper money never counts.
 */
export const DEFAULT_MEMBERSHIP_WAIVE_FEE_MIN_EQUITY_CENTS = 25_000_00;

/** Luhn's check digit (ISO/IEC 7812): catches a mistyped digit before anything is sent. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

const CardNumber = define<string>('CardNumber', (value) => {
  if (typeof value !== 'string') return 'must be a card number';
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return 'must be a card number of 12 to 19 digits';
  return luhnValid(digits) ? true : 'is not a valid card number: check the digits';
});

/** MM/YY as printed on the card; whether it is still in the future is checked at purchase. */
const CardExpiry = define<string>('CardExpiry', (value) =>
  typeof value === 'string' && /^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/.test(value.trim())
    ? true
    : 'must be the month and year as MM/YY',
);

const CardCvc = define<string>('CardCvc', (value) =>
  typeof value === 'string' && /^\d{3,4}$/.test(value.trim())
    ? true
    : 'must be the 3 or 4 digits on the card',
);

const CARD_KEYS = ['number', 'expiry', 'cvc'];

/** Something that is not a card at all is refused as `card`; a bad value names its own field. */
const CardShape = define<unknown>('CardShape', (value) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => CARD_KEYS.includes(key))
    ? true
    : 'must be an object with the card’s number, expiry and cvc',
);

export const CardInput = intersection([
  CardShape,
  object({ number: CardNumber, expiry: CardExpiry, cvc: CardCvc }),
]);
export type CardInput = Infer<typeof CardInput>;

/** POST /api/v1/membership. `card` may be left out when the fee is waived. */
export const MembershipPurchaseRequest = object({
  plan: MembershipPlanId,
  card: optional(CardInput),
});
export type MembershipPurchaseRequest = Infer<typeof MembershipPurchaseRequest>;

/** Renewals and viewpoint subscriptions: a card unless nothing will be charged. */
export const CardPurchaseRequest = object({ card: optional(CardInput) });
export type CardPurchaseRequest = Infer<typeof CardPurchaseRequest>;

const PaymentStatus = enums(['succeeded', 'declined', 'waived']);

export const Payment = type({
  id: string(),
  status: PaymentStatus,
  amount_cents: integer(),
  card_brand: nullable(string()),
  card_last4: nullable(string()),
  decline_reason: nullable(string()),
  provider: string(),
  created_at: string(),
});
export type Payment = Infer<typeof Payment>;

/** 'lapsed': the period ended without a renewal; cancelled members keep benefits until then. */
export const SubscriptionStatus = enums(['active', 'cancelled', 'lapsed']);
export type SubscriptionStatus = Infer<typeof SubscriptionStatus>;

export const Membership = type({
  plan: string(),
  plan_name: string(),
  status: SubscriptionStatus,
  fee_waived: boolean(),
  period_fee_cents: integer(),
  current_period_start: string(),
  current_period_end: string(),
  cancelled_at: nullable(string()),
});
export type Membership = Infer<typeof Membership>;

const TestCard = type({ number: string(), outcome: string() });

export const MembershipOverview = type({
  plans: array(MembershipPlan),
  membership: nullable(Membership),
  waiver: type({
    min_equity_cents: integer(),
    /** Null without a live account (paper equity does not count). */
    live_equity_cents: nullable(integer()),
    eligible: boolean(),
  }),
  /** 'sandbox' for the built-in test provider, whose test cards are listed. */
  provider: string(),
  test_cards: array(TestCard),
});
export type MembershipOverview = Infer<typeof MembershipOverview>;

export const MembershipResult = type({ membership: Membership, payment: nullable(Payment) });
export type MembershipResult = Infer<typeof MembershipResult>;

export const ViewpointSubscription = type({
  contributor_id: string(),
  name: string(),
  handle: nullable(string()),
  status: SubscriptionStatus,
  monthly_price_cents: integer(),
  /** Null for subscriptions from before payments existed (open-ended). */
  current_period_end: nullable(string()),
  cancelled_at: nullable(string()),
  /** Whether its viewpoints read unlocked now. */
  readable: boolean(),
});
export type ViewpointSubscription = Infer<typeof ViewpointSubscription>;

export const ViewpointSubscriptionResult = type({
  subscription: ViewpointSubscription,
  payment: nullable(Payment),
});
export type ViewpointSubscriptionResult = Infer<typeof ViewpointSubscriptionResult>;

export const SubscriptionsOverview = type({
  membership: nullable(Membership),
  viewpoint_subscriptions: array(ViewpointSubscription),
});
export type SubscriptionsOverview = Infer<typeof SubscriptionsOverview>;

/** POST /api/v1/membership/cancel: the membership, paid until its period ends. */
export const MembershipCancelled = type({ membership: Membership });
export type MembershipCancelled = Infer<typeof MembershipCancelled>;
