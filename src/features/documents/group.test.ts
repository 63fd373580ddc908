import { describe, expect, it } from 'vitest';
import type { DocumentAccount } from '@/contract/documents';
import { accountLabel, groupStatements, monthLabel } from './group';

const statement = (month: string) => ({
  month,
  title: `Statement for ${month}`,
  file_name: `stockroom-statement-${month}.pdf`,
});

const account = (over: Partial<DocumentAccount>): DocumentAccount => ({
  id: 'a',
  account_number: 'SR-AAAAAAAA',
  type: 'simulated',
  status: 'open',
  opened_at: '2024-11-02T15:00:00.000Z',
  statements: [],
  ...over,
});

describe('groupStatements', () => {
  it('groups each account’s statements by year, newest first, and leaves out accounts without any', () => {
    const groups = groupStatements({
      as_of: '2025-03-14T21:00:00.000Z',
      accounts: [
        account({ id: 'live', type: 'live', statements: [] }),
        account({ statements: ['2025-02', '2025-01', '2024-12', '2024-11'].map(statement) }),
      ],
    });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.label).toBe('Paper account');
    expect(groups[0]?.years.map((y) => [y.year, y.statements.map((s) => s.month)])).toEqual([
      ['2025', ['2025-02', '2025-01']],
      ['2024', ['2024-12', '2024-11']],
    ]);
  });

  it('names closed accounts for what they are', () => {
    expect(accountLabel({ type: 'simulated', status: 'closed' })).toBe(
      'Earlier paper account (reset)',
    );
    expect(accountLabel({ type: 'live', status: 'open' })).toBe('Live brokerage account');
    expect(monthLabel('2025-02')).toBe('February');
  });
});
