// The notification delivery job: sends each raised notification's mail once
// (services/notifications/deliver.ts). Safe on several instances at once (DESIGN.md "Runtime"):
// each notification is taken with FOR UPDATE SKIP LOCKED and its state moved from 'pending' in
// the same transaction. server/main.ts runs it on an interval; tests call runOnce(at).
import { intervalLoop } from './interval';
import {
  deliverEmail,
  type DeliveryDeps,
  type EmailOutcome,
  pendingEmailIds,
} from '../services/notifications/deliver';

/** Notifications a run takes at most; more wait for the next run. */
const PAGE_SIZE = 100;
export const DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS = 2_000;

type DeliverySummary = Record<EmailOutcome | 'errors', number>;

export interface NotificationDelivery {
  runOnce(at?: Date): Promise<DeliverySummary>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createNotificationDelivery(
  deps: DeliveryDeps & { now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('notification delivery:', error),
): NotificationDelivery {
  async function runOnce(at: Date = deps.now()): Promise<DeliverySummary> {
    const summary: DeliverySummary = { sent: 0, skipped: 0, taken: 0, errors: 0 };
    for (const id of await pendingEmailIds(deps.db, PAGE_SIZE)) {
      try {
        summary[await deliverEmail(deps, id, at)] += 1;
      } catch (error) {
        // A relay that refuses one mail must not hold up the others; it is tried next run.
        summary.errors += 1;
        onError(error);
      }
    }
    return summary;
  }

  const loop = intervalLoop(() => runOnce(), onError);
  return {
    runOnce,
    start: (intervalMs = DEFAULT_NOTIFICATION_DELIVERY_INTERVAL_MS) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}
