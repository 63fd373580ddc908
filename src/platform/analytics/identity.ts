// Who and where in the event stream this browser is: device id, user id, opt-out, session and the
// counters (spec §3 envelope, §4 sessions and sequence numbers). A small record in idb-keyval, so
// the page and the service worker (which must honour opt-out, §5) both read it.
import { get, set, type UseStore } from 'idb-keyval';
import { IDENTITY_EXPIRY_MS } from './constants';

export interface AnalyticsIdentity {
  deviceId: string;
  userId: string | null;
  optOut: boolean;
  /** Start time of the current session (ms), Amplitude's convention; null before the first. */
  sessionId: number | null;
  lastEventTime: number | null;
  eventId: number;
  identifyId: number;
  sequenceNumber: number;
}

interface StoredIdentity extends AnalyticsIdentity {
  /** §9 cookie expiry: refreshed on every save, like a cookie's. */
  expiresAt: number;
}

export interface IdentityStore {
  load(now: number): Promise<AnalyticsIdentity | undefined>;
  save(identity: AnalyticsIdentity, now: number): Promise<void>;
}

const IDENTITY_KEY = 'analytics-identity';

/** The default store is idb-keyval's own database; tests pass `createStore(...)` for isolation. */
export function idbIdentityStore(store?: UseStore): IdentityStore {
  return {
    async load(now) {
      const stored = await get<StoredIdentity>(IDENTITY_KEY, store);
      if (!stored || stored.expiresAt <= now) return undefined;
      const { expiresAt: _expiresAt, ...identity } = stored;
      return identity;
    },
    async save(identity, now) {
      const stored: StoredIdentity = { ...identity, expiresAt: now + IDENTITY_EXPIRY_MS };
      await set(IDENTITY_KEY, stored, store);
    },
  };
}
