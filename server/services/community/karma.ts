// Karma, shown as XP (spec §1 "community points … daily maximum", §3 karma state). Every award is
// a row with a unique reference, so an action counts once however often it is retried, and the
// user's totals row is locked while an award is added, so concurrent awards cannot pass the daily
// maximum together (tests/api/community-karma.test.ts runs them on PostgreSQL).
import { eq, sql } from 'drizzle-orm';
import type { KarmaState } from '@/contract/community';
import type { Db, Tx } from '../../db/client';
import { karmaAwards, karmaTotals } from '../../db/schema/community';
import { easternDateOf } from '../../market';

export interface KarmaAward {
  userId: string;
  /** Unique per user and action, e.g. `thought_posted:42`. */
  reference: string;
  points: number;
}

/** Adds an award inside the caller's transaction; an award already given changes nothing. */
export async function awardKarma(
  tx: Tx | Db,
  award: KarmaAward,
  now: Date,
  dailyMax: number,
): Promise<KarmaState> {
  const today = easternDateOf(now);
  await tx.insert(karmaTotals).values({ userId: award.userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(karmaTotals)
    .where(eq(karmaTotals.userId, award.userId))
    .for('update');
  const dayPoints = row!.day === today ? row!.dayPoints : 0;
  const granted = Math.max(0, Math.min(award.points, dailyMax - dayPoints));
  const inserted = await tx
    .insert(karmaAwards)
    .values({
      userId: award.userId,
      reference: award.reference,
      requestedPoints: award.points,
      points: granted,
      day: today,
    })
    .onConflictDoNothing()
    .returning({ id: karmaAwards.id });
  if (inserted.length === 0) return stateOf(row!.total, dayPoints, dailyMax);
  await tx
    .update(karmaTotals)
    .set({
      total: sql`${karmaTotals.total} + ${granted}`,
      day: today,
      dayPoints: dayPoints + granted,
    })
    .where(eq(karmaTotals.userId, award.userId));
  return stateOf(row!.total + granted, dayPoints + granted, dailyMax);
}

export async function karmaOf(
  db: Db,
  userId: string,
  now: Date,
  dailyMax: number,
): Promise<KarmaState> {
  const [row] = await db.select().from(karmaTotals).where(eq(karmaTotals.userId, userId));
  if (!row) return stateOf(0, 0, dailyMax);
  return stateOf(row.total, row.day === easternDateOf(now) ? row.dayPoints : 0, dailyMax);
}

const stateOf = (total: number, dayPoints: number, dailyMax: number): KarmaState => ({
  karmaTotal: total,
  reachedDailyMax: dayPoints >= dailyMax,
});
