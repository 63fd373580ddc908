// Installation: the browser's install offer is kept so an "Install app" button can
// use it; the button is hidden inside the installed app. After installing, storage is made
// persistent so the offline data is not evicted.
import { computed, signal } from '@preact/signals-react';
import { requestPersistentStorage } from './storage';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const offer = signal<InstallPromptEvent | null>(null);
const standalone = signal(false);

export const canInstall = computed(() => offer.value !== null && !standalone.value);

export function watchInstallability(): void {
  if (typeof window === 'undefined') return;
  const query = window.matchMedia('(display-mode: standalone)');
  standalone.value = query.matches || (navigator as { standalone?: boolean }).standalone === true;
  query.addEventListener('change', (event) => (standalone.value = event.matches));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // show our own button instead of the mini-infobar
    offer.value = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    offer.value = null;
    void requestPersistentStorage();
  });
}

export async function promptInstall(): Promise<void> {
  const event = offer.value;
  if (!event) return;
  offer.value = null; // an install offer can be used once
  await event.prompt();
  await event.userChoice;
}
