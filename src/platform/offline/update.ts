// Registers the service worker and tracks a waiting update (workbox-window, registerType
// 'prompt'): the page offers the new version and reloads only when the person accepts.
import { computed, signal } from '@preact/signals-react';
import type { Workbox } from 'workbox-window';

const waiting = signal(false);
let workbox: Workbox | null = null;

export const updateAvailable = computed(() => waiting.value);

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window is a chunk of its own (2 KiB of every first screen's script otherwise): it
  // registers once the page has loaded anyway. A chunk that fails to load leaves the app online
  // only, as a failed registration does.
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => (waiting.value = true));
      // Reload only for an update the person accepted (applyUpdate). The first install also
      // takes control of the page (clientsClaim), and must not reload it under the person's hands.
      workbox.addEventListener('controlling', () => {
        if (accepted) window.location.reload();
      });
      // Registration fails where workers are turned off (private windows of some browsers, a web
      // view without them): the app then works online only, with nothing to report.
      return workbox.register();
    })
    .catch(() => undefined);
}

let accepted = false;

export function applyUpdate(): void {
  accepted = true;
  workbox?.messageSkipWaiting();
}
