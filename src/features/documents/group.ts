// The statements list as the screen shows it: accounts that have statements, each with its
// statements grouped by year, newest first (the server sends them newest first already).
import type { DocumentAccount, DocumentsResponse, StatementDocument } from '@/contract/documents';

interface StatementYear {
  year: string;
  statements: StatementDocument[];
}

export interface AccountStatements {
  account: DocumentAccount;
  label: string;
  years: StatementYear[];
}

/** "Live brokerage account", "Paper account", and what a closed one is. */
export function accountLabel(account: Pick<DocumentAccount, 'type' | 'status'>): string {
  const closed = account.status === 'closed';
  if (account.type === 'live') return closed ? 'Live account (closed)' : 'Live brokerage account';
  // A paper account is closed only by a reset, which opens a fresh one (server/db/schema/ledger.ts).
  return closed ? 'Earlier paper account (reset)' : 'Paper account';
}

export function groupStatements(data: DocumentsResponse): AccountStatements[] {
  return data.accounts
    .filter((account) => account.statements.length > 0)
    .map((account) => {
      const years: StatementYear[] = [];
      for (const statement of account.statements) {
        const year = statement.month.slice(0, 4);
        const last = years[years.length - 1];
        if (last?.year === year) last.statements.push(statement);
        else years.push({ year, statements: [statement] });
      }
      return { account, label: accountLabel(account), years };
    });
}

/** "February" from '2025-02'. */
export const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
