// Web Push (DESIGN.md "Notifications"): a device the member signed in on asks its browser for a
// push subscription with the server's VAPID public key (RFC 8292) and hands it here; the delivery
// job then sends each notification the member's push switches allow to every device of theirs,
// encrypted for that device (RFC 8291). A subscription belongs to the session that made it:
// signing out, or the session ending, stops the pushes to that device.
import { boolean, integer, object, pattern, size, string, type, type Infer } from './structs';

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) =>
  pattern(size(string(), min, max), /^[A-Za-z0-9_-]+$/);

/** GET /api/v1/push/key: the VAPID public key a device subscribes with (base64url, 65 bytes). */
export const PushKeyResponse = type({ public_key: string() });
export type PushKeyResponse = Infer<typeof PushKeyResponse>;

/** The push service's URL for one device (its browser's, e.g. https://fcm.googleapis.com/…). */
const PushEndpoint = pattern(size(string(), 12, 2048), /^https?:\/\/\S+$/);

/** POST /api/v1/push/subscriptions: this device's PushSubscription (its endpoint and keys). */
export const PushSubscriptionRequest = object({
  endpoint: PushEndpoint,
  keys: object({
    /** The device's P-256 public key, uncompressed (65 bytes: 87 characters). */
    p256dh: base64url(87, 87),
    /** The device's authentication secret (16 bytes: 22 characters). */
    auth: base64url(22, 22),
  }),
});
export type PushSubscriptionRequest = Infer<typeof PushSubscriptionRequest>;

/** POST /api/v1/push/subscriptions/remove: this device's endpoint. */
export const PushUnsubscribeRequest = object({ endpoint: PushEndpoint });
export type PushUnsubscribeRequest = Infer<typeof PushUnsubscribeRequest>;

/** Whether this device is subscribed now, and how many of the member's devices are. */
export const PushSubscriptionState = type({ subscribed: boolean(), devices: integer() });
export type PushSubscriptionState = Infer<typeof PushSubscriptionState>;

/**
 * What a push carries (JSON, encrypted for the device): what the service worker shows, and the
 * app path a tap opens. Kept small: push services take 4 KB at most.
 */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  path: string;
}
