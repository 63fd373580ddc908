// Raising a notification: in the caller's transaction, beside the event it tells of (an outbox),
// so it exists exactly when the event does and a rolled-back event leaves none. The delivery job
// (deliver.ts) sends it later; nothing here waits on a mail server.
import type { NotificationKind } from '@/contract/notifications';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  userId: string;
  /**
   * What happened; its category's switches decide the mail and the push when the delivery job
   * delivers it (channels.ts).
   */
  kind: NotificationKind;
  /** One line: the mail's subject. */
  title: string;
  /** A sentence or two: the mail's text. */
  body: string;
  /** The app path it opens. */
  path: string;
  /** When it happens: a later instant raises it now for then (listed and delivered from then). */
  at: Date;
  /** Whether it may be mailed at all (default true; a paper account's trades are not). */
  email?: boolean;
}

export async function raiseNotification(tx: Tx, notification: NewNotification): Promise<void> {
  await notificationInsert(tx, notification);
}

/** The insert that raises it, unsent: for a caller that writes it beside its own statement. */
export function notificationInsert(tx: Tx, notification: NewNotification) {
  const { at, email = true, ...values } = notification;
  return tx
    .insert(notifications)
    .values({ ...values, emailState: email ? 'pending' : 'skipped', createdAt: at });
}
