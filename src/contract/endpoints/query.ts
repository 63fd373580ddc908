// The query tool (spec §1 "query tool"): a plain-English question answered with its parsed query,
// a restatement and the results (an unparseable one with a helpful 200), and an edited portfolio
// query run again. Reads only: GETs. For the route and the client alike.
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import {
  PortfolioQueryParams,
  PortfolioQueryResponse,
  QueryResponse,
  QuestionQuery,
} from '../query';

export const ask = endpoint({
  method: 'GET',
  path: '/tools/query',
  summary: 'Answer a plain-English question with a screen or a query over your holdings',
  tag: 'tools',
  auth: 'session',
  query: QuestionQuery,
  response: QueryResponse,
});
export const portfolioQuery = endpoint({
  method: 'GET',
  path: '/tools/portfolio_query',
  summary: 'Run a (possibly edited) portfolio query over your holdings',
  tag: 'tools',
  auth: 'session',
  query: PortfolioQueryParams,
  response: PortfolioQueryResponse,
});
