// The seam between `track*` helpers and the analytics client: features and page views call the
// helpers, boot sets the sender once the client exists. Deliberately free of Dexie and the client
// so that the route table's bundle stays small.
import type { Revenue } from './client-types';

export interface EventSender {
  logEvent(eventType: string, eventProperties?: Record<string, unknown>): unknown;
  identify(userProperties: Record<string, unknown>): unknown;
  setUserId(userId: string | null): unknown;
  /** §5 "Opt-out blocks analytics" (the client's own; a test sender may lack it). */
  setOptOut?(optOut: boolean): unknown;
  /** §5 revenue: a numeric amount, an optional numeric quantity (the client's own). */
  logRevenue?(revenue: Revenue): unknown;
}

/** §8: the console error for a track call made before any sender is configured. */
export const MISSING_EVENT_SENDER =
  'Analytics: missing event sender. Call startAnalytics() (or setEventSender) first.';

let current: EventSender | null = null;

/** Work that waits for the sender (boot loads the client as a lazy chunk). */
const waiting: Array<(sender: EventSender) => void> = [];

export function setEventSender(sender: EventSender | null): void {
  current = sender;
  if (sender) for (const run of waiting.splice(0)) run(sender);
}

/** Runs `run` with the sender now, or once it is set (in order). Never logs §8's error. */
export function withEventSender(run: (sender: EventSender) => void): void {
  if (current) run(current);
  else waiting.push(run);
}

export function hasEventSender(): boolean {
  return current !== null;
}

/** The configured sender, or null after logging §8's 'missing event sender' error. */
export function eventSender(): EventSender | null {
  if (!current) console.error(MISSING_EVENT_SENDER);
  return current;
}

export function sendEvent(eventType: string, eventProperties: Record<string, unknown>): void {
  void eventSender()?.logEvent(eventType, eventProperties);
}

/** After a sign-out: later events are anonymous again (same device). */
export function clearAnalyticsUser(): void {
  void eventSender()?.setUserId(null);
}
