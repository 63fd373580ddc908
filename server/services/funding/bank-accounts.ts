// Linked bank accounts (spec §2 bank link by instant link and by micro-deposits,
// verify bank account, manage bank accounts). Every query is scoped by the signed-in user: another
// user's bank account is a 404 like a missing one. The account number is encrypted before it is
// stored and only its last four digits ever leave (spec §1 sensitive data).
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  type BankAccount,
  centsAmountToCents,
  type InstantLinkRequest,
  MAX_VERIFICATION_ATTEMPTS,
  type MicroDepositLinkRequest,
  type SandboxStatementResponse,
  type VerifyBankAccountRequest,
} from '@/contract/funding';
import { isUuid } from '@/contract/orders';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { notFound, conflict, unprocessable } from '../../errors';
import { postTransaction } from '../ledger';
import { encryptSensitive, lastFour, masked } from './crypto';
import type { FundingDeps } from './deps';
import { HOUSE_BANK_TRANSFERS, HOUSE_MICRO_DEPOSITS } from './ledger-accounts';
import { sandboxBankLinkProvider } from './provider';
import { requireVerifiedEmail } from '../email-verification';

type BankAccountRow = typeof bankAccounts.$inferSelect;
export const BANK_NUMBER_PURPOSE = 'bank_account_number';

const bankAccountNotFound = () => notFound('No such bank account.', 'bank_account_id');

export function bankAccountView(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    institution_name: row.institutionName,
    nickname: row.nickname,
    account_type: row.accountType,
    link_method: row.linkMethod,
    last_four: row.lastFour,
    masked_number: masked(row.lastFour),
    status: row.status,
    verification_attempts_left:
      row.status === 'pending_verification'
        ? Math.max(0, MAX_VERIFICATION_ATTEMPTS - row.failedVerifications)
        : 0,
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    provider: row.provider,
  };
}

/** The user's bank accounts, removed ones left out, oldest first. */
export async function listBankAccounts(db: Db, userId: string): Promise<BankAccount[]> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), ne(bankAccounts.status, 'removed')))
    .orderBy(bankAccounts.createdAt, bankAccounts.id);
  return rows.map(bankAccountView);
}

/** One of the user's bank accounts (removed ones too: their status says so), or a 404. */
export async function findBankAccount(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BankAccountRow> {
  if (!isUuid(id)) throw bankAccountNotFound();
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw bankAccountNotFound();
  return row;
}

/** ACH descriptions name the sender and the purpose, as a bank statement shows them. */
const MICRO_DEPOSIT_DESCRIPTION = 'STOCKROOM ACCTVERIFY';

/**
 * The sandbox bank's statement of one of the user's micro-deposit links: the two deposits it was
 * sent, kept after verification as a statement keeps its history. 404 for a link a real
 * aggregator made (or an instant link, which had no deposits).
 */
export async function sandboxStatement(
  db: Db,
  userId: string,
  id: string,
): Promise<SandboxStatementResponse> {
  const row = await findBankAccount(db, userId, id);
  const sent = [row.microDeposit1Cents, row.microDeposit2Cents];
  if (row.provider !== sandboxBankLinkProvider.name || sent.includes(null)) {
    throw notFound('This bank link has no sandbox statement.', 'bank_account_id');
  }
  return {
    institution_name: row.institutionName,
    masked_number: masked(row.lastFour),
    lines: sent.map((cents) => ({
      posted_at: row.createdAt.toISOString(),
      description: MICRO_DEPOSIT_DESCRIPTION,
      amount_cents: cents ?? 0,
    })),
  };
}

/** Instant link through the provider's institution picker: verified at once. */
export async function linkInstantly(
  deps: FundingDeps,
  userId: string,
  input: InstantLinkRequest,
): Promise<BankAccount> {
  await requireVerifiedEmail(deps.db, userId);
  const linked = await deps.provider.instantLink(input.institution_id);
  if (!linked) {
    throw unprocessable(
      'institution_id is not an institution this provider knows.',
      'institution_id',
    );
  }
  const last = lastFour(linked.accountNumber);
  const [row] = await deps.db
    .insert(bankAccounts)
    .values({
      userId,
      provider: deps.provider.name,
      institutionName: linked.institutionName,
      nickname: input.nickname?.trim() ?? `${linked.institutionName} ${masked(last)}`,
      accountType: linked.accountType,
      linkMethod: 'instant',
      accountNumberEncrypted: encryptSensitive(deps.key, BANK_NUMBER_PURPOSE, linked.accountNumber),
      lastFour: last,
      routingNumber: linked.routingNumber,
      status: 'verified',
      verifiedAt: deps.now(),
      createdAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('bank account insert returned no row');
  return bankAccountView(row);
}

/**
 * Link by account and routing number: two deposits under $1 are sent (their amounts stored, and
 * booked in the ledger as the firm's cost) and the link waits for the user to confirm both.
 */
export async function linkByMicroDeposits(
  deps: FundingDeps,
  userId: string,
  input: MicroDepositLinkRequest,
): Promise<BankAccount> {
  await requireVerifiedEmail(deps.db, userId);
  const [first, second] = await deps.provider.sendMicroDeposits({
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
  });
  const last = lastFour(input.account_number);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        userId,
        provider: deps.provider.name,
        institutionName: 'Bank account',
        nickname:
          input.nickname?.trim() ??
          `${input.account_type === 'savings' ? 'Savings' : 'Checking'} ${masked(last)}`,
        accountType: input.account_type,
        linkMethod: 'micro_deposits',
        accountNumberEncrypted: encryptSensitive(
          deps.key,
          BANK_NUMBER_PURPOSE,
          input.account_number,
        ),
        lastFour: last,
        routingNumber: input.routing_number,
        status: 'pending_verification',
        microDeposit1Cents: first,
        microDeposit2Cents: second,
        createdAt: at,
      })
      .returning();
    if (!row) throw new Error('bank account insert returned no row');
    await postTransaction(tx, {
      kind: 'micro_deposits',
      memo: 'Two verification micro-deposits sent to a linked bank account',
      idempotencyKey: row.id,
      at,
      entries: [
        { ledgerAccount: HOUSE_MICRO_DEPOSITS, amountCents: -(first + second) },
        { ledgerAccount: HOUSE_BANK_TRANSFERS, amountCents: first + second },
      ],
    });
    return bankAccountView(row);
  });
}

/**
 * Checks the two amounts (in either order). A wrong pair counts a try and is a 422 saying how
 * many are left; the third wrong try locks the link (409 from then on: link the account again).
 * The count is committed before the error goes out.
 */
export async function verifyBankAccount(
  deps: FundingDeps,
  userId: string,
  id: string,
  input: VerifyBankAccountRequest,
): Promise<BankAccount> {
  type Outcome = { row: BankAccountRow } | { wrong: number };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = await findBankAccount(tx, userId, id, { forUpdate: true });
    if (row.status === 'verified') return { row };
    if (row.status === 'locked') throw lockedError();
    if (row.status === 'removed') throw removedError();
    const sent = [row.microDeposit1Cents, row.microDeposit2Cents].sort(byNumber);
    const given = [centsAmountToCents(input.amount_1), centsAmountToCents(input.amount_2)].sort(
      byNumber,
    );
    if (sent[0] === given[0] && sent[1] === given[1]) {
      const [updated] = await tx
        .update(bankAccounts)
        .set({ status: 'verified', verifiedAt: deps.now() })
        .where(eq(bankAccounts.id, row.id))
        .returning();
      return { row: updated ?? row };
    }
    const failed = row.failedVerifications + 1;
    const locked = failed >= MAX_VERIFICATION_ATTEMPTS;
    await tx
      .update(bankAccounts)
      .set({ failedVerifications: failed, ...(locked ? { status: 'locked' as const } : {}) })
      .where(eq(bankAccounts.id, row.id));
    return { wrong: MAX_VERIFICATION_ATTEMPTS - failed };
  });
  if ('row' in outcome) return bankAccountView(outcome.row);
  if (outcome.wrong <= 0) throw lockedError();
  throw unprocessable(
    `Those amounts do not match the deposits we sent. ${outcome.wrong} ${outcome.wrong === 1 ? 'try' : 'tries'} left.`,
    'amount_1',
  );
}

const byNumber = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);

const lockedError = () =>
  conflict(
    'This bank link is locked after three wrong tries. Remove it and link the account again.',
    'id',
  );
const removedError = () => conflict('This bank account was removed.', 'id');

export async function renameBankAccount(
  deps: FundingDeps,
  userId: string,
  id: string,
  nickname: string,
): Promise<BankAccount> {
  return deps.db.transaction(async (tx) => {
    const row = await findBankAccount(tx, userId, id, { forUpdate: true });
    if (row.status === 'removed') throw removedError();
    const [updated] = await tx
      .update(bankAccounts)
      .set({ nickname: nickname.trim() })
      .where(eq(bankAccounts.id, row.id))
      .returning();
    return bankAccountView(updated ?? row);
  });
}

/**
 * Soft removal: the row stays (its transfers refer to it) with status 'removed'; transfers already
 * under way still settle. Removing a removed account again answers the same.
 */
export async function removeBankAccount(
  deps: FundingDeps,
  userId: string,
  id: string,
): Promise<BankAccount> {
  return deps.db.transaction(async (tx) => {
    const row = await findBankAccount(tx, userId, id, { forUpdate: true });
    if (row.status === 'removed') return bankAccountView(row);
    const [updated] = await tx
      .update(bankAccounts)
      .set({ status: 'removed', removedAt: deps.now() })
      .where(eq(bankAccounts.id, row.id))
      .returning();
    return bankAccountView(updated ?? row);
  });
}

/** Each of the user's bank accounts' last four, removed ones too (history names them so). */
export async function bankLastFours(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: bankAccounts.id, lastFour: bankAccounts.lastFour })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.createdAt));
  return new Map(rows.map((r) => [r.id, r.lastFour]));
}
