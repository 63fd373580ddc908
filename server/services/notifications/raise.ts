// Raising a notification: in the caller's transaction, beside the event it tells of (an outbox),
// so it exists exactly when the event does and a rolled-back event leaves none. The delivery job
// (deliver.ts) sends it later; nothing here waits on a mail server.
import type { NotificationKind } from '@/contract/notifications';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  userId: string;
  /**
   * What happened. The account notices (the application decided, money moved) are transactional
   * mail, sent whatever the preferences say, as brokerages send them; an order's end is mailed as
   * services/orders/notify.ts decides.
   */
  kind: NotificationKind;
  /** One line: the mail's subject. */
  title: string;
  /** A sentence or two: the mail's text. */
  body: string;
  /** The app path it opens. */
  path: string;
  at: Date;
  /** Whether the delivery job mails it (default true); false lists it in the centre only. */
  email?: boolean;
}

export async function raiseNotification(tx: Tx, notification: NewNotification): Promise<void> {
  const { at, email = true, ...values } = notification;
  await tx
    .insert(notifications)
    .values({ ...values, emailState: email ? 'pending' : 'skipped', createdAt: at });
}
