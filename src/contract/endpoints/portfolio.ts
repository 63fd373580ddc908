// The portfolio (spec §2 /portfolio, /portfolio/history, /ideas/portfolio_explorer,
// /ideas/community popular stocks), for the route and the client alike. Every query is scoped by
// the signed-in user's accounts.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
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
} from '../portfolio';

export const summary = endpoint({
  method: 'GET',
  path: '/portfolio',
  summary: 'Cash, buying power, equity and positions with day and total gain',
  tag: 'portfolio',
  auth: 'session',
  query: PortfolioQuery,
  response: PortfolioResponse,
});
export const history = endpoint({
  method: 'GET',
  path: '/portfolio/history',
  summary: 'Equity over a range, with the benchmark ETF scaled to the same start',
  tag: 'portfolio',
  auth: 'session',
  query: HistoryQuery,
  response: HistoryResponse,
});
export const transactions = endpoint({
  method: 'GET',
  path: '/portfolio/transactions',
  summary: 'Fills and cash movements, newest first, a page per cursor',
  tag: 'portfolio',
  auth: 'session',
  query: TransactionsQuery,
  response: TransactionsResponse,
});
export const explorer = endpoint({
  method: 'GET',
  path: '/portfolio/explorer',
  summary: 'Allocation by sector and by position, in basis points',
  tag: 'portfolio',
  auth: 'session',
  query: PortfolioQuery,
  response: ExplorerResponse,
});
export const popular = endpoint({
  method: 'GET',
  path: '/market/popular',
  summary: "The community's most held and most traded stocks (counts only)",
  tag: 'portfolio',
  auth: 'session',
  query: PopularQuery,
  response: PopularResponse,
});
