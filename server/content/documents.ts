// Which struct checks each content directory's documents, and the columns a document fills
// (src/contract/content.ts). One table for every directory keeps the service generic: a new
// directory is a struct and a line here.
import type { Struct } from 'superstruct';
import {
  AudioDocument,
  BlogPostDocument,
  type ContentDir,
  FamousInvestorDocument,
  LessonDocument,
  MarketingCopyDocument,
  NewsArticleDocument,
} from '@/contract/content';

export type AnyDocument = { slug: string; published: boolean } & Record<string, unknown>;

export const DOCUMENT_STRUCTS: Record<ContentDir, Struct<AnyDocument, unknown>> = {
  lessons: LessonDocument as unknown as Struct<AnyDocument, unknown>,
  blog: BlogPostDocument as unknown as Struct<AnyDocument, unknown>,
  news: NewsArticleDocument as unknown as Struct<AnyDocument, unknown>,
  audio: AudioDocument as unknown as Struct<AnyDocument, unknown>,
  investors: FamousInvestorDocument as unknown as Struct<AnyDocument, unknown>,
  copy: MarketingCopyDocument as unknown as Struct<AnyDocument, unknown>,
};

/** The columns beside the JSON, for ordering and filtering in SQL. */
export function columnsOf(document: AnyDocument): {
  position: number | null;
  publishedOn: string | null;
} {
  return {
    position: typeof document.position === 'number' ? document.position : null,
    publishedOn: typeof document.published_on === 'string' ? document.published_on : null,
  };
}
