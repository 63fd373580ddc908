// The member's push devices (src/contract/push.ts): subscribing this device, removing it, and the
// devices a push goes to. A device is its push endpoint; it belongs to the session that
// subscribed it, so a push reaches only devices someone is still signed in on as that member.
import { and, count, eq, gt } from 'drizzle-orm';
import type { PushSubscriptionRequest, PushSubscriptionState } from '@/contract/push';
import type { Db } from '../../db/client';
import { pushSubscriptions, sessions } from '../../db/schema';
import { invalidInput } from '../../errors';
import { SESSION_IDLE_MS } from '../sessions';
import type { PushDevice, PushSender } from './push-sender';

async function deviceCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Keeps this device's subscription for the member and this session. The same endpoint again
 * (the app sends it at every start: browsers renew keys, sessions end and begin) replaces the
 * row, whoever it belonged to: the device now has this person signed in.
 */
export async function subscribePush(
  db: Db,
  sender: PushSender,
  who: { userId: string; sessionId: string },
  input: PushSubscriptionRequest,
  now: Date,
): Promise<PushSubscriptionState> {
  if (!sender.allows(input.endpoint)) {
    throw invalidInput(
      'endpoint: this is not a push service this server sends to (a browser gives its own).',
      'endpoint',
    );
  }
  const values = {
    userId: who.userId,
    sessionId: who.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now } });
  return { subscribed: true, devices: await deviceCount(db, who.userId) };
}

/** Only the member's own device is removed; removing it twice answers the same. */
export async function unsubscribePush(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionState> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false, devices: await deviceCount(db, userId) };
}

/** The member's devices whose session is live: neither past its end nor idle too long. */
export async function liveDevices(
  db: Db,
  userId: string,
  at: Date,
): Promise<Array<PushDevice & { id: string }>> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
