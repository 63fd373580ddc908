// Reading lessons from the content service (src/platform/api/cms.ts: the bearer credential and
// spec §8's error flag).
import { LessonDocument } from '@/contract/content';
import { fetchContent } from '@/platform/api/cms';

/** GET /cms/api/lessons/{slug}: the lesson's text, checked against the content contract. */
export const fetchLessonDocument = (
  slug: string,
  fetcher?: typeof fetch,
): Promise<LessonDocument> =>
  fetchContent(`lessons/${encodeURIComponent(slug)}`, LessonDocument, 'the lesson', fetcher);
