import { describe, expect, it } from 'vitest';
import { acatTransfer } from './acat-fixture';
import { acatOutcome } from './text';

const acat = acatTransfer;

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
