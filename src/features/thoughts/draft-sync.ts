// Sends the signed-in member's offline thought drafts on app start and
// whenever the connection returns. The Dexie side (drafts.ts) loads only when a draft may exist.
import { authStatus, currentUser } from '@/features/auth';
import { createOutboxSync } from '@/platform/offline/outbox-sync';

const DRAFTS_HINT_KEY = 'stockroom.thoughtDrafts'; // drafts.ts DRAFTS_HINT_KEY

const outbox = createOutboxSync({
  hintKey: DRAFTS_HINT_KEY,
  userId: () => (authStatus.value === 'signed-in' ? currentUser.value?.id : undefined),
  send: async (userId) => (await import('./drafts')).syncThoughtDrafts(userId),
});

/** Call once from the app shell. Idempotent. */
export const startThoughtDraftSync = (): void => outbox.start();

/** A draft was just saved: make sure the sync is watching for it. */
export const thoughtDraftSaved = (): void => outbox.queued();
