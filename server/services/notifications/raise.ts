// Raising a notification: in the caller's transaction, beside the event it tells of (an outbox),
// so it exists exactly when the event does and a rolled-back event leaves none. The delivery job
// (deliver.ts) sends it later; nothing here waits on a mail server.
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * What happened. Every kind here is an account notice (the application decided, money moved):
 * transactional mail, sent whatever the marketing switches say, as brokerages send them.
 */
type NotificationKind =
  'application_decided' | 'deposit_settled' | 'deposit_returned' | 'withdrawal_completed';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** One line: the mail's subject. */
  title: string;
  /** A sentence or two: the mail's text. */
  body: string;
  /** The app path it opens. */
  path: string;
  at: Date;
}

export async function raiseNotification(tx: Tx, notification: NewNotification): Promise<void> {
  const { at, ...values } = notification;
  await tx.insert(notifications).values({ ...values, createdAt: at });
}
