// Funding (spec §1 funding and sensitive data, §2 bank link by instant link
// and by micro-deposits, verify bank account, manage bank accounts, deposit, withdraw, withdrawal
// breakdown, ACAT transfer request, /portfolio/funding; §5 masks). Amounts go in as decimal
// strings (dollarAmount: 2 decimals, max 1,000,000; centsAmount: 2 decimals, max 0.99) and come
// out as integer cents. Bank and brokerage account numbers go in whole and only ever come out as
// their last four digits (spec §1 sensitive data).
import {
  array,
  define,
  enums,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from './structs';
import { DollarAmount, Uuid } from './orders';
import { hasControlCharacters, NO_CONTROL_CHARACTERS } from './personal-fields';

const BANK_ACCOUNT_STATUSES = ['pending_verification', 'verified', 'locked', 'removed'] as const;
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
const BANK_LINK_METHODS = ['instant', 'micro_deposits'] as const;
export const FUNDING_DIRECTIONS = ['deposit', 'withdrawal'] as const;
/**
 * A deposit settles, or is returned (the bank sent it back: an ACH return); a withdrawal completes
 * (the money has left for the bank).
 */
export const FUNDING_TRANSFER_STATUSES = ['pending', 'settled', 'completed', 'returned'] as const;
export const ACAT_TRANSFER_TYPES = ['full', 'partial'] as const;
export const ACAT_STATUSES = ['submitted', 'in_progress', 'completed', 'rejected'] as const;
/** Wrong micro-deposit tries that lock a link: the third wrong try locks it. */
export const MAX_VERIFICATION_ATTEMPTS = 3;

/** A deposit or withdrawal: the dollarAmount mask of spec §5 ($1.00 to $1,000,000.00). */
const FundingAmount = DollarAmount;

/**
 * A micro-deposit as the user read it on their statement: the centsAmount mask of spec §5 (two
 * decimals, max 0.99), "0.32" or ".32"; 0.01 at least, since no deposit is zero.
 */
const CentsAmount = define<string>('CentsAmount', (value) => {
  if (typeof value !== 'string') return 'must be a cents amount such as "0.32"';
  const match = /^(\d+)?\.(\d+)$|^(\d+)$/.exec(value);
  if (!match) return 'must be a cents amount such as "0.32"';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return 'must have at most 2 decimals';
  const cents = centsAmountToCents(value);
  if (cents > 99) return 'must be at most 0.99';
  if (cents < 1) return 'must be at least 0.01';
  return true;
});

/** "0.32" → 32, ".5" → 50. Digits are shifted, never multiplied as floats. */
export function centsAmountToCents(value: string): number {
  const [whole = '', fraction = ''] = value.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** ABA routing number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = [0, 3, 6].reduce((s, i) => s + 3 * d[i]! + 7 * d[i + 1]! + d[i + 2]!, 0);
  return sum % 10 === 0;
}
const RoutingNumber = define<string>('RoutingNumber', (value) =>
  typeof value === 'string' && isRoutingNumber(value)
    ? true
    : 'must be a valid 9-digit ABA routing number',
);
const BankAccountNumber = define<string>('BankAccountNumber', (value) =>
  typeof value === 'string' && /^\d{4,17}$/.test(value) ? true : 'must be 4 to 17 digits',
);
/** Another broker's account number: letters and digits, 4 to 20 of them. */
const BrokerageAccountNumber = define<string>('BrokerageAccountNumber', (value) =>
  typeof value === 'string' && /^[A-Za-z0-9]{4,20}$/.test(value)
    ? true
    : 'must be 4 to 20 letters or digits',
);
// Control characters are refused: a NUL failed in PostgreSQL as a 500 (personal-fields.ts).
const Nickname = refine(size(string(), 1, 50), 'Nickname', (value) =>
  hasControlCharacters(value)
    ? NO_CONTROL_CHARACTERS
    : value.trim().length > 0
      ? true
      : 'must not be empty',
);
const InstitutionId = refine(size(string(), 1, 100), 'InstitutionId', (value) =>
  /^[a-z0-9_]+$/.test(value) ? true : 'must be an institution id from the list',
);
const BrokerName = refine(size(string(), 1, 100), 'BrokerName', (value) =>
  hasControlCharacters(value)
    ? NO_CONTROL_CHARACTERS
    : value.trim().length > 0
      ? true
      : 'must not be empty',
);

export const Institution = type({ id: string(), name: string() });
export type Institution = Infer<typeof Institution>;
/** GET /api/v1/funding/institutions: the bank-link provider's institution picker. */
export const InstitutionsResponse = type({ provider: string(), institutions: array(Institution) });
export type InstitutionsResponse = Infer<typeof InstitutionsResponse>;

/** POST /api/v1/funding/bank_accounts/instant_link. */
export const InstantLinkRequest = object({
  institution_id: InstitutionId,
  nickname: optional(Nickname),
});
export type InstantLinkRequest = Infer<typeof InstantLinkRequest>;

/** POST /api/v1/funding/bank_accounts/micro_deposits: two deposits under $1 are sent. */
export const MicroDepositLinkRequest = object({
  routing_number: RoutingNumber,
  account_number: BankAccountNumber,
  account_type: enums(BANK_ACCOUNT_TYPES),
  nickname: optional(Nickname),
});
export type MicroDepositLinkRequest = Infer<typeof MicroDepositLinkRequest>;

/** POST /api/v1/funding/bank_accounts/:id/verify: both amounts, in either order. */
export const VerifyBankAccountRequest = object({ amount_1: CentsAmount, amount_2: CentsAmount });
export type VerifyBankAccountRequest = Infer<typeof VerifyBankAccountRequest>;

/** PUT /api/v1/funding/bank_accounts/:id. */
export const RenameBankAccountRequest = object({ nickname: Nickname });
export type RenameBankAccountRequest = Infer<typeof RenameBankAccountRequest>;

/** A linked bank account as the API shows it: the number masked to its last four digits. */
export const BankAccount = type({
  id: string(),
  institution_name: string(),
  nickname: string(),
  account_type: enums(BANK_ACCOUNT_TYPES),
  link_method: enums(BANK_LINK_METHODS),
  last_four: string(),
  /** "••••1234": the only form of the number the API returns. */
  masked_number: string(),
  status: enums(BANK_ACCOUNT_STATUSES),
  /** Micro-deposit tries left before the link locks (0 once verified, locked or removed). */
  verification_attempts_left: number(),
  created_at: string(),
  verified_at: nullable(string()),
  /** The bank-link provider that made the link: 'sandbox' for the built-in one. */
  provider: string(),
});
export type BankAccount = Infer<typeof BankAccount>;

/**
 * GET /api/v1/funding/bank_accounts/:id/sandbox_statement: what the SANDBOX bank's statement shows
 * of a link made by micro-deposits. The sandbox moves no money and the person has no bank site to
 * read the amounts on, so this stands in for it (docs/features.md "Sandboxes and gaps"); a link
 * through a real aggregator has none (404): the person reads their own bank's statement.
 */
const SandboxStatementLine = type({
  posted_at: string(),
  description: string(),
  amount_cents: number(),
});
export const SandboxStatementResponse = type({
  institution_name: string(),
  masked_number: string(),
  lines: array(SandboxStatementLine),
});
export type SandboxStatementResponse = Infer<typeof SandboxStatementResponse>;

export const BankAccountResponse = type({ bank_account: BankAccount });
export type BankAccountResponse = Infer<typeof BankAccountResponse>;
export const BankAccountsResponse = type({ bank_accounts: array(BankAccount) });
export type BankAccountsResponse = Infer<typeof BankAccountsResponse>;

/** POST /api/v1/funding/deposits and /withdrawals (Idempotency-Key header required). */
export const TransferRequest = object({ amount: FundingAmount, bank_account_id: Uuid });
export type TransferRequest = Infer<typeof TransferRequest>;

export const FundingTransfer = type({
  id: string(),
  direction: enums(FUNDING_DIRECTIONS),
  amount_cents: number(),
  /** The part of a deposit available as buying power before it settled. */
  instant_cents: number(),
  status: enums(FUNDING_TRANSFER_STATUSES),
  bank_account_id: string(),
  bank_last_four: string(),
  created_at: string(),
  settles_at: string(),
  settled_at: nullable(string()),
  /** A returned deposit's ACH return code and reason, e.g. "R01: Insufficient funds". */
  return_reason: nullable(string()),
});
export type FundingTransfer = Infer<typeof FundingTransfer>;

/**
 * The withdrawal breakdown (spec §2 modal), all integer cents from the ledger: cash (buying power
 * not held by orders), unsettled (instant credit of deposits not yet settled: in cash, not
 * withdrawable), pending deposits (not yet in cash), pending withdrawals (left cash, not yet at
 * the bank) and withdrawable = cash − unsettled, never below zero.
 */
export const FundingBreakdown = type({
  account_id: string(),
  cash_cents: number(),
  unsettled_cents: number(),
  pending_deposits_cents: number(),
  /**
   * Every deposit made and not yet settled, at its full amount (the instant credit already in
   * cash plus the rest on its way): what the funding screen shows as pending, the sum of the
   * pending deposits its history lists. = unsettled_cents + pending_deposits_cents.
   */
  pending_deposits_total_cents: number(),
  pending_withdrawals_cents: number(),
  withdrawable_cents: number(),
  instant_limit_cents: number(),
  instant_available_cents: number(),
});
export type FundingBreakdown = Infer<typeof FundingBreakdown>;
export const FundingBreakdownResponse = type({ breakdown: FundingBreakdown });
export type FundingBreakdownResponse = Infer<typeof FundingBreakdownResponse>;

export const TransferResponse = type({ transfer: FundingTransfer, breakdown: FundingBreakdown });
export type TransferResponse = Infer<typeof TransferResponse>;

/** POST /api/v1/funding/acat_transfers (spec §2 ACAT transfer request modal). */
export const AcatTransferRequest = object({
  from_broker: BrokerName,
  account_number: BrokerageAccountNumber,
  transfer_type: enums(ACAT_TRANSFER_TYPES),
});
export type AcatTransferRequest = Infer<typeof AcatTransferRequest>;

/** A security an ACAT transfer delivered. */
const AcatAsset = type({ symbol: string(), quantity_e5: number() });

export const AcatTransfer = type({
  id: string(),
  from_broker: string(),
  last_four: string(),
  masked_number: string(),
  transfer_type: enums(ACAT_TRANSFER_TYPES),
  /** submitted → in_progress → completed, or submitted → rejected (with `reason`). */
  status: enums(ACAT_STATUSES),
  /** The delivering firm's reason for a rejection; null otherwise. */
  reason: nullable(string()),
  /** What arrived, once completed: securities, and cash (full transfers). */
  assets: array(AcatAsset),
  cash_cents: number(),
  created_at: string(),
  updated_at: string(),
});
export type AcatTransfer = Infer<typeof AcatTransfer>;
export const AcatTransferResponse = type({ acat_transfer: AcatTransfer });
export type AcatTransferResponse = Infer<typeof AcatTransferResponse>;
export const AcatTransfersResponse = type({ acat_transfers: array(AcatTransfer) });
export type AcatTransfersResponse = Infer<typeof AcatTransfersResponse>;

/** GET /api/v1/funding/history (/app/portfolio/funding), newest first. */
export const FundingHistoryResponse = type({
  transfers: array(FundingTransfer),
  acat_transfers: array(AcatTransfer),
});
export type FundingHistoryResponse = Infer<typeof FundingHistoryResponse>;
