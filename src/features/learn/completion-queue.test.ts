// Lesson completions kept on this device (completion-queue.ts): a lesson completed offline is
// recorded locally and sent when online, and the server decides the award, never twice (DESIGN.md
// "Client state and offline"). Dexie runs on fake-indexeddb; the Web Lock is an in-process stand-in
// with the same exclusive, queued semantics; the sender is injected so each test controls the
// answers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonCompleted } from '@/contract/learn';
import { karmaTotal } from '@/features/karma';
import { ApiError } from '@/platform/api';
import { stockroomDb } from '@/platform/offline/db';
import {
  completeLesson,
  completionNotices,
  dismissCompletionNotice,
  pendingCompletions,
  queueCompletion,
  syncCompletions,
} from './completion-queue';
import { learnHeld } from './state';
import { learnState } from './test-support';

const ME = 'user-me';
const SOMEONE = 'user-someone';

function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, run: () => Promise<unknown>) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

const answer = (awarded: boolean): LessonCompleted => ({
  awarded,
  xp_awarded: awarded ? 10 : 0,
  reward_cents: awarded ? 500 : 0,
  state: learnState(3, 1, { status: 'COME_BACK_TOMORROW', xp_total: 40 }),
});
type Send = (lessonId: string, key: string, finishedAt: string) => Promise<LessonCompleted>;
const sender = (run: () => Promise<LessonCompleted>) => vi.fn<Send>(run);
const queued = () => stockroomDb().learnCompletionQueue.toArray();

beforeEach(async () => {
  vi.stubGlobal('navigator', { locks: fakeLocks() });
  await stockroomDb().learnCompletionQueue.clear();
  for (const notice of completionNotices.value) dismissCompletionNotice(notice.key);
});
afterEach(() => vi.unstubAllGlobals());

describe('lesson completions queued on this device', () => {
  it('sends a queued completion with its key and finish time, then removes it', async () => {
    const row = await queueCompletion(ME, 'lesson-1', 'key-1', '2026-11-23T14:00:00.000Z');
    expect(pendingCompletions.value.map((pending) => pending.key)).toEqual(['key-1']);
    const send = sender(async () => answer(true));
    expect(await syncCompletions(ME, send)).toBe(0);
    expect(send).toHaveBeenCalledWith('lesson-1', 'key-1', '2026-11-23T14:00:00.000Z');
    expect(row.key).toBe('key-1');
    expect(await queued()).toEqual([]);
    expect(pendingCompletions.value).toEqual([]);
    // The server's state becomes the screen's state, and its XP the badge's.
    expect(learnHeld.value?.state.status).toBe('COME_BACK_TOMORROW');
    expect(karmaTotal.value).toBe(40);
    expect(completionNotices.value).toMatchObject([{ kind: 'awarded', xp: 10, cents: 500 }]);
  });

  it('completing the same lesson again while one waits keeps the first', async () => {
    await queueCompletion(ME, 'lesson-1', 'key-1', '2026-11-23T14:00:00.000Z');
    const second = await queueCompletion(ME, 'lesson-1', 'key-2', '2026-11-23T15:00:00.000Z');
    expect(second.key).toBe('key-1');
    expect(await queued()).toHaveLength(1);
  });

  it('a 200 awarded:false (already completed) leaves the queue with nothing awarded', async () => {
    await queueCompletion(ME, 'lesson-1', 'key-1');
    expect(await syncCompletions(ME, async () => answer(false))).toBe(0);
    expect(await queued()).toEqual([]);
    expect(completionNotices.value).toMatchObject([{ kind: 'already' }]);
  });

  it("a refusal (409) leaves the queue and keeps the server's message", async () => {
    await queueCompletion(ME, 'lesson-2', 'key-2');
    const refuse = async (): Promise<LessonCompleted> => {
      throw new ApiError('http', 'Come back tomorrow for new lessons!', 409, undefined, 'conflict');
    };
    expect(await syncCompletions(ME, refuse)).toBe(0);
    expect(await queued()).toEqual([]);
    expect(completionNotices.value).toMatchObject([
      { kind: 'refused', message: 'Come back tomorrow for new lessons!' },
    ]);
  });

  it('offline or server trouble: kept, and sent with the same key next time', async () => {
    await queueCompletion(ME, 'lesson-1', 'key-1');
    const offline = async (): Promise<LessonCompleted> => {
      throw new ApiError('network', 'offline');
    };
    expect(await syncCompletions(ME, offline)).toBe(1);
    expect(await queued()).toHaveLength(1);
    const send = sender(async () => answer(true));
    expect(await syncCompletions(ME, send)).toBe(0);
    expect(send).toHaveBeenCalledWith('lesson-1', 'key-1', expect.any(String));
  });

  it("sends only the signed-in member's completions", async () => {
    await queueCompletion(SOMEONE, 'lesson-1', 'theirs');
    await queueCompletion(ME, 'lesson-1', 'mine');
    const send = sender(async () => answer(true));
    await syncCompletions(ME, send);
    expect(send.mock.calls.map((call) => call[1])).toEqual(['mine']);
    expect((await queued()).map((row) => row.key)).toEqual(['theirs']);
  });

  it('two tabs syncing at once send each completion once', async () => {
    await queueCompletion(ME, 'lesson-1', 'key-1');
    const send = sender(async () => answer(true));
    await Promise.all([syncCompletions(ME, send), syncCompletions(ME, send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('completing from the reader', () => {
  it('online: sent at once with a fresh key, nothing queued', async () => {
    const send = sender(async () => answer(true));
    const result = await completeLesson(ME, 'lesson-1', true, send);
    expect(result.kind).toBe('completed');
    expect(await queued()).toEqual([]);
  });

  it('offline: queued without a request', async () => {
    const send = sender(async () => answer(true));
    expect(await completeLesson(ME, 'lesson-1', false, send)).toEqual({ kind: 'queued' });
    expect(send).not.toHaveBeenCalled();
    expect(await queued()).toMatchObject([{ userId: ME, lessonId: 'lesson-1' }]);
  });

  it('no answer: queued under the key already sent, so a request that arrived is not paid twice', async () => {
    const send = sender(async () => {
      throw new ApiError('network', 'offline');
    });
    expect(await completeLesson(ME, 'lesson-1', true, send)).toEqual({ kind: 'queued' });
    const [row] = await queued();
    expect(row?.key).toBe(send.mock.calls[0]?.[1]);
  });

  it("refused (409): not queued, the server's message shown", async () => {
    const send = async (): Promise<LessonCompleted> => {
      throw new ApiError('http', 'Come back tomorrow for new lessons!', 409, undefined, 'conflict');
    };
    expect(await completeLesson(ME, 'lesson-1', true, send)).toEqual({
      kind: 'refused',
      message: 'Come back tomorrow for new lessons!',
    });
    expect(await queued()).toEqual([]);
  });
});
