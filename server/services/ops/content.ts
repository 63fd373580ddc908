// The console's content editor (src/contract/ops-content.ts): operators list every document of a
// directory, drafts included, and write one through the content service's own store (the one its
// editor PUT uses, content/store.ts), so the same struct checks it and readers see it at once.
// The editor credential stays on the server: the console's session is the operator's key here.
// A save and its audit record commit together.
import { and, eq, sql } from 'drizzle-orm';
import type { ContentDir } from '@/contract/content';
import type {
  OpsContentDocument,
  OpsContentList,
  OpsContentSaveRequest,
} from '@/contract/ops-content';
import type { Db } from '../../db/client';
import { contentDocuments } from '../../db/schema';
import { invalidInput, notFound } from '../../errors';
import { DOCUMENT_ORDER, putDocument } from '../../content/store';
import { recordOperatorAction } from './audit';

/** More than any directory holds; the editor lists a directory whole. */
const LISTED = 1000;

export async function opsContentList(db: Db, dir: ContentDir): Promise<OpsContentList> {
  const rows = await db
    .select({
      slug: contentDocuments.slug,
      title: sql<
        string | null
      >`coalesce(${contentDocuments.document}->>'title', ${contentDocuments.document}->>'name')`,
      published: contentDocuments.published,
      source: contentDocuments.source,
      updatedAt: contentDocuments.updatedAt,
    })
    .from(contentDocuments)
    .where(eq(contentDocuments.dir, dir))
    .orderBy(...DOCUMENT_ORDER[dir])
    .limit(LISTED);
  return {
    dir,
    documents: rows.map((row) => ({
      slug: row.slug,
      title: row.title ?? row.slug,
      published: row.published,
      source: row.source,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export async function opsContentDocument(
  db: Db,
  dir: ContentDir,
  slug: string,
): Promise<OpsContentDocument> {
  const [row] = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.dir, dir), eq(contentDocuments.slug, slug)));
  if (!row) throw notFound(`There is no ${dir} document ${slug}.`, 'slug');
  return {
    dir,
    slug,
    published: row.published,
    source: row.source,
    updated_at: row.updatedAt.toISOString(),
    document_json: JSON.stringify(row.document, null, 2),
  };
}

export async function saveContent(
  db: Db,
  operatorId: string,
  dir: ContentDir,
  slug: string,
  input: OpsContentSaveRequest,
  at: Date,
): Promise<OpsContentDocument> {
  let body: unknown;
  try {
    body = JSON.parse(input.document_json);
  } catch (error) {
    throw invalidInput(
      `document_json is not valid JSON: ${(error as Error).message}`,
      'document_json',
    );
  }
  await db.transaction(async (tx) => {
    const { document, created } = await putDocument(tx, dir, slug, body);
    await recordOperatorAction(tx, {
      operatorId,
      action: created ? 'content.create' : 'content.update',
      subjectType: 'content',
      subjectId: `${dir}/${slug}`,
      detail: { published: document.published },
      at,
    });
  });
  return opsContentDocument(db, dir, slug);
}
