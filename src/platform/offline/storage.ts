// Persistent storage: asked for after sign-in or install, shown in Settings.
import { computed, signal } from '@preact/signals-react';

export type StoragePersistence = 'persistent' | 'best-effort' | 'unsupported' | 'unknown';

const state = signal<StoragePersistence>('unknown');
export const storagePersistence = computed(() => state.value);

export async function readStoragePersistence(): Promise<StoragePersistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted)
    return (state.value = 'unsupported');
  return (state.value = (await navigator.storage.persisted()) ? 'persistent' : 'best-effort');
}

export async function requestPersistentStorage(): Promise<StoragePersistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist)
    return (state.value = 'unsupported');
  const granted = await navigator.storage.persist().catch(() => false);
  return (state.value = granted ? 'persistent' : 'best-effort');
}
