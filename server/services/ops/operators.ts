// Who is an operator: `npm run ops -- grant-operator <email>` and `revoke-operator <email>`
// (server/operator.ts), recorded in the audit log with no operator (the command line). The mark
// takes effect on the person's next request: sessions read it (services/sessions.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { normalizeEmail } from '../auth';
import { accountForEmail } from '../email-verification';
import { recordOperatorAction } from './audit';
import { userSessionsChanged } from '../sessions';

export interface OperatorChange {
  email: string;
  operator: boolean;
  was: boolean;
}

/** Null: no account signs in with this email. */
export async function setOperator(
  db: Db,
  email: string,
  operator: boolean,
  at: Date,
): Promise<OperatorChange | null> {
  const address = normalizeEmail(email);
  const user = await accountForEmail(db, address);
  if (!user) return null;
  const was = user.operatorSince !== null;
  if (was !== operator) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ operatorSince: operator ? at : null })
        .where(eq(users.id, user.id));
      await recordOperatorAction(tx, {
        operatorId: null,
        action: operator ? 'operator.grant' : 'operator.revoke',
        subjectType: 'user',
        subjectId: user.id,
        at,
      });
    });
    // Their sessions' powers change at once (session-cache.ts).
    userSessionsChanged(db, user.id);
  }
  return { email: address, operator, was };
}
