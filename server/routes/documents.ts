// E-documents (spec §2 "/documents: e-documents"): the list of monthly statements and each
// statement as a PDF made on demand. Thin: the endpoints (documentsEndpoints) validate, then call
// server/services/statements, which scopes every query by the signed-in user id.
//
// A statement holds a person's name, email and money: it is never logged (Fastify logs only the
// method, URL and status) and never stored, by us or by a cache (`private, no-store`).
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { statementFileName } from '@/contract/documents';
import { BRANDS, brandForHost } from '@/platform/brand/brands';
import { defineRoute } from '../http/route';
import type { StatementDeps } from '../services/statements/deps';
import { listStatements } from '../services/statements/list';
import { statementPdf } from '../services/statements/statement';
import * as documentsEndpoints from '@/contract/endpoints/documents';

export async function documentRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: StatementDeps = coreOf(appDeps);
  const options = appDeps.settings;
  defineRoute(app, documentsEndpoints.list, ({ userId }) =>
    listStatements(deps.db, userId, deps.now()),
  );

  defineRoute(app, documentsEndpoints.statement, async ({ userId, params, request, reply }) => {
    const { month } = params;
    const brand = options.brand ? BRANDS[options.brand] : brandForHost(request.hostname);
    const pdf = await statementPdf(deps, userId, params.account_id.toLowerCase(), month, brand);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${statementFileName(month)}"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  });
}
