// Checking a password: argon2id with the OWASP-recommended minimum (t=2, m=19 MiB, p=1), a decoy
// for unknown accounts, and the per-account throttle that log-in and every current-password
// check (change of email or password, closing the account) share.
import { and, eq } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';

// @node-rs/argon2 exposes `Algorithm` as a const enum, which isolated modules cannot inline.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | null = null;
function decoyVerify(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash.then((stored) => verifyPassword(stored, password));
}

/*
 * The throttle is a progressive delay, not a lock (OWASP ASVS 5.0 V6.1.1 and V6.3.1: stop
 * password guessing without letting anyone lock an account out). A lock after N failures in a
 * window let a stranger who knew an email keep its owner out for ever by failing N times every
 * window. Here the first FREE_FAILURES failures cost nothing (typing slips); after n of them the
 * next attempt must come 2^(n − FREE_FAILURES) seconds after the last failure, at most
 * MAX_DELAY_MS. A guesser is held to about one try per MAX_DELAY_MS (on top of the per-IP limit
 * of routes/auth.ts), while the owner, trying again after the `retry-after` of the 429, is let in
 * by the right password, which clears the count. An attempt inside the wait is refused before
 * the password is looked at and is not counted, so attempts never lengthen the wait. A streak is
 * forgotten FAILURE_MEMORY_MS after its last failure.
 *
 * Stored in the users row: `failed_logins` is n, and `failed_login_window_start` holds the time
 * of the LAST failure (the column kept the name of the earlier windowed lock). An attempt is
 * counted as a failure before the password is verified, by a compare-and-set on n, so parallel
 * attempts cannot all pass one free slot; the right password then sets n back to 0.
 *
 * An unknown email must behave exactly like a known one (ASVS V6.3.8): the same 401, the same
 * 429 with the same wording and `retry-after` after the same attempts, and the same work (a
 * database write and an argon2 verification) so the time does not tell either. Its streak has
 * no row to live in, so it is kept in this process (unknownStreaks).
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 5 * 60 * 1000;
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The one wording for every throttled account, known or not. */
export const TOO_MANY_ATTEMPTS =
  'Too many wrong passwords for this account. Wait a moment, then try again.';

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', TOO_MANY_ATTEMPTS);
  }
}

export interface FailureStreak {
  failures: number;
  lastFailureAt: Date | null;
}

/** Milliseconds to wait before the next attempt is looked at; 0 when it may be made now. */
export function waitBeforeNextAttempt(streak: FailureStreak, now: Date): number {
  if (!streak.lastFailureAt || streak.failures < FREE_FAILURES) return 0;
  const since = now.getTime() - streak.lastFailureAt.getTime();
  if (since >= FAILURE_MEMORY_MS) return 0;
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (streak.failures - FREE_FAILURES));
  return Math.max(0, delay - since);
}

/** n after one more failure at `now`: a forgotten streak starts again at 1. */
function failuresAfterOneMore(streak: FailureStreak, now: Date): number {
  const forgotten =
    !streak.lastFailureAt || now.getTime() - streak.lastFailureAt.getTime() >= FAILURE_MEMORY_MS;
  return forgotten ? 1 : streak.failures + 1;
}

function refuseWhileWaiting(streak: FailureStreak, now: Date): void {
  const wait = waitBeforeNextAttempt(streak, now);
  if (wait > 0) throw new TooManyAttempts(Math.ceil(wait / 1000));
}

type Account = Pick<
  typeof users.$inferSelect,
  'id' | 'passwordHash' | 'failedLogins' | 'failedLoginWindowStart'
>;

/** Matches no row: the unknown email's stand-in for the known account's counting write. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Checks a password for an account (null: the email is unknown) under the throttle. True when
 * it matches; throws TooManyAttempts inside a wait. `email` keys an unknown email's streak.
 */
export async function attemptPassword(
  db: Db,
  account: Account | null,
  email: string,
  password: string,
  now: Date,
): Promise<boolean> {
  if (!account) {
    countUnknownEmailAttempt(email, now);
    await db
      .update(users)
      .set({ failedLogins: 1, failedLoginWindowStart: now })
      .where(and(eq(users.id, NO_USER_ID), eq(users.failedLogins, 0)));
    await decoyVerify(password);
    return false;
  }
  await countAttempt(db, account, now);
  if (!(await verifyPassword(account.passwordHash, password))) return false;
  await db
    .update(users)
    .set({ failedLogins: 0, failedLoginWindowStart: null })
    .where(eq(users.id, account.id));
  return true;
}

async function countAttempt(db: Db, account: Account, now: Date): Promise<void> {
  let streak: FailureStreak = {
    failures: account.failedLogins,
    lastFailureAt: account.failedLoginWindowStart,
  };
  // A lost compare-and-set means a parallel attempt counted first: look again, a few times.
  for (let round = 0; round < 3; round += 1) {
    refuseWhileWaiting(streak, now);
    const [counted] = await db
      .update(users)
      .set({ failedLogins: failuresAfterOneMore(streak, now), failedLoginWindowStart: now })
      .where(and(eq(users.id, account.id), eq(users.failedLogins, streak.failures)))
      .returning({ id: users.id });
    if (counted) return;
    const [row] = await db
      .select({ failures: users.failedLogins, lastFailureAt: users.failedLoginWindowStart })
      .from(users)
      .where(eq(users.id, account.id));
    if (!row) break;
    streak = row;
  }
  throw new TooManyAttempts(1);
}

/**
 * Streaks of unknown emails, oldest first (a Map keeps insertion order and each attempt moves
 * its email to the end). Bounded, so a flood of made-up emails cannot exhaust memory; only
 * emails with a failure in the last FAILURE_MEMORY_MS are kept.
 */
const unknownStreaks = new Map<string, FailureStreak>();
const UNKNOWN_STREAKS_MAX = 50_000;

function countUnknownEmailAttempt(email: string, now: Date): void {
  const streak = unknownStreaks.get(email) ?? { failures: 0, lastFailureAt: null };
  refuseWhileWaiting(streak, now);
  unknownStreaks.delete(email);
  unknownStreaks.set(email, { failures: failuresAfterOneMore(streak, now), lastFailureAt: now });
  for (const [key, oldest] of unknownStreaks) {
    const stale = now.getTime() - (oldest.lastFailureAt?.getTime() ?? 0) >= FAILURE_MEMORY_MS;
    if (!stale && unknownStreaks.size <= UNKNOWN_STREAKS_MAX) break;
    unknownStreaks.delete(key);
  }
}

/** Forgets the unknown emails' streaks (process-wide state: the API test files' reset). */
export function forgetUnknownEmailStreaks(): void {
  unknownStreaks.clear();
}
