// Display text shared by the thoughts screens.
import type { ProOrCon } from '@/contract/community';
import { dateTimeFormat } from '@/ui/intl';

export const PRO_CON_LABEL: Record<ProOrCon, string> = { pro: 'Pro', con: 'Con' };

const dateTime = dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026, 3:04 PM" in the reader's time zone. */
export const formatPostedAt = (iso: string) => dateTime.format(new Date(iso));
