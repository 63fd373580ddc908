// The funding history's rows (/app/portfolio/funding): deposits, withdrawals and ACAT requests as
// one discriminated union (CONVENTIONS "Screen = outer + inner"), newest first, grouped by the
// month they were made in (local time, as the dates are shown).
import type { AcatTransfer, FundingHistoryResponse, FundingTransfer } from '@/contract/funding';
import { dateTimeFormat } from '@/ui/intl';

export type HistoryRow =
  | { type: 'transfer'; key: string; at: string; transfer: FundingTransfer }
  | { type: 'acat'; key: string; at: string; acat: AcatTransfer };

export interface MonthGroup {
  key: string;
  label: string;
  rows: HistoryRow[];
}

const monthFormat = dateTimeFormat({ month: 'long', year: 'numeric' });

export function groupHistory(history: FundingHistoryResponse): MonthGroup[] {
  const rows: HistoryRow[] = [
    ...history.transfers.map((transfer) => ({
      type: 'transfer' as const,
      key: `t-${transfer.id}`,
      at: transfer.created_at,
      transfer,
    })),
    ...history.acat_transfers.map((acat) => ({
      type: 'acat' as const,
      key: `a-${acat.id}`,
      at: acat.created_at,
      acat,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const groups: MonthGroup[] = [];
  for (const row of rows) {
    const date = new Date(row.at);
    const key = `${date.getFullYear()}-${date.getMonth()}`;
    let group = groups[groups.length - 1];
    if (group?.key !== key) {
      group = { key, label: monthFormat.format(date), rows: [] };
      groups.push(group);
    }
    group.rows.push(row);
  }
  return groups;
}
