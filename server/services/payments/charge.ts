// One charge attempt, shared by memberships and viewpoint subscriptions:
// every attempt is a `payments` row (declines too); a successful charge is one ledger transaction
// whose id is on the row. Callers run this inside their transaction after lockPayer and
// priorPayment, so a retried Idempotency-Key finds the first attempt and writes nothing more.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type CardInput, cardDigits, type Payment } from '@/contract/payments';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { payments } from '../../db/schema/payments';
import { AppError, invalidInput } from '../../errors';
import { postTransaction } from '../ledger';
import { keyReusedError } from '../idempotency';
import type { PaymentDeps } from './deps';
import { HOUSE_CARD_PROCESSOR, HOUSE_SUBSCRIPTION_REVENUE } from './ledger-accounts';
import { type CardDetails, cardBrand } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type Purpose = PaymentRow['purpose'];

/**
 * Serialises one member's purchases (two tabs, a double tap, a retry racing its original): the
 * second waits here, then finds the first one's payment by its key.
 */
export async function lockPayer(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The attempt made with this key before, or null; 422 when the key was used for another purchase. */
export async function priorPayment(
  tx: Db,
  userId: string,
  idempotencyKey: string,
  purpose: Purpose,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  if (!row) return null;
  if (row.purpose !== purpose || row.reference !== reference) throw keyReusedError();
  return row;
}

/** A card as the provider takes it; 400 naming `card` or `card.expiry` (nothing written). */
function cardFor(card: CardInput | undefined, amountCents: number, now: Date): CardDetails {
  if (!card) {
    throw invalidInput(
      `card is required: this costs $${(amountCents / 100).toFixed(2)} a month.`,
      'card',
    );
  }
  const [month, year] = card.expiry.replace(/\s/g, '').split('/').map(Number) as [number, number];
  const expYear = 2000 + year;
  // A card is good through the last day of its expiry month.
  if (Date.UTC(expYear, month, 1) <= now.getTime()) {
    throw invalidInput('card.expiry is in the past: this card has expired.', 'card.expiry');
  }
  return { number: cardDigits(card.number), expMonth: month, expYear, cvc: card.cvc.trim() };
}

export interface ChargeSpec {
  purpose: Purpose;
  reference: string;
  /** 0: a waived fee, recorded without charging. */
  amountCents: number;
  card: CardInput | undefined;
  description: string;
  idempotencyKey: string;
}

export async function recordCharge(
  tx: Db,
  deps: PaymentDeps,
  userId: string,
  spec: ChargeSpec,
): Promise<PaymentRow> {
  const at = deps.now();
  const base = {
    id: randomUUID(),
    userId,
    purpose: spec.purpose,
    reference: spec.reference,
    amountCents: spec.amountCents,
    provider: deps.provider.name,
    idempotencyKey: spec.idempotencyKey,
    createdAt: at,
  };
  if (spec.amountCents === 0) {
    const [row] = await tx
      .insert(payments)
      .values({ ...base, status: 'waived' })
      .returning();
    return row!;
  }
  const card = cardFor(spec.card, spec.amountCents, at);
  const masked = { cardBrand: cardBrand(card.number), cardLast4: card.number.slice(-4) };
  const result = await deps.provider.charge({
    amountCents: spec.amountCents,
    card,
    description: spec.description,
    // Scoped to the member, so two members' keys never meet at the provider.
    idempotencyKey: `${userId}:${spec.idempotencyKey}`,
  });
  if (result.status === 'declined') {
    const [row] = await tx
      .insert(payments)
      .values({ ...base, ...masked, status: 'declined', declineReason: result.reason })
      .returning();
    return row!;
  }
  const ledgerTransactionId = await postTransaction(tx, {
    kind: `${spec.purpose}_payment`,
    memo: `${spec.description} (${masked.cardBrand} ••••${masked.cardLast4})`,
    idempotencyKey: base.id,
    at,
    entries: [
      { ledgerAccount: HOUSE_CARD_PROCESSOR, amountCents: spec.amountCents },
      { ledgerAccount: HOUSE_SUBSCRIPTION_REVENUE, amountCents: -spec.amountCents },
    ],
  });
  const [row] = await tx
    .insert(payments)
    .values({
      ...base,
      ...masked,
      status: 'succeeded',
      providerReference: result.providerReference,
      ledgerTransactionId,
    })
    .returning();
  return row!;
}

/** 402 with the provider's reason: the declined row is already committed. */
export const declinedError = (row: PaymentRow) =>
  new AppError('payment_declined', row.declineReason ?? 'Your card was declined.', 'card');

export function paymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    amount_cents: row.amountCents,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    decline_reason: row.declineReason,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  };
}
