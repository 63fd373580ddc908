// The portfolio routes (issue 4/10 "Portfolio"; spec §2 /portfolio, /portfolio/history,
// /ideas/portfolio_explorer, /ideas/community popular stocks). Thin: validate with the contract,
// call server/services/portfolio, which scopes every query by the signed-in user's accounts.
import type { FastifyInstance } from 'fastify';
import {
  ExplorerResponse,
  HistoryQuery,
  HistoryResponse,
  PopularQuery,
  PopularResponse,
  PortfolioQuery,
  PortfolioResponse,
  TransactionsQuery,
  TransactionsResponse,
} from '@/contract/portfolio';
import { defineRoute } from '../http/route';
import type { PortfolioDeps } from '../services/portfolio/deps';
import { getExplorer } from '../services/portfolio/explorer';
import { getHistory } from '../services/portfolio/history';
import { getPopular } from '../services/portfolio/popular';
import { getPortfolio } from '../services/portfolio/summary';
import { listTransactions } from '../services/portfolio/transactions';

export function portfolioRoutes(app: FastifyInstance, deps: PortfolioDeps): void {
  const tag = 'portfolio';
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/portfolio',
      summary: 'Cash, buying power, equity and positions with day and total gain',
      tag,
      auth: 'session',
      query: PortfolioQuery,
      response: PortfolioResponse,
    },
    ({ userId, query }) => getPortfolio(deps, userId, query.account),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/portfolio/history',
      summary: 'Equity over a range, with the benchmark ETF scaled to the same start',
      tag,
      auth: 'session',
      query: HistoryQuery,
      response: HistoryResponse,
    },
    ({ userId, query }) => getHistory(deps, userId, query),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/portfolio/transactions',
      summary: 'Fills and cash movements, newest first, a page per cursor',
      tag,
      auth: 'session',
      query: TransactionsQuery,
      response: TransactionsResponse,
    },
    ({ userId, query }) => listTransactions(deps, userId, query),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/portfolio/explorer',
      summary: 'Allocation by sector and by position, in basis points',
      tag,
      auth: 'session',
      query: PortfolioQuery,
      response: ExplorerResponse,
    },
    ({ userId, query }) => getExplorer(deps, userId, query.account),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/market/popular',
      summary: "The community's most held and most traded stocks (counts only)",
      tag,
      auth: 'session',
      query: PopularQuery,
      response: PopularResponse,
    },
    () => getPopular(deps),
  );
}
