// Analytics events as the client sends them (spec §7), numbered in order, for the ingest tests.
import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '@/contract/analytics';

let counter = 0;

/** A page view of a session that started at `sessionStart`, the next in this run's order. */
export function wireEvent(
  sessionStart: number,
  overrides: Partial<AnalyticsEvent> = {},
): AnalyticsEvent {
  counter++;
  return {
    insert_id: randomUUID(),
    event_id: counter,
    sequence_number: counter,
    session_id: sessionStart,
    device_id: 'device-1',
    user_id: null,
    time: sessionStart + counter,
    event_type: 'page viewed',
    event_properties: { location: '/' },
    user_properties: {},
    groups: {},
    platform: 'Web',
    library: { name: 'stockroom-analytics', version: '1' },
    ...overrides,
  };
}
