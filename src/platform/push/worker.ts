/// <reference lib="webworker" />
// Web Push in the service worker (src/sw.ts; DESIGN.md "Notifications"): a push carries one
// notification (src/contract/push.ts PushPayload, decrypted by the browser), shown at once, as
// browsers require of every push; tapping it opens its screen in the app, in a window the app
// already has when there is one.
import type { PushPayload } from '@/contract/push';
import { brandForHost } from '@/platform/brand/brands';

function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (typeof value?.title !== 'string') return null;
    return {
      id: typeof value.id === 'string' ? value.id : '',
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      path: typeof value.path === 'string' ? value.path : '/app/notifications',
    };
  } catch {
    return null;
  }
}

/** Only a path inside the app is opened: a push never sends the member to another site. */
export function pushTarget(path: unknown, origin: string): string {
  if (typeof path === 'string' && path.startsWith('/app') && !path.startsWith('//')) {
    const url = new URL(path, origin);
    if (url.origin === origin) return url.href;
  }
  return new URL('/app/notifications', origin).href;
}

export function showPush(self: ServiceWorkerGlobalScope, event: PushEvent): void {
  const payload = payloadOf(event.data);
  const brand = brandForHost(self.location.hostname);
  // A push the app cannot read still shows something: the browser would otherwise show its own
  // "this site has been updated in the background".
  const title = payload?.title ?? brand.displayName;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload?.body ?? 'You have a new notification.',
      icon: `/icons/${brand.id}/icon-192.png`,
      // One notice per notification: the same one pushed again replaces it.
      tag: payload?.id || undefined,
      data: { path: payload?.path ?? '/app/notifications' },
    }),
  );
}

export function openPush(self: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const target = pushTarget(
    (event.notification.data as { path?: unknown } | null)?.path,
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
}
