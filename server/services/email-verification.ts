// Confirming a member's sign-in email. An account works at once for paper trading; money moves
// only once its address is confirmed (requireVerifiedEmail, called by every funding service), by a
// link mailed at sign-up: it works once, for EMAIL_VERIFICATION_TTL_MS, and confirms the address
// it was sent to. An address is confirmed on one account at most (users_verified_email_key), so a
// sign-up with an address another account holds, which is answered as any sign-up is (no
// enumeration: OWASP ASVS 5.0 V6.3.8), makes an account that can never confirm it; the holder is
// mailed a notice instead of a link.
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EmailVerified, VerificationSent } from '@/contract/auth';
import type { Db, Tx } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { AppError, conflict, invalidInput, notSignedIn } from '../errors';
import { composeEmail } from './email/message';
import type { EmailSender } from './email/sender';
import { newToken, sha256 } from './tokens';
import { isUniqueViolation } from '../db/constraint-violation';

const EMAIL_VERIFICATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** A member asks for the link again at most this often; sooner, the answer is the same, unsent. */
const RESEND_EVERY_MS = 60 * 1000;
/** The confirmation screen (src/features/auth): the link opens it with the token. */
const VERIFY_EMAIL_PATH = '/app/users/confirm-email';

export interface VerificationDeps {
  db: Db;
  mailer: EmailSender;
  now: () => Date;
  /** PUBLIC_URL: the links' origin, never the request's Host. */
  origin: string;
}

const linkUnusable = () =>
  invalidInput(
    'token is not a working confirmation link: it expired, was used, or a newer one was sent. Ask for a new one in the app.',
    'token',
  );

/**
 * The account an address signs in to: the one that confirmed it, else the newest that holds it
 * (log-in, "Forgot password?", the operator's commands).
 */
export async function accountForEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .orderBy(sql`${users.emailVerifiedAt} IS NULL`, desc(users.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether an account has confirmed `email` (so no other can). */
export async function emailConfirmedElsewhere(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)));
  return Boolean(row);
}

/** 403 `email_unverified` until the member has confirmed their address. */
export async function requireVerifiedEmail(db: Db | Tx, userId: string): Promise<void> {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notSignedIn();
  if (!row.verifiedAt) {
    throw new AppError(
      'email_unverified',
      `Confirm your email first: open the link we sent to ${row.email}. Money moves only once your address is confirmed.`,
    );
  }
}

/** Mails a new confirmation link for the member's address (older links stop working). */
export async function sendVerification(
  deps: VerificationDeps,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const at = deps.now();
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ expiresAt: at })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      userId: user.id,
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_TTL_MS),
      createdAt: at,
    });
  });
  await deps.mailer.send(
    composeEmail(user.email, {
      subject: 'Confirm your Stockroom email',
      greeting: `Hello ${user.name},`,
      paragraphs: [
        'Welcome to Stockroom. Open this link to confirm that this address is yours. Paper trading works already; deposits and withdrawals wait for this confirmation.',
        'The link works once, for three days.',
      ],
      action: {
        label: 'Confirm my email',
        url: `${deps.origin}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
      },
      footnote: 'If you did not sign up for Stockroom, ignore this message: nothing happens.',
    }),
  );
}

/** The holder of a confirmed address is told of a sign-up with it, instead of being sent a link. */
export async function tellHolderOfSignUp(deps: VerificationDeps, email: string): Promise<void> {
  await deps.mailer.send(
    composeEmail(email, {
      subject: 'Someone signed up to Stockroom with your email',
      greeting: 'Hello,',
      paragraphs: [
        'Someone just signed up to Stockroom with this address, which your account already uses. Nothing changed on your account, and the new sign-up cannot use your address.',
        'If it was you, log in instead; if you forgot your password, choose a new one from the log-in page.',
      ],
      action: { label: 'Log in', url: `${deps.origin}/app/users/sign_in` },
      footnote: 'If it was not you, you need do nothing.',
    }),
  );
}

/** "Send the link again", from the app: at most once a minute, answered alike either way. */
export async function resendVerification(
  deps: VerificationDeps,
  userId: string,
): Promise<VerificationSent> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notSignedIn();
  if (user.emailVerifiedAt) {
    throw conflict('Your email is confirmed already.', 'email');
  }
  const answer = { sent_to: user.email };
  if (await emailConfirmedElsewhere(deps.db, user.email)) return answer;
  const since = new Date(deps.now().getTime() - RESEND_EVERY_MS);
  const [recent] = await deps.db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
  if (!recent) await sendVerification(deps, user);
  return answer;
}

/**
 * Opens a confirmation link, on any device (it signs nobody in): once, in time, for the address
 * it was sent to, and only while no other account has confirmed that address.
 */
export async function confirmVerification(
  deps: VerificationDeps,
  token: string,
): Promise<EmailVerified> {
  const at = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ link: emailVerifications, email: users.email })
        .from(emailVerifications)
        .innerJoin(users, eq(users.id, emailVerifications.userId))
        .where(
          and(
            eq(emailVerifications.tokenHash, sha256(token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, at),
          ),
        );
      // A link sent to an address the account has left since confirms nothing.
      if (!row || row.link.email !== row.email) throw linkUnusable();
      const claimed = await tx
        .update(emailVerifications)
        .set({ usedAt: at })
        .where(and(eq(emailVerifications.id, row.link.id), isNull(emailVerifications.usedAt)))
        .returning({ id: emailVerifications.id });
      if (claimed.length === 0) throw linkUnusable();
      await tx
        .update(users)
        .set({ emailVerifiedAt: at })
        .where(and(eq(users.id, row.link.userId), isNull(users.emailVerifiedAt)));
      return { email: row.email };
    });
  } catch (error) {
    // Another account confirmed the address first: the unique index decides.
    if (isUniqueViolation(error)) throw confirmedElsewhere();
    throw error;
  }
}

const confirmedElsewhere = () =>
  conflict('This email is confirmed on another Stockroom account already.', 'token');
