// The portfolio screen's figures, asked for as soon as the page knows it has a session (routes.tsx
// preloadAppScreen), beside /me rather than after it; meanwhile the device's last answer of the
// same is painted (paintLastAnswer, as home does: dashboard/prefetch.ts).
import { paintLastAnswer, prefetchApiQuery } from '@/platform/queries';
import { portfolioQuery } from './api';
import { selectedAccount } from './state';

export async function prefetchPortfolio(): Promise<void> {
  const query = portfolioQuery(selectedAccount.peek());
  void paintLastAnswer(query);
  await prefetchApiQuery(query);
}
