// Sends what a feature queued on this device while offline (thought drafts, lesson completions):
// on app start, on sign-in and whenever the connection returns (platform/network). Kept tiny for
// the app shell: the feature's Dexie side loads only when something may be waiting (a
// localStorage hint its queue keeps) or something was just queued.
import { effect } from '@preact/signals-react';
import { isOnline } from '@/platform/network/online';

/**
 * The 'online' event can come before requests get through, and a POST can fail while the browser
 * still believes it is online: while items wait, try again after 2 s, 4 s, … up to a minute.
 */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export interface OutboxSyncOptions {
  /** The localStorage key the queue sets while it holds anything. */
  hintKey: string;
  /** The signed-in member's id, read inside a signal effect (undefined when signed out). */
  userId: () => string | undefined;
  /** Loads the queue's code and sends; resolves to how many items still wait. */
  send: (userId: string) => Promise<number>;
}

export interface OutboxSync {
  /** Call once from the app shell. Idempotent. */
  start(): void;
  /** Something was just queued: make sure the sync is watching for it. */
  queued(): void;
}

export function createOutboxSync({ hintKey, userId, send }: OutboxSyncOptions): OutboxSync {
  let started = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_FIRST_MS;

  const mayHaveItems = () => {
    try {
      return localStorage.getItem(hintKey) !== null;
    } catch {
      return true;
    }
  };

  async function sync(): Promise<void> {
    clearTimeout(retryTimer);
    const id = userId();
    if (!isOnline.value || !id || !mayHaveItems()) return;
    let waiting = 0;
    try {
      waiting = await send(id);
    } catch {
      waiting = 1; // e.g. the queue's chunk did not load yet: try again
    }
    if (waiting === 0) {
      retryDelay = RETRY_FIRST_MS;
      return;
    }
    retryTimer = setTimeout(() => void sync(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  return {
    start() {
      if (started || typeof window === 'undefined') return;
      started = true;
      effect(() => {
        // Read both signals so the effect runs again on sign-in and on reconnecting.
        if (isOnline.value && userId()) {
          retryDelay = RETRY_FIRST_MS;
          void sync();
        }
      });
    },
    queued() {
      if (isOnline.value) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void sync(), retryDelay);
      }
    },
  };
}
