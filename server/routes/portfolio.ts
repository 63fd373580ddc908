// The portfolio routes (spec §2 /portfolio, /portfolio/history, /ideas/portfolio_explorer,
// /ideas/community popular stocks). Thin: the contract's endpoints (portfolioEndpoints) validate,
// server/services/portfolio answers, scoping every query by the signed-in user's accounts.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import type { PortfolioDeps } from '../services/portfolio/deps';
import { getExplorer } from '../services/portfolio/explorer';
import { getHistory } from '../services/portfolio/history';
import { getPopular } from '../services/portfolio/popular';
import { getPortfolio } from '../services/portfolio/summary';
import { listTransactions } from '../services/portfolio/transactions';
import * as portfolioEndpoints from '@/contract/endpoints/portfolio';

export async function portfolioRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: PortfolioDeps = coreOf(appDeps);
  defineRoute(app, portfolioEndpoints.summary, ({ userId, query }) =>
    getPortfolio(deps, userId, query.account),
  );
  defineRoute(app, portfolioEndpoints.history, ({ userId, query }) =>
    getHistory(deps, userId, query),
  );
  defineRoute(app, portfolioEndpoints.transactions, ({ userId, query }) =>
    listTransactions(deps, userId, query),
  );
  defineRoute(app, portfolioEndpoints.explorer, ({ userId, query }) =>
    getExplorer(deps, userId, query.account),
  );
  defineRoute(app, portfolioEndpoints.popular, () => getPopular(deps));
}
