// Delivering notifications by Web Push, exactly once per notification across instances: a run
// takes a pending notification with FOR UPDATE SKIP LOCKED and, in the same transaction, either
// settles it ('skipped': the member's push switch for its kind is off, the account is closed, or
// no device of theirs is live) or marks it 'sending' and commits. Only then does it send, to each
// device, and record what came of it. So no row lock is held while push services answer (on
// PGlite, the one connection would wait with it), and two instances never both send one: the
// second skips the locked row, then finds it no longer pending. A crash between the commit and
// the record leaves it 'sending', never sent twice: a push is a nudge, the centre keeps the notice.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { PushPayload } from '@/contract/push';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import { readPreferences } from '../account-settings/preferences';
import { pushAllowed } from './channels';
import type { PushSender } from './push-sender';
import { liveDevices } from './push-subscriptions';

/** Up to `limit` notifications whose push waits and is due at `at`, oldest first. */
export async function pendingPushIds(db: Db, limit: number, at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.pushState, 'pending'), lte(notifications.createdAt, at)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type PushOutcome = 'sent' | 'skipped' | 'failed' | 'taken';

type Taken =
  | { outcome: 'taken' | 'skipped' }
  | { outcome: 'sending'; payload: PushPayload; devices: Awaited<ReturnType<typeof liveDevices>> };

export async function deliverPush(
  deps: { db: Db; push: PushSender },
  id: string,
  at: Date,
): Promise<PushOutcome> {
  const taken: Taken = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ notification: notifications, closedAt: users.closedAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, id), eq(notifications.pushState, 'pending')))
      .for('update', { of: notifications, skipLocked: true });
    if (!row) return { outcome: 'taken' };
    const { notification } = row;
    const wanted =
      !row.closedAt &&
      pushAllowed(notification.kind, await readPreferences(tx, notification.userId));
    const devices = wanted ? await liveDevices(tx, notification.userId, at) : [];
    const state = devices.length > 0 ? 'sending' : 'skipped';
    await tx.update(notifications).set({ pushState: state }).where(eq(notifications.id, id));
    if (state === 'skipped') return { outcome: 'skipped' };
    const { title, body, path } = notification;
    return { outcome: 'sending', payload: { id, title, body, path }, devices };
  });
  if (taken.outcome !== 'sending') return taken.outcome;

  const results = await Promise.all(
    taken.devices.map(async (device) => ({
      id: device.id,
      result: await deps.push.send(device, taken.payload),
    })),
  );
  const delivered = results.filter((r) => r.result === 'delivered').map((r) => r.id);
  const gone = results.filter((r) => r.result === 'gone').map((r) => r.id);
  if (gone.length > 0) {
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  if (delivered.length > 0) {
    await deps.db
      .update(pushSubscriptions)
      .set({ lastPushedAt: at })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  const outcome = delivered.length > 0 ? 'sent' : 'failed';
  await deps.db
    .update(notifications)
    .set({ pushState: outcome, pushSentAt: outcome === 'sent' ? at : null })
    .where(eq(notifications.id, id));
  return outcome;
}
