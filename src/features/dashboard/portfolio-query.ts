// The home screen asks for an account's portfolio in two places (its value card and its
// positions), each refreshed live: calls for the same member and account within a few seconds share
// one request. A failed request is forgotten at once, so Try again always asks the server.
import type { PortfolioResponse } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { loadPortfolio } from '@/features/portfolio';

const SHARE_MS = 5_000;
const recent = new Map<string, { at: number; answer: Promise<PortfolioResponse> }>();

export function sharedPortfolio(
  userId: string,
  type: AccountType | undefined,
): Promise<PortfolioResponse> {
  const key = `${userId}:${type ?? 'chosen'}`;
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < SHARE_MS) return hit.answer;
  const answer = loadPortfolio(type);
  const entry = { at: Date.now(), answer };
  recent.set(key, entry);
  answer.catch(() => {
    if (recent.get(key) === entry) recent.delete(key);
  });
  return answer;
}
