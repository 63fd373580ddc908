// The analytics upload wire format (spec §7), shared by the client (platform/analytics) and the
// ingest (server/routes/analytics.ts). It is Amplitude's HTTP API v2: a form-encoded POST of
// `client` (the public key), `e` (the events as a JSON array), `v`, `upload_time` and `checksum`.
import {
  array,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  optional,
  pattern,
  record,
  size,
  string,
  type,
  unknown,
  type Infer,
} from './structs';

export const ANALYTICS_API_VERSION = '2';
export const ANALYTICS_PATH = '/analytics';
/** The ingest answers a stored batch with this plain body, as Amplitude does. */
export const ANALYTICS_SUCCESS_BODY = 'success';

/**
 * §9 rate-limit back-off: after a 429 the client waits this long before uploading again. The
 * ingest counts uploads in windows of the same length, so a client that waits it out always
 * lands in a fresh window.
 */
export const ANALYTICS_RATE_LIMIT_BACKOFF_MS = 60_000;

/**
 * The 429 body of a throttled upload, shaped like Amplitude's HTTP API v2 answer
 * (`code`, `error`, `throttled_devices`, `throttled_events`); nothing of the upload is stored and
 * the `retry-after` header gives the seconds until the window ends. Type only: the client needs
 * just the status, so no struct joins the bundle.
 */
export interface AnalyticsThrottledBody {
  code: 429;
  error: string;
  /** Length of the counting window. */
  window_seconds: number;
  /** This upload's address went past its limit: what it counted in this window. */
  throttled_address: { uploads: number; events: number } | null;
  /** Devices past their event limit, with the events counted for each in this window. */
  throttled_devices: Record<string, number>;
  /** Indexes (in `e`) of the events that were throttled. */
  throttled_events: number[];
  /** The limits per window. */
  limits: { uploads_per_address: number; events_per_address: number; events_per_device: number };
}

/** Milliseconds since the epoch that a JavaScript Date (and a timestamptz) can hold. */
const EpochMs = max(min(integer(), 0), 8_640_000_000_000_000);

/** The form fields, before `e` is parsed. Extra fields from other SDKs are ignored. */
export const AnalyticsUploadForm = type({
  client: size(string(), 1, 200),
  e: size(string(), 1, Number.MAX_SAFE_INTEGER),
  v: literal(ANALYTICS_API_VERSION),
  upload_time: pattern(string(), /^\d{1,16}$/),
  checksum: pattern(string(), /^[0-9a-fA-F]{32}$/),
});
export type AnalyticsUploadForm = Infer<typeof AnalyticsUploadForm>;

/**
 * One event as uploaded (spec §3 envelope). The server needs an event type and a way to
 * de-duplicate: `insert_id` (amplitude-js, Amplitude's classic browser SDK, calls it `uuid`), or
 * else device id + event id + client time. Other fields pass through and are stored whole.
 */
export const AnalyticsWireEvent = type({
  event_type: size(string(), 1, 1024),
  insert_id: optional(size(string(), 1, 128)),
  /** amplitude-js's insert id (tests/e2e/analytics-amplitude-sdk.test.ts). */
  uuid: optional(size(string(), 1, 128)),
  device_id: optional(nullable(size(string(), 1, 256))),
  user_id: optional(nullable(string())),
  event_id: optional(nullable(integer())),
  session_id: optional(nullable(number())),
  sequence_number: optional(nullable(integer())),
  time: optional(nullable(EpochMs)),
  /** amplitude-js's name for the client time. */
  timestamp: optional(nullable(EpochMs)),
  event_properties: optional(nullable(record(string(), unknown()))),
  user_properties: optional(nullable(record(string(), unknown()))),
});
export type AnalyticsWireEvent = Infer<typeof AnalyticsWireEvent>;

export const AnalyticsWireBatch = array(AnalyticsWireEvent);

/** The event our client builds (spec §3 envelope; §4 sessions and sequence numbers). */
export interface AnalyticsEvent {
  insert_id: string;
  event_id: number;
  sequence_number: number;
  /** -1 for an out-of-session event. */
  session_id: number;
  device_id: string;
  user_id: string | null;
  /** Client time, ms since the epoch. */
  time: number;
  event_type: string;
  event_properties: Record<string, unknown>;
  user_properties: Record<string, unknown>;
  groups: Record<string, unknown>;
  platform: 'Web';
  library: { name: string; version: string };
}
