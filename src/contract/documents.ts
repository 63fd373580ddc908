// E-documents payloads (issue 5/10 item 5; spec §2 "/documents: e-documents"): the monthly
// statements a user can download. A statement's PDF comes from
// GET /api/v1/documents/statements/:account_id/:month; its list from GET /api/v1/documents.
import { array, object, optional, string, type, type Infer } from 'superstruct';
import { TokenPart } from './fields';
import { AccountType } from './users';

/** Only the token sign-in pair the client appends to every call (spec §2). */
export const DocumentsQuery = object({ auth_id: optional(TokenPart), token: optional(TokenPart) });
export type DocumentsQuery = Infer<typeof DocumentsQuery>;

/** A statement month, 'YYYY-MM' (New York time), 1900 to 2099. */
export const STATEMENT_MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export const StatementDocument = type({
  /** 'YYYY-MM'. */
  month: string(),
  /** 'Statement for February 2025'. */
  title: string(),
  /** The download's file name, e.g. stockroom-statement-2025-02.pdf. */
  file_name: string(),
});
export type StatementDocument = Infer<typeof StatementDocument>;

export const DocumentAccount = type({
  id: string(),
  /** The short number printed on the statements, e.g. SR-1A2B3C4D. */
  account_number: string(),
  type: AccountType,
  /** A reset paper account is 'closed'; its statements stay available. */
  status: string(),
  opened_at: string(),
  /** Newest first: one per month with activity, up to the last month that has ended. */
  statements: array(StatementDocument),
});
export type DocumentAccount = Infer<typeof DocumentAccount>;

export const DocumentsResponse = type({
  /** Live account first, then paper accounts, newest first. */
  accounts: array(DocumentAccount),
  as_of: string(),
});
export type DocumentsResponse = Infer<typeof DocumentsResponse>;

/** The file name a statement downloads as. */
export const statementFileName = (month: string) => `stockroom-statement-${month}.pdf`;
