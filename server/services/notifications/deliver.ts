// Delivering notifications by mail: the delivery job (server/jobs/notification-delivery.ts) takes
// each pending notification with FOR UPDATE SKIP LOCKED, sends it through the app's mailer and
// marks it sent in the same transaction, so two instances never send one twice: the second skips
// the locked row, and finds it no longer pending once the first commits. (A crash between the
// relay's answer and the commit sends it again on the next run: SMTP offers nothing stronger.)
// The member's switches are read here, at delivery (channels.ts).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { readPreferences } from '../account-settings/preferences';
import type { EmailSender } from '../email/sender';
import { composeEmail } from '../email/message';
import { mailAllowed, mailFootnote } from './channels';
import type { PushSender } from './push-sender';

/** Up to `limit` notifications whose mail waits and is due at `at`, oldest first. */
export async function pendingEmailIds(db: Db, limit: number, at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.emailState, 'pending'), lte(notifications.createdAt, at)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type EmailOutcome = 'sent' | 'skipped' | 'taken';

export interface DeliveryDeps {
  db: Db;
  mailer: EmailSender;
  push: PushSender;
  /** PUBLIC_URL: where the mail's link points. */
  publicUrl: string;
}

export async function deliverEmail(
  deps: DeliveryDeps,
  id: string,
  at: Date,
): Promise<EmailOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        notification: notifications,
        email: users.email,
        name: users.name,
        closedAt: users.closedAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, id), eq(notifications.emailState, 'pending')))
      .for('update', { of: notifications, skipLocked: true });
    if (!row) return 'taken';
    const { notification } = row;
    // A closed account gets no more mail; a switched-off category none of its kind.
    const wanted =
      !row.closedAt &&
      mailAllowed(notification.kind, await readPreferences(tx, notification.userId));
    const outcome: EmailOutcome = wanted ? 'sent' : 'skipped';
    if (outcome === 'sent') {
      await deps.mailer.send(
        composeEmail(row.email, {
          subject: notification.title,
          greeting: `Hello ${row.name},`,
          paragraphs: [notification.body],
          action: { label: 'Open Stockroom', url: new URL(notification.path, deps.publicUrl).href },
          footnote: mailFootnote(notification.kind),
        }),
        tx,
      );
    }
    await tx
      .update(notifications)
      .set({ emailState: outcome, emailSentAt: outcome === 'sent' ? at : null })
      .where(eq(notifications.id, id));
    return outcome;
  });
}
