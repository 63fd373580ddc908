// Home's first figures, asked for as soon as the page knows it has a session (routes.tsx
// preloadAppScreen), beside /me rather than after it: the accounts, then each open account's
// portfolio, which the account cards and positions show (the largest paint of /app).
import { accountsQuery } from '@/features/accounts';
import { portfolioQuery } from '@/features/portfolio';
import { prefetchApiQuery } from '@/platform/queries';

export async function prefetchHome(): Promise<void> {
  const { accounts } = await prefetchApiQuery(accountsQuery);
  await Promise.all(
    accounts
      .filter((account) => account.status === 'open')
      .map((account) => prefetchApiQuery(portfolioQuery(account.type))),
  );
}
