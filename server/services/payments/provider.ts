// The payment provider: the one seam between our purchases and a card network.
// The built-in provider is a SANDBOX: it charges nobody and answers by test card number, like a
// real provider's test mode. docs/features.md "Payments" says how to plug in a real one (tokenised cards,
// webhooks for renewals). Card numbers pass through here in memory only: never stored or logged.
import { createHash } from 'node:crypto';
import { cardDigits } from '@/contract/payments';

export interface CardDetails {
  /** Digits only (spaces removed), Luhn-checked by the contract. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

interface ChargeRequest {
  amountCents: number;
  /** A real provider takes a token made in the browser by its own card element instead. */
  card: CardDetails;
  description: string;
  /** Ours, scoped to the user: a retried charge with the same key is the same charge. */
  idempotencyKey: string;
}

type ChargeResult =
  { status: 'succeeded'; providerReference: string } | { status: 'declined'; reason: string };

export interface PaymentProvider {
  /** Stored on every payment row. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Numbers a tester may type, shown on the purchase screen; empty for a real provider. */
  testCards(): { number: string; outcome: string }[];
}

const SANDBOX_SUCCESS_CARD = '4242424242424242';
const SANDBOX_DECLINE_CARD = '4000000000000002';
const SANDBOX_INSUFFICIENT_FUNDS_CARD = '4000000000009995';

/** What the sandbox answers for any other (Luhn-valid) number: real cards are refused. */
export const SANDBOX_UNKNOWN_CARD_REASON =
  'This is the SANDBOX payment provider and nothing is charged: use a test card such as 4242 4242 4242 4242.';

const SANDBOX_DECLINES: Record<string, string> = {
  [SANDBOX_DECLINE_CARD]: 'Your card was declined.',
  [SANDBOX_INSUFFICIENT_FUNDS_CARD]: 'Insufficient funds.',
};

/**
 * The SANDBOX: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and 4000 0000 0000 9995 decline
 * with their reasons; any other number declines too, so nobody types a real card into a server
 * that charges nothing. The charge reference is derived from the idempotency key, so a retry of
 * the same charge answers with the same reference, as a real provider's idempotency does.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ card, idempotencyKey }) {
    const decline = SANDBOX_DECLINES[card.number];
    if (decline) return { status: 'declined', reason: decline };
    if (card.number !== SANDBOX_SUCCESS_CARD) {
      return { status: 'declined', reason: SANDBOX_UNKNOWN_CARD_REASON };
    }
    const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
    return { status: 'succeeded', providerReference: `sandbox_ch_${digest}` };
  },
  testCards: () => [
    { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
    { number: '4000 0000 0000 0002', outcome: 'Declined: “Your card was declined.”' },
    { number: '4000 0000 0000 9995', outcome: 'Declined: “Insufficient funds.”' },
  ],
};

/** The provider PAYMENT_PROVIDER names (server/config.ts refuses any other value at start). */
export function paymentProviderNamed(name: string): PaymentProvider {
  if (name === 'sandbox') return sandboxPaymentProvider;
  throw new Error(`PAYMENT_PROVIDER=${name} is not built in: the only provider is "sandbox".`);
}

/** The brand from the number's prefix (issuer identification number ranges). */
export function cardBrand(number: string): string {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}
