import { describe, expect, it } from 'vitest';
import type { FundingTransfer } from '@/contract/funding';
import { acatTransfer } from './acat-fixture';
import { groupHistory } from './history';

const transfer = (id: string, created_at: string): FundingTransfer => ({
  id,
  direction: 'deposit',
  amount_cents: 500_00,
  instant_cents: 500_00,
  status: 'pending',
  bank_account_id: 'b',
  bank_last_four: '6789',
  created_at,
  settles_at: created_at,
  settled_at: null,
  return_reason: null,
});

describe('groupHistory', () => {
  it('groups transfers and ACAT requests by month, newest first', () => {
    const groups = groupHistory({
      transfers: [transfer('1', '2026-03-02T15:00:00Z'), transfer('2', '2026-01-20T15:00:00Z')],
      acat_transfers: [acatTransfer()],
    });
    expect(groups.map((g) => g.label)).toEqual(['March 2026', 'January 2026']);
    expect(groups[0]?.rows.map((r) => r.key)).toEqual(['a-a', 't-1']);
  });

  it('has no groups for an empty history', () => {
    expect(groupHistory({ transfers: [], acat_transfers: [] })).toEqual([]);
  });
});
