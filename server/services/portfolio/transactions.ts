// GET /api/v1/portfolio/transactions (spec §2 mobile "transaction history"): the account's fills,
// its cash movements (starting cash, deposits, withdrawals) and the shares ACAT transfers
// delivered, newest first, a page at a time.
// Holds for open orders move cash to `held` and back; they net to zero and are not listed. The
// cursor is keyset (time, id) with the database's microseconds, so a page never skips or repeats
// a row however many arrive meanwhile.
import { and, type AnyColumn, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  TRANSACTIONS_LIMIT_DEFAULT,
  type PortfolioTransaction,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@/contract/portfolio';
import {
  acatReceipts,
  acatTransfers,
  fills,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema';
import { invalidInput } from '../../errors';
import { findSecurity } from '../../market';
import { pendingDepositsAccount } from '../funding/ledger-accounts';
import { cashAccount, heldAccount } from '../ledger';
import { resolveAccount } from './account';
import type { PortfolioDeps } from './deps';

interface Key {
  /** UTC, microseconds: 2025-03-14T15:00:00.123456Z (sorts as text). */
  ts: string;
  id: string;
}

const TS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeCursor(key: Key): string {
  return Buffer.from(`${key.ts}|${key.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Key {
  const [ts = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!TS_PATTERN.test(ts) || !UUID_PATTERN.test(id) || Number.isNaN(Date.parse(ts))) {
    throw invalidInput('cursor must be a next_cursor from the previous page.', 'cursor');
  }
  return { ts, id };
}

const micros = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const before = (createdAt: AnyColumn, id: AnyColumn, key: Key) =>
  sql`(${createdAt}, ${id}) < (${key.ts}::timestamptz, ${key.id}::uuid)`;

type Keyed = PortfolioTransaction & { key: Key };

async function fillPage(deps: PortfolioDeps, accountId: string, key: Key | null, limit: number) {
  const rows = await deps.db
    .select({
      id: fills.id,
      ts: micros(fills.createdAt),
      orderId: fills.orderId,
      symbol: fills.symbol,
      side: fills.side,
      quantityE5: fills.quantityE5,
      priceE4: fills.priceE4,
      amountCents: fills.amountCents,
    })
    .from(fills)
    .where(
      and(eq(fills.accountId, accountId), key ? before(fills.createdAt, fills.id, key) : undefined),
    )
    .orderBy(desc(fills.createdAt), desc(fills.id))
    .limit(limit);
  return rows.map((row): Keyed => ({
    type: 'fill',
    id: row.id,
    at: new Date(row.ts).toISOString(),
    order_id: row.orderId,
    symbol: row.symbol,
    name: findSecurity(row.symbol)?.name ?? row.symbol,
    side: row.side,
    quantity_e5: row.quantityE5,
    price_e4: row.priceE4,
    amount_cents: row.amountCents,
    key: { ts: row.ts, id: row.id },
  }));
}

async function receiptPage(deps: PortfolioDeps, accountId: string, key: Key | null, limit: number) {
  const rows = await deps.db
    .select({
      id: acatReceipts.id,
      ts: micros(acatReceipts.createdAt),
      symbol: acatReceipts.symbol,
      quantityE5: acatReceipts.quantityE5,
      fromBroker: acatTransfers.fromBroker,
    })
    .from(acatReceipts)
    .innerJoin(acatTransfers, eq(acatTransfers.id, acatReceipts.acatTransferId))
    .where(
      and(
        eq(acatReceipts.accountId, accountId),
        key ? before(acatReceipts.createdAt, acatReceipts.id, key) : undefined,
      ),
    )
    .orderBy(desc(acatReceipts.createdAt), desc(acatReceipts.id))
    .limit(limit);
  return rows.map((row): Keyed => ({
    type: 'transfer_in',
    id: row.id,
    at: new Date(row.ts).toISOString(),
    symbol: row.symbol,
    name: findSecurity(row.symbol)?.name ?? row.symbol,
    quantity_e5: row.quantityE5,
    from_broker: row.fromBroker,
    key: { ts: row.ts, id: row.id },
  }));
}

/**
 * The customer's money a row sums: cash, cash held for orders, and deposits on their way. A
 * deposit is listed once, at its full amount, when it is made (the funding screen shows it as
 * pending at that moment, funding/ledger-accounts.ts); its settlement only moves money from
 * pending to cash, nets to zero and is not listed. Counting cash alone listed a deposit as its
 * instant credit (none past the instant limit: no row at all), then the rest when it settled.
 */
const listedAccounts = (accountId: string) => [
  cashAccount(accountId),
  heldAccount(accountId),
  pendingDepositsAccount(accountId),
];

async function cashPage(deps: PortfolioDeps, accountId: string, key: Key | null, limit: number) {
  const amount = sql<string>`sum(${ledgerEntries.amountCents})`;
  const rows = await deps.db
    .select({
      id: ledgerTransactions.id,
      ts: micros(ledgerTransactions.createdAt),
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      amount,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        inArray(ledgerEntries.ledgerAccount, listedAccounts(accountId)),
        // A fill's cash movement is listed as the fill itself.
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(fills)
            .where(
              and(
                eq(fills.accountId, accountId),
                eq(fills.ledgerTransactionId, ledgerTransactions.id),
              ),
            ),
        ),
        key ? before(ledgerTransactions.createdAt, ledgerTransactions.id, key) : undefined,
      ),
    )
    .groupBy(ledgerTransactions.id)
    .having(sql`${amount} <> 0`)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(limit);
  return rows.map((row): Keyed => ({
    type: 'cash',
    id: row.id,
    at: new Date(row.ts).toISOString(),
    kind: row.kind,
    description: row.memo,
    amount_cents: Number(row.amount),
    key: { ts: row.ts, id: row.id },
  }));
}

const newestFirst = (a: Keyed, b: Keyed) =>
  a.key.ts === b.key.ts ? (a.key.id < b.key.id ? 1 : -1) : a.key.ts < b.key.ts ? 1 : -1;

export async function listTransactions(
  deps: PortfolioDeps,
  userId: string,
  query: TransactionsQuery,
): Promise<TransactionsResponse> {
  const key = query.cursor ? decodeCursor(query.cursor) : null;
  const limit = query.limit ? Number(query.limit) : TRANSACTIONS_LIMIT_DEFAULT;
  const { account } = await resolveAccount(deps.db, userId, query.account);
  // Each source's next limit + 1 rows hold the merged page's limit rows and whether more follow.
  const [fillRows, cashRows, receiptRows] = await Promise.all([
    fillPage(deps, account.id, key, limit + 1),
    cashPage(deps, account.id, key, limit + 1),
    receiptPage(deps, account.id, key, limit + 1),
  ]);
  const merged = [...fillRows, ...cashRows, ...receiptRows].sort(newestFirst);
  const page = merged.slice(0, limit);
  const last = page[page.length - 1];
  return {
    transactions: page.map(({ key: _key, ...transaction }) => transaction),
    next_cursor: merged.length > limit && last ? encodeCursor(last.key) : null,
  };
}
