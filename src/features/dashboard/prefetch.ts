// Home's first figures, asked for as soon as the page knows it has a session (routes.tsx
// preloadAppScreen), beside /me rather than after it: the accounts and each open account's
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
  // Every member has a paper account from sign-up (spec §1): its figures are asked for beside the
  // accounts, not after them; a live account's once the accounts say it is open.
  const paper = prefetchApiQuery(portfolioQuery('simulated'));
  const live = prefetchApiQuery(accountsQuery).then((accounts) =>
    Promise.all(
      openAccounts(accounts)
        .filter((account) => account.type !== 'simulated')
        .map((account) => prefetchApiQuery(portfolioQuery(account.type))),
    ),
  );
  await Promise.all([paper, live]);
}
