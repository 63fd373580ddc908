// E-documents payloads (spec §2 "/documents: e-documents"): the monthly statements a user can
// download. A statement's PDF comes from GET /api/v1/documents/statements/:account_id/:month; its
// list from GET /api/v1/documents.
import { array, object, optional, refine, string, type, type Infer } from './structs';
import { TokenPart } from './fields';
import { AccountType } from './users';

/** Only the token sign-in pair the client appends to every call (spec §2). */
export const DocumentsQuery = object({ auth_id: optional(TokenPart), token: optional(TokenPart) });
export type DocumentsQuery = Infer<typeof DocumentsQuery>;

/** A statement month, 'YYYY-MM' (New York time), 1900 to 2099. */
const STATEMENT_MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v1/documents/statements/:account_id/:month. A malformed id or month is a 400 naming
 * it; a well-formed id of no account of the member's is a 404 (server/services/statements).
 */
export const StatementPath = object({
  account_id: refine(string(), 'AccountId', (value) =>
    UUID_PATTERN.test(value) ? true : 'must be an account id from GET /api/v1/documents',
  ),
  month: refine(string(), 'StatementMonth', (value) =>
    STATEMENT_MONTH_PATTERN.test(value)
      ? true
      : 'must be a month as YYYY-MM from 1900-01 to 2099-12, e.g. 2025-02',
  ),
});
export type StatementPath = Infer<typeof StatementPath>;

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
