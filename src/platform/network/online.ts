// Whether the browser believes it is online, as a signal screens can read (DESIGN "offline").
import { computed, signal } from '@preact/signals-react';

const onlineSignal = signal(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (onlineSignal.value = true));
  window.addEventListener('offline', () => (onlineSignal.value = false));
}

export const isOnline = computed(() => onlineSignal.value);
