// The portfolio screen's figures, asked for as soon as the page knows it has a session (routes.tsx
// preloadAppScreen), beside /me rather than after it.
import { prefetchApiQuery } from '@/platform/queries';
import { portfolioQuery } from './api';
import { selectedAccount } from './state';

export async function prefetchPortfolio(): Promise<void> {
  await prefetchApiQuery(portfolioQuery(selectedAccount.peek()));
}
