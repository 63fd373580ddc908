// The portfolio feature's calls (issue 4/10); every answer is checked against its contract.
import {
  ExplorerResponse,
  type HistoryRange,
  HistoryResponse,
  PopularResponse,
  PortfolioResponse,
  TransactionsResponse,
} from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { api } from '@/platform/api';

export const loadPortfolio = (account: AccountType | undefined) =>
  api({ path: '/portfolio', query: { account }, response: PortfolioResponse });

export const loadHistory = (range: HistoryRange, account: AccountType | undefined) =>
  api({ path: '/portfolio/history', query: { range, account }, response: HistoryResponse });

export const loadTransactions = (account: AccountType | undefined, cursor?: string) =>
  api({
    path: '/portfolio/transactions',
    query: { account, cursor },
    response: TransactionsResponse,
  });

export const loadExplorer = (account: AccountType | undefined) =>
  api({ path: '/portfolio/explorer', query: { account }, response: ExplorerResponse });

export const loadPopular = () => api({ path: '/market/popular', response: PopularResponse });
