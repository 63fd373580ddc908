// The query tool's API (spec §1 "query tool"): a plain-English question answered with its parsed
// query, a restatement and the results (an unparseable one with a helpful 200), and an edited
// portfolio query run again. Reads only: GETs.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { PORTFOLIO_QUERY_KEYS, type PortfolioQuery } from '@/contract/query';
import { defineRoute } from '../http/route';
import { runPortfolioQuery } from '../services/tools/query/portfolio';
import { answerQuestion } from '../services/tools/query/service';
import type { ToolsDeps } from './tools-screener';
import * as queryEndpoints from '@/contract/endpoints/query';

export async function toolsQueryRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: ToolsDeps = coreOf(appDeps);
  const languageModel = appDeps.settings.languageModel ?? null;
  defineRoute(app, queryEndpoints.ask, ({ userId, query }) =>
    answerQuestion({ ...deps, languageModel }, userId, query.q),
  );
  // The answer repeats the query: only its own fields, not the token sign-in pair the client may
  // append to every call (spec §2).
  // (superstruct's mask() throws on a `__proto__` parameter: the fields are picked instead.)
  defineRoute(app, queryEndpoints.portfolioQuery, ({ userId, query }) => {
    const own = Object.fromEntries(PORTFOLIO_QUERY_KEYS.map((key) => [key, query[key]]));
    return runPortfolioQuery(deps, userId, own as PortfolioQuery);
  });
}
