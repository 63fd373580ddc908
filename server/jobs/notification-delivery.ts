// The notification delivery job: sends each raised notification's mail once
// (services/notifications/deliver.ts). Safe on several instances at once (DESIGN.md "Runtime"):
// each notification is taken with FOR UPDATE SKIP LOCKED and its state moved from 'pending' in
// the same transaction. server/main.ts runs it on an interval; tests call runOnce(at).
import {
  deliverEmail,
  type DeliveryDeps,
  pendingEmailIds,
} from '../services/notifications/deliver';
import { batchJob } from './batch-job';

/** Notifications a run takes at most; more wait for the next run. */
const PAGE_SIZE = 100;
export const DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS = 2_000;

export function createNotificationDelivery(
  deps: DeliveryDeps & { now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('notification delivery:', error),
) {
  return batchJob({
    outcomes: ['sent', 'skipped', 'taken'] as const,
    due: () => pendingEmailIds(deps.db, PAGE_SIZE),
    apply: (id, at) => deliverEmail(deps, id, at),
    now: deps.now,
    defaultIntervalMs: DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS,
    onError,
  });
}
