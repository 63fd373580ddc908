// Sign-up and log-in rules (spec §6, §7).
import { eq, sql } from 'drizzle-orm';
import type { SignUpRequest, LoginRequest } from '@/contract/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, invalidInput, forbidden } from '../errors';
import { openPaperAccount } from './accounts';
import { isCommonPassword } from './common-passwords';
import {
  accountForEmail,
  emailConfirmedElsewhere,
  sendVerification,
  tellHolderOfSignUp,
  type VerificationDeps,
} from './email-verification';
import { attemptPassword, hashPassword } from './passwords';

/** Unknown email and wrong password get the very same answer (no account enumeration). */
const WRONG_CREDENTIALS = 'That email and password do not match an account.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A new account, signed in at once for paper trading, whatever the address: a sign-up with an
 * address another account has confirmed is answered alike (no enumeration) and makes an account
 * that can never confirm it, and that account's holder is told instead of being sent a link
 * (services/email-verification.ts). Both ways one password hash, one insert and one mail.
 */
export async function signUp(
  deps: VerificationDeps,
  input: SignUpRequest,
  paperStartingCashCents: number,
): Promise<string> {
  const { db } = deps;
  const email = normalizeEmail(input.email);
  assertStrongPassword(input.password, email, 'password');
  const passwordHash = await hashPassword(input.password);
  const name = input.name.trim();
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name,
        passwordHash,
        signInCount: 1,
        accountType: 'simulated',
        // The mobile "paper trading signup" (spec §2) chooses paper up front.
        accountTypeChosen: input.account_type === 'simulated',
        whiteLabelPartnerId: input.white_label_partner_id ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned no row');
    await openPaperAccount(tx, row.id, paperStartingCashCents);
    return row.id;
  });
  if (await emailConfirmedElsewhere(db, email)) await tellHolderOfSignUp(deps, email);
  else await sendVerification(deps, { id: userId, email, name });
  return userId;
}

/** The sign-up rule, shared by the password change: not common, not the email. */
export function assertStrongPassword(password: string, email: string, field: string): void {
  if (isCommonPassword(password) || password.toLowerCase() === normalizeEmail(email)) {
    throw invalidInput(`${field} is too common. Choose a longer or less predictable one.`, field);
  }
}

/** A closed account never signs in again (its records are kept). */
const ACCOUNT_CLOSED =
  'This account is closed, so it can no longer sign in. Its records are kept; contact support if you need a copy.';

export async function logIn(db: Db, input: LoginRequest, now = new Date()): Promise<string> {
  const email = normalizeEmail(input.email);
  const user = await accountForEmail(db, email);
  if (!(await attemptPassword(db, user ?? null, email, input.password, now)) || !user) {
    throw new AppError('wrong_credentials', WRONG_CREDENTIALS);
  }
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (user.closedAt) throw forbidden(ACCOUNT_CLOSED);
  await db
    .update(users)
    .set({ signInCount: sql`${users.signInCount} + 1` })
    .where(eq(users.id, user.id));
  return user.id;
}
