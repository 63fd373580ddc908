// Database sessions: the API is stateless, so any instance can serve any request (DESIGN.md).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused for this long is over (idle expiry). */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** An operator's session (the /ops console's powers) is over sooner when unused. */
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
/** No session lives longer than this, however active (absolute expiry). */
export const SESSION_ABSOLUTE_MS = 60 * DAY_MS;
/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  userId: string;
  /** The user is an operator now: the /ops routes answer (http/route.ts). */
  operator: boolean;
}

/** A session row with its user's operator mark. */
const withOperator = { session: sessions, operatorSince: users.operatorSince };

export async function createSession(
  db: Db | Tx,
  userId: string,
  now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, createdAt: now, lastSeenAt: now, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

export async function findSessionByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  // Every signed-in request asks this: composed once (db/prepared.ts).
  const statement = preparedOnce(db, 'session-by-token', () =>
    db
      .select(withOperator)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('hash')),
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      ),
  );
  const [row] = await statement.execute({ hash: sha256(token), now: now.toISOString() });
  return row ? touch(db, row, now) : null;
}

export async function findSessionById(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await db
    .select(withOperator)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row ? touch(db, row, now) : null;
}

async function touch(
  db: Db,
  { session, operatorSince }: { session: typeof sessions.$inferSelect; operatorSince: Date | null },
  now: Date,
): Promise<ActiveSession | null> {
  const operator = operatorSince !== null;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (idleFor > (operator ? OPERATOR_SESSION_IDLE_MS : SESSION_IDLE_MS)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, userId: session.userId, operator };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of the user but `keepSessionId` (a password change), or
 * every one when it is null (closing the account). Returns how many ended.
 */
export async function deleteUserSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
