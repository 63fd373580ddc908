// Lesson completions kept on this device until the server has them (DESIGN
// "lesson completions (sent later; the server decides the award)"). A completion made offline, or
// whose request failed on the network, is a row of the Dexie `learnCompletionQueue` table; its key
// is the request's Idempotency-Key, so however often it is sent the server awards it once.
//
// Two tabs, one queue: every sync runs inside the Web Lock 'learn-completions' and reads the table
// afresh once it holds the lock (the pattern of features/thoughts/drafts.ts).
import { computed, signal } from '@preact/signals-react';
import type { LessonCompleted } from '@/contract/learn';
import { stockroomDb, type QueuedLessonCompletion } from '@/platform/offline/db';
import { invalidateAfter } from '@/platform/queries';
import { completeLessonRequest } from './api';
import { completionOutcome, type CompletionOutcome } from './completion-outcome';
import { storeLearnState, storeUpcomingLessons } from './lesson-cache';
import { applyLearnState } from './state';

const LOCK_NAME = 'learn-completions';
/** A hint in localStorage that completions may be queued, so app start loads Dexie only then. */
export const QUEUE_HINT_KEY = 'stockroom.learnQueue';

export interface CompletionNotice {
  key: string;
  lessonId: string;
  kind: 'awarded' | 'already' | 'refused';
  xp: number;
  cents: number;
  message: string | null;
}

const pendingSignal = signal<readonly QueuedLessonCompletion[]>([]);
const noticesSignal = signal<readonly CompletionNotice[]>([]);

/** The signed-in member's completions waiting to be sent, oldest first. */
export const pendingCompletions = computed(() => pendingSignal.value);
/** What happened to queued completions once sent (shown on the learn home). */
export const completionNotices = computed(() => noticesSignal.value);

export function dismissCompletionNotice(key: string): void {
  noticesSignal.value = noticesSignal.value.filter((notice) => notice.key !== key);
}

function setHint(present: boolean) {
  try {
    if (present) localStorage.setItem(QUEUE_HINT_KEY, '1');
    else localStorage.removeItem(QUEUE_HINT_KEY);
  } catch {
    // Storage disabled: the sync then opens Dexie every time.
  }
}

async function readQueue(userId: string): Promise<QueuedLessonCompletion[]> {
  const all = await stockroomDb().learnCompletionQueue.toArray();
  setHint(all.length > 0);
  return all
    .filter((row) => row.userId === userId)
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

export async function refreshPendingCompletions(userId: string): Promise<void> {
  pendingSignal.value = await readQueue(userId);
}

/**
 * Records a completion to send later. Completing the same lesson again while one waits keeps the
 * first (its key and the time the member first finished).
 */
export async function queueCompletion(
  userId: string,
  lessonId: string,
  key: string = crypto.randomUUID(),
  finishedAt: string = new Date().toISOString(),
): Promise<QueuedLessonCompletion> {
  const table = stockroomDb().learnCompletionQueue;
  const waiting = (await table.where('lessonId').equals(lessonId).toArray()).find(
    (row) => row.userId === userId,
  );
  const row = waiting ?? { key, userId, lessonId, finishedAt };
  if (!waiting) await table.put(row);
  setHint(true);
  await refreshPendingCompletions(userId);
  return row;
}

function withQueueLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(LOCK_NAME, run) as Promise<T>;
  }
  return run();
}

type Send = (lessonId: string, key: string, finishedAt: string) => Promise<LessonCompleted>;

/**
 * The server's answer, whether the reader sent it now or the queue later: mirror its state, mark
 * what the completion changed stale (the XP and reward it awarded show elsewhere) and keep a copy
 * for offline (best effort).
 */
async function adopt(userId: string, result: LessonCompleted): Promise<void> {
  applyLearnState(userId, result.state);
  void invalidateAfter('lesson');
  await storeLearnState(userId, result.state).catch(() => undefined);
  await storeUpcomingLessons(result.state).catch(() => undefined);
}

function noticeOf(row: QueuedLessonCompletion, outcome: CompletionOutcome): CompletionNotice {
  const base = { key: row.key, lessonId: row.lessonId, xp: 0, cents: 0, message: null };
  if (outcome.kind === 'refused') return { ...base, kind: 'refused', message: outcome.message };
  if (outcome.kind === 'sent' && outcome.result.awarded) {
    return {
      ...base,
      kind: 'awarded',
      xp: outcome.result.xp_awarded,
      cents: outcome.result.reward_cents,
    };
  }
  return { ...base, kind: 'already' };
}

/**
 * Sends the member's queued completions, oldest first, and stops at the first that cannot be sent
 * now. A 200 (awarded or not) or a refusal takes the row off the queue. Resolves to how many
 * still wait.
 */
export function syncCompletions(
  userId: string,
  send: Send = (lessonId, key, finishedAt) => completeLessonRequest(lessonId, key, finishedAt),
): Promise<number> {
  return withQueueLock(async () => {
    // Read inside the lock: another tab may have sent (and deleted) some meanwhile.
    for (const row of await readQueue(userId)) {
      const outcome = await send(row.lessonId, row.key, row.finishedAt).then(
        (ok) => completionOutcome({ ok }),
        (error: unknown) => completionOutcome({ error }),
      );
      if (outcome.kind === 'retry') break;
      await stockroomDb().learnCompletionQueue.delete(row.key);
      if (outcome.kind === 'sent') await adopt(userId, outcome.result);
      noticesSignal.value = [...noticesSignal.value, noticeOf(row, outcome)];
    }
    const left = await readQueue(userId);
    pendingSignal.value = left;
    return left.length;
  });
}

export type CompleteResult =
  | { kind: 'completed'; result: LessonCompleted }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

/**
 * The reader's "Complete lesson": sent at once when online; offline, or when the request gets no
 * answer, queued with the same key so that a request that did reach the server is not awarded
 * twice when the queue sends it again.
 */
export async function completeLesson(
  userId: string,
  lessonId: string,
  online: boolean,
  send: Send = (id, key, finishedAt) => completeLessonRequest(id, key, finishedAt),
): Promise<CompleteResult> {
  const key = crypto.randomUUID();
  const finishedAt = new Date().toISOString();
  if (online) {
    const outcome = await send(lessonId, key, finishedAt).then(
      (ok) => completionOutcome({ ok }),
      (error: unknown) => completionOutcome({ error }),
    );
    if (outcome.kind === 'sent') {
      await adopt(userId, outcome.result);
      return { kind: 'completed', result: outcome.result };
    }
    if (outcome.kind === 'refused') return outcome;
  }
  await queueCompletion(userId, lessonId, key, finishedAt);
  return { kind: 'queued' };
}
