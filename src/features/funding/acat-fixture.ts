// An ACAT request as the funding history's API returns it, for the funding screens' unit tests.
import type { AcatTransfer } from '@/contract/funding';

export const acatTransfer = (over: Partial<AcatTransfer> = {}): AcatTransfer => ({
  id: 'a',
  from_broker: 'Other Brokerage',
  last_four: '4242',
  masked_number: '••••4242',
  transfer_type: 'full',
  status: 'submitted',
  reason: null,
  assets: [],
  cash_cents: 0,
  created_at: '2026-03-10T15:00:00Z',
  updated_at: '2026-03-10T15:00:00Z',
  ...over,
});
