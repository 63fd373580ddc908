// The analytics client's public types (client.ts re-exports them).
import type { IdentityStore } from './identity';
import type { AnalyticsDb } from './queue-db';
import type { BeaconSender, Transport, TransportResponse } from './transport';

export type AnalyticsCallback = (
  status: number,
  response: string,
  details?: { reason: string },
) => void;

export interface AnalyticsStorage {
  db: AnalyticsDb;
  identity: IdentityStore;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AnalyticsClientOptions {
  /** The public project key (§5: without one nothing is sent). */
  apiKey: string | null | undefined;
  /** Origin of the ingest, '' for this origin; uploads go to `${serverUrl}/analytics`. */
  serverUrl: string;
  transport?: Transport;
  now?: () => number;
  storage?: AnalyticsStorage;
  timers?: Timers;
  /** Page-hide transport; defaults to navigator.sendBeacon where there is one. */
  beacon?: BeaconSender | null;
  randomId?: () => string;
  /** Told when an upload leaves rows queued (e.g. offline), to ask for a Background Sync. */
  onUploadFailed?: (response: TransportResponse) => void;
}

export interface InitOptions {
  userId?: string | null;
  deviceId?: string;
  optOut?: boolean;
}

export interface Revenue {
  price: number;
  quantity?: number;
  productId?: string;
  revenueType?: string;
}

export interface AnalyticsClient {
  init(options?: InitOptions): Promise<void>;
  logEvent(
    eventType: string,
    eventProperties?: Record<string, unknown>,
    callback?: AnalyticsCallback,
    errorCallback?: AnalyticsCallback,
    outOfSession?: boolean,
  ): Promise<void>;
  identify(
    userProperties: Record<string, unknown>,
    callback?: AnalyticsCallback,
    errorCallback?: AnalyticsCallback,
  ): Promise<void>;
  setUserId(userId: string | null): Promise<void>;
  logRevenue(
    revenue: Revenue,
    callback?: AnalyticsCallback,
    errorCallback?: AnalyticsCallback,
  ): Promise<void>;
  setOptOut(optOut: boolean): Promise<void>;
  /** Uploads everything queued; `beacon` hands it to sendBeacon instead (page hide). */
  flush(options?: { beacon?: boolean }): Promise<void>;
  readonly initialized: boolean;
  deviceId(): string | null;
  sessionId(): number | null;
}
