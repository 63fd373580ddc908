// The upload request of spec §7: a form-encoded POST of client key, events JSON, version, upload
// time and checksum (md5 of version + key + events + upload time, Amplitude's HTTP API v2).
import { ANALYTICS_API_VERSION, ANALYTICS_PATH, type AnalyticsEvent } from '@/contract/analytics';
import { md5 } from './md5';

export interface TransportResponse {
  status: number;
  body: string;
}

/** Sends one form-encoded body; rejects only when no answer came (offline, DNS, CORS). */
export type Transport = (url: string, body: string) => Promise<TransportResponse>;

export const fetchTransport: Transport = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body,
    // The session cookie rides along to our own ingest so that it can mark the events whose
    // user_id is the signed-in user as verified (server/routes/analytics.ts); another origin's
    // ingest gets no cookie. (A beacon sends this origin's cookies too.)
    credentials: 'same-origin',
  });
  return { status: response.status, body: await response.text() };
};

/** `navigator.sendBeacon`: queued by the browser, survives the page going away, no answer. */
export type BeaconSender = (url: string, body: string) => boolean;

export function browserBeacon(): BeaconSender | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  // A URLSearchParams body is sent as application/x-www-form-urlencoded, like the fetch upload.
  return (url, body) => navigator.sendBeacon(url, new URLSearchParams(body));
}

export function uploadUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${ANALYTICS_PATH}`;
}

export function encodeUpload(
  apiKey: string,
  events: readonly AnalyticsEvent[],
  uploadTime: number,
): string {
  const e = JSON.stringify(events);
  const upload_time = String(uploadTime);
  const checksum = md5(ANALYTICS_API_VERSION + apiKey + e + upload_time);
  return new URLSearchParams({
    client: apiKey,
    e,
    v: ANALYTICS_API_VERSION,
    upload_time,
    checksum,
  }).toString();
}
