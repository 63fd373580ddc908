// The portfolio feature's calls (spec §2 /portfolio, /portfolio/history, /ideas/portfolio_explorer,
// /ideas/community popular stocks); every answer is checked against its contract struct. The
// queries name what they read, for the app's query cache (platform/queries).
import type {
  ExplorerResponse,
  HistoryRange,
  HistoryResponse,
  PopularResponse,
  PortfolioResponse,
} from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { call, keptAnswer } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';

/**
 * Prices move while a screen of holdings is open: it asks again this often while the page is
 * visible, and swaps the answer in without a spinner (a failed refresh keeps the last one).
 */
export const LIVE_REFRESH_MS = 15_000;

const loadPortfolio = (account: AccountType | undefined) =>
  call(portfolioEndpoints.summary, { query: { account } });

/** An account's portfolio; undefined: the account the member chose. */
export const portfolioQuery = (account: AccountType | undefined): ApiQuery<PortfolioResponse> => ({
  reads: [portfolioEndpoints.summary],
  args: [account ?? null],
  load: () => loadPortfolio(account),
  last: () => keptAnswer(portfolioEndpoints.summary, { query: { account } }),
});

const loadHistory = (range: HistoryRange, account: AccountType | undefined) =>
  call(portfolioEndpoints.history, { query: { range, account } });

export const historyQuery = (
  range: HistoryRange,
  account: AccountType | undefined,
): ApiQuery<HistoryResponse> => ({
  reads: [portfolioEndpoints.history],
  args: [range, account ?? null],
  load: () => loadHistory(range, account),
});

export const loadTransactions = (account: AccountType | undefined, cursor?: string) =>
  call(portfolioEndpoints.transactions, { query: { account, cursor } });

export const explorerQuery = (account: AccountType | undefined): ApiQuery<ExplorerResponse> => ({
  reads: [portfolioEndpoints.explorer],
  args: [account ?? null],
  load: () => call(portfolioEndpoints.explorer, { query: { account } }),
});

export const popularQuery: ApiQuery<PopularResponse> = {
  reads: [portfolioEndpoints.popular],
  load: () => call(portfolioEndpoints.popular, {}),
};
