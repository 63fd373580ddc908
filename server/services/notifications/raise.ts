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
  await tx.insert(notifications).values(notificationRow(notification));
}

/** Its row: unsent, and not to be mailed when it may not be. */
export function notificationRow(notification: NewNotification) {
  const { at, email = true, ...values } = notification;
  return {
    ...values,
    emailState: email ? ('pending' as const) : ('skipped' as const),
    createdAt: at,
  };
}
