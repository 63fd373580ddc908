// The watchlist and the interests of /app/watchlist and /app/interests (spec §2 mobile "interests
// selection and watchlist"). Every query is scoped by the signed-in user id (CONTRIBUTING).
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type InterestsResponse,
  SECTOR_NAMES,
  type SectorName,
  WATCHLIST_MAX,
  type WatchlistChange,
  type WatchlistResponse,
} from '@/contract/market';
import { type Db, executedRows } from '../../db/client';
import { userInterests, watchlistItems } from '../../db/schema';
import { conflict } from '../../errors';
import { requireSecurity } from '../../market';
import { quoteBody, summaryBody } from './mapping';
import type { Market } from './provider';
import { quotesFor } from './quotes';

export async function isOnWatchlist(db: Db, userId: string, symbol: string): Promise<boolean> {
  const rows = await db
    .select({ symbol: watchlistItems.symbol })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.symbol, symbol)));
  return rows.length > 0;
}

export async function watchlist(
  db: Db,
  market: Market,
  userId: string,
): Promise<WatchlistResponse> {
  const rows = await db
    .select()
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(asc(watchlistItems.createdAt), asc(watchlistItems.symbol));
  const quotes = await quotesFor(
    market,
    rows.map((row) => row.symbol),
  );
  return {
    items: rows.map((row, i) => ({
      security: summaryBody(requireSecurity(row.symbol)),
      quote: quoteBody(quotes[i]!),
      added_at: row.createdAt.toISOString(),
    })),
  };
}

/** Idempotent: adding a symbol that is already there changes nothing. */
export async function addToWatchlist(
  db: Db,
  userId: string,
  symbol: string,
): Promise<WatchlistChange> {
  // One statement, so two concurrent adds cannot both slip under the cap.
  const inserted = await db.execute(sql`
    INSERT INTO ${watchlistItems} (user_id, symbol)
    SELECT ${userId}::uuid, ${symbol}::text
    WHERE (SELECT count(*) FROM ${watchlistItems} WHERE user_id = ${userId}::uuid) < ${WATCHLIST_MAX}
    ON CONFLICT DO NOTHING
    RETURNING symbol`);
  const added = executedRows(inserted).length > 0;
  if (!added && !(await isOnWatchlist(db, userId, symbol))) {
    throw conflict(
      `Your watchlist is full: it holds up to ${WATCHLIST_MAX} securities. Remove one to add ${symbol}.`,
      'symbol',
    );
  }
  return { symbol, on_watchlist: true };
}

/** Idempotent: removing a symbol that is not there is fine. */
export async function removeFromWatchlist(
  db: Db,
  userId: string,
  symbol: string,
): Promise<WatchlistChange> {
  await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.symbol, symbol)));
  return { symbol, on_watchlist: false };
}

export async function interests(db: Db, userId: string): Promise<InterestsResponse> {
  const rows = await db
    .select({ interest: userInterests.interest })
    .from(userInterests)
    .where(eq(userInterests.userId, userId));
  const chosen = new Set(rows.map((row) => row.interest));
  return { sectors: SECTOR_NAMES.filter((sector) => chosen.has(sector)) };
}

/** Replaces the user's interests with `sectors` (duplicates ignored) in one transaction. */
export async function setInterests(
  db: Db,
  userId: string,
  sectors: readonly SectorName[],
): Promise<InterestsResponse> {
  const unique = [...new Set(sectors)];
  await db.transaction(async (tx) => {
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    if (unique.length > 0) {
      await tx.insert(userInterests).values(unique.map((interest) => ({ userId, interest })));
    }
  });
  return interests(db, userId);
}
