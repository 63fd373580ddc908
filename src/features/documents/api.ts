// The documents feature's calls to /api/v1/documents (server/routes/documents.ts).
import { DocumentsResponse } from '@/contract/documents';
import { api, buildUrl } from '@/platform/api';

export const loadDocuments = () => api({ path: '/documents', response: DocumentsResponse });

/**
 * A statement's PDF, for a plain `<a download>`: the browser sends the session cookie with it
 * (and buildUrl the token sign-in pair, spec §2), and saves the file the server names.
 */
export const statementUrl = (accountId: string, month: string) =>
  buildUrl(`/documents/statements/${encodeURIComponent(accountId)}/${encodeURIComponent(month)}`);
