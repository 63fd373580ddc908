// Lessons and the learn state kept on this device (DESIGN "Lessons are cached
// in IndexedDB (Dexie) for offline reading"). Lesson text is the same for every member, so it is
// keyed by lesson id; the learn state is the member's own, so it is keyed by user id.
import { validate } from 'superstruct';
import { LessonDocument } from '@/contract/content';
import { LearnState } from '@/contract/learn';
import { stockroomDb } from '@/platform/offline/db';
import { ApiError } from '@/platform/api';
import type { ApiQuery } from '@/platform/queries';
import { fetchLessonDocument } from './cms';
import { upcomingLessonIds } from './course';

async function storeLesson(lesson: LessonDocument): Promise<void> {
  await stockroomDb().lessons.put({ lessonId: lesson.slug, lesson, cachedAt: Date.now() });
}

/** The stored copy, checked again: an older build may have stored a different shape. */
async function storedLesson(lessonId: string): Promise<LessonDocument | null> {
  const row = await stockroomDb().lessons.get(lessonId);
  const [failure, lesson] = validate(row?.lesson, LessonDocument);
  return failure ? null : lesson;
}

export async function storeLearnState(userId: string, state: LearnState): Promise<void> {
  await stockroomDb().learnStates.put({ userId, state, cachedAt: Date.now() });
}

export async function storedLearnState(userId: string): Promise<LearnState | null> {
  const row = await stockroomDb().learnStates.get(userId);
  const [failure, state] = validate(row?.state, LearnState);
  return failure ? null : state;
}

/**
 * Fetches and stores the next lesson and the one after, so both read offline. Best effort: a
 * lesson that fails to load now is fetched again with the next learn state.
 */
/**
 * The upcoming lessons this page last stored, all of them: the learn state is read again on every
 * showing and focus (the app's query cache), and the same next lessons need not be fetched again
 * each time. Opening a lesson stores its latest copy anyway (readLesson).
 */
let storedUpcoming = '';

export async function storeUpcomingLessons(state: LearnState): Promise<void> {
  const ids = upcomingLessonIds(state);
  const key = ids.join(' ');
  if (key === storedUpcoming) return;
  const stored = await Promise.all(
    ids.map(async (id) => {
      try {
        await storeLesson(await fetchLessonDocument(id));
        return true;
      } catch {
        // Offline or the content service is down: the reader says so if the lesson is opened.
        return false;
      }
    }),
  );
  if (stored.every(Boolean)) storedUpcoming = key;
}

/** Online: the content service (and keep the copy); offline or failing: the stored copy. */
async function readLesson(lessonId: string): Promise<{
  lesson: LessonDocument;
  fromDevice: boolean;
}> {
  try {
    const lesson = await fetchLessonDocument(lessonId);
    void storeLesson(lesson).catch(() => undefined);
    return { lesson, fromDevice: false };
  } catch (error) {
    // Unpublished since: the stored copy is no longer a lesson to read.
    if (error instanceof ApiError && error.code === 'not_found') throw error;
    const stored = await storedLesson(lessonId).catch(() => null);
    if (stored) return { lesson: stored, fromDevice: true };
    throw error;
  }
}

/** From the content service, not the API: no endpoint of the contract, so no change stales it. */
export const lessonQuery = (
  lessonId: string,
): ApiQuery<{ lesson: LessonDocument; fromDevice: boolean }> => ({
  reads: [],
  args: ['cms', 'lesson', lessonId],
  load: () => readLesson(lessonId),
});
