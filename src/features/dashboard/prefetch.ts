// Home's first figures, asked for as soon as the page knows it has a session (routes.tsx
// preloadAppScreen), beside /me rather than after it: the accounts, then each open account's
// portfolio, which the account cards and positions show (the largest paint of /app). Meanwhile
// the device's last answers of the same are painted (paintLastAnswer), so a slow connection shows
// the member's figures from their last visit, marked as such, until the fresh ones come.
import type { AccountsResponse } from '@/contract/accounts';
import { accountsQuery } from '@/features/accounts';
import { portfolioQuery } from '@/features/portfolio';
import { paintLastAnswer, prefetchApiQuery } from '@/platform/queries';

const openAccounts = ({ accounts }: AccountsResponse) =>
  accounts.filter((account) => account.status === 'open');

export async function prefetchHome(): Promise<void> {
  void paintLastAnswer(accountsQuery).then((kept) => {
    for (const account of kept ? openAccounts(kept) : []) {
      void paintLastAnswer(portfolioQuery(account.type));
    }
  });
  const accounts = await prefetchApiQuery(accountsQuery);
  await Promise.all(
    openAccounts(accounts).map((account) => prefetchApiQuery(portfolioQuery(account.type))),
  );
}
