// The notification delivery job: sends each raised notification once on each channel, by mail
// (services/notifications/deliver.ts) and by Web Push (push-delivery.ts). Safe on several
// instances at once (DESIGN.md "Runtime", "Notifications"): each channel's state moves from
// 'pending' once, under FOR UPDATE SKIP LOCKED. One job for both channels, so an idle server asks
// the database once per run. server/main.ts runs it on an interval; tests call runOnce(at).
import {
  deliverEmail,
  type DeliveryDeps,
  pendingEmailIds,
} from '../services/notifications/deliver';
import { deliverPush, pendingPushIds } from '../services/notifications/push-delivery';
import { batchJob } from './batch-job';

/** Notifications a run takes at most per channel; more wait for the next run. */
const PAGE_SIZE = 100;
export const DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS = 2_000;

type Delivery = { channel: 'email' | 'push'; id: string };

export function createNotificationDelivery(
  deps: DeliveryDeps & { now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('notification delivery:', error),
) {
  return batchJob({
    outcomes: ['sent', 'skipped', 'failed', 'taken'] as const,
    due: async (at): Promise<Delivery[]> => {
      const [email, push] = await Promise.all([
        pendingEmailIds(deps.db, PAGE_SIZE, at),
        pendingPushIds(deps.db, PAGE_SIZE, at),
      ]);
      return [
        ...email.map((id) => ({ channel: 'email' as const, id })),
        ...push.map((id) => ({ channel: 'push' as const, id })),
      ];
    },
    apply: ({ channel, id }, at) =>
      channel === 'email' ? deliverEmail(deps, id, at) : deliverPush(deps, id, at),
    now: deps.now,
    defaultIntervalMs: DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS,
    onError,
  });
}
