// Analytics constants of spec §9 and the callback reasons of spec §8.

/** §9 session timeout: an in-session event after 30 minutes without one starts a new session. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** §9 batch: the most events (and identifies) sent in one upload. */
export const UPLOAD_BATCH_SIZE = 100;
/** §9 threshold: this many queued rows trigger an upload at once. */
export const UPLOAD_THRESHOLD = 30;
/** §9 period: otherwise queued rows are uploaded 30 s after the first of them. */
export const UPLOAD_PERIOD_MS = 30 * 1000;
/**
 * §9 rate-limit back-off: after a 429 (the ingest throttles per address and device) uploads pause
 * this long, the events staying queued, then resume. The ingest's counting window is as long.
 */
export { ANALYTICS_RATE_LIMIT_BACKOFF_MS as RATE_LIMIT_BACKOFF_MS } from '@/contract/analytics';
/** The status of a throttled upload (Amplitude's HTTP API v2 answers the same). */
export const RATE_LIMITED_STATUS = 429;
/** §9 saved unsent max: past this, the oldest queued events are dropped (§8). */
export const SAVED_MAX_COUNT = 1000;
/**
 * §9 cookie expiry: Amplitude keeps device id, session and counters in a cookie for 365 days. We
 * keep them in IndexedDB (no cookie rides along on every request) with the same lifetime.
 */
export const IDENTITY_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * §9 queue cap: the most calls (logEvent, identify, …) that wait for `init` (§4 "analytics calls
 * wait for initialisation"). Not the upload queue, which is capped by SAVED_MAX_COUNT.
 */
export const INIT_QUEUE_CAP = 512;

/** The status a callback gets when no request was made (Amplitude's convention). */
export const NO_REQUEST_STATUS = 0;
export const NO_REQUEST_SENT = 'No request sent';

/** §8 callback reasons, word for word, and ours for the other refusals. */
export const REASONS = {
  apiKeyNotSet: 'API key not set',
  missingEventType: 'No request sent with Missing eventType',
  invalidEventType: 'Invalid type for eventType',
  invalidOutOfSession: 'Invalid outOfSession value',
  savedMaxCountExceeded:
    'Event dropped because savedMaxCount exceeded. User may be offline or have a content blocker.',
  optOut: 'optOut is set to true',
  initQueueFull: `Call dropped: more than ${INIT_QUEUE_CAP} calls waiting for initialisation`,
  invalidRevenuePrice: 'Invalid revenue: price must be a number',
  invalidRevenueQuantity: 'Invalid revenue: quantity must be a number',
  invalidUserProperties: 'Invalid user properties: expected an object',
  payloadTooLarge: 'Event dropped: too large to upload even alone (413)',
} as const;

export const LIBRARY = { name: 'stockroom-analytics', version: '1' } as const;

/**
 * Our own ingest's public key (spec §7 `client`): the key is public and the ingest checks only the
 * checksum, so it names the source rather than guarding anything.
 */
export const STOCKROOM_WEB_KEY = 'stockroom-web';

/** The Background Sync tag the service worker answers with `flushQueueFromWorker`. */
export const ANALYTICS_SYNC_TAG = 'analytics-upload';
