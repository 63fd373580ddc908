// Customer-data-platform fan-out (spec §7 "events also go to a customer-data platform"): after
// the ingest has stored a batch, the new events go to every configured destination. A destination
// failing is logged and never fails the ingest: the events are safe in analytics_events.
import type { WireEvent } from './ingest';

export interface Destination {
  /** For log lines. */
  readonly name: string;
  send(events: WireEvent[]): Promise<void>;
}

export interface DestinationLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface WebhookOptions {
  url: string;
  /** Give up on a slow receiver after this long (default 5 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** POSTs `{"events": [...]}` as JSON to a URL; any non-2xx answer counts as a failure. */
export function webhookDestination(options: WebhookOptions): Destination {
  const url = new URL(options.url); // a bad URL fails at start, not on the first event
  return {
    name: `webhook ${url.host}`,
    async send(events) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`answered ${response.status}`);
    },
  };
}

/** Sends to every destination at once; resolves when all are done, never rejects. */
export async function fanOut(
  destinations: readonly Destination[],
  events: WireEvent[],
  log: DestinationLog,
): Promise<void> {
  if (events.length === 0 || destinations.length === 0) return;
  await Promise.all(
    destinations.map(async (destination) => {
      try {
        await destination.send(events);
      } catch (error) {
        log.warn(
          { destination: destination.name, events: events.length, err: String(error) },
          'analytics destination failed',
        );
      }
    }),
  );
}
