// Starts the offline-draft sync (issue 6/10 item 2): on app start and whenever the connection
// returns (platform/network), post the signed-in user's waiting thought drafts. Kept tiny: the
// Dexie side (drafts.ts) loads only when a draft may exist (a localStorage hint) or one is made.
import { effect } from '@preact/signals-react';
import { authStatus, currentUser } from '@/features/auth';
import { isOnline } from '@/platform/network/online';

const DRAFTS_HINT_KEY = 'stockroom.thoughtDrafts'; // drafts.ts DRAFTS_HINT_KEY
/**
 * The 'online' event can come before requests get through, and a POST can fail while the browser
 * still believes it is online: while drafts wait, try again after 2 s, 4 s, … up to a minute.
 */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

let started = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

function mayHaveDrafts(): boolean {
  try {
    return localStorage.getItem(DRAFTS_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

function signedInUser(): string | undefined {
  return authStatus.value === 'signed-in' ? currentUser.value?.id : undefined;
}

async function sync(): Promise<void> {
  clearTimeout(retryTimer);
  const userId = signedInUser();
  if (!isOnline.value || !userId || !mayHaveDrafts()) return;
  let waiting = 0;
  try {
    const drafts = await import('./drafts');
    waiting = await drafts.syncThoughtDrafts(userId);
  } catch {
    waiting = 1; // e.g. the chunk itself did not load yet: try again
  }
  if (waiting === 0) {
    retryDelay = RETRY_FIRST_MS;
    return;
  }
  retryTimer = setTimeout(() => void sync(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

/** Call once from the app shell. Idempotent. */
export function startThoughtDraftSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  effect(() => {
    // Read both signals so the effect runs again on sign-in and on reconnecting.
    if (isOnline.value && signedInUser()) {
      retryDelay = RETRY_FIRST_MS;
      void sync();
    }
  });
}

/** A draft was just saved: make sure the sync is watching for it. */
export function thoughtDraftSaved(): void {
  if (isOnline.value) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void sync(), retryDelay);
  }
}
