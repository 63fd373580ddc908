// Reading and writing content documents. Readers get published documents only; the editor
// endpoint may write unpublished ones (a draft stays out of the app until it is published).
import { and, asc, desc, eq } from 'drizzle-orm';
import { validate } from 'superstruct';
import type { ContentDir } from '@/contract/content';
import type { Db, Tx } from '../db/client';
import { contentDocuments } from '../db/schema';
import { invalidInput, notFound } from '../errors';
import { type AnyDocument, columnsOf, DOCUMENT_STRUCTS } from './documents';

export const CONTENT_PAGE_MAX = 100;

/** Lessons in course order; dated pieces newest first; the rest by slug. */
export const DOCUMENT_ORDER = {
  lessons: [asc(contentDocuments.position), asc(contentDocuments.slug)],
  blog: [desc(contentDocuments.publishedOn), asc(contentDocuments.slug)],
  news: [desc(contentDocuments.publishedOn), asc(contentDocuments.slug)],
  audio: [asc(contentDocuments.slug)],
  investors: [asc(contentDocuments.slug)],
  copy: [asc(contentDocuments.slug)],
} satisfies Record<ContentDir, unknown[]>;

export async function listDocuments(
  db: Db,
  dir: ContentDir,
  page: { limit: number; offset: number },
): Promise<AnyDocument[]> {
  const rows = await db
    .select({ document: contentDocuments.document })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.dir, dir), eq(contentDocuments.published, true)))
    .orderBy(...DOCUMENT_ORDER[dir])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.document as AnyDocument);
}

export async function getDocument(db: Db, dir: ContentDir, slug: string): Promise<AnyDocument> {
  const [row] = await db
    .select({ document: contentDocuments.document })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.dir, dir),
        eq(contentDocuments.slug, slug),
        eq(contentDocuments.published, true),
      ),
    );
  if (!row) throw notFound(`There is no ${dir} document ${slug}.`, 'slug');
  return row.document as AnyDocument;
}

/** The editor endpoint: creates or replaces one document after checking it against its struct. */
export async function putDocument(
  db: Db | Tx,
  dir: ContentDir,
  slug: string,
  body: unknown,
): Promise<{ document: AnyDocument; created: boolean }> {
  const [failure, document] = validate(body, DOCUMENT_STRUCTS[dir]);
  if (failure) {
    const field = failure.path.join('.') || 'body';
    // The first failure's own words: the error's message repeats the path ("At path: …").
    const said = failure.failures()[0]?.message ?? failure.message;
    throw invalidInput(`${field} ${said}`, field);
  }
  if (document.slug !== slug) throw invalidInput('slug must match the slug in the path.', 'slug');
  const values = {
    ...columnsOf(document),
    published: document.published,
    document,
    source: 'editor' as const,
  };
  const [row] = await db
    .insert(contentDocuments)
    .values({ dir, slug, ...values })
    .onConflictDoUpdate({
      target: [contentDocuments.dir, contentDocuments.slug],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ createdAt: contentDocuments.createdAt, updatedAt: contentDocuments.updatedAt });
  return { document, created: row!.createdAt.getTime() === row!.updatedAt.getTime() };
}
