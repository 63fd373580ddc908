// One monthly statement as PDF bytes, generated on demand and never stored or logged: it holds a
// person's name, email and money, all sensitive data.
import { loadStatement } from './data';
import type { StatementDeps } from './deps';
import { renderStatement, type StatementBrand } from './layout';
import { findStatement } from './list';
import type { StatementMonth } from './months';

export async function statementPdf(
  deps: StatementDeps,
  userId: string,
  accountId: string,
  month: StatementMonth,
  brand: StatementBrand,
): Promise<Buffer> {
  const now = deps.now();
  const { account, holder } = await findStatement(deps.db, userId, accountId, month, now);
  const data = await loadStatement(deps, account, holder, month);
  return renderStatement(data, brand, now);
}
