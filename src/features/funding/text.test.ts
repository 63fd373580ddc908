import { describe, expect, it } from 'vitest';
import type { AcatTransfer } from '@/contract/funding';
import { acatOutcome } from './text';

const acat = (over: Partial<AcatTransfer>): AcatTransfer => ({
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

describe('acatOutcome', () => {
  it('says nothing while a transfer moves', () => {
    expect(acatOutcome(acat({ status: 'submitted' }))).toBeNull();
    expect(acatOutcome(acat({ status: 'in_progress' }))).toBeNull();
  });

  it('names what arrived, securities then cash', () => {
    const done = acat({
      status: 'completed',
      assets: [
        { symbol: 'AAPL', quantity_e5: 12_00000 },
        { symbol: 'VTI', quantity_e5: 8_50000 },
      ],
      cash_cents: 1_234_56,
    });
    expect(acatOutcome(done)).toBe('AAPL 12 sh, VTI 8.5 sh and $1,234.56 arrived.');
    expect(acatOutcome({ ...done, assets: done.assets.slice(0, 1), cash_cents: 0 })).toBe(
      'AAPL 12 sh arrived.',
    );
  });

  it('gives the delivering firm’s reason for a rejection', () => {
    expect(acatOutcome(acat({ status: 'rejected', reason: 'No such account.' }))).toBe(
      'No such account.',
    );
  });
});
