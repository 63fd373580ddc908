// The course: every published lesson in the content service (content_documents, dir 'lessons'),
// in course order (position, then slug, as server/content/store.ts lists them). Drafts never
// count: an unpublished lesson is neither offered nor completable.
import { and, asc, eq } from 'drizzle-orm';
import type { LessonDocument } from '@/contract/content';
import type { Db } from '../../db/client';
import { contentDocuments } from '../../db/schema';

export async function publishedLessons(db: Db): Promise<LessonDocument[]> {
  const rows = await db
    .select({ document: contentDocuments.document })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.dir, 'lessons'), eq(contentDocuments.published, true)))
    .orderBy(asc(contentDocuments.position), asc(contentDocuments.slug));
  return rows.map((row) => row.document as LessonDocument);
}
