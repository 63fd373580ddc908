// E-documents (issue 5/10 item 5; spec §2 "/documents: e-documents"): the list of monthly
// statements and each statement as a PDF made on demand. Thin: validate, call
// server/services/statements, which scopes every query by the signed-in user id.
//
// A statement holds a person's name, email and money: it is never logged (Fastify logs only the
// method, URL and status) and never stored, by us or by a cache (`private, no-store`).
import type { FastifyInstance } from 'fastify';
import {
  DocumentsQuery,
  DocumentsResponse,
  STATEMENT_MONTH_PATTERN,
  statementFileName,
} from '@/contract/documents';
import { BRANDS, brandForHost, type BrandId } from '@/platform/brand/brands';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { defineRoute } from '../http/route';
import type { QuoteProvider } from '../market';
import { market } from '../services/market/provider';
import type { StatementDeps } from '../services/statements/deps';
import { listStatements } from '../services/statements/list';
import { statementPdf } from '../services/statements/statement';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The app's options these routes read (server/app.ts AppOptions). */
export interface DocumentRouteOptions {
  db: Db;
  quoteProvider?: QuoteProvider;
  now?: () => Date;
  brand?: BrandId | null;
}

function params(request: { params: unknown }): { accountId: string; month: string } {
  const { account_id: accountId = '', month = '' } = request.params as Record<string, string>;
  if (!UUID_PATTERN.test(accountId)) {
    throw badRequest('account_id must be an account id from GET /api/v1/documents.', 'account_id');
  }
  if (!STATEMENT_MONTH_PATTERN.test(month)) {
    throw badRequest(
      'month must be a month as YYYY-MM from 1900-01 to 2099-12, e.g. 2025-02.',
      'month',
    );
  }
  return { accountId: accountId.toLowerCase(), month };
}

export function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions): void {
  const deps: StatementDeps = {
    db: options.db,
    quotes: options.quoteProvider ?? market().quotes,
    now: options.now ?? (() => market().now()),
  };
  const tag = 'documents';

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/documents',
      summary: 'Monthly statements available to download, by account, newest first',
      tag,
      auth: 'session',
      query: DocumentsQuery,
      response: DocumentsResponse,
    },
    ({ userId }) => listStatements(deps.db, userId, deps.now()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/v1/documents/statements/:account_id/:month',
      summary: "One month's statement of an account as a PDF (application/pdf)",
      tag,
      auth: 'session',
      query: DocumentsQuery,
    },
    async ({ userId, request, reply }) => {
      const { accountId, month } = params(request);
      const brand = options.brand ? BRANDS[options.brand] : brandForHost(request.hostname);
      const pdf = await statementPdf(deps, userId, accountId, month, brand);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(month)}"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
}
