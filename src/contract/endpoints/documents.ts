// The documents endpoints, one export each, imported as a namespace (`import * as documentsEndpoints from
// '@/contract/endpoints/documents'`): a bundle keeps only the endpoints it calls, and their structs.
import { DocumentsQuery, DocumentsResponse, StatementPath } from '../documents';
import { endpoint } from '../endpoint';

const tag = 'documents';

export const list = endpoint({
  method: 'GET',
  path: '/documents',
  summary: 'Monthly statements available to download, by account, newest first',
  tag,
  auth: 'session',
  query: DocumentsQuery,
  response: DocumentsResponse,
});
/** Not JSON: the PDF's bytes, downloaded by a plain link (the documents feature's statementUrl). */
export const statement = endpoint({
  method: 'GET',
  path: '/documents/statements/:account_id/:month',
  summary: "One month's statement of an account as a PDF (application/pdf)",
  tag,
  auth: 'session',
  params: StatementPath,
  query: DocumentsQuery,
  // The browser downloads it by a plain link; no client code parses it.
  produces: 'application/pdf',
});
