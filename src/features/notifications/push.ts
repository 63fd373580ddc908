// Web Push on this device (DESIGN.md "Notifications"): asking the browser for a push subscription
// with the server's VAPID key and handing it to the server, removing it, and sending it again at
// each start of the app (browsers renew a subscription's keys, and a new sign-in must own it). The
// service worker shows what arrives (src/platform/push/worker.ts).
import * as pushEndpoints from '@/contract/endpoints/push';
import { call } from '@/platform/api';

/**
 * What this device can do: `unsupported` (no Web Push here, or no service worker yet),
 * `install-first` (iPhone and iPad have it only in an app added to the Home Screen), `denied` (the
 * member blocked notifications for the site in the browser), `off` or `on`.
 */
export type DevicePush = 'unsupported' | 'install-first' | 'denied' | 'off' | 'on';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const hasPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, or null where none is (development, a blocked worker). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

async function subscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(): Promise<DevicePush> {
  if (!hasPush()) return isAppleMobile() ? 'install-first' : 'unsupported';
  if (!(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await subscription()) ? 'on' : 'off';
}

/** The subscription's endpoint and keys, as the contract takes them. */
function bodyOf(subscribed: PushSubscription) {
  const { endpoint, keys } = subscribed.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new Error('This browser gave a push subscription without its keys.');
  }
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Asks for permission (the browser's prompt), subscribes and tells the server. */
export async function turnOnPush(): Promise<DevicePush> {
  const found = await registration();
  if (!found || !hasPush()) return devicePush();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { public_key } = await call(pushEndpoints.key);
  let subscribed = await found.pushManager.getSubscription();
  // A subscription made with another key (the server's pair changed) cannot be reused.
  const key = subscribed?.options.applicationServerKey;
  if (subscribed && key && !sameBytes(new Uint8Array(key), bytesOf(public_key))) {
    await subscribed.unsubscribe();
    subscribed = null;
  }
  subscribed ??= await found.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(public_key),
  });
  await call(pushEndpoints.subscribe, { body: bodyOf(subscribed) });
  return 'on';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Tells the server first (so nothing more is sent), then lets the browser forget it. */
export async function turnOffPush(): Promise<DevicePush> {
  const subscribed = await subscription();
  if (subscribed) {
    await call(pushEndpoints.unsubscribe, { body: { endpoint: subscribed.endpoint } });
    await subscribed.unsubscribe();
  }
  return devicePush();
}

/**
 * At the app's start, signed in: a device that has push on hands its subscription to the server
 * again, quietly, so it belongs to this sign-in. Never prompts.
 */
export async function renewPush(): Promise<void> {
  if (!hasPush() || Notification.permission !== 'granted') return;
  const subscribed = await subscription();
  if (subscribed) await call(pushEndpoints.subscribe, { body: bodyOf(subscribed) });
}
