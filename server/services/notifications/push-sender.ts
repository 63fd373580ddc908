// Web Push out of the server (DESIGN.md "Notifications"): the `web-push` package encrypts each
// payload for its device (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request
// itself goes out through fetch with a timeout, so a slow push service cannot hold a delivery
// run. The push services (the browsers' vendors: FCM, Mozilla, Apple, Microsoft) are outside
// services: tests stand one up on loopback (tests/support/push-service.ts) and allow its origin.
import webpush from 'web-push';
import type { PushPayload } from '@/contract/push';
import type { Db } from '../../db/client';
import { sharedSecret } from '../secrets';

/** One device: its push service URL and the keys it decrypts with. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: taken by the push service, gone (the device unsubscribed or the
 * subscription expired: 404 or 410, RFC 8030 §7.3), or failed (anything else: this push is lost
 * to that device, which keeps its subscription).
 */
type PushResult = 'delivered' | 'gone' | 'failed';

export interface PushSender {
  /** The VAPID public key (base64url) devices subscribe with. */
  publicKey(): Promise<string>;
  /** Whether `endpoint` belongs to a push service this server sends to. */
  allows(endpoint: string): boolean;
  send(device: PushDevice, payload: PushPayload): Promise<PushResult>;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset (null), a pair made once and kept in server_secrets. */
  vapidKeys?: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: a mailto: or https: URL push services can reach the operator at. */
  subject?: string;
  /** PUSH_SERVICE_ORIGINS: the push services' origins this server sends to (`*.` for any subdomain). */
  serviceOrigins?: readonly string[];
  /** PUBLIC_URL, for the default subject. */
  publicUrl?: string;
}

/**
 * The push services of the browsers that have Web Push: Chrome, Edge (Chromium), Samsung Internet
 * and the Play Store's Trusted Web Activity (FCM); Firefox (Mozilla); Safari and home-screen apps
 * on iOS 16.4+ (Apple); Edge's Windows push (WNS). A subscription to anywhere else is refused: the
 * server would otherwise POST to any URL a client names.
 */
const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/** How long a push service keeps a push for a device that is off (RFC 8030 TTL): one day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const VAPID_SECRET = 'vapid_keys';

function originMatches(pattern: string, url: URL): boolean {
  const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(pattern);
  if (!wildcard) return url.origin === pattern;
  return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`);
}

function pushAllowedBy(origins: readonly string[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((pattern) => originMatches(pattern, url));
}

/** The configured VAPID pair, or the one every instance shares from server_secrets. */
async function vapidKeys(db: Db, configured: PushSettings['vapidKeys']) {
  if (configured) return configured;
  // A fresh pair is only kept when no instance kept one first (sharedSecret's insert-or-read).
  const stored = await sharedSecret(db, VAPID_SECRET, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}

export function webPushSender(db: Db, settings: PushSettings = {}): PushSender {
  const origins = settings.serviceOrigins ?? DEFAULT_PUSH_SERVICE_ORIGINS;
  const subject =
    settings.subject ??
    `mailto:support@${new URL(settings.publicUrl ?? 'http://localhost').hostname}`;
  let keys: ReturnType<typeof vapidKeys> | null = null;
  const keysOnce = () => {
    keys ??= vapidKeys(db, settings.vapidKeys).catch((error: unknown) => {
      keys = null; // the next call tries again
      throw error;
    });
    return keys;
  };

  return {
    publicKey: async () => (await keysOnce()).publicKey,
    allows: (endpoint) => pushAllowedBy(origins, endpoint),
    async send(device, payload) {
      if (!pushAllowedBy(origins, device.endpoint)) return 'failed';
      const vapid = await keysOnce();
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, ...vapid },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const answer = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.status === 404 || answer.status === 410) return 'gone';
        return answer.ok ? 'delivered' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
