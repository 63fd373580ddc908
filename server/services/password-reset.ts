// "Forgot password?": a one-time link by mail, then a new password. The request's answer is the
// same whether or not an account uses the address (OWASP ASVS 5.0 V6.3.8: no enumeration); only
// an open account's owner gets a mail. The token is stored hashed (as login tokens are), works
// once and for PASSWORD_RESET_TTL_MS; a newer request retires the older links. Setting the new
// password ends every session of the account and its unused sign-in pairs, and clears the log-in
// throttle: whoever held the old password is out.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  PasswordResetConfirm,
  PasswordResetDone,
  PasswordResetRequested,
} from '@/contract/auth';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { invalidInput } from '../errors';
import { replacePassword } from './account-settings/password';
import { assertStrongPassword, normalizeEmail } from './auth';
import { composeEmail } from './email/message';
import { accountForEmail } from './email-verification';
import type { EmailSender } from './email/sender';
import { hashPassword } from './passwords';
import { userSessionsChanged } from './sessions';
import { newToken, sha256 } from './tokens';

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** The reset screen (src/features/auth): the link opens it with the token. */
export const RESET_PASSWORD_PATH = '/app/users/password/edit';

const REQUESTED: PasswordResetRequested = {
  message:
    'If an account uses that email, we sent it a link to choose a new password. The link works once, for 30 minutes.',
};
const LINK_UNUSABLE = () =>
  invalidInput(
    'token is not a working reset link: it expired, was used, or a newer one was sent. Ask for a new link.',
    'token',
  );

export interface PasswordResetDeps {
  db: Db;
  mailer: EmailSender;
  now: () => Date;
  /** PUBLIC_URL: the links' origin, never the request's Host. */
  origin: string;
}

export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
): Promise<PasswordResetRequested> {
  const { db, now } = deps;
  const address = normalizeEmail(email);
  const user = await accountForEmail(db, address);
  if (!user || user.closedAt) return REQUESTED;
  const at = now();
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ expiresAt: at })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: at,
    });
  });
  const link = `${deps.origin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    composeEmail(user.email, {
      subject: 'Choose a new Stockroom password',
      greeting: `Hello ${user.name},`,
      paragraphs: [
        'Someone asked to reset the password of your Stockroom account. Open this link within 30 minutes to choose a new one (it works once).',
        'Choosing a new password signs you out on every device.',
      ],
      action: { label: 'Choose a new password', url: link },
      footnote: 'If you did not ask for this, ignore this message: your password stays as it is.',
    }),
  );
  return REQUESTED;
}

export async function confirmPasswordReset(
  deps: PasswordResetDeps,
  input: PasswordResetConfirm,
): Promise<PasswordResetDone> {
  const { db } = deps;
  const at = deps.now();
  const [row] = await db
    .select({ reset: passwordResets, email: users.email, closedAt: users.closedAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    );
  if (!row || row.closedAt) throw LINK_UNUSABLE();
  assertStrongPassword(input.password, row.email, 'password');
  const passwordHash = await hashPassword(input.password);
  const answer = await db.transaction(async (tx) => {
    // Used once: the update claims the link, so two submissions racing cannot both succeed.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw LINK_UNUSABLE();
    return { sessions_ended: await replacePassword(tx, row.reset.userId, passwordHash, null, at) };
  });
  userSessionsChanged(db, row.reset.userId);
  return answer;
}
