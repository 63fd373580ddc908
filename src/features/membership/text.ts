// How the membership screens word dates and statuses.
import type { SubscriptionStatus } from '@/contract/payments';
import { dateTimeFormat } from '@/ui/intl';

const dateFormat = dateTimeFormat({ dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  lapsed: 'Ended',
};

/** What the end date means for each status (nothing renews by itself: the card is not kept). */
export function periodText(status: SubscriptionStatus, end: string | null): string {
  if (end === null) return 'No end date';
  if (status === 'active') return `Paid through ${formatDate(end)}; renew after that to continue`;
  if (status === 'cancelled') return `Cancelled: benefits last until ${formatDate(end)}`;
  return `Ended ${formatDate(end)}`;
}
