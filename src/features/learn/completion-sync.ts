// Sends queued lesson completions on app start and whenever the connection
// returns. The Dexie side (completion-queue.ts) loads only when a completion may be queued.
import { authStatus, currentUser } from '@/features/auth';
import { createOutboxSync } from '@/platform/offline/outbox-sync';

const QUEUE_HINT_KEY = 'stockroom.learnQueue'; // completion-queue.ts QUEUE_HINT_KEY

const outbox = createOutboxSync({
  hintKey: QUEUE_HINT_KEY,
  userId: () => (authStatus.value === 'signed-in' ? currentUser.value?.id : undefined),
  send: async (userId) => (await import('./completion-queue')).syncCompletions(userId),
});

/** Call once from the app shell (the learn screens call it too). Idempotent. */
export const startLearnCompletionSync = (): void => outbox.start();

/** A completion was just queued: make sure the sync is watching for it. */
export const learnCompletionQueued = (): void => outbox.queued();
