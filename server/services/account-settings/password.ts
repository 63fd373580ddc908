// Change of password (spec §2 mobile "change password"): the current password,
// then a new one under the sign-up rules (contract/fields.ts Password, services/auth.ts
// assertStrongPassword). Every OTHER session of the member ends at once and unused sign-in links
// stop working; the session that made the change stays signed in.
import { eq } from 'drizzle-orm';
import type { PasswordChange, PasswordChangeResponse } from '@/contract/account-settings';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { invalidInput } from '../../errors';
import { assertStrongPassword } from '../auth';
import { retireLoginTokens } from '../login-tokens';
import { hashPassword, verifyPassword } from '../passwords';
import { deleteUserSessions, userSessionsChanged } from '../sessions';
import { checkPassword } from './email-change';

export async function changePassword(
  db: Db,
  userId: string,
  sessionId: string,
  input: PasswordChange,
  now: Date,
): Promise<PasswordChangeResponse> {
  const user = await checkPassword(db, userId, input.current_password, 'current_password', now);
  assertStrongPassword(input.new_password, user.email, 'new_password');
  if (await verifyPassword(user.passwordHash, input.new_password)) {
    throw invalidInput('new_password must differ from your current password.', 'new_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  const answer = await db.transaction(async (tx) => ({
    other_sessions_ended: await replacePassword(tx, userId, passwordHash, sessionId, now),
  }));
  userSessionsChanged(db, userId);
  return answer;
}

/**
 * A new password takes over (a change, or a reset by mail): the log-in throttle starts again, and
 * every session but `keepSessionId` ends with the unused sign-in pairs. Answers how many ended.
 * The caller calls userSessionsChanged once the transaction has committed.
 */
export async function replacePassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  keepSessionId: string | null,
  now: Date,
): Promise<number> {
  await tx
    .update(users)
    .set({ passwordHash, failedLogins: 0, failedLoginWindowStart: null })
    .where(eq(users.id, userId));
  const ended = await deleteUserSessions(tx, userId, keepSessionId);
  await retireLoginTokens(tx, userId, now);
  return ended;
}
