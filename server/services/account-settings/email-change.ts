// Change of sign-in email with confirmation (spec §2 mobile "change email"):
// the request needs the current password and sends a one-time link to the NEW address; the
// address changes only when that link is used, once, within EMAIL_CHANGE_TTL_MS, and only while
// no other account has taken the address meanwhile (409 naming `email`). The token is stored
// hashed, as login tokens are (services/login-tokens.ts).
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type {
  EmailChangeRequest,
  EmailConfirmResponse,
  PendingEmail,
} from '@/contract/account-settings';
import type { Db } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import { AppError, invalidInput, notSignedIn, notFound, conflict } from '../../errors';
import { normalizeEmail } from '../auth';
import { attemptPassword } from '../passwords';
import { composeEmail } from '../email/message';
import { newToken, sha256 } from '../tokens';
import type { AccountSettingsDeps } from './deps';
import { isUniqueViolation } from '../../db/constraint-violation';

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The confirmation link's path (src/features/account-settings/paths.ts confirmEmail). */
const CONFIRM_EMAIL_PATH = '/app/account/email/confirm';

const emailTaken = () =>
  conflict('Another account already uses this email. Choose a different one.', 'email');

/**
 * Checks the current password; a wrong one is a 400 naming the field (nothing else is written).
 * It goes through the log-in throttle (services/passwords.ts attemptPassword): a wrong current
 * password counts toward the account's failed log-ins, and inside the wait the answer is the
 * log-in's 429, so a stolen session cannot guess the password here faster than at log-in.
 */
export async function checkPassword(
  db: Db,
  userId: string,
  password: string,
  field: string,
  now: Date,
): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notSignedIn();
  if (!(await attemptPassword(db, user, user.email, password, now))) {
    throw invalidInput(`${field} is not your current password.`, field);
  }
  return user;
}

export async function requestEmailChange(
  deps: AccountSettingsDeps,
  userId: string,
  input: EmailChangeRequest,
  origin: string,
): Promise<PendingEmail> {
  const { db } = deps;
  const newEmail = normalizeEmail(input.new_email);
  const now = deps.now();
  const user = await checkPassword(db, userId, input.current_password, 'current_password', now);
  if (newEmail === user.email) {
    throw invalidInput('new_email is already your email.', 'new_email');
  }
  // Whether another account uses the address is not told here (OWASP ASVS 5.0 V6.3.8): anyone
  // with an account could otherwise test any address. The answer, the pending change and the
  // mails' count are the same; a taken address is sent a notice instead of the link, so that
  // change can never be confirmed (and confirmation checks the address again, 409 below).
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), isNotNull(users.emailVerifiedAt)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await db.transaction(async (tx) => {
    // A newer request replaces an older one: its link stops working (the row is kept).
    await tx
      .update(emailChanges)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailChanges.userId, userId),
          isNull(emailChanges.confirmedAt),
          gt(emailChanges.expiresAt, now),
        ),
      );
    await tx
      .insert(emailChanges)
      .values({ userId, newEmail, tokenHash: sha256(token), expiresAt, createdAt: now });
  });
  const link = `${origin}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    taken
      ? composeEmail(newEmail, {
          subject: 'Someone tried to move a Stockroom account to this email',
          greeting: 'Hello,',
          paragraphs: [
            'Someone signed in to another Stockroom account asked to sign in with this address.',
            'This address already has an account, so nothing changes and no link was sent. If it was you, close or change the email of the account that uses it first.',
          ],
        })
      : composeEmail(newEmail, {
          subject: 'Confirm your new Stockroom email',
          greeting: `Hello ${user.name},`,
          paragraphs: [
            `You asked to sign in to Stockroom with ${newEmail} instead of ${user.email}.`,
            'Open this link within 24 hours to confirm the change (it works once).',
          ],
          action: { label: 'Confirm your new email', url: link },
          footnote:
            'If you did not ask for this, ignore this message: nothing changes until the link is used.',
        }),
  );
  // The current address hears of it too, so a stolen session cannot move the account silently.
  await deps.mailer.send(
    composeEmail(user.email, {
      subject: 'A change of your Stockroom email was requested',
      greeting: `Hello ${user.name},`,
      paragraphs: [
        `Someone signed in to your account asked to change its email to ${newEmail}.`,
        'Nothing changes unless the link sent to that address is used. If this was not you, change your password now: that signs out every other device.',
      ],
    }),
  );
  return { new_email: newEmail, expires_at: expiresAt.toISOString() };
}

export async function confirmEmailChange(
  deps: AccountSettingsDeps,
  userId: string,
  token: string,
): Promise<EmailConfirmResponse> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.tokenHash, sha256(token)))
        .for('update');
      if (!row || row.userId !== userId) {
        throw notFound('This confirmation link is not valid for your account.', 'token');
      }
      if (row.confirmedAt) {
        throw conflict('This link was already used. Your email was changed then.', 'token');
      }
      if (row.expiresAt <= now) {
        throw new AppError(
          'gone',
          'This confirmation link has expired. Ask for a new one from your account.',
          'token',
        );
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, row.newEmail), isNotNull(users.emailVerifiedAt)));
      if (taken) throw emailTaken();
      // The link reached the new address: it is confirmed by the same click.
      await tx
        .update(users)
        .set({ email: row.newEmail, emailVerifiedAt: now })
        .where(eq(users.id, userId));
      await tx.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, row.id));
      return { email: row.newEmail };
    });
  } catch (error) {
    // Another account took the address between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
