// Web Push in Chromium without the browser vendor's push service (an outside service, out of reach
// here: headless Chromium's own PushManager.subscribe fails without it). The page's PushManager
// hands out a subscription on the test's loopback push service (push-service.ts) with keys the
// test holds; what the server pushes there is decrypted by the test and handed to the service
// worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service's
// message reaches it, so the worker's own code shows it.
import type { BrowserContext, Page } from 'playwright-core';
import type { TestPushKeys } from './push-service';

/** Every page of `context` subscribes to `endpoint` with `keys`; grants the notification permission. */
export async function usePushService(
  context: BrowserContext,
  origin: string,
  endpoint: string,
  keys: TestPushKeys,
): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const kept = 'test.push-subscription';
      const subscriptionOf = (applicationServerKey: ArrayBuffer | null) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        getKey: () => null,
        unsubscribe: () => {
          localStorage.removeItem(kept);
          return Promise.resolve(true);
        },
      });
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        localStorage.setItem(kept, 'yes');
        const key = options?.applicationServerKey;
        const bytes: Uint8Array | null = key instanceof Uint8Array ? key : null;
        const buffer = bytes ? (bytes.slice().buffer as ArrayBuffer) : null;
        return Promise.resolve(subscriptionOf(buffer) as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        const found = localStorage.getItem(kept) ? subscriptionOf(null) : null;
        return Promise.resolve(found as unknown as PushSubscription | null);
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
}

/**
 * Delivers `data` (a push's decrypted text) to the page's service worker, and answers the titles
 * and bodies of the notifications the worker then shows.
 */
export async function deliverPush(
  page: Page,
  origin: string,
  data: string,
): Promise<Array<{ title: string; body: string; path: unknown }>> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  const deadline = Date.now() + 10_000;
  while (!registrations.some((r) => !r.isDeleted && r.scopeURL.startsWith(origin))) {
    if (Date.now() > deadline) throw new Error(`no service worker registered for ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const registration = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin))!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data,
  });
  await cdp.detach();
  // showNotification runs in the worker: wait until it has.
  const shown = async () =>
    page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        path: (n.data as { path?: unknown } | null)?.path,
      }));
    });
  for (let tries = 0; tries < 100; tries++) {
    const notifications = await shown();
    if (notifications.length > 0) return notifications;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return shown();
}
