// The documents feature's calls to /api/v1/documents (server/routes/documents.ts). The query names
// what it reads, for the app's query cache (platform/queries).
import type { DocumentsResponse } from '@/contract/documents';
import { fillPath } from '@/contract/endpoint';
import { buildUrl, call } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';
import * as documentsEndpoints from '@/contract/endpoints/documents';

export const documentsQuery: ApiQuery<DocumentsResponse> = {
  reads: [documentsEndpoints.list],
  load: () => call(documentsEndpoints.list, {}),
};

/**
 * A statement's PDF, for a plain `<a download>`: the browser sends the session cookie with it
 * (and buildUrl the token sign-in pair, spec §2), and saves the file the server names.
 */
export const statementUrl = (accountId: string, month: string) =>
  buildUrl(fillPath(documentsEndpoints.statement.path, { account_id: accountId, month }));
