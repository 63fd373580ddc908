// The portfolio feature's calls (spec §2 /portfolio, /portfolio/history, /ideas/portfolio_explorer,
// /ideas/community popular stocks); every answer is checked against its contract struct.
import { type HistoryRange } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { call } from '@/platform/api';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';

export const loadPortfolio = (account: AccountType | undefined) =>
  call(portfolioEndpoints.summary, { query: { account } });

export const loadHistory = (range: HistoryRange, account: AccountType | undefined) =>
  call(portfolioEndpoints.history, { query: { range, account } });

export const loadTransactions = (account: AccountType | undefined, cursor?: string) =>
  call(portfolioEndpoints.transactions, { query: { account, cursor } });

export const loadExplorer = (account: AccountType | undefined) =>
  call(portfolioEndpoints.explorer, { query: { account } });

export const loadPopular = () => call(portfolioEndpoints.popular, {});
