// One-time sign-in pairs (`auth_id` + `token`, spec §2, §5) for the store wrappers and e-mailed
// links. A pair is valid for 15 minutes and creates exactly one session (a cookie), once. The client
// keeps appending the pair to later calls (spec §2); after redemption it authenticates nothing, so
// a leaked link is worthless once used.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { loginTokens } from '../db/schema';
import { createSession, findSessionById, type ActiveSession } from './sessions';
import { newToken, safeEqual, sha256 } from './tokens';

const LOGIN_TOKEN_TTL_MS = 15 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function issueLoginToken(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ authId: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_TTL_MS);
  const [row] = await db
    .insert(loginTokens)
    .values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt })
    .returning({ id: loginTokens.id });
  if (!row) throw new Error('login token insert returned no row');
  return { authId: row.id, token, expiresAt };
}

/** Redeems a fresh pair into a new session; null when the pair is unknown, wrong, used or stale. */
export async function redeemLoginToken(
  db: Db,
  authId: string,
  token: string,
  now = new Date(),
): Promise<{ token: string; session: ActiveSession } | null> {
  const row = await findPair(db, authId, token);
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return db.transaction(async (tx) => {
    // The conditional update makes redemption single-use even under concurrent requests.
    const [claimed] = await tx
      .update(loginTokens)
      .set({ usedAt: now })
      .where(and(eq(loginTokens.id, row.id), isNull(loginTokens.usedAt)))
      .returning({ id: loginTokens.id });
    if (!claimed) return null;
    const created = await createSession(tx, row.userId, now);
    await tx
      .update(loginTokens)
      .set({ sessionId: created.sessionId })
      .where(eq(loginTokens.id, row.id));
    // The operator mark is read with the cookie on the next request; this one serves the wrapper.
    const session = { sessionId: created.sessionId, userId: row.userId, operator: false };
    return { token: created.token, session };
  });
}

/**
 * Unused pairs of the user stop working (marked used, never deleted): on log-out, a change of
 * password and closing the account. A pair has no record of the session that asked for it, so
 * log-out retires every unused pair of the member (OWASP ASVS 5.0 V7.4.1: once a session ends,
 * nothing it handed out signs anyone in); they last 15 minutes, so little is lost.
 */
export async function retireLoginTokens(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.userId, userId), isNull(loginTokens.usedAt)));
}

/**
 * Whether a pair a request carries is one we issued that still stands for something: fresh and
 * unredeemed, or redeemed into a session that is still live. A CSRF token is bound to a pair only
 * then (http/csrf.ts), never to any auth_id a caller makes up.
 */
export async function pairIsLive(
  db: Db,
  authId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const row = await findPair(db, authId, token);
  if (!row) return false;
  if (!row.usedAt) return row.expiresAt > now;
  return row.sessionId !== null && (await findSessionById(db, row.sessionId, now)) !== null;
}

async function findPair(db: Db, authId: string, token: string) {
  if (!UUID_PATTERN.test(authId)) return null;
  const [row] = await db.select().from(loginTokens).where(eq(loginTokens.id, authId));
  return row && safeEqual(row.tokenHash, sha256(token)) ? row : null;
}
