// The query tool's API (issue 8/10 item 3; spec §1 "query tool"): a plain-English question
// answered with its parsed query, a restatement and the results (an unparseable one with a
// helpful 200), and an edited portfolio query run again. Reads only: GETs.
import type { FastifyInstance } from 'fastify';
import {
  PortfolioQueryParams,
  PortfolioQueryResponse,
  QueryResponse,
  QuestionQuery,
  type PortfolioQuery,
} from '@/contract/query';
import { defineRoute } from '../http/route';
import { languageModelFromEnv } from '../services/tools/query/language-model';
import { runPortfolioQuery } from '../services/tools/query/portfolio';
import { answerQuestion } from '../services/tools/query/service';
import type { ToolsDeps } from './tools-screener';

const tag = 'tools';

export function toolsQueryRoutes(app: FastifyInstance, deps: ToolsDeps): void {
  // Read once at start-up: an unknown QUERY_LANGUAGE_MODEL stops the server, not a request.
  const languageModel = languageModelFromEnv();

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/query',
      summary: 'Answer a plain-English question with a screen or a query over your holdings',
      tag,
      auth: 'session',
      query: QuestionQuery,
      response: QueryResponse,
    },
    ({ userId, query }) => answerQuestion({ ...deps, languageModel }, userId, query.q),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/tools/portfolio_query',
      summary: 'Run a (possibly edited) portfolio query over your holdings',
      tag,
      auth: 'session',
      query: PortfolioQueryParams,
      response: PortfolioQueryResponse,
    },
    ({ userId, query }) => {
      const {
        auth_id: _a,
        token: _t,
        ...rest
      } = query as PortfolioQuery & {
        auth_id?: unknown;
        token?: unknown;
      };
      return runPortfolioQuery(deps, userId, rest);
    },
  );
}
