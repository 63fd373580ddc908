// Small shared pieces of the membership screens: the status chip (words carry the meaning, the
// semantic colour repeats it), the result mark, a row of actions and the payment line.
import type { Payment, SubscriptionStatus } from '@/contract/payments';
import { Money } from '@/ui/Money';
import { StatusChip as Chip } from '@/ui/StatusChip';
import { STATUS_LABEL } from './text';

const TONE = { active: 'good', cancelled: 'waiting', lapsed: 'plain' } as const;

export const StatusChip = ({ status }: { status: SubscriptionStatus }) => (
  <Chip tone={TONE[status]} data-testid="subscription-status">
    {STATUS_LABEL[status]}
  </Chip>
);

export { Actions, ResultMark as Mark } from '@/ui/Actions';

const brandName = (brand: string | null) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';

/** "Charged $9.99 to Visa ••••4242" or "Fee waived: nothing was charged". */
export function PaymentLine({ payment }: { payment: Payment | null }) {
  if (!payment) return <>Nothing was charged.</>;
  if (payment.status === 'waived') return <>Fee waived: nothing was charged.</>;
  return (
    <>
      Charged <Money cents={payment.amount_cents} /> to {brandName(payment.card_brand)} ••••
      {payment.card_last4}.
    </>
  );
}
