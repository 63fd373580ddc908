// Database sessions: the API is stateless, so any instance can serve any request (DESIGN.md); each
// instance only remembers recent lookups, and forgets them when any instance changes a session
// (db/session-cache.ts).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { type RememberedSession, sessionCacheOf } from '../db/session-cache';
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

/**
 * The live session of a cookie's token. Most answers come from this instance's memory of recent
 * lookups (session-cache.ts), which forgets a session as soon as any instance changes it; a
 * remembered session is used only while its last-seen time needs no writing.
 */
export async function findSessionByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const hash = sha256(token);
  const at = now.getTime();
  const cache = sessionCacheOf(db);
  const remembered = cache?.get(hash, at);
  if (remembered && remembered.expiresAt.getTime() > at && !touchDue(remembered.lastSeenAt, at)) {
    return {
      sessionId: remembered.sessionId,
      userId: remembered.userId,
      operator: remembered.operator,
    };
  }
  const mark = cache?.mark() ?? 0;
  // Every signed-in request the cache cannot answer asks this: composed once (db/prepared.ts).
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
  const [row] = await statement.execute({ hash, now: now.toISOString() });
  if (!row) return null;
  const active = await touch(db, row, now);
  if (active && cache) {
    const lastSeenAt = touchDue(row.session.lastSeenAt, at) ? now : row.session.lastSeenAt;
    const entry: RememberedSession = { ...active, lastSeenAt, expiresAt: row.session.expiresAt };
    cache.remember(hash, entry, mark, at);
  }
  return active;
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

/** last_seen_at is written again (touch); until then a remembered session may be used. */
const touchDue = (lastSeenAt: Date, at: number) => at - lastSeenAt.getTime() > TOUCH_EVERY_MS;

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
  if (touchDue(session.lastSeenAt, now.getTime())) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { sessionId: session.id, userId: session.userId, operator };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  // Forgotten here before the answer; other instances on the trigger's notice.
  sessionCacheOf(db)?.forget(sessionId);
}

/**
 * After a transaction that ended a user's sessions or changed their operator mark has committed:
 * this instance forgets their sessions before it answers (the others on the triggers' notice).
 */
export function userSessionsChanged(db: Db, userId: string): void {
  sessionCacheOf(db)?.forget(`user:${userId}`);
}

/**
 * Ends every session of the user but `keepSessionId` (a password change), or
 * every one when it is null (closing the account). Returns how many ended. Inside a transaction,
 * call userSessionsChanged once it has committed.
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
