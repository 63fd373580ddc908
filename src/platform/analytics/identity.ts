// Who and where in the event stream this browser is: device id, user id, opt-out, session and the
// counters (spec §3 envelope, §4 sessions and sequence numbers). One record in the analytics
// database's `meta` store, so the page and the service worker (which must honour opt-out, §5)
// both read it.
import { IDENTITY_EXPIRY_MS } from './constants';
import { analyticsDb, onResult, type AnalyticsDb } from './queue-db';

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

const IDENTITY_KEY = 'identity';

export function idbIdentityStore(db: AnalyticsDb = analyticsDb()): IdentityStore {
  return {
    async load(now) {
      const stored = await db.transact(['meta'], 'readonly', (tx) => {
        let value: StoredIdentity | undefined;
        onResult(tx.objectStore('meta').get(IDENTITY_KEY), (found) => (value = found));
        return () => value;
      });
      if (!stored || stored.expiresAt <= now) return undefined;
      const { expiresAt: _expiresAt, ...identity } = stored;
      return identity;
    },
    async save(identity, now) {
      const stored: StoredIdentity = { ...identity, expiresAt: now + IDENTITY_EXPIRY_MS };
      await db.transact(['meta'], 'readwrite', (tx) => {
        tx.objectStore('meta').put(stored, IDENTITY_KEY);
        return () => undefined;
      });
    },
  };
}
