// Revenue on purchases (spec §3 envelope, §5 "Revenue needs a numeric amount and optional numeric
// quantity", §7 upload): a paid purchase logs the client's revenue event ('revenue_amount' with
// $price, $quantity, $revenue, $productId, $revenueType). A waived fee ($0) or a decline earned
// nothing and logs nothing. Sent once analytics has started.
import type { Payment } from '@/contract/payments';
import { withEventSender } from './sender';

export function trackPurchaseRevenue(
  payment: Pick<Payment, 'status' | 'amount_cents'> | null,
  product: { productId: string; revenueType: string },
): void {
  if (payment?.status !== 'succeeded' || payment.amount_cents <= 0) return;
  // The analytics vendor's price is in dollars: converted here, at the edge, from integer cents.
  const revenue = { price: payment.amount_cents / 100, quantity: 1, ...product };
  withEventSender((sender) => void sender.logRevenue?.(revenue));
}
