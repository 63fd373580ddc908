// Web Push's endpoints (src/contract/push.ts), one export each (imported as a namespace).
import { endpoint } from '../endpoint';
import {
  PushKeyResponse,
  PushSubscriptionRequest,
  PushSubscriptionState,
  PushUnsubscribeRequest,
} from '../push';

const tag = 'notifications';

export const key = endpoint({
  method: 'GET',
  path: '/push/key',
  summary: "The server's VAPID public key, for PushManager.subscribe",
  tag,
  auth: 'session',
  response: PushKeyResponse,
});
/** The same device again (its endpoint) replaces its keys and moves it to this session. */
export const subscribe = endpoint({
  method: 'POST',
  path: '/push/subscriptions',
  summary: "Send the member's notifications to this device by Web Push",
  tag,
  auth: 'session',
  body: PushSubscriptionRequest,
  response: PushSubscriptionState,
});
/** Removing a device twice is removing it once. */
export const unsubscribe = endpoint({
  method: 'POST',
  path: '/push/subscriptions/remove',
  summary: 'Stop Web Push to this device',
  tag,
  auth: 'session',
  body: PushUnsubscribeRequest,
  response: PushSubscriptionState,
});
