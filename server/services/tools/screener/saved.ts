// Saved screens: the saved_screens table, scoped
// by the signed-in user. Names are 1–60 characters, unique per user (409 naming `name`), at most
// SAVED_SCREENS_MAX each; criteria pass the screener's own contract on every write. Another
// member's screen is a 404, never a 403, so ids reveal nothing.
import { and, asc, count, eq } from 'drizzle-orm';
import {
  SAVED_SCREENS_MAX,
  type CreateScreenRequest,
  type SavedScreen,
  type SavedScreensResponse,
  type UpdateScreenRequest,
} from '@/contract/screener';
import type { Db } from '../../../db/client';
import { savedScreens, users } from '../../../db/schema';
import { notFound, conflict } from '../../../errors';
import { checkCriteria } from './run';
import { isUniqueViolation } from '../../../db/constraint-violation';

type Row = typeof savedScreens.$inferSelect;

const toBody = (row: Row): SavedScreen => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria as SavedScreen['criteria'],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const nameTaken = (name: string) =>
  conflict(`You already have a screen named "${name}". Choose another name.`, 'name');
const screenNotFound = () => notFound('No such saved screen.', 'id');

export async function listScreens(db: Db, userId: string): Promise<SavedScreensResponse> {
  const rows = await db
    .select()
    .from(savedScreens)
    .where(eq(savedScreens.userId, userId))
    .orderBy(asc(savedScreens.name));
  return { screens: rows.map(toBody) };
}

export async function createScreen(
  db: Db,
  userId: string,
  body: CreateScreenRequest,
): Promise<SavedScreen> {
  const criteria = checkCriteria(body.criteria);
  const name = body.name.trim();
  try {
    return await db.transaction(async (tx) => {
      // The member's row lock serialises two creations, so the cap cannot be passed by a race.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      const [held] = await tx
        .select({ n: count() })
        .from(savedScreens)
        .where(eq(savedScreens.userId, userId));
      if ((held?.n ?? 0) >= SAVED_SCREENS_MAX) {
        throw conflict(
          `You can save at most ${SAVED_SCREENS_MAX} screens. Delete one to save another.`,
          'name',
        );
      }
      const [row] = await tx.insert(savedScreens).values({ userId, name, criteria }).returning();
      return toBody(row as Row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function updateScreen(
  db: Db,
  userId: string,
  id: string,
  body: UpdateScreenRequest,
): Promise<SavedScreen> {
  const changes: Partial<typeof savedScreens.$inferInsert> = { updatedAt: new Date() };
  if (body.criteria) changes.criteria = checkCriteria(body.criteria);
  if (body.name !== undefined) changes.name = body.name.trim();
  try {
    const [row] = await db
      .update(savedScreens)
      .set(changes)
      .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)))
      .returning();
    if (!row) throw screenNotFound();
    return toBody(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(changes.name ?? '');
    throw error;
  }
}

export async function deleteScreen(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(savedScreens)
    .where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId)))
    .returning({ id: savedScreens.id });
  if (rows.length === 0) throw screenNotFound();
}
